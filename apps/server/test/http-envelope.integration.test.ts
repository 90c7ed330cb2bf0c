import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('answers an unexpected failure with a bare 500 that leaks nothing', async () => {
    const body = await expectEnvelope('/probe/failure', {}, 500, /^Internal server error$/);
    expect(JSON.stringify(body)).not.toContain('hunter2');
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
