import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCliProcess } from './run-cli-process.js';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

/** `pnpm cli projects branding`, run as an operator runs it: the same rules and store as PATCH /projects/branding. */
let testServer: TestServer;
beforeAll(async () => {
  testServer = await startTestServer();
});
afterAll(() => testServer.close());

const brandingOverApi = async () => {
  const response = await fetch(`${testServer.url}/projects/branding`, { headers: { authorization: basicAuthorization(await testServer.createApiKey()) } });
  return response.json();
};

it('sets, shows and clears the connect page branding of a project', async () => {
  const set = await runCliProcess(
    ['projects', 'branding', '--display-name', 'Acme HR Sync', '--accent-color', '#0A7D4F', '--logo-url', 'https://cdn.acme.test/logo.svg', '--json'],
    testServer.environment,
  );
  expect(set.stderr).toBe('');
  expect(set.exitCode).toBe(0);
  expect(JSON.parse(set.stdout)).toEqual({
    project_id: testServer.project.id,
    display_name: 'Acme HR Sync',
    logo_url: 'https://cdn.acme.test/logo.svg',
    accent_color: '#0a7d4f',
    support_url: null,
    allowed_origins: [],
    theme: 'system',
  });
  expect(await brandingOverApi()).toMatchObject({ display_name: 'Acme HR Sync', accent_color: '#0a7d4f' });

  const shown = await runCliProcess(['projects', 'branding', '--support-url', 'mailto:help@acme.test', '--logo-url', ''], testServer.environment);
  expect(shown.exitCode).toBe(0);
  expect(shown.stdout).toContain(`Connect page branding of project ${testServer.project.id}`);
  expect(shown.stdout).toMatch(/display-name\s+Acme HR Sync/);
  expect(shown.stdout).toMatch(/logo-url\s+\(default\)/);
  expect(shown.stdout).toMatch(/support-url\s+mailto:help@acme\.test/);
  expect(await brandingOverApi()).toEqual({
    display_name: 'Acme HR Sync',
    logo_url: null,
    accent_color: '#0a7d4f',
    support_url: 'mailto:help@acme.test',
    allowed_origins: [],
    theme: 'system',
  });
});

it("sets the application's allowed origins and the theme, and an empty value clears them", async () => {
  const set = await runCliProcess(
    ['projects', 'branding', '--allowed-origins', 'https://app.acme.test/, http://localhost:3000', '--theme', 'dark'],
    testServer.environment,
  );
  expect(set.exitCode).toBe(0);
  expect(set.stdout).toMatch(/allowed-origins\s+https:\/\/app\.acme\.test, http:\/\/localhost:3000/);
  expect(set.stdout).toMatch(/theme\s+dark/);
  expect(await brandingOverApi()).toMatchObject({ allowed_origins: ['https://app.acme.test', 'http://localhost:3000'], theme: 'dark' });

  const refused = await runCliProcess(['projects', 'branding', '--allowed-origins', 'http://app.acme.test'], testServer.environment);
  expect(refused.exitCode).not.toBe(0);
  expect(refused.stderr).toContain('--allowed-origins "http://app.acme.test" is not an origin');

  const cleared = await runCliProcess(['projects', 'branding', '--allowed-origins', '', '--theme', '', '--json'], testServer.environment);
  expect(JSON.parse(cleared.stdout)).toMatchObject({ allowed_origins: [], theme: 'system' });
});

it('refuses a bad value naming the option, and changes nothing', async () => {
  const before = await brandingOverApi();
  const refused = await runCliProcess(['projects', 'branding', '--accent-color', 'green', '--display-name', 'Changed'], testServer.environment);
  expect(refused.exitCode).not.toBe(0);
  expect(refused.stderr).toContain('projects branding: --accent-color must be a hex colour like #0a7d4f');
  expect(await brandingOverApi()).toEqual(before);
  const unknownProject = await runCliProcess(['projects', 'branding', '--project', 'prj_missing'], testServer.environment);
  expect(unknownProject.stderr).toContain('no project prj_missing');
});
