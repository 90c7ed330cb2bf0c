import { afterEach, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulatorServer } from './emulator-server.js';
import { OAuthAuthorizationServer } from './oauth/oauth-authorization-server.js';
import { cursorPage } from './paging.js';

const items = Array.from({ length: 5 }, (_, index) => ({ id: `item-${index}` }));
const client = { clientId: 'client-1', clientSecret: 'secret-1' };

let emulator: RunningEmulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

/** A provider with a cursor-paged list behind OAuth, answering errors in its own format. */
async function startProvider(requestHistoryLimit?: number) {
  const oauth = new OAuthAuthorizationServer({ clients: [client], paths: { token: '/oauth/v1/token' } });
  const { access_token: accessToken } = oauth.issueGrant({ clientId: client.clientId, scope: 'items.read' });
  const expiredAnswer = { status: 401, body: { category: 'EXPIRED_AUTHENTICATION' } };
  emulator = await startEmulatorServer({
    name: 'provider',
    requestHistoryLimit,
    routes: [
      ...oauth.routes(),
      {
        method: 'GET',
        pattern: '/v1/items',
        handle: (request) => {
          const page = cursorPage(request, items, { limit: 2, cursorParameter: 'after' });
          return { body: { results: page.items, paging: page.nextCursor ? { next: { after: page.nextCursor } } : undefined } };
        },
      },
    ],
    authenticate: oauth.authenticator(() => expiredAnswer),
    unauthorizedResponse: () => expiredAnswer,
    errorBody: (status, message) => ({ status: 'error', message, statusCode: status }),
  });
  const running = emulator;
  const get = (path: string) => fetch(new URL(path, running.url), { headers: { authorization: `Bearer ${accessToken}` } });
  return { emulator: running, get };
}

describe('startEmulatorServer', () => {
  it('keeps only the latest requests, as many as requestHistoryLimit says', async () => {
    const { emulator, get } = await startProvider(3);
    for (let index = 0; index < 5; index += 1) await (await get(`/v1/items?n=${index}`)).text();
    expect(emulator.requests.map((request) => request.query)).toEqual(['?n=2', '?n=3', '?n=4']);
    emulator.clearRequests();
    expect(emulator.requests).toEqual([]);
  });

  it('keeps 1000 requests by default', async () => {
    const { emulator, get } = await startProvider();
    for (let batch = 0; batch < 11; batch += 1) {
      await Promise.all(Array.from({ length: 100 }, async () => (await get('/v1/items')).text()));
    }
    expect(emulator.requests).toHaveLength(1000);
  });

  it('refuses a history limit that is not a count', async () => {
    await expect(startEmulatorServer({ name: 'x', routes: [], requestHistoryLimit: -1 })).rejects.toThrow(
      'requestHistoryLimit must be an integer of 0 or more',
    );
  });

  it('fails one page of a paged walk, in the provider’s format, then serves the rest', async () => {
    const { emulator, get } = await startProvider();
    emulator.injectFault({ type: 'server_error', status: 503, pathPrefix: '/v1/items', skip: 1 });
    const first = (await (await get('/v1/items')).json()) as { paging: { next: { after: string } } };
    const failed = await get(`/v1/items?after=${first.paging.next.after}`);
    expect({ status: failed.status, body: await failed.json() }).toEqual({
      status: 503,
      body: { status: 'error', message: 'Internal error', statusCode: 503 },
    });
    const retried = await get(`/v1/items?after=${first.paging.next.after}`);
    expect(((await retried.json()) as { results: unknown[] }).results).toEqual([items[2], items[3]]);
  });

  it('answers the unauthorized fault as the OAuth authenticator answers an expired token', async () => {
    const { emulator, get } = await startProvider();
    emulator.injectFault({ type: 'unauthorized', pathPrefix: '/v1/' });
    const response = await get('/v1/items');
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 401, body: { category: 'EXPIRED_AUTHENTICATION' } });
    expect((await get('/v1/items')).status).toBe(200);
  });

  it('resets the connection, cuts a JSON body short, or answers an HTML page, then serves again', async () => {
    const { emulator, get } = await startProvider();
    emulator.injectFault({ type: 'connection_reset', pathPrefix: '/v1/items' });
    await expect(get('/v1/items')).rejects.toThrow('fetch failed');
    emulator.injectFault({ type: 'truncated_body', pathPrefix: '/v1/items' });
    const truncated = await get('/v1/items');
    expect(truncated.status).toBe(200);
    await expect(truncated.text()).rejects.toThrow();
    emulator.injectFault({ type: 'html_page', pathPrefix: '/v1/items' });
    const html = await get('/v1/items');
    expect({ status: html.status, type: html.headers.get('content-type') }).toEqual({ status: 200, type: 'text/html; charset=utf-8' });
    expect(await html.text()).toContain('<h1>Please sign in</h1>');
    expect((await get('/v1/items')).status).toBe(200);
  });

  it('injects faults into the OAuth token endpoint too, over the HTTP control route', async () => {
    const { emulator } = await startProvider();
    const injected = await fetch(new URL('/__emulator/faults', emulator.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'rate_limit', retryAfterSeconds: 7, pathPrefix: '/oauth/v1/token', method: 'POST' }),
    });
    expect(injected.status).toBe(204);
    const token = await fetch(new URL('/oauth/v1/token', emulator.url), { method: 'POST', body: new URLSearchParams({ grant_type: 'refresh_token' }) });
    expect(token.status).toBe(429);
    expect(token.headers.get('retry-after')).toBe('7');

    const refused = await fetch(new URL('/__emulator/faults', emulator.url), { method: 'POST', body: JSON.stringify({ type: 'rate_limit', skip: 'one' }) });
    expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 400, body: { message: '"skip" must be an integer of 0 or more' } });
    // Control calls are not provider traffic.
    expect(emulator.requests.map((request) => request.path)).toEqual(['/oauth/v1/token']);
  });
});
