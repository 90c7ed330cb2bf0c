import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureConsoleBuilt } from './build-console.js';
import { consoleLoginLink, type SandboxServer, startSandboxServer } from './sandbox-server.js';

/**
 * The console end to end against the sandbox server, in Debian's Chromium: sign in from a CLI
 * login link, link an account through a connect link, find it, open a failed request's provider
 * call, pause and resume a schedule, redeliver a webhook, create and revoke a key, sign out; a
 * Read Only session sees no write control; axe-core finds no serious or critical violation on
 * any page. UPDATE_DOCS_SCREENSHOTS=1 also writes the screenshots of docs/console.md.
 */
const screenshots = fileURLToPath(new URL('../test-results/', import.meta.url));
const docsImages = fileURLToPath(new URL('../../../docs/images/', import.meta.url));
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let dataDirectory: string;
let environment: Record<string, string>;
let server: SandboxServer;
let receiver: Server;
let receiverUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const axeChecked = new Set<string>();
const pageErrors: string[] = [];

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${server.apiKey}:`).toString('base64')}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function screenshot(target: Page, name: string) {
  await target.screenshot({ path: `${screenshots}console-${name}.png`, fullPage: true });
  if (process.env.UPDATE_DOCS_SCREENSHOTS === '1') await target.screenshot({ path: `${docsImages}console-${name}.png`, fullPage: true });
}

/** axe-core in the page (evaluated, so the console's CSP stays in force), serious and critical only. */
async function expectAccessible(target: Page, name: string) {
  await target.evaluate(axeSource);
  const violations = await target.evaluate(async () => {
    const result = await (globalThis as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation: any) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation: any) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node: any) => node.target.join(' ')).slice(0, 5) }));
  });
  expect(violations, `axe on ${name}`).toEqual([]);
  axeChecked.add(name);
}

async function openPage(viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const newContext = await browser.newContext({ viewport });
  const newPage = await newContext.newPage();
  newPage.on('pageerror', (error) => pageErrors.push(error.message));
  newPage.on('console', (message) => {
    if (message.type() === 'error' && !/status of 40[134]/.test(message.text())) pageErrors.push(message.text());
  });
  return { context: newContext, page: newPage };
}

async function nav(target: Page, label: string) {
  const menu = target.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await target.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: label, exact: true }).click();
  await target.getByRole('heading', { level: 1, name: label }).waitFor();
}

beforeAll(async () => {
  await mkdir(screenshots, { recursive: true });
  const build = await ensureConsoleBuilt();
  process.stdout.write(`console build: ${build.built ? `built in ${build.milliseconds} ms` : 'up to date'}\n`);
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-console-'));
  environment = {
    DATA_DIR: dataDirectory,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32',
    RATE_LIMIT_POINTS: '100000',
    CONNECT_PAGE_REQUESTS_PER_MINUTE: '100000',
  };
  server = await startSandboxServer(environment);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  ({ context, page } = await openPage());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

it('signs in from a CLI login link; the link works once', async () => {
  const link = await consoleLoginLink(server, environment);
  expect(link).toMatch(new RegExp(`^${server.url}/console/login\\?token=`));
  await page.goto(link);
  await page.waitForURL(`${server.url}/console/accounts`);
  await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
  await expect(page.getByText('Full access', { exact: true }).isVisible()).resolves.toBe(true);
  await expectAccessible(page, 'accounts (empty)');

  // Keyboard: the first Tab reaches the skip link, which moves to the content.
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');

  const { page: other, context: otherContext } = await openPage();
  const again = await other.goto(link);
  expect(again?.status()).toBe(401);
  await otherContext.close();
}, 120_000);

let accountId: string;

it('links an account through a connect link created in the console, and sees the attempt', async () => {
  // What the rest of the tour looks at: a sync config whose schedules reach every new account, a webhook endpoint.
  expect(
    (
      await api('POST', '/v2/data_sync/configs', {
        name: 'Drives',
        connector: 'googledrive',
        actions: [{ action_id: 'googledrive_list_drives' }],
        cadence: 'PT1H',
      })
    ).status,
  ).toBe(201);
  expect((await api('POST', '/webhooks', { url: receiverUrl, event_types: ['account.*'], description: 'E2E receiver' })).status).toBe(201);

  await nav(page, 'Connect');
  await expectAccessible(page, 'connect');
  await page.getByLabel('Owner id (your id of the customer)').fill('e2e-owner');
  await page.getByLabel('Owner name').fill('E2E Owner');
  await page.getByLabel('Provider').selectOption('googledrive');
  await page.getByLabel('Account label').fill('E2E drive');
  await page.getByRole('button', { name: 'Create link' }).click();
  const linkInput = page.getByLabel('Connect link');
  await linkInput.waitFor();
  const connectLink = await linkInput.inputValue();
  expect(connectLink).toContain('/connect');
  await page.getByText('No attempt yet').waitFor();

  const { page: customer, context: customerContext } = await openPage();
  await customer.goto(connectLink);
  await customer.getByRole('button', { name: 'Continue with Google Drive' }).click();
  await customer.getByRole('button', { name: 'Allow' }).click();
  await customer.getByRole('heading', { name: 'Google Drive is connected' }).waitFor();
  await customerContext.close();

  await page.getByText('authenticated', { exact: true }).waitFor({ timeout: 15_000 });
  await screenshot(page, 'connect');
}, 120_000);

it('finds the account by owner and opens it with its schedules', async () => {
  await nav(page, 'Accounts');
  await page.getByLabel('Owner id').fill('e2e-owner');
  await page.getByLabel('Provider').selectOption('googledrive');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'E2E drive' }).click();
  await page.getByRole('heading', { level: 1, name: 'E2E drive' }).waitFor();
  accountId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('region', { name: 'Schedules of the account' }).getByRole('link').first().waitFor();
  // The account's own outbox events, the data behind a disclosure.
  const events = page.getByRole('region', { name: 'Events of the account' });
  await events.getByText('account.created', { exact: true }).first().waitFor();
  await events.getByText('Show data').first().click();
  await expect(events.getByRole('figure').first().textContent()).resolves.toContain(accountId);
  await expectAccessible(page, 'account');
  await screenshot(page, 'account');

  // The relink link is a connect session in edit mode for this account.
  await page.getByRole('button', { name: 'Create a relink link' }).click();
  await expect(page.getByLabel(/Relink link/).inputValue()).resolves.toContain('/connect');
}, 60_000);

it("opens a failed request's provider call with its redacted bodies", async () => {
  const failed = await fetch(`${server.url}/unified/documents/files/no-such-file`, {
    headers: { authorization: `Basic ${Buffer.from(`${server.apiKey}:`).toString('base64')}`, 'x-account-id': accountId },
  });
  expect(failed.status).toBeGreaterThanOrEqual(400);
  const requestId = failed.headers.get('x-request-id')!;

  await nav(page, 'Request logs');
  await page.getByLabel('Status codes').fill(String(failed.status));
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL(/status=/);
  await expectAccessible(page, 'request logs');
  await screenshot(page, 'request-logs');
  await page.getByRole('link', { name: 'GET /unified/documents/files/no-such-file' }).first().click();
  await page.getByRole('heading', { name: 'Provider calls' }).waitFor();
  expect(page.url()).toContain(requestId);
  await page.getByRole('button', { name: 'Show the call' }).first().click();
  await page.getByText('Response body').waitFor();
  const requestHeaders = await page.getByRole('figure').filter({ hasText: 'Request headers' }).textContent();
  expect(requestHeaders).not.toContain('test-access-token');
  expect(requestHeaders?.toLowerCase()).toContain('authorization');
  await expectAccessible(page, 'request detail');
  await screenshot(page, 'request-detail');
}, 60_000);

it('pauses and resumes a schedule, with the reason a paused one is held back', async () => {
  await nav(page, 'Data sync');
  const schedules = (await api('GET', `/v2/data_sync/schedules?account_id=${accountId}`)).body.data as { id: string; name: string }[];
  expect(schedules.length).toBeGreaterThan(0);
  const schedule = schedules[0]!;
  await page
    .getByRole('button', { name: `Pause ${schedule.name}` })
    .first()
    .click();
  await page
    .getByRole('status')
    .filter({ hasText: `Paused ${schedule.name}.` })
    .first()
    .waitFor();
  expect((await api('GET', `/v2/data_sync/schedules/${schedule.id}`)).body.enabled).toBe(false);
  await expectAccessible(page, 'data sync');
  await screenshot(page, 'data-sync');
  await page
    .getByRole('button', { name: `Resume ${schedule.name}` })
    .first()
    .click();
  await page
    .getByRole('status')
    .filter({ hasText: `Resumed ${schedule.name}.` })
    .first()
    .waitFor();
  expect((await api('GET', `/v2/data_sync/schedules/${schedule.id}`)).body.enabled).toBe(true);

  await page.getByRole('link', { name: schedule.name }).first().click();
  await page.getByRole('heading', { name: 'Runs' }).waitFor();
  await expectAccessible(page, 'schedule');
}, 60_000);

it('redelivers a webhook delivery', async () => {
  await nav(page, 'Webhooks');
  await expectAccessible(page, 'webhooks');
  await page.getByRole('link', { name: receiverUrl }).click();
  await page.getByRole('heading', { name: 'Deliveries' }).waitFor();
  const redeliver = page.getByRole('button', { name: /^Redeliver account\./ }).first();
  await redeliver.waitFor({ timeout: 20_000 });
  // A delivery still pending cannot be redelivered; the list refreshes until it is sent.
  await expect.poll(() => redeliver.isEnabled(), { timeout: 20_000 }).toBe(true);
  await redeliver.click();
  await page.getByText(/Redelivery of account\.\S+ queued\./).waitFor();
  const webhooks = (await api('GET', '/webhooks')).body.data as { id: string }[];
  const deliveries = (await api('GET', `/webhooks/${webhooks[0]!.id}/deliveries`)).body.data as { event_id: string }[];
  expect(new Set(deliveries.map((delivery) => delivery.event_id)).size).toBeLessThan(deliveries.length);
  await expectAccessible(page, 'webhook');
  await screenshot(page, 'webhook');
}, 60_000);

it('creates a key, shows its secret once, and revokes it', async () => {
  await nav(page, 'API keys');
  await page.getByLabel('Name').fill('e2e key');
  await page.getByLabel('Scope').selectOption('read_only');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = await page.getByLabel('API key e2e key').inputValue();
  expect(secret).toMatch(/^ouk_/);
  const withKey = await fetch(`${server.url}/accounts`, { headers: { authorization: `Basic ${Buffer.from(`${secret}:`).toString('base64')}` } });
  expect(withKey.status).toBe(200);
  await expectAccessible(page, 'api keys');
  await screenshot(page, 'api-keys');

  await page.getByRole('button', { name: 'Revoke e2e key' }).click();
  await page.getByRole('dialog', { name: 'Revoke the key e2e key?' }).getByRole('button', { name: 'Revoke' }).click();
  await page.getByText('Key revoked.').waitFor();
  await expect(page.getByRole('cell', { name: 'e2e key' }).count()).resolves.toBe(0);
  const revoked = await fetch(`${server.url}/accounts`, { headers: { authorization: `Basic ${Buffer.from(`${secret}:`).toString('base64')}` } });
  expect(revoked.status).toBe(401);
}, 60_000);

it('shows connector profiles, branding with a live preview, and sessions, accessibly in light and dark', async () => {
  await nav(page, 'Connector profiles');
  await page.getByRole('region', { name: 'Connector profiles' }).waitFor();
  await expectAccessible(page, 'connector profiles');
  await nav(page, 'Branding');
  await page.getByLabel('Display name').fill('Acme Connect');
  await page.getByLabel('Accent colour (hex)').fill('#7c3aed');
  await expect(page.locator('.preview-name').textContent()).resolves.toBe('Acme Connect');
  await expectAccessible(page, 'branding');
  await screenshot(page, 'branding');
  await nav(page, 'Sessions');
  await page.getByText('this session').waitFor();
  await expectAccessible(page, 'sessions');

  await page.emulateMedia({ colorScheme: 'dark' });
  await nav(page, 'Accounts');
  await page.getByRole('link', { name: 'E2E drive' }).waitFor();
  await expectAccessible(page, 'accounts (dark)');
  await screenshot(page, 'accounts-dark');
  await page.goto(`${server.url}/console/requests`);
  await page.getByRole('heading', { level: 1, name: 'Request logs' }).waitFor();
  await page.getByRole('region', { name: 'Request logs' }).waitFor();
  await expectAccessible(page, 'request logs (dark)');
  await page.emulateMedia({ colorScheme: 'light' });
  await nav(page, 'Accounts');
  await page.getByRole('link', { name: 'E2E drive' }).waitFor();
  await screenshot(page, 'accounts');
}, 90_000);

it('works at 390 px wide, menu and all', async () => {
  const { page: phone, context: phoneContext } = await openPage({ width: 390, height: 844 });
  await phone.goto(await consoleLoginLink(server, environment));
  await phone.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
  await expect(phone.getByRole('navigation', { name: 'Console' }).isVisible()).resolves.toBe(false);
  await nav(phone, 'Data sync');
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(phone, 'data sync (390 px)');
  await screenshot(phone, 'data-sync-390');
  await phoneContext.close();
}, 60_000);

it('a Read Only session sees no write control', async () => {
  const { page: reader, context: readerContext } = await openPage();
  await reader.goto(await consoleLoginLink(server, environment, ['--read-only']));
  await reader.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
  await expect(reader.getByText('Read only', { exact: true }).isVisible()).resolves.toBe(true);
  const writeControls = /^(Delete|Create|Pause|Resume|Run now|Redeliver|Rotate|Revoke|Save|Add|Send|Disable|Enable|End session)/;
  const visits: [string, () => Promise<unknown>][] = [
    [
      'account',
      () => reader.goto(`${server.url}/console/accounts/${accountId}`).then(() => reader.getByRole('heading', { name: 'Recent requests' }).waitFor()),
    ],
    ['connect', () => nav(reader, 'Connect')],
    ['data sync', () => nav(reader, 'Data sync').then(() => reader.getByRole('table').nth(1).waitFor())],
    ['webhooks', () => nav(reader, 'Webhooks').then(() => reader.getByRole('link', { name: receiverUrl }).click())],
    ['api keys', () => nav(reader, 'API keys').then(() => reader.getByRole('region', { name: 'API keys' }).waitFor())],
    ['branding', () => nav(reader, 'Branding')],
    ['sessions', () => nav(reader, 'Sessions').then(() => reader.getByRole('region', { name: 'Console sessions' }).waitFor())],
  ];
  for (const [name, visit] of visits) {
    await visit();
    await reader.waitForLoadState('networkidle');
    const buttons = await reader.getByRole('button').evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
    expect(
      buttons.filter((label) => writeControls.test(label)),
      `write controls on ${name}`,
    ).toEqual([]);
    const enabledInputs = await reader.locator('form input:enabled:not([readonly]), form select:enabled').count();
    if (name === 'branding') expect(enabledInputs, 'branding fields are read only').toBe(0);
  }
  // The server refuses a write from it anyway.
  const session = await reader.evaluate(async () => (await fetch('/management/session')).json());
  const refused = await reader.evaluate(
    async (token) =>
      (
        await fetch('/management/api_keys', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': token },
          body: '{"name":"x","scopes":["read_only"]}',
        })
      ).status,
    session.csrf_token as string,
  );
  expect(refused).toBe(403);
  await readerContext.close();
}, 90_000);

it('signs out: the cookie no longer works, and the console says how to sign in', async () => {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Sign in to the OpenUnified console' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Sign in to the OpenUnified console' }).waitFor();
  await expectAccessible(page, 'sign in');
  await context.close();

  expect([...axeChecked].length).toBeGreaterThanOrEqual(15);
  expect(pageErrors).toEqual([]);
}, 60_000);
