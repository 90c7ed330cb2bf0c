import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccountStatus, createStore, type Store } from '@openunified/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountResolver } from './account-resolver.js';

let store: Store;
let projectId: string;
let otherProjectId: string;

beforeAll(async () => {
  store = await createStore({ sqlitePath: join(await mkdtemp(join(tmpdir(), 'resolver-')), 'store.sqlite') });
  const organization = await store.organizations.create({ name: 'Acme' });
  projectId = (await store.projects.create({ organizationId: organization.id, name: 'One' })).id;
  otherProjectId = (await store.projects.create({ organizationId: organization.id, name: 'Two' })).id;
});

afterAll(async () => store?.close());

async function accountWith(status: AccountStatus, inProject = projectId) {
  return store.accounts.create(inProject, {
    projectId: inProject,
    provider: 'bamboohr',
    connectorProfileId: null,
    originOwnerId: 'owner',
    originOwnerName: 'Owner',
    originUsername: null,
    label: null,
    metadata: {},
    type: 'production',
    credentials: null,
    credentialsExpireAt: null,
    status,
    statusReasons: status === 'active' ? [] : [{ code: 'why', description: 'the provider refused the refresh token', timestamp: new Date().toISOString() }],
  });
}

async function statusOf(promise: Promise<unknown>): Promise<{ statusCode: number; message: string }> {
  return promise.then(
    () => ({ statusCode: 200, message: '' }),
    (error: { statusCode: number; message: string }) => error,
  );
}

describe('AccountResolver', () => {
  it('resolves an active account of the project, trimming the header', async () => {
    const account = await accountWith('active');
    expect((await new AccountResolver(store).resolve(projectId, ` ${account.id} `)).id).toBe(account.id);
  });

  it('answers 400 without the header, 404 for unknown and foreign accounts', async () => {
    const resolver = new AccountResolver(store);
    expect(await statusOf(resolver.resolve(projectId, undefined))).toMatchObject({ statusCode: 400, message: 'x-account-id header is required' });
    expect((await statusOf(resolver.resolve(projectId, 'acc_missing'))).statusCode).toBe(404);
    const foreign = await accountWith('active', otherProjectId);
    expect(await statusOf(resolver.resolve(projectId, foreign.id))).toMatchObject({ statusCode: 404, message: `account ${foreign.id} not found` });
  });

  it.each(['suspended', 'expired', 'error'] as const)('answers 412 for a %s account, saying why', async (status) => {
    const account = await accountWith(status);
    expect(await statusOf(new AccountResolver(store).resolve(projectId, account.id))).toEqual(
      expect.objectContaining({ statusCode: 412, message: `account ${account.id} is ${status}: the provider refused the refresh token` }),
    );
  });
});
