import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

/**
 * Input that used to crash or confuse the server: bodies nested thousands deep or with endless
 * keys (docs/concepts/errors.md: a 400 naming the limit, on every route), and requests Node's
 * HTTP parser rejects (the error envelope, an `x-request-id`, and the connection closed).
 */

let context: UnifiedTestContext;
let bodyRoutes: { method: string; path: string }[];

beforeAll(async () => {
  context = await startUnifiedTestContext();
  const document = (await context.call('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  bodyRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['post', 'patch', 'put'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, context.accounts.bamboohr) })),
  );
}, 120_000);
afterAll(() => context?.close());

const deeplyNested = `${'{"a":'.repeat(4_200)}1${'}'.repeat(4_200)}`;
const manyKeys = `{${Array.from({ length: 20_001 }, (_, index) => `"k${index}":1`).join(',')}}`;

describe('JSON bodies beyond the shape limits', () => {
  it('are a 400 naming the limit on every route that takes a body, in metadata and passthrough alike', async () => {
    expect(bodyRoutes.length).toBeGreaterThan(5);
    for (const { method, path } of bodyRoutes) {
      for (const [body, limit] of [
        [`{"metadata": ${deeplyNested}}`, /nests deeper than the limit of 64 levels/],
        [`{"passthrough": ${deeplyNested}}`, /nests deeper than the limit of 64 levels/],
        [`{"metadata": ${manyKeys}}`, /more than the limit of 10000 keys/],
      ] as const) {
        const response = await fetch(`${context.testServer.url}${path}`, {
          method,
          headers: { authorization: context.authorization, 'x-account-id': context.accounts.bamboohr, 'content-type': 'application/json' },
          body,
        });
        const text = await response.text();
        expect(response.status, `${method} ${path}: ${text.slice(0, 200)}`).toBe(400);
        expect((JSON.parse(text) as { message: string }).message, `${method} ${path}`).toMatch(limit);
      }
    }
  }, 120_000);

  it('still accepts ordinary nesting and strings full of brackets', async () => {
    const metadata = { nested: { deeper: { list: [[['{[{[']]] } }, note: '}}}]]]' };
    const account = await context.testServer.createAccount({ provider: 'bamboohr', credentials: context.credentials('bamboohr') });
    const response = await context.call(`/accounts/${account.id}`, { method: 'PATCH', body: { metadata } });
    expect(response.status).toBe(200);
    expect(response.body.metadata).toEqual(metadata);
  });
});

describe('JSON bodies that are not valid UTF-8', () => {
  const post = (body: Uint8Array) =>
    fetch(`${context.testServer.url}/connect_sessions`, {
      method: 'POST',
      headers: { authorization: context.authorization, 'content-type': 'application/json' },
      body,
    });

  it('are a 400 saying so, never stored with U+FFFD in place of the bad bytes', async () => {
    for (const badBytes of [[0xff, 0xfe], [0xc3], [0xed, 0xa0, 0x80], [0xc0, 0xaf]]) {
      const body = Buffer.concat([Buffer.from('{"origin_owner_id": "X'), Buffer.from(badBytes), Buffer.from('", "origin_owner_name": "Customer"}')]);
      const response = await post(body);
      const text = await response.text();
      expect(response.status, text).toBe(400);
      expect(JSON.parse(text)).toMatchObject({ statusCode: 400, message: 'request body is not valid UTF-8', timestamp: expect.any(String) });
    }
  });

  it('still accepts UTF-8 of every width, and a byte order mark', async () => {
    const ownerName = 'Zoë 東京 🎉';
    const response = await post(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ origin_owner_id: 'utf8-owner', origin_owner_name: ownerName }))]),
    );
    const text = await response.text();
    expect(response.status, text).toBe(201);
    expect(JSON.parse(text) as Record<string, unknown>).toMatchObject({ origin_owner_name: ownerName });
  });
});

