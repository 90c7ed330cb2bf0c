import { hashApiKey, type Scope, scopeLabel } from '@openunified/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeFeature, probeMethods } from './probe-feature.js';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

/** docs/concepts/authentication.md, per scope: which route families (with any method) and which methods it allows. */
const expectedAccess: Record<Scope, (routeScope: string, method: string) => boolean> = {
  full_access: () => true,
  read_only: (_routeScope, method) => method === 'GET',
  accounts: (routeScope) => routeScope === 'accounts',
  actions: (routeScope) => routeScope === 'actions',
};

describe('API key authentication and scopes', () => {
  let testServer: TestServer;
  const keys = {} as Record<Scope, string>;

  beforeAll(async () => {
    testServer = await startTestServer({ environment: { RATE_LIMIT_POINTS: '1000' }, extraFeatures: [probeFeature] });
    for (const scope of Object.keys(expectedAccess) as Scope[]) keys[scope] = await testServer.createApiKey({ scopes: [scope] });
  });
  afterAll(() => testServer.close());

  const call = (path: string, init: { method?: string; authorization?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${testServer.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(init.authorization && { authorization: init.authorization }), ...init.headers },
    });

  it('answers 401 without a key, with a malformed header, an unknown key or a revoked key', async () => {
    const revokedKey = await testServer.createApiKey();
    const revoked = await testServer.store.apiKeys.findByHash(hashApiKey(revokedKey));
    await testServer.store.apiKeys.revoke(revoked!.id);

    for (const authorization of [
      undefined,
      `Bearer ${keys.full_access}`,
      basicAuthorization('ouk_notarealkeynotarealkeynotarealkeynotarealke'),
      basicAuthorization(revokedKey),
    ]) {
      for (const path of ['/accounts', '/probe/general']) {
        const response = await call(path, { ...(authorization && { authorization }) });
        expect(response.status, `${path} with ${authorization ?? 'no header'}`).toBe(401);
        expect(await response.json()).toMatchObject({ statusCode: 401 });
      }
    }
  });

  it('lets through public routes without a key', async () => {
    expect((await call('/health')).status).toBe(200);
    expect((await call('/openapi.json')).status).toBe(200);
  });

  it('grants each scope exactly its routes and methods, else 403 Forbidden resource naming the scopes needed', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [scope, allows] of Object.entries(expectedAccess)) {
      for (const routeScope of ['accounts', 'actions', 'general']) {
        for (const method of probeMethods) {
          const response = await call(`/probe/${routeScope}`, { method, authorization: basicAuthorization(keys[scope as Scope]) });
          const body = (await response.json()) as { message?: string };
          outcomes.push(`${scope} ${method} ${routeScope}: ${response.status} ${body.message ?? ''}`.trim());
          const needed = Object.entries(expectedAccess)
            .filter(([, grants]) => grants(routeScope, method))
            .map(([name]) => `"${scopeLabel(name as Scope)}"`)
            .join(' or ');
          const refusal = `403 Forbidden resource: ${method} /probe/${routeScope} needs an API key with the scope ${needed}; this key has "${scopeLabel(scope as Scope)}"`;
          expected.push(allows(routeScope, method) ? `${scope} ${method} ${routeScope}: 200` : `${scope} ${method} ${routeScope}: ${refusal}`);
        }
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('applies the scopes to the real account routes', async () => {
    const statuses: Record<string, number[]> = {};
    for (const scope of Object.keys(expectedAccess) as Scope[]) {
      const account = await testServer.createAccount();
      const authorization = basicAuthorization(keys[scope]);
      const headers = { authorization, 'content-type': 'application/json' };
      statuses[scope] = [
        (await call('/accounts', { authorization })).status,
        (await call(`/accounts/${account.id}/meta`, { authorization })).status,
        (await fetch(`${testServer.url}/accounts/${account.id}`, { method: 'PATCH', headers, body: '{"label":"x"}' })).status,
        (await call(`/accounts/${account.id}`, { method: 'DELETE', authorization })).status,
      ];
    }
    expect(statuses).toEqual({
      full_access: [200, 200, 200, 200],
      read_only: [200, 200, 403, 403],
      accounts: [200, 200, 200, 200],
      actions: [403, 403, 403, 403],
    });
  });

  it('allows a request when any one of several scopes allows it', async () => {
    const combined = basicAuthorization(await testServer.createApiKey({ scopes: ['read_only', 'actions'] }));
    expect((await call('/probe/general', { authorization: combined })).status).toBe(200);
    expect((await call('/probe/actions', { method: 'POST', authorization: combined })).status).toBe(200);
    expect((await call('/probe/general', { method: 'POST', authorization: combined })).status).toBe(403);
  });
});

describe('x-account-id resolution and project isolation', () => {
  let testServer: TestServer;
  let authorization: string;
  let otherProjectAuthorization: string;

  beforeAll(async () => {
    testServer = await startTestServer({ environment: { RATE_LIMIT_POINTS: '1000' }, extraFeatures: [probeFeature] });
    authorization = basicAuthorization(await testServer.createApiKey());
    const otherProject = await testServer.createProject('Other project');
    otherProjectAuthorization = basicAuthorization(await testServer.createApiKey({ projectId: otherProject.id }));
  });
  afterAll(() => testServer.close());

  const resolveAccount = async (accountId: string | undefined, as = authorization) => {
    const response = await fetch(`${testServer.url}/probe/account`, {
      headers: { authorization: as, ...(accountId !== undefined && { 'x-account-id': accountId }) },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('resolves an active account of the key project', async () => {
    const account = await testServer.createAccount();
    expect(await resolveAccount(account.id)).toEqual({ status: 200, body: { account_id: account.id } });
  });

  it('answers 400 when x-account-id is missing and 404 when it is unknown', async () => {
    expect(await resolveAccount(undefined)).toMatchObject({ status: 400, body: { message: 'x-account-id header is required' } });
    expect(await resolveAccount('acc_missing')).toMatchObject({ status: 404, body: { message: 'account acc_missing not found' } });
  });

  it('answers 412 for suspended and expired accounts', async () => {
    for (const status of ['suspended', 'expired'] as const) {
      const account = await testServer.createAccount({ status });
      const result = await resolveAccount(account.id);
      expect(result.status).toBe(412);
      expect(result.body.message).toMatch(new RegExp(`^account ${account.id} is ${status}`));
    }
  });

  it("treats another project's account as unknown on every route", async () => {
    const account = await testServer.createAccount();
    expect((await resolveAccount(account.id, otherProjectAuthorization)).status).toBe(404);

    const headers = { authorization: otherProjectAuthorization, 'content-type': 'application/json' };
    for (const [method, path, body] of [
      ['GET', `/accounts/${account.id}`],
      ['GET', `/accounts/${account.id}/meta`],
      ['PATCH', `/accounts/${account.id}`, '{"label":"stolen"}'],
      ['DELETE', `/accounts/${account.id}`],
    ] as const) {
      const response = await fetch(`${testServer.url}${path}`, { method, headers, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toMatchObject({ message: `account ${account.id} not found` });
    }
    const listed = await fetch(`${testServer.url}/accounts?account_ids=${account.id}`, { headers });
    expect(await listed.json()).toEqual([]);

    const owner = await fetch(`${testServer.url}/accounts/${account.id}`, { headers: { authorization } });
    expect(await owner.json()).toMatchObject({ id: account.id, label: null });
  });
});
