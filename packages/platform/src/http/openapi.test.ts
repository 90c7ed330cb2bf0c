import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiDocumentOptions, registerOpenApiDocument } from './openapi.js';

const Pet = z.object({ id: z.string(), name: z.string().describe('What it answers to') }).meta({ id: 'Pet' });

async function routes(app: FastifyInstance): Promise<void> {
  app.get('/pets', { schema: { operationId: 'listPets', tags: ['Pets'], response: { 200: z.object({ data: z.array(Pet) }) } } }, () => ({ data: [] }));
  app.post('/pets', { schema: { operationId: 'createPet', tags: ['Pets'], body: Pet.omit({ id: true }), response: { 201: Pet } } }, () => ({
    id: '1',
    name: 'Rex',
  }));
  app.get('/hidden', { schema: { hide: true } }, () => 'not in the document');
  await app.register(
    async (scope) => {
      scope.get('/:id', { schema: { operationId: 'getPet', tags: ['Pets'], params: z.object({ id: z.string() }), response: { 200: Pet } } }, () => ({
        id: '1',
        name: 'Rex',
      }));
    },
    { prefix: '/scoped' },
  );
}

function newApp(): FastifyInstance {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  apps.push(app);
  return app;
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('registerOpenApiDocument', () => {
  it('describes the routes registered after it as @fastify/swagger registered at start-up does, in JSON and in YAML', async () => {
    const eager = newApp();
    await eager.register(fastifySwagger, openApiDocumentOptions);
    await routes(eager);
    await eager.ready();

    const lazy = newApp();
    await registerOpenApiDocument(lazy);
    await routes(lazy);
    await lazy.ready();

    const document = lazy.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(['/pets', '/scoped/{id}']);
    expect(document).toEqual(eager.swagger());
    expect(lazy.swagger({ yaml: true })).toBe(eager.swagger({ yaml: true }));
    // Served as built once, like the plugin's own cache.
    expect(lazy.swagger()).toBe(document);
    expect((await lazy.inject({ url: '/openapi.json' })).json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('refuses, as the plugin does, a document asked for before the routes are all registered', async () => {
    const app = newApp();
    await registerOpenApiDocument(app);
    expect(() => app.swagger()).toThrow('.swagger() must be called after .ready()');
  });
});
