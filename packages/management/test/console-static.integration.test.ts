import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPlatform, type TestPlatform } from '@openunified/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CONTENT_SECURITY_POLICY, managementFeature } from '../src/index.js';

// The console's build served at /console/: a temporary folder stands in for apps/console/dist.

let fixture: string;
let withConsole: TestPlatform;
let withoutConsole: TestPlatform;

const indexHtml =
  '<!doctype html><html><head><script type="module" src="/console/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  fixture = await mkdtemp(join(tmpdir(), 'openunified-console-'));
  await mkdir(join(fixture, 'assets'));
  await writeFile(join(fixture, 'index.html'), indexHtml);
  await writeFile(join(fixture, 'assets', 'index-Ab12Cd34.js'), 'console.log("console")');
  await writeFile(join(fixture, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(tmpdir(), 'openunified-console-outside.txt'), 'not the console: must never be served');
  withConsole = await startTestPlatform({ features: [managementFeature({ consoleDirectory: fixture })] });
  withoutConsole = await startTestPlatform({ features: [managementFeature({ consoleDirectory: null })] });
});
afterAll(async () => {
  await Promise.all([withConsole?.close(), withoutConsole?.close()]);
  await rm(fixture, { recursive: true, force: true });
});

const get = (platform: TestPlatform, path: string) => fetch(`${platform.url}${path}`, { redirect: 'manual' });

describe('the console at /console/', () => {
  it('serves index.html with a CSP that allows only the server itself', async () => {
    const response = await get(withConsole, '/console/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe(CONSOLE_CONTENT_SECURITY_POLICY);
    expect(CONSOLE_CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONSOLE_CONTENT_SECURITY_POLICY).not.toMatch(/https?:|\*|unsafe/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.text()).toBe(indexHtml);
  });

  it('answers the app routes with index.html, and hashed assets with a long cache', async () => {
    for (const route of ['/console/accounts', '/console/accounts/acc_123/logs', '/console/settings/api-keys']) {
      const response = await get(withConsole, route);
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
      expect(await response.text()).toBe(indexHtml);
    }
    const asset = await get(withConsole, '/console/assets/index-Ab12Cd34.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await get(withConsole, '/console/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file, or one outside the build, with a 404 envelope', async () => {
    const missing = await get(withConsole, '/console/assets/gone-12345678.js');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toMatch(/no such file in the console/);
    for (const path of [
      '/console/..%2fopenunified-console-outside.txt',
      '/console/%2e%2e/openunified-console-outside.txt',
      '/console/assets/%2e%2e%2f%2e%2e%2fopenunified-console-outside.txt',
    ]) {
      const response = await get(withConsole, path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).not.toContain('must never be served');
    }
  });

  it('redirects /console to /console/', async () => {
    const response = await get(withConsole, '/console');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/console/');
  });

  it('says the console is not installed when it is not', async () => {
    for (const path of ['/console/', '/console/accounts']) {
      const response = await get(withoutConsole, path);
      expect(response.status).toBe(404);
      const envelope = (await response.json()) as { statusCode: number; message: string };
      expect(envelope.statusCode).toBe(404);
      expect(envelope.message).toMatch(/the console is not installed/);
    }
    // Signing in does not need the console: the API works without it.
    expect((await get(withoutConsole, '/console/login?token=x')).status).toBe(401);
  });
});
