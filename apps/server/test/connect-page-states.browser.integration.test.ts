import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ApiKeyAuthentication } from '@openunified/connector-sdk';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedConnectors } from '../src/connectors/installed-connectors.js';
import { formsOf, getPage, submitForm, textOf } from './connect-test-context.js';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

/**
 * What a person sees on the connect page in each of its states, in a real headless Chromium
 * against the server with every connector's emulator (the sandbox): each state passes axe-core
 * without a serious or critical violation, German follows the browser's language, and no
 * API-key connector links with a wrong secret.
 */
const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let server: TestServer;
let authorization: string;
let browser: Browser;

async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function createSession(body: Record<string, unknown> = {}): Promise<{ token: string; auth_link_url: string }> {
  const created = await api('POST', '/connect_sessions', { origin_owner_id: 'states-owner', origin_owner_name: 'Customer One', ...body });
  if (created.status !== 201) throw new Error(`creating the session answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body;
}

const emulator = (key: string) => {
  const found = server.emulators.get(key);
  if (!found) throw new Error(`no emulator runs for ${key}`);
  return found;
};

beforeAll(async () => {
  server = await startTestServer({ emulate: true });
  authorization = basicAuthorization(await server.createApiKey());
  const google = emulator('googledrive').oauthClient!;
  const profile = await api('POST', '/connector_profiles', {
    provider: 'googledrive',
    auth_config: { client_id: google.clientId, client_secret: google.clientSecret },
  });
  expect(profile.status).toBe(201);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page in its own browser context; the page's CSP is bypassed only so axe-core can be injected. */
async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 900, height: 860 }, locale: 'en-US', ...options });
  return context.newPage();
}

interface SeriousViolation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core's serious and critical findings for the page as it is now. */
async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  await page.addScriptTag({ path: axeScript });
  const violations = await page.evaluate(async () => {
    const { axe } = globalThis as unknown as {
      axe: { run(): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> };
    };
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A session whose link expired a minute ago, as the store holds one (the API refuses a lifetime in the past). */
async function expiredLink(): Promise<string> {
  const token = `ouc_${randomBytes(32).toString('base64url')}`;
  await server.store.connectSessions.create({
    organizationId: server.project.organizationId,
    projectId: server.project.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    originOwnerId: 'states-expired',
    originOwnerName: 'Late Customer',
    originUsername: null,
    categories: null,
    provider: 'bamboohr',
    providerVersion: null,
    accountId: null,
    label: null,
    metadata: {},
    multiple: false,
    type: 'production',
    connectorProfileId: null,
    externalTriggerToken: null,
    expiresAt: new Date(Date.now() - 60_000).toISOString(),
  });
  return `${server.url}/connect?token=${encodeURIComponent(token)}`;
}

describe('axe-core finds no serious or critical violation', () => {
  it('(and does find one where there is one: an unlabelled field added to the page)', async () => {
    const session = await createSession({ origin_owner_id: 'states-control', provider: 'bamboohr' });
    const page = await newPage();
    await page.goto(session.auth_link_url);
    // A string, as this project's types have no DOM: it runs in the page.
    await page.evaluate("document.querySelector('form').append(Object.assign(document.createElement('input'), { type: 'text' }))");
    expect((await seriousViolations(page)).map((violation) => violation.rule)).toContain('label');
    await page.context().close();
  });

  it('on the provider choice, with a search matching nothing, the API-key form, a wrong key and the success page', async () => {
    const bamboohr = emulator('bamboohr').sandboxCredentials;
    const session = await createSession({ origin_owner_id: 'states-choice' });
    const page = await newPage();
    await page.goto(session.auth_link_url);
    await page.getByRole('heading', { name: 'Connect an account' }).waitFor();
    await expectAccessible(page);

    const search = page.getByRole('searchbox', { name: 'Search providers' });
    await search.fill('no such service at all');
    await page.getByText('No provider matches your search.').waitFor();
    await expect(page.getByRole('link', { name: /BambooHR/ }).isVisible()).resolves.toBe(false);
    await expectAccessible(page);
    await search.fill('');

    await page.getByRole('link', { name: /BambooHR/ }).click();
    await page.getByRole('heading', { name: 'Connect BambooHR' }).waitFor();
    await expectAccessible(page);

    await page.getByLabel('Company domain').fill(bamboohr.company_domain!);
    await page.getByLabel('API key').fill('a-wrong-key');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('BambooHR did not accept these credentials');
    await expectAccessible(page);

    await page.getByLabel('API key').fill(bamboohr.api_key!);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('heading', { name: 'BambooHR is connected' }).waitFor();
    await expectAccessible(page);
  });

  it('on the OAuth denial page and on a failure page offering Try again', async () => {
    const page = await newPage();
    const denied = await createSession({ origin_owner_id: 'states-denied', provider: 'googledrive' });
    await page.goto(denied.auth_link_url);
    await page.getByRole('button', { name: 'Continue with Google Drive' }).click();
    await page.waitForURL((url) => url.origin === emulator('googledrive').url);
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL((url) => url.pathname === '/connect/oauth/callback');
    await page.getByRole('heading', { name: 'Google Drive was not connected' }).waitFor();
    await expect(page.getByText('You chose not to give access to Google Drive').isVisible()).resolves.toBe(true);
    await expectAccessible(page);

    // The provider answers the callback with an error of its own: a failure the person may retry.
    const failed = await createSession({ origin_owner_id: 'states-failed', provider: 'googledrive' });
    await page.goto(failed.auth_link_url);
    await page.getByRole('button', { name: 'Continue with Google Drive' }).click();
    await page.waitForURL((url) => url.origin === emulator('googledrive').url);
    const state = new URL(page.url()).searchParams.get('state')!;
    const callback = new URL('/connect/oauth/callback', server.url);
    callback.search = new URLSearchParams({ state, error: 'server_error', error_description: 'The provider is down for maintenance' }).toString();
    await page.goto(callback.toString());
    await page.getByRole('heading', { name: 'Google Drive was not connected' }).waitFor();
    const tryAgain = page.getByRole('link', { name: 'Try again' }).or(page.getByRole('button', { name: 'Try again' }));
    await expect(tryAgain.first().isVisible()).resolves.toBe(true);
    await expectAccessible(page);
  });

  it('on the expired-link page', async () => {
    const page = await newPage();
    const response = await page.goto(await expiredLink());
    expect(response?.status()).toBe(410);
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await expect(page.getByText('Try again').count()).resolves.toBe(0);
    await expectAccessible(page);
  });

  it('in German, chosen by the browser language', async () => {
    const session = await createSession({ origin_owner_id: 'states-german' });
    const page = await newPage({ locale: 'de-DE' });
    await page.goto(session.auth_link_url);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await expect(page.getByText('Wählen Sie den Dienst, den Sie für Customer One verbinden möchten.').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('searchbox', { name: 'Dienste suchen' }).isVisible()).resolves.toBe(true);
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Dienste suchen' }).fill('gibt es nicht');
    await page.getByText('Kein Dienst passt zu Ihrer Suche.').waitFor();
    await expectAccessible(page);
  });

  it('in the dark theme the device prefers, and at 390 px wide', async () => {
    const session = await createSession({ origin_owner_id: 'states-dark', provider: 'bamboohr' });
    const dark = await newPage({ colorScheme: 'dark' });
    await dark.goto(session.auth_link_url);
    await dark.getByRole('heading', { name: 'Connect BambooHR' }).waitFor();
    const background = await dark.evaluate<string>('getComputedStyle(document.body).backgroundColor');
    const [red, green, blue] = background.match(/\d+/g)!.map(Number);
    expect(red! + green! + blue!, `dark background, got ${background}`).toBeLessThan(3 * 96);
    await expectAccessible(dark);

    const narrow = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await narrow.goto(session.auth_link_url);
    await narrow.getByRole('heading', { name: 'Connect BambooHR' }).waitFor();
    // Nothing wider than the screen: no sideways scrolling to reach a field.
    await expect(narrow.evaluate<number>('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(390);
    await expectAccessible(narrow);
  });
});

describe('a wrong secret is refused for every API-key connector of the sandbox', () => {
  const apiKeyConnectors = installedConnectors.flatMap(({ connector }) =>
    connector.authentication.filter((method): method is ApiKeyAuthentication => method.type === 'api_key').map((method) => ({ connector, method })),
  );

  it('has API-key connectors to try', () => {
    expect(apiKeyConnectors.length).toBeGreaterThan(3);
  });

  it.each(apiKeyConnectors.map(({ connector, method }) => [connector.key, method.key, connector, method] as const))(
    '%s (%s): the form shows the error and no account is created',
    async (provider, _methodKey, connector, method) => {
      const accountsBefore = (await api('GET', '/accounts?page_size=100')).body.length;
      const sandboxCredentials = emulator(provider).sandboxCredentials;
      const secrets = method.fields.filter((field) => field.secret);
      expect(secrets.length, `${provider} has a secret field`).toBeGreaterThan(0);

      const session = await createSession({ origin_owner_id: `states-wrong-${provider}`, provider });
      const page = await getPage(session.auth_link_url);
      const form = formsOf(page).find((candidate) => candidate.action.endsWith('/connect/api-key') && candidate.fields.method === method.key);
      expect(form, `${provider}'s page has the ${method.key} form`).toBeDefined();
      const credentials = Object.fromEntries(
        method.fields.map((field) => [
          `credentials.${field.key}`,
          field.secret ? `wrong-${sandboxCredentials[field.key] ?? 'secret'}` : (sandboxCredentials[field.key] ?? ''),
        ]),
      );
      const answer = await submitForm(form!.action, { ...form!.fields, ...credentials });

      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(textOf(answer)).toContain(`${connector.name} did not accept these credentials`);
      expect(answer.html).toContain('role="alert"');
      for (const secret of secrets) expect(answer.html).not.toContain(credentials[`credentials.${secret.key}`]);
      expect((await api('GET', '/accounts?page_size=100')).body).toHaveLength(accountsBefore);
      expect((await api('GET', `/accounts?origin_owner_id=states-wrong-${provider}`)).body).toEqual([]);
      const attempt = (await api('POST', '/connect_sessions/authenticate', { token: session.token })).body.latest_connection_attempt;
      expect(attempt?.status).not.toBe('authenticated');
    },
  );
});
