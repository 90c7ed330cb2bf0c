import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

/**
 * Every documented route, fed input a careless or hostile client sends: nonsense path ids,
 * malformed query values, malformed and mistyped bodies. Whatever the route, the answer is the
 * error envelope (docs/concepts/errors.md) with a 4xx status: never a 500, never a stack trace.
 */

let context: UnifiedTestContext;
let routes: { method: string; path: string; sessionOnly: boolean }[];

beforeAll(async () => {
  context = await startUnifiedTestContext();
  const document = (await context.call('/openapi.json')).body as { paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>> };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
      // The console's own session routes take its cookie, never a key: the key's 401 there is right.
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, sessionOnly: JSON.stringify(operation.security) === '[{"consoleSession":[]}]' })),
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
    // Each hostile id alone (it reaches the connector and the provider), each hostile query under
    // a plain id (it reaches the query's validation), and each id with a query (both at once):
    // every value on every route, without the cross product, whose requests mostly stopped at
    // the same failing query value.
    const targets = (path: string) => [
      ...hostilePathIds.map((id) => withPathIds(path, id)),
      ...hostileQueries.map((query) => `${withPathIds(path, '101')}?${query}`),
      ...hostilePathIds.map((id, index) => `${withPathIds(path, id)}?${hostileQueries[index % hostileQueries.length]}`),
    ];
    for (const { method, path, sessionOnly } of routes) {
      for (const target of targets(path)) {
        const response = await send(target, { method, account: context.accounts.bamboohr });
        assertEnvelope(`${method} ${target.slice(0, 120)}`, response);
        if (!sessionOnly) statuses.add(response.status);
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

/**
 * A lone UTF-16 surrogate cannot be percent-encoded or sent on, so it is the client's mistake:
 * a 400 naming the field before any connector runs, never a 502 blamed on the provider.
 */
describe('input that is not well-formed Unicode', () => {
  const loneSurrogateJson = '"\\ud800"';

  it('refuses a path id whose escapes decode to a lone surrogate, and keeps such a query value as the text it is', async () => {
    for (const [path, account] of [
      ['/unified/hris/employees/%ED%A0%80', context.accounts.bamboohr],
      ['/unified/documents/drives/x%ED%B0%80', context.accounts.googledrive],
    ] as const) {
      const response = await send(path, { method: 'GET', account });
      assertEnvelope(path, response);
      expect(response.status, response.text).toBe(400);
      expect((response.body as { message: string }).message).toBe(`'${path}' is not a valid url component`);
    }
    // The query parser leaves an undecodable escape as written: text a connector can encode again.
    const query = await send('/unified/hris/employees?next=%ED%A0%80', { method: 'GET', account: context.accounts.bamboohr });
    assertEnvelope('next=%ED%A0%80', query);
    expect(query.status).toBe(400);
  });

  it('refuses a JSON body string holding a lone surrogate, naming the body field, on unified routes and the action RPC', async () => {
    const checked = await send('/unified/check_permissions', {
      method: 'POST',
      account: context.accounts.googledrive,
      body: `{"user_id": ${loneSurrogateJson}, "resource_id": "some-file"}`,
    });
    expect(checked.status, checked.text).toBe(400);
    expect((checked.body as { message: string }).message).toBe(
      'invalid request: body field "user_id" is not well-formed Unicode (it holds a lone UTF-16 surrogate)',
    );

    const rpc = await send('/actions/rpc', {
      method: 'POST',
      account: context.accounts.bamboohr,
      body: `{"action": "bamboohr_get_employee_table", "path": {"id": ${loneSurrogateJson}, "table": "jobInfo"}}`,
    });
    expect(rpc.status, rpc.text).toBe(400);
    expect((rpc.body as { message: string }).message).toBe(
      'invalid request: body field "path.id" is not well-formed Unicode (it holds a lone UTF-16 surrogate)',
    );
  });

  it('keeps well-formed text, surrogate pairs written as escapes included', async () => {
    const response = await send('/actions/rpc', {
      method: 'POST',
      account: context.accounts.bamboohr,
      body: '{"action": "bamboohr_get_employee_table", "path": {"id": "\\ud83d\\ude00", "table": "jobInfo"}}',
    });
    expect(response.status, response.text).not.toBe(400);
    expect(response.status).toBeLessThan(500);
  });
});
