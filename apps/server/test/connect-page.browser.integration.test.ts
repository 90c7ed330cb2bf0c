import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ConnectTestContext, startConnectTestContext } from './connect-test-context.js';

/**
 * The connect page in a real headless Chromium (Debian's package, never a downloaded browser):
 * a customer links Google Drive through the emulator's consent screen and BambooHR with an API
 * key typed into the form, using the keyboard where a person would.
 */
const screenshots = fileURLToPath(new URL('../test-results/', import.meta.url));

let context: ConnectTestContext;
let browser: Browser;
beforeAll(async () => {
  await mkdir(screenshots, { recursive: true });
  context = await startConnectTestContext();
  await context.createGoogleProfile();
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});
afterAll(async () => {
  await browser?.close();
  await context?.close();
});

async function latestAttempt(token: string) {
  return (await context.api('POST', '/connect_sessions/authenticate', { token })).body.latest_connection_attempt;
}

async function newPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 900, height: 860 } });
  // The page must work with what it ships: any request to another origin than ours or the emulators' fails the test.
  const allowedOrigins = new Set([context.testServer.url, context.google.url, context.bamboohr.url]);
  await page.route('**/*', (route) => (allowedOrigins.has(new URL(route.request().url()).origin) ? route.continue() : route.abort()));
  return page;
}

it('links a Google Drive account through the OAuth consent screen', async () => {
  const session = await context.createSession({ origin_owner_id: 'browser-google', provider: 'googledrive', label: 'Browser drive' });
  const page = await newPage();
  await page.goto(session.auth_link_url);
  await expect(page.getByRole('heading', { name: 'Connect Google Drive' }).isVisible()).resolves.toBe(true);
  await page.screenshot({ path: `${screenshots}connect-page-google-drive.png` });

  await page.getByRole('button', { name: 'Continue with Google Drive' }).click();
  await page.waitForURL((url) => url.origin === context.google.url);
  await page.screenshot({ path: `${screenshots}connect-page-google-consent.png` });
  await page.getByRole('button', { name: 'Allow' }).click();

  await page.waitForURL((url) => url.pathname === '/connect/oauth/callback');
  await expect(page.getByRole('heading', { name: 'Google Drive is connected' }).isVisible()).resolves.toBe(true);
  await page.screenshot({ path: `${screenshots}connect-page-google-connected.png` });
  await page.close();

  const attempt = await latestAttempt(session.token);
  expect(attempt).toMatchObject({ status: 'authenticated' });
  expect((await context.api('GET', `/accounts/${attempt.account_secure_id}`)).body).toMatchObject({
    provider: 'googledrive',
    status: 'active',
    label: 'Browser drive',
    origin_owner_id: 'browser-google',
  });
});

it('links a BambooHR account with an API key, typed and submitted from the keyboard', async () => {
  const session = await context.createSession({ origin_owner_id: 'browser-bamboohr', categories: ['hris', 'documents', 'lms'] });
  const page = await newPage();
  await page.goto(session.auth_link_url);
  await page.screenshot({ path: `${screenshots}connect-page-providers.png` });

  await page.getByRole('link', { name: /BambooHR/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Company domain').waitFor();
  await page.getByLabel('Company domain').fill('sandbox');
  const apiKey = page.getByLabel('API key');
  await apiKey.fill('a-wrong-key');
  await apiKey.press('Enter');
  await expect(page.getByRole('alert').textContent()).resolves.toContain('BambooHR did not accept these credentials');
  await page.screenshot({ path: `${screenshots}connect-page-bamboohr-wrong-key.png` });
  await expect(page.getByLabel('Company domain').inputValue()).resolves.toBe('sandbox');

  await expect(apiKey.getAttribute('type')).resolves.toBe('password');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(apiKey.getAttribute('type')).resolves.toBe('text');
  await apiKey.fill(context.bamboohr.sandboxCredentials.api_key!);
  await page.screenshot({ path: `${screenshots}connect-page-bamboohr-form.png` });
  await apiKey.press('Enter');

  await page.getByRole('heading', { name: 'BambooHR is connected' }).waitFor();
  await page.screenshot({ path: `${screenshots}connect-page-bamboohr-connected.png` });
  await page.close();

  const attempt = await latestAttempt(session.token);
  expect(attempt).toMatchObject({ status: 'authenticated' });
  expect((await context.api('GET', `/accounts/${attempt.account_secure_id}`)).body).toMatchObject({
    provider: 'bamboohr',
    status: 'active',
    origin_owner_id: 'browser-bamboohr',
  });
});