/** Writes `request` on a raw keep-alive socket and collects everything until the server closes it. */
function sendRaw(request: string): Promise<{ head: string; body: string; closedByServer: boolean }> {
  const { port } = new URL(context.testServer.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ ...split(received), closedByServer: false });
    }, 5_000);
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('end', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...split(received), closedByServer: true });
    });
    socket.on('error', reject);
    socket.write(request);
  });
}

function split(response: string): { head: string; body: string } {
  const separator = response.indexOf('\r\n\r\n');
  return { head: response.slice(0, separator), body: response.slice(separator + 4) };
}

describe("requests Node's HTTP parser rejects", () => {
  it('answers headers over 16 KB with a 431 envelope, an x-request-id, and closes the connection', async () => {
    const response = await sendRaw(`GET /accounts HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(response.head).toMatch(/^HTTP\/1\.1 431 /);
    expect(response.head).toMatch(/\r\nx-request-id: [0-9a-f-]{36}/i);
    expect(response.head).toMatch(/\r\nconnection: close/i);
    expect(JSON.parse(response.body)).toEqual({ statusCode: 431, message: expect.stringContaining('headers are too large'), timestamp: expect.any(String) });
    expect(response.closedByServer).toBe(true);
  });

  it('answers a malformed request with a 400 envelope and closes the connection', async () => {
    const response = await sendRaw('GET /accounts HTTP/1.1\r\nHost: localhost\r\nContent-Length: twelve\r\n\r\n');
    expect(response.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(response.head).toMatch(/\r\nx-request-id: /i);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: 400, message: 'malformed HTTP request', timestamp: expect.any(String) });
    expect(response.closedByServer).toBe(true);
  });

  it('answers an HTTP/1.1 request without Host with a 400 envelope and an x-request-id', async () => {
    const response = await sendRaw('GET /accounts HTTP/1.1\r\nConnection: keep-alive\r\n\r\n');
    expect(response.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(response.head).toMatch(/\r\nx-request-id: [0-9a-f-]{36}/i);
    expect(response.head).toMatch(/\r\ncontent-type: application\/json/i);
    expect(JSON.parse(response.body)).toMatchObject({
      statusCode: 400,
      message: 'an HTTP/1.1 request must carry a Host header',
      timestamp: expect.any(String),
    });
    expect(response.closedByServer).toBe(true);
  });

  it('answers CONNECT, which the API does not proxy, with a 400 envelope instead of dropping it', async () => {
    for (const target of ['example.com:443', '127.0.0.1:22']) {
      const response = await sendRaw(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`);
      expect(response.head, target).toMatch(/^HTTP\/1\.1 400 /);
      expect(response.head).toMatch(/\r\nx-request-id: [0-9a-f-]{36}/i);
      expect(JSON.parse(response.body)).toMatchObject({
        statusCode: 400,
        message: 'CONNECT is not supported: this server is an API, not a proxy',
        timestamp: expect.any(String),
      });
      expect(response.closedByServer).toBe(true);
    }
  });
});

describe('GET /mcp that does not take the event stream', () => {
  it('answers 406 with the error envelope naming the Accept it needs, not a JSON-RPC body', async () => {
    for (const sessionHeader of ['', 'Mcp-Session-Id: some-session\r\n']) {
      const response = await sendRaw(
        `GET /mcp HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${context.authorization}\r\nX-Account-Id: ${context.accounts.talentlms}\r\nAccept: application/json\r\n${sessionHeader}Connection: close\r\n\r\n`,
      );
      expect(response.head).toMatch(/^HTTP\/1\.1 406 /);
      expect(response.head).toMatch(/\r\nx-request-id: /i);
      const body = JSON.parse(response.body);
      expect(body).not.toHaveProperty('jsonrpc');
      expect(body).toMatchObject({ statusCode: 406, message: expect.stringContaining('text/event-stream'), timestamp: expect.any(String) });
    }
  });
});
