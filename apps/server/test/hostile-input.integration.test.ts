import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

/**
 * Every documented route, fed input a careless or hostile client sends: nonsense path ids,
 * malformed query values, malformed and mistyped bodies. Whatever the route, the answer is the
 * error envelope (docs/concepts/errors.md) with a 4xx status: never a 500, never a stack trace.
 */

let context: UnifiedTestContext;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  context = await startUnifiedTestContext();
  const document = (await context.call('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
}, 120_000);

afterAll(() => context?.close());

const hostilePathIds = ['%00', 'c28xIQ!!!not-base64', 'x'.repeat(3000), '..%2F..%2Fetc%2Fpasswd', "1' OR '1'='1"];
const hostileQueries = [
  'page_size=abc&next=forged-cursor&raw=maybe',
  'page_size=-1&fields=%00&filter=notanobject',
  'filter[updated_after]=yesterday&proxy[a][b][c][d]=1&page=0',
  'next=&page_size=100000000000000000000000&include=everything&group_by=nothing',
];
const hostileBodies = ['{"unterminated": ', '[1, 2, 3]', '"just a string"', '{"name": {"$gt": ""}, "tags": "not-an-array", "messages": 7}', 'null'];

/** A raw request: the body goes out exactly as given, the answer is parsed only if it is JSON. */
async function send(path: string, options: { method: string; account: string; body?: string }) {
  const response = await fetch(`${context.testServer.url}${path}`, {
    method: options.method,
    headers: {
      authorization: context.authorization,
      'x-account-id': options.account,
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(options.body !== undefined && { body: options.body }),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text };
}

function assertEnvelope(route: string, response: { status: number; body: any; text: string }) {
  expect(response.status, `${route} answered ${response.status}: ${response.text.slice(0, 300)}`).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.body, `${route}: ${response.text.slice(0, 300)}`).toEqual(
      expect.objectContaining({ statusCode: response.status, message: expect.any(String), timestamp: expect.any(String) }),
    );
    expect(response.text).not.toMatch(/\n\s+at .+:\d+:\d+/);
  }
}

/** `id` in every `{param}`: percent-escaped unless it already is (then it goes out as written). */
function withPathIds(path: string, id: string): string {
  return path.replace(/\{[^}]+\}/g, id.includes('%') ? id : encodeURIComponent(id));
}

describe('hostile input on every documented route', () => {
  it('documents a fair number of routes to attack', () => {
    expect(routes.length).toBeGreaterThan(25);
  });

  it('answers nonsense path ids and query values with a 4xx envelope', async () => {
    const statuses = new Set<number>();
    for (const { method, path } of routes) {
      for (const id of hostilePathIds) {
        for (const query of hostileQueries) {
          const target = `${withPathIds(path, id)}?${query}`;
          const response = await send(target, { method, account: context.accounts.bamboohr });
          assertEnvelope(`${method} ${target.slice(0, 120)}`, response);
          statuses.add(response.status);
        }
      }
    }
    // The attack reached the routes' own validation, not just the authentication in front of them.
    expect([...statuses]).toEqual(expect.arrayContaining([400, 404]));
    expect(statuses.has(401)).toBe(false);
  }, 120_000);

  it('answers malformed and mistyped bodies with a 4xx envelope', async () => {
    for (const { method, path } of routes.filter((route) => route.method !== 'GET' && route.method !== 'DELETE')) {
      for (const body of hostileBodies) {
        for (const account of [context.accounts.iterable, context.accounts.bamboohr, 'acc_unknown']) {
          const target = withPathIds(path, '101');
          const response = await send(target, { method, account, body });
          assertEnvelope(`${method} ${target} with ${body}`, response);
        }
      }
    }
  }, 120_000);
});
