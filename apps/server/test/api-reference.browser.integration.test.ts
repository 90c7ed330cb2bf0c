import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server.js';

let testServer: TestServer;
let browser: Browser;
beforeAll(async () => {
  testServer = await startTestServer();
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});
afterAll(async () => {
  await browser?.close();
  await testServer?.close();
});

it('answers GET / with where to go next: JSON for clients, a page for browsers', async () => {
  const json = await fetch(`${testServer.url}/`);
  expect(json.status).toBe(200);
  expect(json.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await json.json()).toEqual({
    name: 'OpenUnified API',
    description: expect.stringContaining('HTTP Basic'),
    links: { docs: '/docs', openapi: '/openapi.json', health: '/health' },
  });

  const html = await fetch(`${testServer.url}/`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
  expect(html.headers.get('content-type')).toMatch(/^text\/html/);
  const page = await html.text();
  for (const link of ['/docs', '/openapi.json', '/health']) expect(page).toContain(`href="${link}"`);
});

it('serves the interactive API reference at /docs from /openapi.json, offline, without an API key', async () => {
  const page = await browser.newPage();
  const offMachine: string[] = [];
  // Everything the page loads must come from the server itself.
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === testServer.url) return route.continue();
    offMachine.push(url.href);
    return route.abort();
  });
  try {
    const response = await page.goto(`${testServer.url}/docs`);
    expect(response?.status()).toBe(200);
    // Every tag is listed, folded; opening one shows its operations.
    // Rendering the whole reference takes the browser seconds of CPU: on a loaded machine, tens of them.
    await page.locator('.opblock-tag', { hasText: 'Accounts' }).first().waitFor({ timeout: 90_000 });
    expect(await page.locator('.info .title').textContent()).toContain('OpenUnified API');
    expect(await page.locator('.opblock-tag').count()).toBeGreaterThan(15);
    await page.locator('.opblock-tag', { hasText: 'Accounts' }).first().click();
    await page.locator('.opblock-summary-path', { hasText: '/accounts' }).first().waitFor({ timeout: 30_000 });
    await page.locator('.opblock-tag', { hasText: 'Unified hris' }).first().click();
    await expect.poll(() => page.locator('.opblock').count(), { timeout: 30_000 }).toBeGreaterThan(20);
    expect(offMachine).toEqual([]);
  } finally {
    await page.close();
  }

  const served = await (await fetch(`${testServer.url}/docs/json`)).json();
  const document = await (await fetch(`${testServer.url}/openapi.json`)).json();
  expect(served).toEqual(document);
}, 180_000);
