import { startTestPlatform, type TestPlatform } from '@openunified/platform/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueLoginLink, LOGIN_LINK_TTL_MS } from '../src/index.js';
import { cookiePair, openLoginLink, signIn } from './management-test-context.js';

// docs/concepts/management.md over real HTTP: login links, the session cookie, CSRF, origins,
// revocation, and a Read Only session against every write route the platform serves.

let context: TestPlatform;
const logLines: string[] = [];

beforeAll(async () => {
  context = await startTestPlatform({
    features: ['health', 'accounts', 'unified', 'permissions', 'actions', 'requestLogs', 'linking', 'mcp', 'webhooks', 'dataSync', 'management'],
    config: { logLevel: 'debug' },
    logDestination: { write: (line: string) => logLines.push(line) },
  });
});
afterAll(() => context?.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('login links', () => {
  it('sign a browser in once: a 303 to /console/ with an HttpOnly, SameSite=Strict cookie', async () => {
    const link = await issueLoginLink(context.store, { projectId: context.project.id, baseUrl: context.url });
    expect(link.url).toMatch(new RegExp(`^${context.url}/console/login\\?token=[A-Za-z0-9_-]{43}$`));

    const first = await openLoginLink(link.url);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/console/');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const setCookie = first.headers.get('set-cookie') ?? '';
    const attributes = setCookie.split(';').map((part) => part.trim());
    expect(attributes[0]).toMatch(/^ou_console_session=[A-Za-z0-9_-]{43}$/);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/', 'Max-Age=28800']));
    // Plain HTTP here: a Secure cookie would never come back.
    expect(attributes).not.toContain('Secure');

    const again = await openLoginLink(link.url);
    expect(again.status).toBe(401);
    expect(again.headers.get('set-cookie')).toBeNull();
    const envelope = (await again.json()) as { statusCode: number; message: string };
    expect(envelope.statusCode).toBe(401);
    expect(envelope.message).toMatch(/already used, has expired/);
    expect(envelope.message).toContain('pnpm -s cli console login');
  });

  it('answer a person who opens a dead link with a page that says how to get a new one', async () => {
    const response = await openLoginLink(`${context.url}/console/login?token=not-a-token`, { accept: 'text/html' });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toContain('pnpm -s cli console login');
    expect((await openLoginLink(`${context.url}/console/login`)).status).toBe(401);
  });

  it('expire after 10 minutes', async () => {
    const link = await issueLoginLink(context.store, { projectId: context.project.id, baseUrl: context.url });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LOGIN_LINK_TTL_MS + 1000);
    const response = await openLoginLink(link.url);
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('open a session with the scopes and lifetime they were issued with', async () => {
    const link = await issueLoginLink(context.store, { projectId: context.project.id, baseUrl: context.url, scopes: ['read_only'], sessionTtlSeconds: 3600 });
    const response = await openLoginLink(link.url, { 'user-agent': 'console-test/1.0' });
    expect(response.headers.get('set-cookie')).toContain('Max-Age=3600');
    const cookie = cookiePair(response.headers.get('set-cookie'));
    const session = await context.request('/management/session', { authorization: null, headers: { cookie } });
    expect(session.status).toBe(200);
    expect(session.body).toEqual({
      id: expect.stringMatching(/^mgs_/),
      project_id: context.project.id,
      scopes: ['read_only'],
      read_only: true,
      created_at: expect.any(String),
      expires_at: expect.any(String),
      csrf_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(Date.parse(session.body.expires_at) - Date.parse(session.body.created_at)).toBeCloseTo(3600_000, -3);
    const listed = await context.request('/management/sessions');
    expect(listed.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: session.body.id, user_agent: 'console-test/1.0', current: false })]),
    );
  });
});

