import { defineConnector, defineConnectorManifest } from '@openunified/connector-sdk';
import type { Feature } from '@openunified/feature-kit';
import { McpSessionsToken } from '@openunified/mcp';
import { createStore, type Store } from '@openunified/store';
import { WebhookTokens } from '@openunified/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationError, createPlatformContainer, type PlatformFeatures, platformFeatures, startDataSyncWorker } from '../src/index.js';
import { basicAuthorization, startTestPlatform, type TestPlatform } from '../src/testing/index.js';

const notes = defineConnectorManifest({
  connector: defineConnector({
    key: 'notes',
    name: 'Notes',
    version: '1.0.0',
    icon: '',
    description: 'A connector with no action',
    release_stage: 'preview',
    categories: ['documents'],
    authentication: [],
    scope_definitions: [],
    resource_types: [],
    baseUrl: 'https://notes.invalid',
    actions: [],
  }),
});

interface OpenApiDocument {
  paths: Record<string, unknown>;
}

describe('a platform composed without MCP and webhooks', () => {
  let store: Store;
  let testPlatform: TestPlatform;
  let key: string;

  beforeAll(async () => {
    store = await createStore({ sqlitePath: ':memory:' });
    testPlatform = await startTestPlatform({
      connectors: [notes],
      store,
      features: (config) => {
        const feature = platformFeatures(config);
        return [
          feature.health,
          feature.accounts,
          feature.unified,
          feature.permissions,
          feature.actions,
          feature.requestLogs,
          feature.linking,
          feature.dataSync,
        ];
      },
    });
    key = await testPlatform.createApiKey();
  });
  afterAll(async () => {
    await testPlatform?.close();
    await store.close();
  });

  const get = (path: string) => fetch(`${testPlatform.url}${path}`, { headers: { authorization: basicAuthorization(key) } });

  it('serves the features it is composed with', async () => {
    const account = await testPlatform.createAccount({ provider: 'notes', credentials: { api_key: 'k' } });
    const accounts = await get('/accounts');
    expect(accounts.status).toBe(200);
    expect(((await accounts.json()) as { id: string }[]).map((listed) => listed.id)).toEqual([account.id]);

    const catalogue = await get('/actions');
    expect(catalogue.status).toBe(200);
    expect(JSON.stringify(await catalogue.json())).not.toMatch(/mcp/i);

    const document = (await (await get('/openapi.json')).json()) as OpenApiDocument;
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining(['/accounts', '/actions', '/connect_sessions', '/health']));
    const unifiedPath = paths.find((path) => path.startsWith('/unified/') && !path.includes('{'));
    expect(unifiedPath).toBeDefined();
    // The route is served: the account it needs is missing, not the route.
    const unified = await get(unifiedPath as string);
    expect(unified.status).toBe(400);
    expect(await unified.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/x-account-id/i) });
  });

  it('has no route, OpenAPI entry or service of the features left out', async () => {
    const document = (await (await get('/openapi.json')).json()) as OpenApiDocument;
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => path.startsWith('/mcp') || path.startsWith('/webhooks'))).toEqual([]);
    expect(JSON.stringify(document)).not.toMatch(/"\/mcp|"\/webhooks/);

    for (const path of ['/mcp', '/webhooks']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ statusCode: 404 });
    }
    const { container } = testPlatform.platform;
    expect(container.isBound(McpSessionsToken)).toBe(false);
    expect(container.isBound(WebhookTokens.Dispatcher)).toBe(false);
    expect(container.isBound(WebhookTokens.Endpoints)).toBe(false);
  });
});

describe('the default composition', () => {
  it('serves every feature, MCP and webhooks included', async () => {
    const store = await createStore({ sqlitePath: ':memory:' });
    const testPlatform = await startTestPlatform({ connectors: [notes], store });
    try {
      const document = (await (await fetch(`${testPlatform.url}/openapi.json`)).json()) as OpenApiDocument;
      const paths = Object.keys(document.paths);
      expect(paths).toEqual(expect.arrayContaining(['/mcp', '/webhooks', '/accounts']));
      expect(testPlatform.platform.container.isBound(McpSessionsToken)).toBe(true);
    } finally {
      await testPlatform.close();
      await store.close();
    }
  });
});

describe('a composition with a gap', () => {
  const compose = async (pick: (feature: PlatformFeatures) => Feature[]) => {
    const store = await createStore({ sqlitePath: ':memory:' });
    try {
      const platformContainer = await createPlatformContainer({ connectors: [notes], store, features: (config) => pick(platformFeatures(config)) });
      await platformContainer.close();
    } finally {
      await store.close();
    }
  };

  it('refuses to start when a feature misses one it requires, naming both', async () => {
    const failure = compose((feature) => [feature.health, feature.accounts, feature.mcp]);
    await expect(failure).rejects.toBeInstanceOf(ConfigurationError);
    await expect(failure).rejects.toThrow('the feature "mcp" requires "actions", which the platform is not composed with');
    await expect(compose((feature) => [feature.dataSync])).rejects.toThrow('the feature "data-sync" requires "accounts"');
    await expect(compose((feature) => [feature.linking, feature.unified])).rejects.toThrow('the feature "linking" requires "accounts"');
  });

  it('refuses a feature composed twice', async () => {
    await expect(compose((feature) => [feature.accounts, feature.accounts])).rejects.toThrow('the feature "accounts" is composed twice');
  });

  it('refuses a data-sync worker composed without data sync', async () => {
    const store = await createStore({ sqlitePath: ':memory:' });
    try {
      const worker = startDataSyncWorker({ connectors: [notes], store, features: (config) => [platformFeatures(config).accounts] });
      await expect(worker).rejects.toThrow(new ConfigurationError('a data-sync worker runs the "data-sync" feature: add it to features'));
    } finally {
      await store.close();
    }
  });
});
