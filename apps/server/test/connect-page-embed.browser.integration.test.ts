import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type FrameLocator, type Page } from 'playwright-core';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ConnectTestContext, startConnectTestContext } from './connect-test-context.js';

/**
 * docs/concepts/connect-flow.md#embedding: an application on an allowed origin opens the connect
 * page with @openunified/connect (popup and modal) in a real headless Chromium and hears how it
 * ended; a page on another origin cannot frame it.
 */
let context: ConnectTestContext;
let browser: Browser;
let allowedApp: RunningApp;
let otherApp: RunningApp;

interface RunningApp {
  origin: string;
  close(): Promise<void>;
}

/** A tiny application: one page, and @openunified/connect served as ES modules compiled from its source. */
async function startApp(): Promise<RunningApp> {
  const sources = new URL('../../../packages/connect/src/', import.meta.url);
  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://app').pathname;
    if (path.startsWith('/lib/') && path.endsWith('.js')) {
      const source = await readFile(new URL(path.slice('/lib/'.length).replace(/\.js$/, '.ts'), sources), 'utf8').catch(() => undefined);
      if (source === undefined) return void response.writeHead(404).end();
      const compiled = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext } });
      return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(compiled.outputText);
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>App</title>
<button id="popup">Connect in a popup</button><button id="modal">Connect in a modal</button>
<script type="module">
import { openConnect } from '/lib/index.js';
window.outcomes = [];
const record = (kind) => (result) => window.outcomes.push({ kind, ...result });
const open = (mode) => openConnect({ url: window.linkUrl, mode, onSuccess: record('success'), onCancel: record('cancel'), onError: record('error') });
document.getElementById('popup').addEventListener('click', () => open('popup'));
document.getElementById('modal').addEventListener('click', () => open('modal'));
window.frameLink = (url) => { const frame = document.createElement('iframe'); frame.src = url; document.body.append(frame); };
</script>`);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  context = await startConnectTestContext();
  [allowedApp, otherApp] = await Promise.all([startApp(), startApp()]);
  const allowed = await context.api('PATCH', '/projects/branding', { allowed_origins: [allowedApp.origin] });
  expect(allowed.status).toBe(200);
  await context.createGoogleProfile();
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([allowedApp?.close(), otherApp?.close()]);
  await context?.close();
});

async function appPage(app: RunningApp, linkUrl: string) {
  const page = await browser.newPage();
  await page.goto(app.origin);
  await page.evaluate((url) => {
    (globalThis as unknown as { linkUrl: string }).linkUrl = url;
  }, linkUrl);
  return page;
}

async function fillBamboohr(frame: FrameLocator | Page) {
  await frame.getByLabel('Company domain').fill(context.bamboohr.sandboxCredentials.company_domain!);
  await frame.getByLabel('API key').fill(context.bamboohr.sandboxCredentials.api_key!);
  await frame.getByRole('button', { name: 'Connect', exact: true }).click();
}

const outcomesOf = (page: Page) => page.evaluate(() => (globalThis as unknown as { outcomes: unknown[] }).outcomes);

it('links in a popup opened by @openunified/connect, which hears the success and closes it', async () => {
  const session = await context.createSession({ origin_owner_id: 'embed-popup', provider: 'bamboohr' });
  const page = await appPage(allowedApp, session.auth_link_url);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('#popup')]);
  const closed = popup.waitForEvent('close');
  await fillBamboohr(popup);
  await closed;
  const attempt = (await context.api('POST', '/connect_sessions/authenticate', { token: session.token })).body.latest_connection_attempt;
  expect(attempt.status).toBe('authenticated');
  await expect.poll(() => outcomesOf(page)).toEqual([{ kind: 'success', accountId: attempt.account_secure_id }]);
  await page.close();
});

it('links in a modal framing the page on an allowed origin', async () => {
  const session = await context.createSession({ origin_owner_id: 'embed-modal', provider: 'bamboohr' });
  const page = await appPage(allowedApp, session.auth_link_url);
  await page.click('#modal');
  const frame = page.frameLocator('iframe[title="Connect an account"]');
  await frame.getByRole('heading', { name: 'Connect BambooHR' }).waitFor();
  await fillBamboohr(frame);
  await expect.poll(() => outcomesOf(page)).toMatchObject([{ kind: 'success' }]);
  await expect(page.locator('iframe').count()).resolves.toBe(0);
  await page.close();
});

it('cannot be framed by a page on an origin the project did not allow', async () => {
  const session = await context.createSession({ origin_owner_id: 'embed-refused', provider: 'bamboohr' });
  const page = await appPage(otherApp, session.auth_link_url);
  const refusal = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
  await page.evaluate((url) => (globalThis as unknown as { frameLink(url: string): void }).frameLink(url), session.auth_link_url);
  await refusal;
  const framed = page.frames().filter((frame) => frame !== page.mainFrame());
  expect(framed).toHaveLength(1);
  await expect(framed[0]!.getByRole('heading', { name: 'Connect BambooHR' }).count()).resolves.toBe(0);
  await expect(framed[0]!.getByLabel('API key').count()).resolves.toBe(0);
  await page.close();
});

it('reports a cancel when the customer closes the popup', async () => {
  const session = await context.createSession({ origin_owner_id: 'embed-popup-closed', provider: 'bamboohr' });
  const page = await appPage(allowedApp, session.auth_link_url);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('#popup')]);
  await popup.getByRole('heading', { name: 'Connect BambooHR' }).waitFor();
  await popup.close();
  await expect.poll(() => outcomesOf(page)).toEqual([{ kind: 'cancel', errorCode: 'closed' }]);
  await page.close();
});

it('reports a cancel when the customer closes the modal, with its close button or Escape', async () => {
  const session = await context.createSession({ origin_owner_id: 'embed-modal-closed', provider: 'bamboohr' });
  const page = await appPage(allowedApp, session.auth_link_url);
  await page.click('#modal');
  await page.frameLocator('iframe[title="Connect an account"]').getByRole('heading', { name: 'Connect BambooHR' }).waitFor();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => outcomesOf(page)).toEqual([{ kind: 'cancel', errorCode: 'closed' }]);
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);

  await page.click('#modal');
  await page.frameLocator('iframe[title="Connect an account"]').getByRole('heading', { name: 'Connect BambooHR' }).waitFor();
  await page.keyboard.press('Escape');
  await expect
    .poll(() => outcomesOf(page))
    .toEqual([
      { kind: 'cancel', errorCode: 'closed' },
      { kind: 'cancel', errorCode: 'closed' },
    ]);
  await expect(page.locator('iframe').count()).resolves.toBe(0);
  await page.close();
});

/** Opens the popup on Google Drive's connect page and follows it to the emulator's consent screen. */
async function popupAtGoogleConsent(page: Page) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('#popup')]);
  await popup.getByRole('button', { name: 'Continue with Google Drive' }).click();
  await popup.waitForURL((url) => url.origin === context.google.url);
  return popup;
}

it('reports a cancel when the customer declines at the provider in the popup', async () => {
  const session = await context.createSession({ origin_owner_id: 'embed-popup-denied', provider: 'googledrive' });
  const page = await appPage(allowedApp, session.auth_link_url);
  const popup = await popupAtGoogleConsent(page);
  await popup.getByRole('button', { name: 'Deny' }).click();
  await expect.poll(() => outcomesOf(page)).toEqual([{ kind: 'cancel', errorCode: 'access_denied' }]);
  await expect.poll(() => popup.isClosed()).toBe(true);
  await page.close();
});

it('reports an error when the provider fails the sign-in in the popup', async () => {
  const session = await context.createSession({ origin_owner_id: 'embed-popup-failed', provider: 'googledrive' });
  const page = await appPage(allowedApp, session.auth_link_url);
  const popup = await popupAtGoogleConsent(page);
  // The provider sends the customer back with an error of its own instead of a code.
  const callback = new URL('/connect/oauth/callback', context.testServer.url);
  callback.search = new URLSearchParams({ state: new URL(popup.url()).searchParams.get('state')!, error: 'server_error' }).toString();
  await popup.goto(callback.toString());
  await expect.poll(() => outcomesOf(page)).toEqual([{ kind: 'error', errorCode: 'server_error' }]);
  const attempt = (await context.api('POST', '/connect_sessions/authenticate', { token: session.token })).body.latest_connection_attempt;
  expect(attempt).toMatchObject({ status: 'failed', oauth_error_code: 'server_error' });
  await page.close();
});
