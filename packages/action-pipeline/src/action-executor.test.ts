import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CredentialCipher } from '@openunified/auth';
import { apiKeyAuthentication, defineAction, defineConnector, getInputSchema, listInputSchema } from '@openunified/connector-sdk';
import { type RunningEmulator, startEmulatorServer } from '@openunified/connector-sdk/emulator';
import { expectApiError } from '@openunified/connector-sdk/testing';
import { ForbiddenError } from '@openunified/errors';
import { type AccountRecord, createStore, type ProviderLogRecord, type Store, WriteBehindQueue } from '@openunified/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionExecutor } from './action-executor.js';
import { allowAllActions } from './action-policy.js';
import { ConnectorRegistry } from './connector-registry.js';
import { type CredentialSource, StoredCredentialSource } from './credential-source.js';
import { toRawExchanges } from './raw-capture.js';

const listWidgets = defineAction({
  id: 'widgets_list_widgets',
  label: 'List widgets',
  description: 'Lists widgets',
  tags: [],
  schema_type: 'unified',
  required_scopes: [],
  kind: 'list',
  unified: 'documents.drives.list',
  input: listInputSchema(),
  async run({ input, http }) {
    const response = await http.get<{ widgets: { id: string }[] }>('/widgets', { query: { limit: input.query.page_size } });
    return { data: response.body.widgets, next: null };
  },
});

const brokenMapper = defineAction({
  id: 'widgets_get_widget',
  label: 'Get widget',
  description: 'Reads a widget with a mapper that chokes on what the provider sends',
  tags: [],
  schema_type: 'native',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ http, input }) {
    const response = await http.get<{ widget: null }>(`/widgets/${input.path.id}`);
    return { data: (response.body.widget as unknown as { name: string }).name };
  },
});

const widgetsConnector = defineConnector({
  key: 'widgets',
  name: 'Widgets',
  version: '1.0.0',
  icon: '',
  description: 'A provider of widgets',
  release_stage: 'preview',
  categories: ['documents'],
  authentication: [
    apiKeyAuthentication({
      fields: [{ key: 'api_key', label: 'API key', secret: true }],
      apply: (credentials) => ({ headers: { 'x-api-key': credentials.api_key ?? '' } }),
      verifyActionId: 'widgets_list_widgets',
    }),
  ],
  scope_definitions: [],
  resource_types: ['widget'],
  baseUrl: 'https://widgets.example.com/v1',
  actions: [listWidgets, brokenMapper],
});

let emulator: RunningEmulator;
let store: Store;
let account: AccountRecord;
let cipher: CredentialCipher;
let providerLogs: WriteBehindQueue<Omit<ProviderLogRecord, 'id'>>;

beforeAll(async () => {
  emulator = await startEmulatorServer({
    name: 'widgets',
    authenticate: (request) => (request.headers['x-api-key'] === 'good-key' ? undefined : { status: 401, body: { error: 'bad key' } }),
    routes: [
      { method: 'GET', pattern: '/v1/widgets', handle: () => ({ body: { widgets: [{ id: 'w1' }, { id: 'w2' }] } }) },
      { method: 'GET', pattern: '/v1/widgets/:id', handle: () => ({ body: { widget: null } }) },
    ],
  });
  store = await createStore({ sqlitePath: join(await mkdtemp(join(tmpdir(), 'pipeline-')), 'store.sqlite') });
  providerLogs = new WriteBehindQueue((logs) => store.providerLogs.createMany(logs));
  cipher = new CredentialCipher({ activeKeyId: 'k1', keys: { k1: randomBytes(32) } });
  const organization = await store.organizations.create({ name: 'Acme' });
  const project = await store.projects.create({ organizationId: organization.id, name: 'Default' });
  account = await store.accounts.create(project.id, {
    projectId: project.id,
    provider: 'widgets',
    connectorProfileId: null,
    originOwnerId: 'owner-1',
    originOwnerName: 'Owner',
    originUsername: null,
    label: null,
    metadata: {},
    type: 'production',
    credentials: cipher.encryptJson({ api_key: 'good-key' }),
    credentialsExpireAt: null,
  });
});

afterAll(async () => {
  await emulator?.close();
  await store?.close();
});

function executor(options: { credentialSource?: CredentialSource; policy?: typeof allowAllActions } = {}) {
  return new ActionExecutor(
    providerLogs,
    new ConnectorRegistry([widgetsConnector]),
    options.credentialSource ?? new StoredCredentialSource(cipher),
    options.policy ?? allowAllActions,
    // No test here waits on the budget: it only has to outlast a loaded machine's slowest call.
    { originOverrides: { widgets: emulator.url }, budgetMs: 20_000 },
  );
}