describe('the session cookie', () => {
  it('authenticates every API route as a key with the same scopes would', async () => {
    const browser = await signIn(context);
    expect((await browser.request('/accounts')).status).toBe(200);
    expect((await browser.request('/webhooks')).status).toBe(200);
    expect((await browser.request('/requests/logs')).status).toBe(200);
    const session = await browser.request('/management/session');
    expect(session.body).toMatchObject({ scopes: ['full_access'], read_only: false });
    const sessions = await browser.request('/management/sessions');
    expect(sessions.body.data.filter((listed: { current: boolean }) => listed.current)).toEqual([expect.objectContaining({ id: browser.sessionId })]);
  });

  it('needs the CSRF token on a request that changes state', async () => {
    const browser = await signIn(context);
    const body = { display_name: 'Console test' };
    const missing = await browser.request('/projects/branding', { method: 'PATCH', body, csrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body.message).toMatch(/x-csrf-token header is missing/);
    const wrong = await browser.request('/projects/branding', { method: 'PATCH', body, csrf: 'x'.repeat(43) });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toMatch(/x-csrf-token header is wrong/);
    const other = await signIn(context);
    expect((await browser.request('/projects/branding', { method: 'PATCH', body, csrf: other.csrfToken })).status).toBe(403);

    const right = await browser.request('/projects/branding', { method: 'PATCH', body });
    expect(right.status).toBe(200);
    expect(right.body.display_name).toBe('Console test');
  });

  it('is refused from another origin, and accepted from the server own', async () => {
    const browser = await signIn(context);
    const crossSite = await browser.request('/accounts', { headers: { origin: 'https://attacker.example' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toMatch(/only from the server's own pages/);
    const crossSiteWrite = await browser.request('/projects/branding', {
      method: 'PATCH',
      body: { display_name: 'x' },
      headers: { origin: 'https://attacker.example' },
    });
    expect(crossSiteWrite.status).toBe(403);
    expect((await browser.request('/accounts', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await browser.request('/accounts', { headers: { origin: context.url } })).status).toBe(200);
    expect((await browser.request('/projects/branding', { method: 'PATCH', body: { display_name: null }, headers: { origin: context.url } })).status).toBe(200);
  });

  it('leaves requests with an API key alone, whatever cookie they carry', async () => {
    const withBadCookie = await context.request('/accounts', {
      headers: { cookie: 'ou_console_session=revoked-or-forged', origin: 'https://attacker.example' },
    });
    expect(withBadCookie.status).toBe(200);
    const write = await context.request('/projects/branding', { method: 'PATCH', body: { display_name: null }, headers: { cookie: 'ou_console_session=x' } });
    expect(write.status).toBe(200);
  });

  it('is refused when unknown, with a message saying how to sign in again', async () => {
    const response = await context.request('/accounts', { authorization: null, headers: { cookie: 'ou_console_session=forged' } });
    expect(response.status).toBe(401);
    expect(response.body.message).toContain('pnpm -s cli console login');
    expect((await context.request('/management/session')).status).toBe(401);
  });
});

describe('revocation', () => {
  it('refuses a revoked session on its very next request', async () => {
    const revoker = await signIn(context);
    const revoked = await signIn(context);
    expect((await revoked.request('/accounts')).status).toBe(200);
    const response = await revoker.request(`/management/sessions/${revoked.sessionId}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect((await revoked.request('/accounts')).status).toBe(401);
    expect((await revoked.request('/management/session')).status).toBe(401);
    const listed = await revoker.request('/management/sessions');
    expect(listed.body.data.map((session: { id: string }) => session.id)).not.toContain(revoked.sessionId);
    expect((await revoker.request(`/management/sessions/${revoked.sessionId}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('signs out: 204, the cookie cleared, the session refused from then on', async () => {
    const browser = await signIn(context);
    expect((await browser.request('/management/session/logout', { method: 'POST', csrf: false })).status).toBe(403);
    const response = await browser.request('/management/session/logout', { method: 'POST' });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/^ou_console_session=; HttpOnly; SameSite=Strict; Path=\/; Max-Age=0/);
    expect((await browser.request('/accounts')).status).toBe(401);
    expect((await browser.request('/management/session/logout', { method: 'POST' })).status).toBe(401);
  });

  it('ends with the session lifetime', async () => {
    const link = await issueLoginLink(context.store, { projectId: context.project.id, baseUrl: context.url, sessionTtlSeconds: 60 });
    const cookie = cookiePair((await openLoginLink(link.url)).headers.get('set-cookie'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await context.request('/accounts', { authorization: null, headers: { cookie } })).status).toBe(401);
  });
});

describe('a Read Only session', () => {
  it('reads, sees itself as read only, and may sign out', async () => {
    const browser = await signIn(context, ['read_only']);
    expect((await browser.request('/management/session')).body.read_only).toBe(true);
    for (const path of [
      '/accounts',
      '/webhooks',
      '/projects/branding',
      '/management/api_keys',
      '/management/sessions',
      '/connector_profiles',
      '/v2/data_sync/configs',
    ]) {
      expect({ path, status: (await browser.request(path)).status }).toEqual({ path, status: 200 });
    }
    expect((await browser.request('/management/session/logout', { method: 'POST' })).status).toBe(204);
  });

  it('an Accounts-only one reads itself, and only the accounts family of routes', async () => {
    const browser = await signIn(context, ['accounts']);
    const session = await browser.request('/management/session');
    expect({ status: session.status, scopes: session.body.scopes, read_only: session.body.read_only }).toEqual({
      status: 200,
      scopes: ['accounts'],
      read_only: false,
    });
    expect((await browser.request('/accounts')).status).toBe(200);
    expect((await browser.request('/webhooks')).status).toBe(403);
    expect((await browser.request('/management/sessions')).status).toBe(403);
  });

  it('is refused (403) by every write route of the API, even with a valid CSRF token', async () => {
    const browser = await signIn(context, ['read_only']);
    const document = (await context.request('/openapi.json')).body as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const writes: { method: string; path: string }[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        // Signing out is the one write any session may make (tested above).
        if (path === '/management/session/logout') continue;
        if (Array.isArray(operation.security) && operation.security.length === 0) continue;
        writes.push({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'some_id') });
      }
    }
    expect(writes.length).toBeGreaterThan(50);
    expect(writes).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/management/api_keys' },
        { method: 'DELETE', path: '/management/sessions/some_id' },
      ]),
    );
    const refused: string[] = [];
    for (const { method, path } of writes) {
      const response = await browser.request(path, { method, body: {}, headers: { 'x-account-id': 'acc_some' } });
      if (response.status !== 403) refused.push(`${method} ${path}: ${response.status} ${response.text.slice(0, 200)}`);
    }
    expect(refused).toEqual([]);
    // About a hundred requests one after another: a loaded 2-core machine needs more than the default.
  }, 120_000);
});

describe('logs', () => {
  it('never hold a session secret, CSRF token or login token', async () => {
    const link = await issueLoginLink(context.store, { projectId: context.project.id, baseUrl: context.url });
    const response = await openLoginLink(link.url);
    const cookie = cookiePair(response.headers.get('set-cookie'));
    const secret = cookie.split('=')[1] ?? '';
    const session = await context.request('/management/session', { authorization: null, headers: { cookie } });
    await context.request('/projects/branding', {
      method: 'PATCH',
      authorization: null,
      body: {},
      headers: { cookie, 'x-csrf-token': session.body.csrf_token },
    });
    const token = new URL(link.url).searchParams.get('token') ?? '';
    const logs = logLines.join('');
    expect(logs).toContain('/console/login');
    for (const value of [secret, token, session.body.csrf_token]) {
      expect(value.length).toBeGreaterThan(20);
      expect(logs).not.toContain(value);
    }
  });
});
