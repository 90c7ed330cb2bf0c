import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { probeFeature } from './probe-feature.js';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

const isoDateTimeWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('HTTP envelope', () => {
  let testServer: TestServer;
  let authorization: string;

  beforeAll(async () => {
    testServer = await startTestServer({
      environment: { BODY_LIMIT_BYTES: '2048', RATE_LIMIT_POINTS: '1000' },
      extraFeatures: [probeFeature],
    });
    authorization = basicAuthorization(await testServer.createApiKey());
  });
  afterAll(() => testServer.close());

  async function request(path: string, init: RequestInit = {}) {
    const response = await fetch(`${testServer.url}${path}`, { ...init, headers: { authorization, ...init.headers } });
    return { response, body: (await response.json()) as Record<string, unknown> };
  }

  async function expectEnvelope(path: string, init: RequestInit, statusCode: number, message: RegExp) {
    const { response, body } = await request(path, init);
    expect(response.status).toBe(statusCode);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toMatchObject({ statusCode, message: expect.stringMatching(message) });
    expect(body.timestamp).toMatch(isoDateTimeWithOffset);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    return body;
  }

  it('answers an unknown route with a 404 envelope, with or without a key', async () => {
    await expectEnvelope('/nowhere?x=1', {}, 404, /^no route GET \/nowhere$/);
    const anonymous = await fetch(`${testServer.url}/nowhere`);
    expect(anonymous.status).toBe(404);
  });

  it('answers a malformed JSON body with a 400 naming the problem', async () => {
    const body = await expectEnvelope(
      '/probe/echo',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text": }' },
      400,
      /^malformed JSON body: Unexpected token/,
    );
    expect(body).toMatchObject({ data: null, provider_errors: null });
  });

  it('refuses prototype-poisoning keys in JSON', async () => {
    await expectEnvelope(
      '/probe/echo',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"a","__proto__":{"admin":true}}' },
      400,
      /__proto__/,
    );
  });

  it('answers a body that is not JSON with a 400 naming the content type', async () => {
    await expectEnvelope(
      '/probe/echo',
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' },
      400,
      /^unsupported content type "text\/plain"; send application\/json$/,
    );
  });

  it('answers an oversized body with a 400 naming the limit', async () => {
    await expectEnvelope(
      '/probe/echo',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'x'.repeat(4096) }) },
      400,
      /2048 bytes/,
    );
  });

  it('answers a body that fails validation with a 400 naming the field', async () => {
    await expectEnvelope(
      '/probe/echo',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text": 5}' },
      400,
      /^invalid request: body field "text": /,
    );
  });

  it('answers an invalid query with a 400 naming the parameter', async () => {
    await expectEnvelope('/accounts?page_size=101', {}, 400, /query parameter "page_size": must be a whole number between 1 and 100/);
    await expectEnvelope('/accounts?status=sleeping', {}, 400, /query parameter "status"/);
  });

  it('answers a malformed URL before routing with the same envelope', async () => {
    await expectEnvelope('/accounts/%E0%A4%A', {}, 400, /not a valid url component/);
  });

  it('answers headers past the limit with a 431 envelope, and closes, however much more the client still sends', async () => {
    // 8 MB of query: more than the sockets between the two ends buffer, so a server that stopped
    // reading and waited for the client to finish would leave it waiting.
    for (const bytes of [20_000, 8_000_000]) {
      const response = await fetch(`${testServer.url}/accounts?q=${'x'.repeat(bytes)}`, {
        headers: { authorization },
        signal: AbortSignal.timeout(10_000),
      }).catch((error: Error) => error);
      if (response instanceof Error) {
        // Past the buffers the client may see the connection closed under its write: never a wait.
        expect(response.name).not.toBe('TimeoutError');
        continue;
      }
      expect(response.status).toBe(431);
      expect(await response.json()).toMatchObject({ statusCode: 431, message: expect.stringMatching(/headers are too large/) });
    }
  });

  it('closes the connection after answering a request whose body has not all arrived, so the next request is never read as its rest', async () => {
    const { port } = new URL(testServer.url);
    const socket = connect(Number(port), '127.0.0.1');
    try {
      await new Promise((resolve) => socket.once('connect', resolve));
      let received = '';
      const answered = new Promise<void>((resolve) => {
        socket.on('data', (chunk) => {
          received += chunk.toString('latin1');
          if (/\r\n\r\n\{.*\}$/s.test(received)) resolve();
        });
      });
      // No x-account-id: refused before the body is read, of which only 10 of 1000 bytes are sent.
      socket.write(
        `POST /unified/check_permissions HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":"1234`,
      );
      await answered;
      expect(received).toMatch(/^HTTP\/1\.1 400 /);
      expect(received.toLowerCase()).toContain('connection: close');
    } finally {
      socket.destroy();
    }
  });

  it('answers an unexpected failure with a bare 500 that leaks nothing', async () => {
    const body = await expectEnvelope('/probe/failure', {}, 500, /^Internal server error$/);
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('answers a database connection reset after the body was read with a 503, not as a client abort', async () => {
    const { response } = await request('/probe/database-reset', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text": "x"}' });
    expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    await expectEnvelope(
      '/probe/database-reset',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text": "x"}' },
      503,
      /^the database is unavailable: /,
    );
  });

  it('keeps a sane incoming x-request-id and replaces an unusable one', async () => {
    const kept = await request('/health', { headers: { 'x-request-id': 'client-trace-0001' } });
    expect(kept.response.headers.get('x-request-id')).toBe('client-trace-0001');
    const replaced = await request('/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(replaced.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limiting', () => {
  let testServer: TestServer;

  beforeAll(async () => {
    testServer = await startTestServer({
      environment: { RATE_LIMIT_POINTS: '3', RATE_LIMIT_WINDOW_SECONDS: '60' },
      extraFeatures: [probeFeature],
    });
  });
  afterAll(() => testServer.close());

  it('answers 429 with Retry-After once a key spends its budget, other keys unaffected', async () => {
    const busy = basicAuthorization(await testServer.createApiKey());
    const calm = basicAuthorization(await testServer.createApiKey());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await fetch(`${testServer.url}/probe/general`, { headers: { authorization: busy } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const limited = await fetch(`${testServer.url}/probe/general`, { headers: { authorization: busy } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({ statusCode: 429, message: 'rate limit exceeded for this API key' });

    expect((await fetch(`${testServer.url}/probe/general`, { headers: { authorization: calm } })).status).toBe(200);
  });
});

describe('throttling of failed authentication per client IP', () => {
  let testServer: TestServer;

  beforeAll(async () => {
    testServer = await startTestServer({
      environment: { AUTH_FAILURE_LIMIT_POINTS: '3', AUTH_FAILURE_LIMIT_WINDOW_SECONDS: '60' },
      extraFeatures: [probeFeature],
    });
  });
  afterAll(() => testServer.close());

  it('answers 429 with Retry-After once an address fails too often, a right key from it included, public routes unaffected', async () => {
    const valid = basicAuthorization(await testServer.createApiKey());
    expect((await fetch(`${testServer.url}/probe/general`, { headers: { authorization: valid } })).status).toBe(200);

    const statuses: number[] = [];
    for (const authorization of [basicAuthorization('ouk_guess_1'), undefined, basicAuthorization('ouk_guess_2'), basicAuthorization('ouk_guess_3')]) {
      statuses.push((await fetch(`${testServer.url}/probe/general`, { headers: authorization ? { authorization } : {} })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);

    for (const authorization of [basicAuthorization('ouk_guess_4'), valid]) {
      const blocked = await fetch(`${testServer.url}/probe/general`, { headers: { authorization } });
      expect(blocked.status).toBe(429);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(blocked.headers.get('x-request-id')).toBeTruthy();
      expect(await blocked.json()).toMatchObject({
        statusCode: 429,
        message: `too many failed authentications from this address; retry after ${retryAfter} seconds`,
        timestamp: expect.any(String),
      });
    }
    expect((await fetch(`${testServer.url}/health`)).status).toBe(200);
  });
});

describe('a client that leaves in the middle of its body', () => {
  it('is logged as the client’s doing, at info and without a stack, not as a server error', async () => {
    const lines: string[] = [];
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const testServer = await startTestServer({ environment: { LOG_LEVEL: 'debug' }, extraFeatures: [probeFeature], logDestination });
    try {
      const authorization = basicAuthorization(await testServer.createApiKey());
      const { port } = new URL(testServer.url);
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /probe/echo HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${authorization}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"text": "abc`,
          );
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 200);
        });
        socket.on('error', reject);
      });
      const entries = () =>
        lines
          .flatMap((line) => line.split('\n'))
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, any>);
      const isAbortLine = (entry: Record<string, any>) => /client closed the connection/.test(String(entry.reason ?? entry.msg));
      await vi.waitFor(() => expect(entries().some(isAbortLine)).toBe(true), { timeout: 5_000 });
      const aborted = entries().filter(isAbortLine);
      expect(aborted.map((entry) => entry.level)).toEqual(['info']);
      expect(JSON.stringify(aborted)).not.toMatch(/\\n\s+at |"stack"/);
      expect(entries().filter((entry) => entry.level === 'error' || entry.level === 'fatal')).toEqual([]);
    } finally {
      await testServer.close();
    }
  });
});