describe('ActionExecutor', () => {
  it('runs the unified action with decrypted credentials and files every provider call under the request id', async () => {
    const executed = await executor().execute({
      account,
      action: { unified: 'documents.drives.list' },
      input: { query: { page_size: 2 } },
      requestId: 'req-list-1',
      passThroughQuery: { include: 'archived' },
    });
    expect(executed.result.data).toEqual([{ id: 'w1' }, { id: 'w2' }]);
    expect(executed.calls).toHaveLength(1);
    expect(emulator.requests.at(-1)?.query).toContain('include=archived');

    await providerLogs.flush();
    const logs = await store.providerLogs.listByRequest(account.projectId, 'req-list-1');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ method: 'GET', status: 200, accountId: account.id });
    expect(JSON.stringify(logs)).not.toContain('good-key');

    expect(toRawExchanges(executed.calls)[0]).toMatchObject({ method: 'GET', body: null, response: { widgets: [{ id: 'w1' }, { id: 'w2' }] } });
  });

  it('answers 400 naming the member when the input does not validate', async () => {
    const error = await expectApiError(
      executor().execute({ account, action: { id: 'widgets_list_widgets' }, input: { query: { page_size: 500 } }, requestId: 'req-bad' }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/invalid input for widgets_list_widgets: query\.page_size/);
  });

  it('answers 400 naming the input field that holds a lone surrogate, before any provider call', async () => {
    const before = emulator.requests.length;
    const error = await expectApiError(
      executor().execute({ account, action: { id: 'widgets_get_widget' }, input: { path: { id: JSON.parse('"w\\ud800"') } }, requestId: 'req-lone' }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('invalid input for widgets_get_widget: input field "path.id" is not well-formed Unicode (it holds a lone UTF-16 surrogate)');
    expect(emulator.requests.length).toBe(before);
  });

  it('answers 422 for a unified operation the connector lacks and 404 for an unknown action', async () => {
    expect((await expectApiError(executor().execute({ account, action: { unified: 'hris.employees.list' }, input: {}, requestId: 'r' }))).statusCode).toBe(422);
    expect((await expectApiError(executor().execute({ account, action: { id: 'widgets_nothing' }, input: {}, requestId: 'r' }))).statusCode).toBe(404);
  });

  it('answers 422 when the account belongs to a connector that is not installed', async () => {
    const error = await expectApiError(
      executor().execute({ account: { ...account, provider: 'uninstalled' }, action: { id: 'x' }, input: {}, requestId: 'r' }),
    );
    expect(error.statusCode).toBe(422);
    expect(error.message).toContain('"uninstalled"');
  });

  it('turns a connector that cannot read the provider response into a 502, keeping the provider log', async () => {
    const error = await expectApiError(
      executor().execute({ account, action: { id: 'widgets_get_widget' }, input: { path: { id: 'w1' } }, requestId: 'req-broken' }),
    );
    expect(error.statusCode).toBe(502);
    await providerLogs.flush();
    const logs = await store.providerLogs.listByRequest(account.projectId, 'req-broken');
    expect(logs).toHaveLength(1);
    // A failed request keeps its bodies under the default sampling: they are what it is debugged with.
    expect(logs[0]).toMatchObject({ status: 200, bodyOmission: null, responseBody: '{"widget":null}' });
  });

  it('lets the policy refuse an action before any provider call', async () => {
    const refusing = { assertRunnable: async () => Promise.reject(new ForbiddenError('action widgets_list_widgets is disabled')) };
    const before = emulator.requests.length;
    const error = await expectApiError(executor({ policy: refusing }).execute({ account, action: { id: 'widgets_list_widgets' }, input: {}, requestId: 'r' }));
    expect(error.statusCode).toBe(403);
    expect(emulator.requests.length).toBe(before);
  });

  it('retries once with renewed credentials after a provider 401', async () => {
    const renewing: CredentialSource = {
      current: async () => ({ api_key: 'stale-key' }),
      afterUnauthorized: async () => ({ api_key: 'good-key' }),
    };
    const executed = await executor({ credentialSource: renewing }).execute({
      account,
      action: { id: 'widgets_list_widgets' },
      input: {},
      requestId: 'req-renew',
    });
    expect(executed.result.data).toHaveLength(2);
    expect(executed.calls.map((call) => call.status)).toEqual([401, 200]);
  });
});

describe('ConnectorRegistry', () => {
  it('refuses a connector of another specification version, and duplicate keys', () => {
    expect(() => new ConnectorRegistry([{ ...widgetsConnector, specificationVersion: 'v0' as 'v1' }])).toThrow(
      /connector "widgets" implements connector specification "v0", which this platform does not run \(it runs v1\)/,
    );
    expect(() => new ConnectorRegistry([widgetsConnector, widgetsConnector])).toThrow(/registered twice/);
  });
});
