import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectTestContext, getPage, startConnectTestContext, submitForm, textOf } from './connect-test-context.js';
import { basicAuthorization } from './start-test-server.js';

/** docs/concepts/connect-flow.md#branding: a project brands its connect page through the API; every page shows it. */
let context: ConnectTestContext;
beforeAll(async () => {
  context = await startConnectTestContext();
});
afterAll(() => context.close());

const unbranded = { display_name: null, logo_url: null, accent_color: null, support_url: null, allowed_origins: [], theme: 'system' };
const acme = {
  display_name: 'Acme HR Sync',
  logo_url: 'https://cdn.acme.test/brand/logo.svg',
  accent_color: '#0A7D4F',
  support_url: 'mailto:help@acme.test',
};

describe('GET and PATCH /projects/branding', () => {
  it('starts unbranded, takes a partial patch, and null restores a default', async () => {
    expect(await context.api('GET', '/projects/branding')).toEqual({ status: 200, body: unbranded });
    const patched = await context.api('PATCH', '/projects/branding', acme);
    expect(patched).toEqual({ status: 200, body: { ...acme, accent_color: '#0a7d4f', allowed_origins: [], theme: 'system' } });
    expect((await context.api('PATCH', '/projects/branding', { support_url: 'https://acme.test/help' })).body).toEqual({
      ...acme,
      allowed_origins: [],
      theme: 'system',
      accent_color: '#0a7d4f',
      support_url: 'https://acme.test/help',
    });
    expect((await context.api('PATCH', '/projects/branding', { support_url: null, logo_url: null })).body).toMatchObject({
      display_name: 'Acme HR Sync',
      logo_url: null,
      support_url: null,
    });
    expect((await context.api('PATCH', '/projects/branding', unbranded)).body).toEqual(unbranded);
  });

  it('answers a bad value with a 400 naming the member, and keeps branding per project', async () => {
    const bad = [
      [{ accent_color: 'green' }, /accent_color.*hex colour like #0a7d4f/],
      [{ logo_url: 'javascript:alert(1)' }, /logo_url.*absolute https or http URL/],
      [{ support_url: 'help.acme.test' }, /support_url.*absolute https or http or mailto URL/],
      [{ display_name: '' }, /display_name/],
      [{ allowed_origins: ['https://app.acme.test', 'http://app.acme.test'] }, /allowed_origins.*"http:\/\/app\.acme\.test" is not an origin/],
      [{ allowed_origins: ['https://app.acme.test/settings'] }, /allowed_origins.*without a path/],
      [{ theme: 'blue' }, /theme/],
      [{ colour: '#000000' }, /colour/],
    ] as const;
    for (const [body, message] of bad) {
      const response = await context.api('PATCH', '/projects/branding', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    const other = await context.testServer.createProject('Other');
    const otherKey = basicAuthorization(await context.testServer.createApiKey({ projectId: other.id }));
    await context.api('PATCH', '/projects/branding', { display_name: 'Other brand' }, otherKey);
    expect((await context.api('GET', '/projects/branding')).body.display_name).toBeNull();
    expect((await context.api('GET', '/projects/branding', undefined, otherKey)).body.display_name).toBe('Other brand');
  });

  it('is project configuration: Read Only may read it, only Full Access may change it', async () => {
    const readOnly = basicAuthorization(await context.testServer.createApiKey({ scopes: ['read_only'] }));
    expect((await context.api('GET', '/projects/branding', undefined, readOnly)).status).toBe(200);
    const refused = await context.api('PATCH', '/projects/branding', { display_name: 'Nope' }, readOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Forbidden resource: PATCH \/projects\/branding needs an API key with the scope "Full Access"/);
  });
});

describe('the branded connect page', () => {
  it('shows the project name, logo, accent and support link on every page instead of "OpenUnified Connect"', async () => {
    const session = await context.createSession({ categories: ['hris', 'documents'] });
    const before = await getPage(session.auth_link_url);
    expect(before.html).toContain('<title>Connect BambooHR · OpenUnified Connect</title>');

    await context.api('PATCH', '/projects/branding', acme);
    for (const url of [session.auth_link_url, `${session.auth_link_url}&provider=bamboohr`]) {
      const page = await getPage(url);
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/<title>[^<]+ · Acme HR Sync<\/title>/);
      expect(page.html).not.toContain('OpenUnified');
      expect(page.html).toContain('<img class="logo" src="https://cdn.acme.test/brand/logo.svg" alt="" height="28">');
      expect(page.html).toContain('--accent:#0a7d4f');
      expect(page.html).toContain('<a class="support" href="mailto:help@acme.test"');
      expect(textOf(page)).toContain('Need help? Contact Acme HR Sync');
      // Only the logo's origin joins the images the page may load.
      expect(page.headers.get('content-security-policy')).toContain("img-src 'self' data: https://cdn.acme.test;");
    }
  });

  it('brands the pages of a link that no longer works, and leaves an unknown link with the default', async () => {
    await context.api('PATCH', '/projects/branding', { display_name: 'Acme HR Sync' });
    const session = await context.createSession({ provider: 'bamboohr' });
    const credentials = Object.fromEntries(Object.entries(context.bamboohr.sandboxCredentials).map(([key, value]) => [`credentials.${key}`, String(value)]));
    const linked = await submitForm(`${context.testServer.url}/connect/api-key`, {
      token: session.token,
      provider: 'bamboohr',
      method: 'api_key',
      ...credentials,
    });
    expect(linked.status).toBe(200);
    expect(linked.html).toContain('<title>BambooHR is connected · Acme HR Sync</title>');
    const used = await getPage(session.auth_link_url);
    expect(used.status).toBe(410);
    expect(used.html).toContain('<title>This link was already used · Acme HR Sync</title>');

    const unknown = await getPage(session.auth_link_url.replace(/token=[^&]+/, 'token=not-a-token'));
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<title>This link is not valid · OpenUnified Connect</title>');
  });
});

describe('a throttled connect page', () => {
  let throttled: ConnectTestContext;
  beforeAll(async () => {
    throttled = await startConnectTestContext({ server: { environment: { CONNECT_PAGE_REQUESTS_PER_MINUTE: '3' } } });
  });
  afterAll(() => throttled?.close());

  it("answers 429 in the link's branding to the customer who went too fast, and in the default look to a token guesser", async () => {
    await throttled.api('PATCH', '/projects/branding', acme);
    const session = await throttled.createSession({ provider: 'bamboohr' });
    for (let visit = 0; visit < 3; visit++) expect((await getPage(session.auth_link_url)).status).toBe(200);

    const reloaded = await getPage(session.auth_link_url);
    expect(reloaded.status).toBe(429);
    expect(Number(reloaded.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(reloaded.html).toContain('<title>Too many attempts · Acme HR Sync</title>');
    expect(reloaded.html).not.toContain('OpenUnified');
    expect(reloaded.html).toContain('<img class="logo" src="https://cdn.acme.test/brand/logo.svg" alt="" height="28">');
    expect(reloaded.html).toContain('--accent:#0a7d4f');
    expect(textOf(reloaded)).toContain('Need help? Contact Acme HR Sync');
    expect(reloaded.headers.get('content-security-policy')).toContain("img-src 'self' data: https://cdn.acme.test;");

    // A form submitted too fast names its link in the body: branded too.
    const submitted = await submitForm(`${throttled.testServer.url}/connect/api-key`, { token: session.token, provider: 'bamboohr', method: 'api_key' });
    expect(submitted.status).toBe(429);
    expect(submitted.html).toContain('<title>Too many attempts · Acme HR Sync</title>');

    const guessed = await getPage(`${throttled.testServer.url}/connect?token=ouc_guessed`);
    expect(guessed.status).toBe(429);
    expect(guessed.html).toContain('<title>Too many attempts · OpenUnified Connect</title>');
    expect(guessed.html).not.toContain('Acme');
  });
});
