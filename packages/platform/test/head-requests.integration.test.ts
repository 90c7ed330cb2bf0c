import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { Feature } from '@openunified/feature-kit';
import { createStore, type Store } from '@openunified/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFeatures } from '../src/index.js';
import { startTestPlatform, type TestPlatform } from '../src/testing/index.js';

// What the sample feature's hooks saw of each request, as the request log recorder's see it.
const seen: Record<string, string | undefined>[] = [];

const samples: Feature = {
  name: 'head-samples',
  routes: async (app) => {
    const access = { config: { access: { public: true as const } } };
    app.get('/samples/json', access, () => ({ data: ['één', 'two'] }));
    app.get('/samples/nothing', access, (_request, reply) => reply.code(204).send());
    app.get('/samples/empty', access, (_request, reply) => reply.send());
    app.get('/samples/stream', access, (_request, reply) => reply.type('text/plain').send(Readable.from(['a', 'bc'])));
    app.get('/samples/method', access, (request, reply) => reply.header('x-method-seen', request.method).send({ ok: true }));
    app.addHook('onRequest', (request, _reply, done) => {
      seen.push({ onRequest: request.method });
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      Object.assign(seen.at(-1) ?? {}, { onResponse: request.method, route: request.routeOptions.url });
      done();
    });
    app.post('/samples/post-only', access, () => ({ posted: true }));
  },
};

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Over a socket, as a client sees it: a HEAD answer's body would arrive here if one were sent. */
function send(url: string, method: string, authorization?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers: authorization ? { authorization } : {} }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function withoutPerRequestHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { date: _date, 'x-request-id': _requestId, ...rest } = headers;
  return rest;
}

describe('HEAD requests', () => {
  let store: Store;
  let testPlatform: TestPlatform;

  beforeAll(async () => {
    store = await createStore({ sqlitePath: ':memory:' });
    testPlatform = await startTestPlatform({
      store,
      features: (config) => {
        const feature = platformFeatures(config);
        return [feature.health, samples];
      },
    });
  });
  afterAll(async () => {
    await testPlatform?.close();
    await store?.close();
  });

  it("answers a GET route's HEAD with the GET's status and headers, content-length included, and no body", async () => {
    for (const path of ['/health', '/samples/json', '/openapi.json']) {
      const get = await send(`${testPlatform.url}${path}`, 'GET');
      const head = await send(`${testPlatform.url}${path}`, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body).toBe('');
      expect(withoutPerRequestHeaders(head.headers)).toEqual(withoutPerRequestHeaders(get.headers));
      expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(get.body));
      expect(head.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('says content-length 0 for an answer without a body, and drains a streamed body without sending or measuring it', async () => {
    for (const path of ['/samples/nothing', '/samples/empty']) {
      const head = await send(`${testPlatform.url}${path}`, 'HEAD');
      expect(head.status).toBe(path === '/samples/nothing' ? 204 : 200);
      expect(head.headers['content-length']).toBe('0');
      expect(head.body).toBe('');
    }
    const streamed = await send(`${testPlatform.url}/samples/stream`, 'HEAD');
    expect(streamed.status).toBe(200);
    expect(streamed.headers['content-type']).toBe('text/plain');
    expect(streamed.headers['content-length']).toBeUndefined();
    expect(streamed.headers['transfer-encoding']).toBeUndefined();
    expect(streamed.body).toBe('');
    expect((await send(`${testPlatform.url}/samples/stream`, 'GET')).body).toBe('abc');
  });

  it('answers HEAD on a path without a GET route and on an unknown path with the not-found envelope GET gets there, naming HEAD, without its body', async () => {
    for (const path of ['/samples/post-only', '/no/such/route']) {
      const get = await send(`${testPlatform.url}${path}`, 'GET');
      const head = await send(`${testPlatform.url}${path}`, 'HEAD');
      expect(get.status).toBe(404);
      expect(head.status).toBe(404);
      expect(head.body).toBe('');
      const { 'content-length': headLength, ...headRest } = withoutPerRequestHeaders(head.headers);
      const { 'content-length': _getLength, ...getRest } = withoutPerRequestHeaders(get.headers);
      expect(headRest).toEqual(getRest);
      expect(Number(headLength)).toBe(Buffer.byteLength(get.body.replace(`no route GET ${path}`, `no route HEAD ${path}`)));
    }
  });

  it('is a HEAD to everything after routing: hooks, handler and logs see HEAD', async () => {
    seen.length = 0;
    const head = await send(`${testPlatform.url}/samples/method`, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-method-seen']).toBe('HEAD');
    expect(head.body).toBe('');
    expect(seen).toEqual([{ onRequest: 'HEAD', onResponse: 'HEAD', route: '/samples/method' }]);
  });

  it('answers HEAD the same way through inject', async () => {
    const get = await testPlatform.platform.app.inject({ method: 'GET', url: '/samples/json' });
    const head = await testPlatform.platform.app.inject({ method: 'HEAD', url: '/samples/json' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });

  it('refuses to start with a route declaring HEAD, which the GET route of its path answers', async () => {
    const declaresHead: Feature = {
      name: 'declares-head',
      routes: async (app) => {
        app.route({ method: ['GET', 'HEAD'], url: '/both', config: { access: { public: true } }, handler: () => 'ok' });
      },
    };
    await expect(startTestPlatform({ store, features: (config) => [platformFeatures(config).health, declaresHead] })).rejects.toThrow(/route HEAD \/both/);
  });
});
