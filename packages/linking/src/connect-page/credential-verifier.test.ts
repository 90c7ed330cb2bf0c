import { apiKeyAuthentication, defineAction, defineConnector, listInputSchema } from '@openunified/connector-sdk';
import { startEmulatorServer } from '@openunified/connector-sdk/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCredentials } from './credential-verifier.js';

const listProjects = defineAction({
  id: 'paddock_list_projects',
  label: 'List projects',
  description: 'Lists projects',
  kind: 'list',
  schema_type: 'native',
  tags: ['projects'],
  required_scopes: [],
  input: listInputSchema(),
  async run({ http }) {
    return { data: (await http.get<{ projects: unknown[] }>('/projects')).body.projects, next: null };
  },
});

const paddock = (verifyActionId: string) =>
  defineConnector({
    key: 'paddock',
    name: 'Paddock',
    version: '1.0.0',
    icon: '',
    description: 'A project tracker',
    release_stage: 'preview',
    categories: ['ticketing'],
    authentication: [
      apiKeyAuthentication({
        fields: [{ key: 'api_key', label: 'API key', secret: true }],
        apply: (credentials) => ({ headers: { 'x-api-key': credentials.api_key ?? '' } }),
        verifyActionId,
      }),
    ],
    scope_definitions: [],
    resource_types: [],
    baseUrl: 'https://api.paddock.invalid',
    actions: [listProjects],
  });

describe('verifyCredentials', () => {
  let emulator: Awaited<ReturnType<typeof startEmulatorServer>>;
  beforeAll(async () => {
    emulator = await startEmulatorServer({
      name: 'paddock',
      authenticate: (request) => (request.headers['x-api-key'] === 'right-key' ? undefined : { status: 401, body: { message: 'bad key' } }),
      routes: [{ method: 'GET', pattern: '/projects', handle: () => ({ status: 200, body: { projects: [] } }) }],
    });
  });
  afterAll(() => emulator.close());

  const verify = (verifyActionId: string, apiKey: string) => {
    const connector = paddock(verifyActionId);
    const method = connector.authentication[0]!;
    if (method.type !== 'api_key') throw new Error('the fixture is an API-key connector');
    return verifyCredentials(connector, method, { api_key: apiKey }, emulator.url);
  };

  it('links a key the provider accepts', async () => {
    expect(await verify('paddock_list_projects', 'right-key')).toBeUndefined();
  });

  it('refuses a key the provider refuses', async () => {
    expect(await verify('paddock_list_projects', 'WRONG-TOKEN')).toEqual({
      code: 'invalid_credentials',
      description: 'Paddock did not accept these credentials. Check them and try again.',
    });
  });

  it('never trusts a connector whose credential check is not among its actions', async () => {
    expect(await verify('paddock_get_me', 'WRONG-TOKEN')).toMatchObject({
      code: 'verification_failed',
      description: expect.stringContaining('cannot check credentials'),
    });
  });
});
