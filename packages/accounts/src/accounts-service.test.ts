import { randomBytes } from 'node:crypto';
import { actionPipelineModule, connectorModule } from '@openunified/action-pipeline';
import { authModule } from '@openunified/auth';
import { defineAction, defineConnector, defineConnectorManifest, listInputSchema } from '@openunified/connector-sdk';
import { hasStatus } from '@openunified/errors';
import { createStore, type Project, type Store, storeModule } from '@openunified/store';
import { Container } from 'inversify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AccountsService, AccountsServiceToken, accountsFeature } from './index.js';

const drives = defineConnectorManifest({
  connector: defineConnector({
    key: 'drives',
    name: 'Drives',
    version: '1.0.0',
    icon: '',
    description: 'A documents provider',
    release_stage: 'preview',
    categories: ['documents'],
    authentication: [],
    scope_definitions: [],
    resource_types: [],
    baseUrl: 'https://drives.invalid',
    actions: [
      defineAction({
        id: 'drives_list_drives',
        label: 'List drives',
        description: 'Lists drives',
        tags: [],
        schema_type: 'unified',
        unified: 'documents.drives.list',
        required_scopes: [],
        kind: 'list',
        input: listInputSchema(),
        run: async () => ({ data: [], next: null }),
      }),
    ],
  }),
});

/** The accounts feature on its own, as its README composes it: store, auth, the pipeline's registry, one connector. */
describe('AccountsService', () => {
  let store: Store;
  let project: Project;
  let accounts: AccountsService;

  beforeEach(async () => {
    store = await createStore({ sqlitePath: ':memory:' });
    const container = new Container();
    await container.load(
      storeModule(store),
      authModule({ keyring: { activeKeyId: 'k1', keys: { k1: randomBytes(32) } } }),
      actionPipelineModule(),
      connectorModule(drives),
      accountsFeature.module!,
    );
    accounts = container.get(AccountsServiceToken);
    const organization = await store.organizations.create({ name: 'Acme' });
    project = await store.projects.create({ organizationId: organization.id, name: 'Main' });
  });
  afterEach(() => store.close());

  it('links an account with its credentials sealed, and appends account events as it changes', async () => {
    const account = await accounts.create(project.id, { provider: 'drives', credentials: { access_token: 'secret-token' } });
    expect(account).toMatchObject({ provider: 'drives', provider_name: 'Drives', status: 'active', type: 'production' });
    expect(account).not.toHaveProperty('credentials');
    expect((await store.accounts.get(project.id, account.id))?.credentials).not.toContain('secret-token');

    await accounts.update(project.id, account.id, { label: 'Team drive', status: 'inactive' });
    await accounts.delete(project.id, account.id);
    // Sorted: the outbox orders events of one millisecond by their random ids.
    const events = await store.events.list(project.id);
    expect(events.map((event) => event.type).sort()).toEqual(['account.created', 'account.deleted', 'account.updated']);
    const updated = events.find((event) => event.type === 'account.updated');
    expect(updated?.payload).toMatchObject({ id: account.id, label: 'Team drive', status: 'inactive', status_reasons: [{ code: 'set_inactive' }] });
  });

  it('refuses to make an account whose link broke active again: only a new link does that', async () => {
    const account = await accounts.create(project.id, { provider: 'drives', credentials: {} });
    await store.accounts.update(project.id, account.id, { status: 'expired', statusReasons: [] });
    const refusal = await accounts.update(project.id, account.id, { status: 'active' }).catch((error: unknown) => error);
    expect(hasStatus(refusal, 409)).toBe(true);
  });

  it("describes the account's category and the unified operations its connector serves", async () => {
    const account = await accounts.create(project.id, { provider: 'drives', credentials: {} });
    expect(await accounts.meta(project.id, account.id)).toEqual({
      provider: 'drives',
      category: 'documents',
      models: { drives: { list: { action_id: 'drives_list_drives' } } },
    });
  });
});
