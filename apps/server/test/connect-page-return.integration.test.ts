import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConnectTestContext,
  formPostingTo,
  getPage,
  linkThroughOAuthConsent,
  startConnectTestContext,
  submitForm,
  textOf,
} from './connect-test-context.js';

/**
 * docs/concepts/connect-flow.md#returning-to-the-application: a session sends the customer back
 * to the application, the page reports to the window that opened or frames it, and only the
 * project's own origins may frame it.
 */
let context: ConnectTestContext;
beforeAll(async () => {
  context = await startConnectTestContext();
  await context.createGoogleProfile();
});
afterAll(() => context.close());

const APP = 'https://app.acme.test';
const authenticate = async (token: string) => (await context.api('POST', '/connect_sessions/authenticate', { token })).body;
const allowOrigins = (origins: string[]) => context.api('PATCH', '/projects/branding', { allowed_origins: origins });

/** Submits BambooHR's form on the session's page; `embedded` as the page's script sets it in a popup or frame. */
async function linkBamboohr(authLinkUrl: string, options: { embedded?: boolean } = {}) {
  const page = await getPage(`${authLinkUrl}&provider=bamboohr`);
  const form = formPostingTo(page, '/connect/api-key');
  expect(form.fields.embedded).toBe('');
  const credentials = Object.fromEntries(Object.entries(context.bamboohr.sandboxCredentials).map(([key, value]) => [`credentials.${key}`, value]));
  return submitForm(form.action, { ...form.fields, ...credentials, embedded: options.embedded ? '1' : '' });
}

