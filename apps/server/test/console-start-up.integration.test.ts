import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerFromSource } from './child-process.js';

// `pnpm start` with the console installed (docs/concepts/management.md#the-console-at-console):
// an `@openunified/console` package in the node_modules of the directory the server runs in.

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'openunified-console-start-'));
  const consolePackage = join(directory, 'node_modules', '@openunified', 'console');
  await mkdir(join(consolePackage, 'dist', 'assets'), { recursive: true });
  await writeFile(join(consolePackage, 'package.json'), JSON.stringify({ name: '@openunified/console', version: '0.0.0', private: true }));
  await writeFile(
    join(consolePackage, 'dist', 'index.html'),
    '<!doctype html><title>Console</title><script type="module" src="/console/assets/main-0123abcd.js"></script>',
  );
  await writeFile(join(consolePackage, 'dist', 'assets', 'main-0123abcd.js'), 'document.title = "Console";');
});
afterAll(() => rm(directory, { recursive: true, force: true }));

it('prints the console URL at start and serves the installed build', async () => {
  const server = startServerFromSource([], { DATA_DIR: join(directory, 'data'), PORT: '0', LOG_LEVEL: 'warn' }, directory);
  try {
    await server.printed('Try it:');
    const url = /listening on (http:\/\/\S+)/.exec(server.stdout())?.[1];
    expect(server.stdout()).toContain(`console: ${url}/console/ (sign in with a link from \`pnpm -s cli console login\`)`);
    const page = await fetch(`${url}/console/accounts`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain('<title>Console</title>');
    expect((await fetch(`${url}/console/assets/main-0123abcd.js`)).headers.get('cache-control')).toContain('immutable');
  } finally {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }
}, 60_000);
