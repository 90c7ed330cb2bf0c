import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueOf } from '@openunified/action-pipeline';
import { categoryValues } from '@openunified/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { installedConnectors } from '../src/connectors/installed-connectors.js';
import { startServerFromSource } from './child-process.js';
import { runCliProcess } from './run-cli-process.js';
import { basicAuthorization } from './start-test-server.js';

let dataDirectory: string;
beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-sandbox-'));
});
afterAll(() => rm(dataDirectory, { recursive: true, force: true }));

it('starts with --sandbox, links an account of every installed connector through the CLI without credentials, and serves a unified list of each', async () => {
  const environment = { DATA_DIR: dataDirectory, PORT: '0', LOG_LEVEL: 'warn' };
  const server = startServerFromSource(['--sandbox'], environment);
  try {
    // Thirteen emulators and the server from sources: on a loaded 2-core machine that start passes 50 s.
    await server.printed('Link a sandbox account', 150_000);
    const stdout = server.stdout();
    expect(stdout).toContain('Sandbox mode: connectors talk to emulators on loopback');
    for (const provider of installedConnectors.map((manifest) => manifest.connector.key)) {
      expect(stdout).toMatch(new RegExp(`^  ${provider} +http://127\\.0\\.0\\.1:\\d+$`, 'm'));
    }
    const url = /listening on (http:\/\/\S+)/.exec(stdout)![1]!;
    const key = /^\s+(ouk_\S+)$/m.exec(stdout)![1]!;
    expect(((await stat(join(dataDirectory, 'sandbox.json'))).mode & 0o777).toString(8)).toBe('600');

    // Every installed connector links from the CLI with its emulator's sandbox credentials, and
    // serves a unified list with them (three CLI processes at a time).
    const accounts = new Map<string, string>();
    const providers = installedConnectors.map((manifest) => manifest.connector.key);
    for (let start = 0; start < providers.length; start += 3) {
      await Promise.all(
        providers.slice(start, start + 3).map(async (provider) => {
          const created = await runCliProcess(['--sandbox', 'accounts', 'create', '--provider', provider, '--json'], environment);
          expect({ provider, stderr: created.stderr, exitCode: created.exitCode }).toEqual({ provider, stderr: '', exitCode: 0 });
          const account = JSON.parse(created.stdout) as { id: string; provider: string };
          expect(account.provider).toBe(provider);
          accounts.set(provider, account.id);
        }),
      );
    }
    // Twelve categories live: every category but the two labels no connector belongs to
    // (docs/unified/hris.md#the-hris-legacy-and-vendorone-categories) has a connector linked above.
    const liveCategories = new Set(installedConnectors.flatMap((manifest) => manifest.connector.categories));
    expect([...liveCategories].sort()).toEqual(categoryValues.filter((category) => category !== 'hris-legacy' && category !== 'vendorone').sort());
    expect(liveCategories.size).toBe(12);

    const unified = catalogueOf(installedConnectors);
    for (const { connector } of installedConnectors) {
      // Its first list of top-level records (a sub-resource's list needs a parent's id).
      const resolved = connector.actions
        .map((action) => (action.kind === 'list' && action.unified ? unified.resolveOperation(action.unified) : undefined))
        .find((candidate) => candidate !== undefined && !candidate.resource.path.includes('{'));
      expect(resolved, `${connector.key} serves a unified list`).toBeDefined();
      const response = await fetch(`${url}${resolved!.resource.path}?page_size=2`, {
        headers: { authorization: basicAuthorization(key), 'x-account-id': accounts.get(connector.key)! },
      });
      const body = (await response.json()) as { data: unknown[] };
      expect({ provider: connector.key, status: response.status, body: response.status === 200 ? 'list' : body }).toEqual({
        provider: connector.key,
        status: 200,
        body: 'list',
      });
      expect(Array.isArray(body.data)).toBe(true);
    }

    const response = await fetch(`${url}/unified/documents/drives`, {
      headers: { authorization: basicAuthorization(key), 'x-account-id': accounts.get('googledrive')! },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown[]; next: string };
    expect(body.data).toHaveLength(25);
    expect(body.next).toEqual(expect.any(String));

    // OAuth 2.0 providers are linkable on the connect page at once: the sandbox made their profile.
    expect(stdout).toContain("Created connector profiles with the emulators' OAuth clients for: box, googledrive, hubspot");
    const profiles = await fetch(`${url}/connector_profiles`, { headers: { authorization: basicAuthorization(key) } });
    const profileList = (await profiles.json()) as { provider: string; auth_config: { client_id: string } | null }[];
    expect(profileList).toContainEqual(
      expect.objectContaining({ provider: 'googledrive', auth_config: expect.objectContaining({ client_id: expect.any(String) }) }),
    );
    const session = await fetch(`${url}/connect_sessions`, {
      method: 'POST',
      headers: { authorization: basicAuthorization(key), 'content-type': 'application/json' },
      body: JSON.stringify({ origin_owner_id: 'owner-1', origin_owner_name: 'Owner', provider: 'googledrive' }),
    });
    expect(session.status).toBe(201);
  } finally {
    server.child.kill('SIGTERM');
  }
  expect(await server.exited).toBe(0);
  expect(server.stderr()).toBe('');
  expect(existsSync(join(dataDirectory, 'sandbox.json'))).toBe(false);

  // Real data never mixes with sandbox data: a server without --sandbox refuses this directory.
  const realServer = startServerFromSource([], environment);
  expect(await realServer.exited).toBe(1);
  expect(realServer.stderr()).toBe(
    `openunified: cannot start: DATA_DIR ${dataDirectory} holds sandbox data (accounts on emulator credentials): start with --sandbox to use it, or point DATA_DIR at another directory for real data\n`,
  );

  const withoutSandbox = await runCliProcess(['accounts', 'create', '--provider', 'googledrive'], environment);
  expect(withoutSandbox.exitCode).toBe(2);
  expect(withoutSandbox.stderr).toContain(
    '--credentials is required (Google account (OAuth 2.0): {"access_token": ..., "refresh_token": ...}); it may be left out only while a sandbox server',
  );
}, 300_000);
