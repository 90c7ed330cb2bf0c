import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CredentialSource } from '@openunified/action-pipeline';
import { defineAction, defineConnector, defineConnectorManifest } from '@openunified/connector-sdk';
import { TooManyRequestsError } from '@openunified/errors';
import type { Feature } from '@openunified/feature-kit';
import { createStore, type Store } from '@openunified/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultFeatures, type RateLimiter } from '../src/index.js';
import { basicAuthorization, startTestPlatform, type TestPlatform } from '../src/testing/index.js';

/** A connector whose one action answers with the API key it was given: what the credential source handed out. */
const whoami = defineConnectorManifest({
  connector: defineConnector({
    key: 'whoami',
    name: 'Who Am I',
    version: '1.0.0',
    icon: '',
    description: 'Echoes its credentials',
    release_stage: 'preview',
    categories: ['documents'],
    authentication: [],
    scope_definitions: [],
    resource_types: [],
    baseUrl: 'https://whoami.invalid',
    actions: [
      defineAction({
        id: 'whoami_credentials',
        label: 'Credentials',
        description: 'The API key the action runs with',
        tags: [],
        schema_type: 'native',
        required_scopes: [],
        kind: 'other',
        input: z.object({}),
        run: async ({ credentials }) => ({ data: { api_key: credentials.api_key } }),
      }),
    ],
  }),
});

const greetingsFeature: Feature = {
  name: 'greetings',
  routes: async (app) => {
    app.get(
      '/greetings',
      { config: { access: { routeScope: 'general' } }, schema: { operationId: 'greet', response: { 200: z.object({ project_id: z.string() }) } } },
      (request) => ({ project_id: request.auth.project.id }),
    );
  },
};

const vault: CredentialSource = {
  current: async () => ({ api_key: 'from-the-vault' }),
  afterUnauthorized: async () => undefined,
};

/** Lets each key through twice, then refuses it. */
class TwoRequestsPerKey implements RateLimiter {
  private readonly counts = new Map<string, number>();
  async consume(apiKeyId: string): Promise<void> {
    const count = (this.counts.get(apiKeyId) ?? 0) + 1;
    this.counts.set(apiKeyId, count);
    if (count > 2) throw new TooManyRequestsError(7, 'the limiter of the platform team says slow down');
  }
}

describe('createPlatform', () => {
  let store: Store;
  let testPlatform: TestPlatform;

  beforeAll(async () => {
    store = await createStore({ sqlitePath: ':memory:' });
    testPlatform = await startTestPlatform({
      connectors: [whoami],
      store,
      rateLimiter: new TwoRequestsPerKey(),
      credentialSource: vault,
      features: (config) => [...defaultFeatures(config), greetingsFeature],
    });
  });
  afterAll(async () => {
    await testPlatform.close();
    await store.close();
  });

  it('serves the routes of an added feature behind authentication, and documents them', async () => {
    const key = await testPlatform.createApiKey();
    expect((await fetch(`${testPlatform.url}/greetings`)).status).toBe(401);
    const greeting = await fetch(`${testPlatform.url}/greetings`, { headers: { authorization: basicAuthorization(key) } });
    expect(await greeting.json()).toEqual({ project_id: testPlatform.project.id });
    const document = (await (await fetch(`${testPlatform.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(document.paths['/greetings']).toEqual({ get: expect.objectContaining({ operationId: 'greet' }) });
  });

  it('runs actions with the credentials of the given credential source, and spends the given rate limiter', async () => {
    const key = await testPlatform.createApiKey();
    const account = await testPlatform.createAccount({ provider: 'whoami', credentials: { api_key: 'stored-key' } });
    const rpc = () =>
      fetch(`${testPlatform.url}/actions/rpc`, {
        method: 'POST',
        headers: { authorization: basicAuthorization(key), 'x-account-id': account.id, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'whoami_credentials' }),
      });
    expect(await (await rpc()).json()).toEqual({ data: { api_key: 'from-the-vault' } });
    await rpc();
    const refused = await rpc();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(await refused.json()).toMatchObject({ statusCode: 429, message: 'the limiter of the platform team says slow down' });
  });

  it('works mounted in an HTTP server of your own', async () => {
    const server = createServer(testPlatform.platform.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/health`, { headers: { 'x-request-id': 'mounted-request-1' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toBe('mounted-request-1');
      const head = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/health`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(response.headers.get('content-length'));
    } finally {
      server.close();
    }
  });

  it('leaves a store it was given open when it closes', async () => {
    // A second platform on a store that holds credentials must be given the keys that sealed them.
    const platformOnSameStore = await startTestPlatform({ connectors: [], store, config: { dataDirectory: testPlatform.dataDirectory } });
    await platformOnSameStore.close();
    await platformOnSameStore.close();
    expect(await store.projects.get(testPlatform.project.id)).toMatchObject({ id: testPlatform.project.id });
  });
});
