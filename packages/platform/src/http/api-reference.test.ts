import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerApiReference } from './api-reference.js';
import { registerOpenApiDocument } from './openapi.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ envelope: `no route ${request.method} ${request.url}` }));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-server', 'own');
    done();
  });
  await registerOpenApiDocument(app);
  await registerApiReference(app);
  app.get('/pets', { schema: { operationId: 'listPets', response: { 200: z.object({ data: z.array(z.string()) }) } } }, () => ({ data: [] }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('registerApiReference', () => {
  it('serves Swagger UI under /docs over the same document as /openapi.json, through the server', async () => {
    const page = await app.inject({ url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-server']).toBe('own');
    expect(page.body).toContain('swagger-initializer.js');
    expect((await app.inject({ url: '/docs/' })).body).toContain('swagger-initializer.js');

    const initializer = await app.inject({ url: '/docs/static/swagger-initializer.js' });
    expect(initializer.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(initializer.body).toContain('"docExpansion":"none"');

    const json = await app.inject({ url: '/docs/json' });
    expect(json.json()).toEqual((await app.inject({ url: '/openapi.json' })).json());
    const yaml = await app.inject({ url: '/docs/yaml' });
    expect(yaml.headers['content-type']).toBe('application/x-yaml');
    expect(yaml.body).toBe(app.swagger({ yaml: true }));
  });

  it("serves the UI's files with their caching headers, ranges and conditional answers; HEAD measures without a body", async () => {
    const css = await app.inject({ url: '/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers).toMatchObject({ 'content-type': 'text/css; charset=utf-8', 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=0' });
    expect(Number(css.headers['content-length'])).toBe(css.rawPayload.length);

    const head = await app.inject({ method: 'HEAD', url: '/docs/static/swagger-ui.css' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(css.headers['content-length']);
    expect(head.body).toBe('');

    const range = await app.inject({ url: '/docs/static/swagger-ui.css', headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-99/${css.rawPayload.length}`);
    expect(range.rawPayload).toEqual(css.rawPayload.subarray(0, 100));

    const unchanged = await app.inject({ url: '/docs/static/swagger-ui.css', headers: { 'if-none-match': String(css.headers.etag) } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['content-type']).toBeUndefined();

    const redirect = await app.inject({ url: '/docs/static/index.html' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/docs/');
    expect(redirect.headers['content-type']).toBeUndefined();
  });

  it("answers a path under /docs it does not serve with the server's own not-found answer", async () => {
    for (const url of ['/docs/static/nope.js', '/docs/nope', '/docs/uiConfig']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ envelope: `no route GET ${url}` });
    }
  });
});
