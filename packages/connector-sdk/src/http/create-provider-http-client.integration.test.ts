import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { apiKeyAuthentication, type Credentials, defineConnector, oauth2Authentication } from '@openunified/connector-contract';
import { BadGatewayError, BadRequestError, NotFoundError, RequestTimeoutError, TooManyRequestsError } from '@openunified/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EmulatorResponse, type RunningEmulator, startEmulatorServer } from '../emulator/index.js';
import { expectApiError } from '../testing/expect-api-error.js';
import { createProviderHttpClient, type ProviderCallRecord, type ProviderHttpClientOptions } from './create-provider-http-client.js';

const connector = defineConnector({
  key: 'acmeapi',
  name: 'Acme API',
  version: '1.0.0',
  icon: 'https://acme.example.com/icon.png',
  description: 'A provider for tests',
  release_stage: 'beta',
  categories: ['documents'],
  authentication: [
    oauth2Authentication({ authorizationUrl: 'https://acme.example.com/authorize', tokenUrl: 'https://acme.example.com/token', scopes: [] }),
    apiKeyAuthentication({ fields: [], apply: (credentials) => ({ headers: { 'X-Api-Key': credentials.api_key ?? '' } }), verifyActionId: 'acme_get_user' }),
  ],
  scope_definitions: [],
  resource_types: [],
  baseUrl: 'https://{tenant}.acme.example.com/v1',
  errorMessage: (body) => (body as { error?: { message?: string } } | undefined)?.error?.message,
  actions: [],
});

const accessToken = 'token-secret-123';
const credentials: Credentials = { tenant: 'globex', access_token: accessToken };
const largeBody = 'x'.repeat(100 * 1024);

let emulator: RunningEmulator;
let acceptedToken = accessToken;

beforeAll(async () => {
  emulator = await startEmulatorServer({
    name: 'acmeapi',
    authenticate: (request) =>
      request.headers.authorization === `Bearer ${acceptedToken}` || request.headers['x-api-key'] === 'key-secret-789'
        ? undefined
        : { status: 401, body: { error: { message: 'Invalid token' } } },
    routes: [
      { method: 'GET', pattern: '/v1/items', handle: () => ({ body: { items: [{ id: '1' }] } }) },
      { method: 'POST', pattern: '/v1/items', handle: (request) => ({ status: 201, body: { id: '2', received: request.body } }) },
      {
        method: 'GET',
        pattern: '/v1/items/:id',
        handle: (request) => ({ status: 404, body: { error: { message: `Item ${request.params.id} does not exist` } } }),
      },
      {
        method: 'GET',
        pattern: '/v1/status/:code',
        handle: (request) => ({ status: Number(request.params.code), body: { error: { message: `failure ${request.params.code}` } } }),
      },
      {
        method: 'GET',
        pattern: '/v1/echo',
        handle: (request) => ({ body: { query: request.query.toString(), authorization: request.headers.authorization } }),
      },
      { method: 'GET', pattern: '/v1/large', handle: () => ({ rawBody: largeBody }) },
      { method: 'GET', pattern: '/v1/text', handle: () => ({ headers: { 'content-type': 'text/plain' }, rawBody: 'plain words' }) },
      {
        method: 'GET',
        pattern: '/v1/files/:id/content',
        handle: (request): EmulatorResponse =>
          request.params.id === 'here'
            ? { headers: { 'content-type': 'application/pdf', 'content-length': '4' }, stream: Readable.from([Buffer.from('%PDF')]) }
            : { status: 302, headers: { location: `https://dl.storage.example.com/blobs/${request.params.id}?sig=abc` }, rawBody: '' },
      },
      {
        method: 'GET',
        pattern: '/v1/files/:id/same-origin',
        handle: (request) => ({ status: 302, headers: { location: `/v1/files/${request.params.id}/content` }, rawBody: '' }),
      },
      {
        method: 'POST',
        pattern: '/v1/uploads',
        handle: (request) => ({ status: 201, body: { size: request.bodyBytes.length, first: request.bodyBytes[0], type: request.headers['content-type'] } }),
      },
    ],
  });
});

afterAll(() => emulator.close());

beforeEach(() => {
  emulator.clearFaults();
  emulator.clearRequests();
  acceptedToken = accessToken;
});

