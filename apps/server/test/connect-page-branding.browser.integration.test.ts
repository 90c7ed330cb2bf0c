import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ConnectTestContext, startConnectTestContext } from './connect-test-context.js';

/**
 * docs/concepts/connect-flow.md#branding in a real headless Chromium (Debian's package): the provider
 * list as every project gets it, and as a branded project's customers see it. The two screenshots
 * are the ones docs/images keeps.
 */
// The callbacks below run in the browser; this project compiles without the DOM library.
declare const getComputedStyle: (element: unknown) => { color: string; backgroundColor: string };
interface ImageElement {
  src: string;
  naturalWidth: number;
}

const images = fileURLToPath(new URL('../../../docs/images/', import.meta.url));
const acmeLogo =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32"><rect width="32" height="32" rx="8" fill="#0a7d4f"/>' +
  '<path d="M9 24 16 8l7 16h-4l-3-7-3 7z" fill="#fff"/><text x="40" y="22" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="#0a7d4f">ACME</text></svg>';

let context: ConnectTestContext;
let browser: Browser;
/** The customer's own CDN, on loopback: the only origin besides ours the branded page may load from. */
let logoServer: Server;
let logoUrl: string;
beforeAll(async () => {
  await mkdir(images, { recursive: true });
  context = await startConnectTestContext();
  await context.createGoogleProfile();
  logoServer = createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(acmeLogo));
  await new Promise<void>((resolve) => logoServer.listen(0, '127.0.0.1', resolve));
  logoUrl = `http://127.0.0.1:${(logoServer.address() as AddressInfo).port}/acme-logo.svg`;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});
afterAll(async () => {
  await browser?.close();
  await context?.close();
  await new Promise((resolve) => logoServer?.close(resolve));
});

async function newPage(allowed: string[]): Promise<{ page: Page; refused: string[] }> {
  const page = await browser.newPage({ viewport: { width: 640, height: 720 }, colorScheme: 'light' });
  const allowedOrigins = new Set([context.testServer.url, ...allowed]);
  const refused: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || allowedOrigins.has(url.origin)) return route.continue();
    refused.push(url.href);
    return route.abort();
  });
  return { page, refused };
}

/** Every image on the page has loaded and drawn something: provider icons are not broken links. */
async function imagesLoaded(page: Page): Promise<{ src: string; width: number }[]> {
  return page
    .locator('img')
    .evaluateAll((elements) =>
      elements.map((element) => ({ src: (element as unknown as ImageElement).src.slice(0, 30), width: (element as unknown as ImageElement).naturalWidth })),
    );
}

it('shows the default page with the provider icons shipped by the connectors and a favicon', async () => {
  const session = await context.createSession({ origin_owner_name: 'Customer One', categories: ['hris', 'documents'] });
  const { page, refused } = await newPage([]);
  await page.goto(session.auth_link_url);
  await page.getByRole('heading', { name: 'Connect an account' }).waitFor();
  await expect(page.title()).resolves.toBe('Connect an account · OpenUnified Connect');
  await expect(page.locator('header.brand').textContent()).resolves.toBe('◆OpenUnifiedConnect');
  const icons = await imagesLoaded(page);
  expect(icons).toHaveLength(2);
  for (const icon of icons) expect(icon).toEqual({ src: expect.stringMatching(/^data:image\/svg\+xml;base64,/), width: expect.any(Number) });
  expect(icons.every((icon) => icon.width > 0)).toBe(true);
  await expect(page.locator('link[rel=icon]').getAttribute('href')).resolves.toMatch(/^data:image\/svg\+xml;base64,/);
  await page.screenshot({ path: `${images}connect-page-default.png` });
  expect(refused).toEqual([]);
  await page.close();
});

it('shows a branded page: name, logo, accent colour and support link instead of "OpenUnified Connect"', async () => {
  const branded = await context.api('PATCH', '/projects/branding', {
    display_name: 'Acme HR Sync',
    logo_url: logoUrl,
    accent_color: '#0a7d4f',
    support_url: 'mailto:help@acme.test',
  });
  expect(branded.status).toBe(200);
  const session = await context.createSession({ origin_owner_name: 'Customer One', categories: ['hris', 'documents'] });
  const { page, refused } = await newPage([new URL(logoUrl).origin]);
  await page.goto(session.auth_link_url);
  await page.getByRole('heading', { name: 'Connect an account' }).waitFor();
  await expect(page.title()).resolves.toBe('Connect an account · Acme HR Sync');
  await expect(page.locator('body').textContent()).resolves.not.toContain('OpenUnified');
  await expect(page.locator('header.brand').textContent()).resolves.toBe('Acme HR Sync');
  await expect(page.locator('header.brand img.logo').evaluate((logo) => (logo as unknown as ImageElement).naturalWidth)).resolves.toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Need help? Contact Acme HR Sync' }).getAttribute('href')).resolves.toBe('mailto:help@acme.test');
  // The accent reaches what the customer acts on: links and, on the form, the primary button.
  await expect(page.getByRole('link', { name: /Need help/ }).evaluate((link) => getComputedStyle(link).color)).resolves.toBe('rgb(10, 125, 79)');
  await page.screenshot({ path: `${images}connect-page-branded.png` });

  await page.getByRole('link', { name: /BambooHR/ }).click();
  await page.getByRole('heading', { name: 'Connect BambooHR' }).waitFor();
  await expect(page.getByRole('button', { name: 'Connect' }).evaluate((button) => getComputedStyle(button).backgroundColor)).resolves.toBe('rgb(10, 125, 79)');
  await expect(page.getByText('Lets the application read your employee records in BambooHR').isVisible()).resolves.toBe(true);
  await expect(page.locator('body').textContent()).resolves.not.toContain('account field catalogue');
  await page.screenshot({ path: fileURLToPath(new URL('../test-results/connect-page-branded-form.png', import.meta.url)) });
  expect(refused).toEqual([]);
  await page.close();
});
