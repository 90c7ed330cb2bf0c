import type { Scope } from '@openunified/auth';
import type { TestPlatform, TestResponse } from '@openunified/platform/testing';
import { issueLoginLink } from '../src/index.js';

/** A browser's view of a signed-in console: its cookie and the CSRF token the console reads at start. */
export interface ConsoleBrowser {
  cookie: string;
  csrfToken: string;
  sessionId: string;
  /** A request with the cookie (no API key); `csrf: false` leaves the x-csrf-token header out. */
  request(path: string, options?: { method?: string; body?: unknown; csrf?: boolean | string; headers?: Record<string, string> }): Promise<TestResponse>;
}

/** Follows a login link as a browser does, without following its redirect. */
export function openLoginLink(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { redirect: 'manual', headers });
}

/** The `name=value` part of a Set-Cookie header. */
export function cookiePair(setCookie: string | null): string {
  if (!setCookie) throw new Error('no Set-Cookie header');
  return setCookie.split(';')[0] ?? '';
}

export async function signIn(context: TestPlatform, scopes: Scope[] = ['full_access']): Promise<ConsoleBrowser> {
  const link = await issueLoginLink(context.store, { projectId: context.project.id, scopes, baseUrl: context.url });
  const response = await openLoginLink(link.url);
  if (response.status !== 303) throw new Error(`login link answered ${response.status}: ${await response.text()}`);
  const cookie = cookiePair(response.headers.get('set-cookie'));
  const session = await context.request('/management/session', { authorization: null, headers: { cookie } });
  if (session.status !== 200) throw new Error(`GET /management/session answered ${session.status}: ${session.text}`);
  const csrfToken = session.body.csrf_token as string;
  return {
    cookie,
    csrfToken,
    sessionId: session.body.id,
    request: (path, options = {}) => {
      const { csrf = true, headers = {}, ...rest } = options;
      const csrfHeader: Record<string, string> = csrf === false ? {} : { 'x-csrf-token': csrf === true ? csrfToken : csrf };
      return context.request(path, { ...rest, authorization: null, headers: { cookie, ...csrfHeader, ...headers } });
    },
  };
}