/** The message the page posts to its opener or parent, and the origins it posts it to. */
function reportOf(html: string) {
  const match = /<div hidden id="connect-result" data-message="([^"]*)" data-origins="([^"]*)"><\/div>/.exec(html);
  if (!match) return undefined;
  const decode = (text: string) => JSON.parse(text.replace(/&#34;/g, '"').replace(/&#39;/g, "'").replace(/&#38;/g, '&'));
  return { message: decode(match[1]!), origins: decode(match[2]!) };
}

describe('framing', () => {
  it("may not be framed by anyone until the project allows its application's origins, then only by those", async () => {
    const session = await context.createSession({ origin_owner_id: 'owner-frame', categories: ['hris'] });
    const closed = await getPage(session.auth_link_url);
    expect(closed.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(closed.headers.get('x-frame-options')).toBe('DENY');

    expect((await allowOrigins([`${APP}/`, 'http://localhost:3000'])).body.allowed_origins).toEqual([APP, 'http://localhost:3000']);
    const open = await getPage(session.auth_link_url);
    const policy = open.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${APP} http://localhost:3000;`);
    expect(policy).not.toContain('*');
    expect(open.headers.get('x-frame-options')).toBeNull();
    // A link that names no project is nobody's to frame.
    const unknown = await getPage(`${context.testServer.url}/connect?token=made-up`);
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    await allowOrigins([]);
  });
});

describe('redirect_url', () => {
  it('is refused with a 400 naming the field unless its origin is allowed', async () => {
    await allowOrigins([APP]);
    for (const redirectUrl of ['https://evil.test/back', 'http://app.acme.test/back', `${APP}.evil.test/`, 'javascript:alert(1)', 'not a url']) {
      const refused = await context.api('POST', '/connect_sessions', { origin_owner_id: 'o', origin_owner_name: 'O', redirect_url: redirectUrl });
      expect(refused.status, redirectUrl).toBe(400);
      expect(refused.body.message).toContain('body field "redirect_url"');
      expect(refused.body.message).toContain(`allowed origins (one of ${APP})`);
    }
    const created = await context.api('POST', '/connect_sessions', { origin_owner_id: 'o', origin_owner_name: 'O', redirect_url: `${APP}/done` });
    expect(created.status).toBe(201);
    // The wire form of a session is unchanged.
    expect(created.body).not.toHaveProperty('redirect_url');
  });

  it('sends the customer back with the account after success, keeping the query the URL had', async () => {
    await allowOrigins([APP]);
    const session = await context.createSession({ origin_owner_id: 'owner-return', categories: ['hris'], redirect_url: `${APP}/integrations?tab=hr` });
    const result = await linkBamboohr(session.auth_link_url);
    expect(result.status).toBe(303);
    const back = new URL(result.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${APP}/integrations`);
    const attempt = (await authenticate(session.token)).latest_connection_attempt;
    expect(Object.fromEntries(back.searchParams)).toEqual({ tab: 'hr', status: 'success', account_id: attempt.account_secure_id });
    expect(attempt.status).toBe('authenticated');
  });

  it('sends the customer back with the error after an OAuth denial, and the attempt shows it', async () => {
    await allowOrigins([APP]);
    const session = await context.createSession({ origin_owner_id: 'owner-return-deny', provider: 'googledrive', redirect_url: `${APP}/done` });
    const { result } = await linkThroughOAuthConsent(session.auth_link_url, 'deny');
    expect(result.status).toBe(303);
    const back = new URL(result.headers.get('location')!);
    expect(back.searchParams.get('status')).toBe('error');
    expect(back.searchParams.get('error_code')).toBe('access_denied');
    expect(back.searchParams.get('error_description')).toBe('The user denied access to the application.');
    expect((await authenticate(session.token)).latest_connection_attempt).toMatchObject({ status: 'failed', oauth_error_code: 'access_denied' });
  });

  it('offers the way back from a link already used, with the error, and tells an opener', async () => {
    await allowOrigins([APP]);
    const session = await context.createSession({ origin_owner_id: 'owner-used', categories: ['hris'], redirect_url: `${APP}/done` });
    expect((await linkBamboohr(session.auth_link_url)).status).toBe(303);
    const used = await getPage(session.auth_link_url);
    expect(used.status).toBe(410);
    expect(textOf(used)).toContain('This link was already used');
    expect(textOf(used)).not.toContain('Try again');
    const back = /<a class="button" href="([^"]*)">Back to the application<\/a>/.exec(used.html)?.[1]?.replace(/&#38;/g, '&');
    expect(Object.fromEntries(new URL(back!).searchParams)).toEqual({
      status: 'error',
      error_code: 'already_used',
      error_description: 'The link was already used to connect an account.',
    });
    expect(reportOf(used.html)).toEqual({ message: { type: 'openunified:connect', status: 'error', error_code: 'already_used' }, origins: [APP] });
  });

  it('does not send anyone to an origin the project has withdrawn since', async () => {
    await allowOrigins([APP]);
    const session = await context.createSession({ origin_owner_id: 'owner-withdrawn', categories: ['hris'], redirect_url: `${APP}/done` });
    await allowOrigins(['https://new-app.acme.test']);
    const result = await linkBamboohr(session.auth_link_url);
    expect(result.status).toBe(200);
    expect(textOf(result)).toContain('BambooHR is connected');
    expect(result.html).not.toContain(APP);
  });
});

describe('in a popup or a frame', () => {
  it('shows the outcome, posts it to the allowed origins only, and links back to the application', async () => {
    await allowOrigins([APP, 'http://localhost:3000']);
    const session = await context.createSession({ origin_owner_id: 'owner-popup', categories: ['hris'], redirect_url: `${APP}/done` });
    const result = await linkBamboohr(session.auth_link_url, { embedded: true });
    expect(result.status).toBe(200);
    const accountId = (await authenticate(session.token)).latest_connection_attempt.account_secure_id;
    expect(reportOf(result.html)).toEqual({
      message: { type: 'openunified:connect', status: 'success', account_id: accountId },
      origins: [APP, 'http://localhost:3000'],
    });
    expect(result.html).toContain(`href="${APP}/done?status=success&#38;account_id=${accountId}"`);
    expect(textOf(result)).toContain('Back to the application');
  });

  it('a browser that says the page is framed gets the page, not a redirect', async () => {
    await allowOrigins([APP]);
    const session = await context.createSession({ origin_owner_id: 'owner-frame-dest', categories: ['hris'], redirect_url: `${APP}/done` });
    const page = await getPage(`${session.auth_link_url}&provider=bamboohr`);
    const form = formPostingTo(page, '/connect/api-key');
    const credentials = Object.fromEntries(Object.entries(context.bamboohr.sandboxCredentials).map(([key, value]) => [`credentials.${key}`, value]));
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-dest': 'iframe' },
      body: new URLSearchParams({ ...form.fields, ...credentials }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(reportOf(await response.text())?.message.status).toBe('success');
  });

  it('reports an OAuth denial started in a popup as a cancel, with Try again', async () => {
    await allowOrigins([APP]);
    const session = await context.createSession({ origin_owner_id: 'owner-popup-deny', provider: 'googledrive', redirect_url: `${APP}/done` });
    const connectPage = await getPage(session.auth_link_url);
    const start = formPostingTo(connectPage, '/connect/oauth/start');
    const redirect = await submitForm(start.action, { ...start.fields, embedded: '1' });
    const consent = await getPage(redirect.headers.get('location')!);
    const decision = formPostingTo(consent, '/o/oauth2/v2/auth/decision');
    const back = await submitForm(decision.action, { ...decision.fields, decision: 'deny' });
    const result = await getPage(back.headers.get('location')!);
    expect(result.status).toBe(422);
    expect(reportOf(result.html)).toEqual({ message: { type: 'openunified:connect', status: 'cancel', error_code: 'access_denied' }, origins: [APP] });
    expect(textOf(result)).toContain('You chose not to give access to Google Drive');
    expect(result.html).toContain('data-try-again');
  });
});

describe('theme', () => {
  it('follows the device by default; a project may force light or dark', async () => {
    const session = await context.createSession({ origin_owner_id: 'owner-theme', categories: ['hris'] });
    expect((await getPage(session.auth_link_url)).html).toContain('<html lang="en" dir="ltr">');
    expect((await context.api('PATCH', '/projects/branding', { theme: 'dark' })).body.theme).toBe('dark');
    expect((await getPage(session.auth_link_url)).html).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    expect((await context.api('PATCH', '/projects/branding', { theme: null })).body.theme).toBe('system');
    expect((await getPage(session.auth_link_url)).html).toContain('<html lang="en" dir="ltr">');
  });
});

describe('languages', () => {
  const pageIn = async (url: string, acceptLanguage?: string) => {
    const response = await fetch(url, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
    return { status: response.status, html: await response.text(), headers: response.headers };
  };

  it("follows the browser's Accept-Language, q-values honoured, and English otherwise", async () => {
    const session = await context.createSession({ origin_owner_id: 'owner-language', categories: ['hris', 'documents'] });
    const german = await pageIn(session.auth_link_url, 'fr;q=0.4, de-CH;q=0.9, en;q=0.1');
    expect(german.html).toContain('<html lang="de" dir="ltr"');
    expect(german.html).toContain('Wählen Sie den Dienst, den Sie für Customer One verbinden möchten.');
    expect(german.headers.get('content-language')).toBe('de');
    expect(german.headers.get('vary')).toContain('Accept-Language');
    expect((await pageIn(session.auth_link_url, 'ja, zh;q=0.8')).html).toContain('Choose the service to connect for Customer One.');
    // Error pages too, even for a link nobody knows.
    expect((await pageIn(`${context.testServer.url}/connect?token=made-up`, 'es')).html).toContain('Este enlace no es válido');
  });

  it('takes the language a session chose over the browser, and refuses one it does not speak', async () => {
    const session = await context.createSession({ origin_owner_id: 'owner-locale', categories: ['hris'], locale: 'fr' });
    const page = await pageIn(`${session.auth_link_url}&provider=bamboohr`, 'de');
    expect(page.html).toContain('<html lang="fr" dir="ltr"');
    expect(page.html).toContain('Connecter BambooHR');
    const refused = await context.api('POST', '/connect_sessions', { origin_owner_id: 'o', origin_owner_name: 'O', locale: 'xx' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('locale');
  });
});