function clientFor(overrides: Partial<ProviderHttpClientOptions> = {}) {
  const records: ProviderCallRecord[] = [];
  const client = createProviderHttpClient({
    connector,
    credentials,
    originOverride: emulator.url,
    retryBaseDelayMs: 1,
    onCall: (record) => records.push(record),
    ...overrides,
  });
  return { client, records };
}

describe('createProviderHttpClient', () => {
  it('sends to the override origin with the base path and the account credentials', async () => {
    const { client } = clientFor();
    const response = await client.get<{ items: unknown[] }>('/items', { query: { limit: 5, tag: ['a', 'b'], skip: undefined } });

    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([{ id: '1' }]);
    expect(emulator.requests[0]).toMatchObject({ method: 'GET', path: '/v1/items', query: '?limit=5&tag=a&tag=b' });
    expect(emulator.requests[0]?.headers.authorization).toBe(`Bearer ${accessToken}`);
  });

  it('uses the authentication method the credentials name', async () => {
    const { client } = clientFor({ credentials: { tenant: 'globex', auth_method: 'api_key', api_key: 'key-secret-789' } });
    await client.get('/items');
    expect(emulator.requests[0]?.headers['x-api-key']).toBe('key-secret-789');

    const unknownMethod = clientFor({ credentials: { ...credentials, auth_method: 'saml' } }).client;
    expect(await expectApiError(unknownMethod.get('/items'))).toBeInstanceOf(BadRequestError);
  });

  it('retries a rate-limited GET after the Retry-After the provider sent', async () => {
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 1 });
    const { client, records } = clientFor();
    const started = performance.now();
    const response = await client.get('/items');

    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(records.map((record) => [record.attempt, record.status])).toEqual([
      [1, 429],
      [2, 200],
    ]);
  });

  it('retries server errors with backoff and gives 502 once retries run out', async () => {
    emulator.injectFault({ type: 'server_error', status: 503, times: 2 });
    const recovered = clientFor();
    expect((await recovered.client.get('/items')).status).toBe(200);
    expect(recovered.records).toHaveLength(3);

    emulator.injectFault({ type: 'server_error', times: -1 });
    const exhausted = clientFor({ maxRetries: 2 });
    const error = await expectApiError(exhausted.client.get('/items'));
    expect(error).toBeInstanceOf(BadGatewayError);
    expect(error.providerErrors?.[0]).toMatchObject({ status: 500, url: `${emulator.url}/v1/items` });
    expect(exhausted.records).toHaveLength(3);
  });

  it('gives 429 with Retry-After once rate-limit retries run out', async () => {
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 0, times: -1 });
    const { client, records } = clientFor();
    const error = await expectApiError(client.get('/items'));

    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error.headers['Retry-After']).toBe('1');
    expect(records).toHaveLength(4);
  });

  it('does not wait for a Retry-After beyond the budget', async () => {
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 30 });
    const { client, records } = clientFor({ budgetMs: 5_000 });
    const error = await expectApiError(client.get('/items'));

    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error.headers['Retry-After']).toBe('30');
    expect(records).toHaveLength(1);
  });

  it('answers 408 with Retry-After when the budget runs out', async () => {
    emulator.injectFault({ type: 'slow', delayMs: 1_000 });
    const { client } = clientFor({ budgetMs: 200 });
    const error = await expectApiError(client.get('/items'));

    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error.statusCode).toBe(408);
    expect(error.headers['Retry-After']).toMatch(/^\d+$/);
  });

  it('abandons an attempt that outlives its timeout and records it, then tries again', async () => {
    // A second that the retry, answered at once, never reaches even on a loaded machine (at 100 ms it did).
    emulator.injectFault({ type: 'slow', delayMs: 5_000, times: 1 });
    const { client, records } = clientFor({ attemptTimeoutMs: 1_000 });
    const started = performance.now();
    const response = await client.get<{ items: unknown[] }>('/items');

    expect(response.body.items).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(4_500);
    expect(records.map((record) => [record.attempt, record.status, record.error])).toEqual([
      [1, null, 'attempt timed out'],
      [2, 200, null],
    ]);
  });

  it("abandons an attempt of 10 s or more on undici's headers timeout, records it, then tries again", { timeout: 20_000 }, async () => {
    emulator.injectFault({ type: 'slow', delayMs: 13_000, times: 1 });
    const { client, records } = clientFor({ attemptTimeoutMs: 10_000 });
    const started = performance.now();
    const response = await client.get<{ items: unknown[] }>('/items');

    expect(response.body.items).toHaveLength(1);
    // undici's timers have a resolution of 1 s.
    expect(performance.now() - started).toBeLessThan(12_500);
    expect(records.map((record) => [record.attempt, record.status, record.error])).toEqual([
      [1, null, 'attempt timed out'],
      [2, 200, null],
    ]);
  });

  it("stops the attempt in flight when the caller aborts, with the caller's reason", async () => {
    emulator.injectFault({ type: 'slow', delayMs: 2_000 });
    const controller = new AbortController();
    const { client, records } = clientFor({ signal: controller.signal });
    const reason = new BadGatewayError('the client went away');
    setTimeout(() => controller.abort(reason), 50);
    const started = performance.now();

    await expect(client.get('/items')).rejects.toBe(reason);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(records.map((record) => record.error)).toEqual(['aborted by the caller']);
  });

  it('sends no retry once the caller aborted while credentials were refreshed', async () => {
    acceptedToken = 'fresh-token-456';
    const controller = new AbortController();
    const reason = new BadGatewayError('the client went away');
    const { client, records } = clientFor({
      signal: controller.signal,
      onUnauthorized: async () => {
        controller.abort(reason);
        return { ...credentials, access_token: 'fresh-token-456' };
      },
    });

    await expect(client.get('/items')).rejects.toBe(reason);
    expect(records.map((record) => [record.status, record.error])).toEqual([
      [401, null],
      [null, 'aborted by the caller'],
    ]);
  });

  it('maps provider client errors to 400 with the provider status, message and body', async () => {
    for (const status of [400, 401, 403, 409, 422]) {
      const error = await expectApiError(clientFor().client.get(`/status/${status}`));
      expect(error).toBeInstanceOf(BadRequestError);
      expect(error.message).toBe(`failure ${status}`);
      expect(error.data).toMatchObject({ statusCode: status, message: `failure ${status}` });
      expect(error.providerErrors?.[0]).toMatchObject({ status, raw: { error: { message: `failure ${status}` } } });
    }
  });

  it('maps a provider 404 to 404 with the provider message', async () => {
    const error = await expectApiError(clientFor().client.get('/items/42'));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe('Item 42 does not exist');
  });

  it('maps a malformed JSON body to 502 without retrying', async () => {
    emulator.injectFault({ type: 'malformed_json' });
    const { client, records } = clientFor();
    const error = await expectApiError(client.get('/items'));

    expect(error).toBeInstanceOf(BadGatewayError);
    expect(error.providerErrors?.[0]?.raw).toEqual({ body: '{"data": [ {"id": ' });
    expect(records).toHaveLength(1);
  });

  it('retries a dropped connection and maps a lasting one to 502', async () => {
    emulator.injectFault({ type: 'network_error' });
    expect((await clientFor().client.get('/items')).status).toBe(200);

    emulator.injectFault({ type: 'network_error', times: -1 });
    const { client, records } = clientFor({ maxRetries: 1 });
    expect(await expectApiError(client.get('/items'))).toBeInstanceOf(BadGatewayError);
    expect(records.map((record) => [record.status, record.error === null])).toEqual([
      [null, false],
      [null, false],
    ]);
  });

  it('never retries a POST', async () => {
    emulator.injectFault({ type: 'server_error' });
    const { client, records } = clientFor();
    expect(await expectApiError(client.post('/items', { json: { name: 'new' } }))).toBeInstanceOf(BadGatewayError);
    expect(records).toHaveLength(1);

    const created = await client.post<{ received: unknown }>('/items', { json: { name: 'new' } });
    expect(created.body.received).toEqual({ name: 'new' });
  });

  it('merges pass-through parameters into GETs only, deepObject style, replacing the action’s', async () => {
    const { client } = clientFor({ passThroughQuery: { limit: 50, filter: { owner: { email: 'a@b.co' } }, tags: ['x', 'y'] } });
    await client.get('/items', { query: { limit: 5 } });
    await client.post('/items', { json: {} });

    const query = new URLSearchParams(emulator.requests[0]?.query);
    expect(query.getAll('limit')).toEqual(['50']);
    expect(query.get('filter[owner][email]')).toBe('a@b.co');
    expect(query.getAll('tags')).toEqual(['x', 'y']);
    expect(emulator.requests[1]?.query).toBe('');
  });

  it('redacts credentials from every record and caps long bodies', async () => {
    const { client, records } = clientFor();
    await client.get('/echo', { query: { token: accessToken }, headers: { 'X-Debug': `key ${accessToken}` } });
    await client.get('/large', { responseType: 'text' });

    const [echo, large] = records;
    expect(JSON.stringify(records)).not.toContain(accessToken);
    expect(echo?.url).toBe(`${emulator.url}/v1/echo?token=[REDACTED]`);
    expect(echo?.requestHeaders).toMatchObject({ authorization: '[REDACTED]', 'x-debug': 'key [REDACTED]' });
    expect(echo?.responseBody).toContain('[REDACTED]');
    expect(large?.responseBody?.length).toBeLessThan(largeBody.length);
    expect(large?.responseBody).toMatch(/\[truncated: 102400 bytes in total\]$/);
  });

  it('refreshes credentials once on a 401 and retries with them', async () => {
    acceptedToken = 'fresh-token-456';
    let refreshes = 0;
    const { client, records } = clientFor({
      onUnauthorized: async () => {
        refreshes += 1;
        return { ...credentials, access_token: 'fresh-token-456' };
      },
    });

    expect((await client.get('/items')).status).toBe(200);
    expect((await client.get('/items')).status).toBe(200);
    expect(refreshes).toBe(1);
    expect(records.map((record) => record.status)).toEqual([401, 200, 200]);
    expect(JSON.stringify(records)).not.toContain('fresh-token-456');
  });

  it('maps a 401 to 400 when the refresh yields nothing', async () => {
    acceptedToken = 'fresh-token-456';
    const { client } = clientFor({ onUnauthorized: async () => undefined });
    const error = await expectApiError(client.get('/items'));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.data?.statusCode).toBe(401);
  });

  it('reads text bodies and skips bodies on request', async () => {
    const { client } = clientFor();
    expect((await client.get('/text', { responseType: 'text' })).body).toBe('plain words');
    expect((await client.get('/items', { responseType: 'none' })).body).toBeNull();
  });

  it('hands a download over unread, and follows its redirect to another origin without credentials', async () => {
    const { client, records } = clientFor();
    const direct = await client.get<Readable>('/files/here/content', { responseType: 'stream' });
    expect(direct.headers['content-type']).toBe('application/pdf');
    expect(await text(direct.body)).toBe('%PDF');
    expect(records[0]?.responseBody).toBeNull();

    emulator.clearRequests();
    const sameOrigin = await client.get<Readable>('/files/here/same-origin', { responseType: 'stream', followRedirects: true });
    expect(await text(sameOrigin.body)).toBe('%PDF');
    expect(emulator.requests.map((request) => [request.path, request.headers.authorization])).toEqual([
      ['/v1/files/here/same-origin', `Bearer ${accessToken}`],
      ['/v1/files/here/content', `Bearer ${accessToken}`],
    ]);

    emulator.clearRequests();
    // The storage host's URL goes to the emulator too (the origin override), which has no such route: a 404.
    const elsewhere = await expectApiError(client.get('/files/blob-7/content', { responseType: 'stream', followRedirects: true }));
    expect(emulator.requests.map((request) => [request.path, request.query, request.headers.authorization])).toEqual([
      ['/v1/files/blob-7/content', '', `Bearer ${accessToken}`],
      ['/blobs/blob-7', '?sig=abc', undefined],
    ]);
    expect(elsewhere).toBeInstanceOf(NotFoundError);

    emulator.clearRequests();
    // A link the provider handed out (a signed storage URL) is asked for without the account's credentials from the first call.
    await expectApiError(client.get('https://storage.example.com/blobs/blob-8?sig=def', { responseType: 'stream', withoutCredentials: true }));
    expect(emulator.requests.map((request) => [request.path, request.query, request.headers.authorization])).toEqual([
      ['/blobs/blob-8', '?sig=def', undefined],
    ]);
  });

  it('sends raw bytes with the content type the request names, and logs their size only', async () => {
    const { client, records } = clientFor();
    const bytes = Uint8Array.from([0xff, 0x00, 0x10]);
    const response = await client.post<{ size: number; first: number; type: string }>('/uploads', {
      body: bytes,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(response.body).toEqual({ size: 3, first: 0xff, type: 'application/octet-stream' });
    expect(records[0]?.requestBody).toBe('[3 bytes not logged]');
  });
});
