import { randomBytes } from 'node:crypto';
import { access, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createPlatform } from '@openunified/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { installedConnectors } from '../src/connectors/installed-connectors.js';
import { runCliProcess } from './run-cli-process.js';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

/** docs/deployment.md "Encryption keys": a lost key refuses the start, an unreadable account is a 412, keys rotate while serving. */

const bamboohrCredentials = { api_key: 'bamboo-secret-4711', company_domain: 'acme' };

/** Starts the platform on `environment` as `pnpm start` would, and says why it refused, if it did. */
async function startRefusal(environment: Record<string, string>): Promise<string | undefined> {
  try {
    const platform = await createPlatform({ config: loadConfig({ LOG_LEVEL: 'silent', ...environment }), connectors: installedConnectors });
    await platform.close();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('a keyring that cannot open the stored credentials refuses the start', () => {
  let testServer: TestServer;
  let keyFile: string;
  let keyFileText: string;

  beforeAll(async () => {
    testServer = await startTestServer();
    await testServer.createAccount({ provider: 'bamboohr', credentials: bamboohrCredentials });
    keyFile = join(testServer.dataDirectory, 'encryption-keys.json');
    keyFileText = await readFile(keyFile, 'utf8');
    await testServer.platform.close();
  });
  afterAll(() => testServer.close());

  it('names the missing key id and the file to restore when the key file is gone, and does not create a new one', async () => {
    const activeKeyId = (JSON.parse(keyFileText) as { activeKeyId: string }).activeKeyId;
    await rm(keyFile);
    const refusal = await startRefusal(testServer.environment);
    expect(refusal).toContain(`key "${activeKeyId}"`);
    expect(refusal).toContain(`${keyFile} does not exist`);
    await expect(access(keyFile)).rejects.toThrow();
    await writeFile(keyFile, keyFileText, { mode: 0o600 });
  });

  it('names the file when the key file is corrupt', async () => {
    await writeFile(keyFile, '{"activeKeyId": "k1", "keys": {', { mode: 0o600 });
    expect(await startRefusal(testServer.environment)).toMatch(new RegExp(`the encryption key file ${keyFile} is corrupt`));
    await writeFile(keyFile, keyFileText, { mode: 0o600 });
  });

  it('names the key ENCRYPTION_KEYS lacks, and a key of the right id but other bytes', async () => {
    const otherKey = `other:${randomBytes(32).toString('base64')}`;
    expect(await startRefusal({ ...testServer.environment, ENCRYPTION_KEYS: otherKey })).toMatch(
      /which ENCRYPTION_KEYS lacks: add the missing key to ENCRYPTION_KEYS/,
    );
    const activeKeyId = (JSON.parse(keyFileText) as { activeKeyId: string }).activeKeyId;
    const impostor = `${activeKeyId}:${randomBytes(32).toString('base64')}`;
    expect(await startRefusal({ ...testServer.environment, ENCRYPTION_KEYS: impostor })).toContain(
      `encryption key "${activeKeyId}" in ENCRYPTION_KEYS does not open`,
    );
    expect(await startRefusal(testServer.environment)).toBeUndefined();
  });
});

describe('a damaged credential row', () => {
  let testServer: TestServer;
  let damagedAccountId: string;
  let intactAccountId: string;
  let activeKeyId: string;

  beforeAll(async () => {
    testServer = await startTestServer();
    for (const owner of ['customer-1', 'customer-2', 'customer-3']) {
      await testServer.createAccount({ provider: 'bamboohr', credentials: bamboohrCredentials, originOwnerId: owner });
    }
    // The row the start-up check reads first (lowest id) is the one damaged: the worst case.
    const sealedValues = await testServer.store.encryptedValues.listSealedWithOtherKeys('accounts.credentials', 'none', '', 100);
    const [damaged, intact] = sealedValues;
    if (!damaged || !intact) throw new Error('the accounts have no stored credentials');
    await testServer.store.encryptedValues.replace(damaged, { keyId: damaged.value.keyId, payload: randomBytes(64).toString('base64') });
    damagedAccountId = damaged.id;
    intactAccountId = intact.id;
    activeKeyId = damaged.value.keyId;
    await testServer.platform.close();
  });
  afterAll(() => testServer.close());

  it('does not stop the start while other values under its key open; its account answers 412 and turns error', async () => {
    const restarted = await startTestServer({ environment: { DATA_DIR: testServer.dataDirectory } });
    try {
      const authorization = basicAuthorization(await restarted.createApiKey());
      const employees = (accountId: string) => fetch(`${restarted.url}/unified/hris/employees`, { headers: { authorization, 'x-account-id': accountId } });

      const damaged = await employees(damagedAccountId);
      expect(damaged.status).toBe(412);
      expect(((await damaged.json()) as { message: string }).message).toMatch(/stored credentials cannot be decrypted/);
      expect((await restarted.store.accounts.get(restarted.project.id, damagedAccountId))?.status).toBe('error');
      const intact = await employees(intactAccountId);
      expect(intact.status).not.toBe(412);
      expect((await restarted.store.accounts.get(restarted.project.id, intactAccountId))?.status).not.toBe('error');
    } finally {
      await restarted.platform.close();
    }
  });

  it('still refuses a key of the right id but other bytes, which opens none of the values', async () => {
    const impostor = `${activeKeyId}:${randomBytes(32).toString('base64')}`;
    expect(await startRefusal({ ...testServer.environment, ENCRYPTION_KEYS: impostor })).toContain(
      `encryption key "${activeKeyId}" in ENCRYPTION_KEYS does not open the credentials it encrypted (3 tried)`,
    );
  });
});

/** A server with emulators and linked accounts of its own for the tests of the enclosing block. */
function useUnifiedTestContext(): () => UnifiedTestContext {
  let context: UnifiedTestContext | undefined;
  beforeAll(async () => {
    context = await startUnifiedTestContext();
  }, 120_000);
  afterAll(() => context?.close());
  return () => {
    if (!context) throw new Error('the unified test context did not start');
    return context;
  };
}

describe('credentials the keyring cannot open', () => {
  const server = useUnifiedTestContext();

  it('live in a SQLite database whose file and WAL only the owner can read, like the key files', async () => {
    const context = server();
    for (const file of ['openunified.sqlite', 'openunified.sqlite-wal', 'encryption-keys.json']) {
      expect((await stat(join(context.testServer.dataDirectory, file))).mode & 0o777, file).toBe(0o600);
    }
  });

  it('answer 412 saying so and mark the account error with a reason, never a 500', async () => {
    const context = server();
    const { store, project } = context.testServer;
    const accountId = context.accounts.bamboohr;
    const [sealed] = (await store.encryptedValues.listSealedWithOtherKeys('accounts.credentials', 'none', '', 100)).filter((value) => value.id === accountId);
    if (!sealed) throw new Error('the bamboohr account has no stored credentials');
    // Sealed by a key of the same id the server does not hold: what a replaced key leaves behind.
    await store.encryptedValues.replace(sealed, { keyId: sealed.value.keyId, payload: randomBytes(64).toString('base64') });

    const response = await context.call('/unified/hris/employees', { account: accountId });
    expect(response.status).toBe(412);
    expect(response.body.message).toMatch(/stored credentials cannot be decrypted/);
    const account = await context.call(`/accounts/${accountId}`);
    expect(account.body).toMatchObject({ status: 'error', status_reasons: [expect.objectContaining({ code: 'credentials_unreadable' })] });
    expect((await context.call('/unified/hris/employees', { account: accountId })).status).toBe(412);
    expect((await store.accounts.get(project.id, accountId))?.status).toBe('error');
  });
});

describe('pnpm cli keys rotate-encryption', () => {
  const server = useUnifiedTestContext();

  it('adds a key and re-encrypts every credential in batches while the server keeps serving, and re-runs safely', async () => {
    const context = server();
    const { testServer } = context;
    const before = await testServer.store.encryptedValues.keyIdsInUse();
    expect(before).toHaveLength(1);

    const rotated = await runCliProcess(['keys', 'rotate-encryption', '--batch-size', '2', '--json'], testServer.environment);
    expect(rotated.stderr).toBe('');
    expect(rotated.exitCode).toBe(0);
    const report = JSON.parse(rotated.stdout) as {
      addedKeyId: string;
      activeKeyId: string;
      columns: { column: string; reencrypted: number }[];
      retirableKeyIds: string[];
    };
    expect(report.addedKeyId).toBe(report.activeKeyId);
    expect(report.columns.find((column) => column.column === 'accounts.credentials')?.reencrypted).toBe(4);
    expect(report.retirableKeyIds).toEqual(before);
    expect(await testServer.store.encryptedValues.keyIdsInUse()).toEqual([report.activeKeyId]);

    // The running server started with the old key only: it finds the new one in the key file.
    const employees = await context.call('/unified/hris/employees', { account: context.accounts.bamboohr });
    expect(employees.status).toBe(200);

    const again = await runCliProcess(['keys', 'rotate-encryption'], testServer.environment);
    expect(again.exitCode).toBe(0);
    expect(again.stdout).toMatch(/Added encryption key \S+ to the key file and made it active/);
    expect((await context.call('/unified/hris/employees', { account: context.accounts.bamboohr })).status).toBe(200);
  }, 120_000);
});
