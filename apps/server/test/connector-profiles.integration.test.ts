import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectTestContext, startConnectTestContext } from './connect-test-context.js';
import { basicAuthorization } from './start-test-server.js';

let context: ConnectTestContext;
beforeAll(async () => {
  context = await startConnectTestContext();
});
afterAll(() => context.close());

describe('connector profile routes', () => {
  it('creates, reads, lists, updates and deletes a profile; the client secret is write-only and sealed at rest', async () => {
    const created = await context.api('POST', '/connector_profiles', {
      provider: 'googledrive',
      label: 'Production Google',
      auth_config: { client_id: 'client-1', client_secret: 'secret-1' },
      enabled_actions: ['googledrive_list_drives', 'googledrive_list_drives'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^cpr_/),
      provider: 'googledrive',
      version: '0.1.0',
      label: 'Production Google',
      auth_config: { client_id: 'client-1' },
      enabled_actions: ['googledrive_list_drives'],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = created.body.id;
    const stored = await context.testServer.store.connectorProfiles.get(context.testServer.project.id, id);
    expect(JSON.stringify(stored)).not.toContain('secret-1');

    expect((await context.api('GET', `/connector_profiles/${id}`)).body).toEqual(created.body);
    expect((await context.api('GET', '/connector_profiles?provider=googledrive')).body).toEqual([created.body]);
    expect((await context.api('GET', '/connector_profiles?provider=bamboohr')).body).toEqual([]);

    const renamed = await context.api('PATCH', `/connector_profiles/${id}`, { label: null, auth_config: { client_id: 'client-2' }, enabled_actions: null });
    expect(renamed).toMatchObject({ status: 200, body: { label: null, auth_config: { client_id: 'client-2' }, enabled_actions: null } });
    const secretKept = await context.testServer.store.connectorProfiles.get(context.testServer.project.id, id);
    expect(secretKept!.authConfig).not.toEqual(stored!.authConfig);
    expect(JSON.stringify(renamed.body)).not.toContain('secret');

    const withoutClient = await context.api('PATCH', `/connector_profiles/${id}`, { auth_config: null });
    expect(withoutClient.body.auth_config).toBeNull();
    expect(await context.api('PATCH', `/connector_profiles/${id}`, { auth_config: { client_id: 'only-id' } })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/body field "auth_config": profile .* has no OAuth client yet: give both client_id and client_secret/) },
    });

    const deleted = await context.api('DELETE', `/connector_profiles/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id } });
    expect(await context.api('GET', `/connector_profiles/${id}`)).toMatchObject({ status: 404, body: { message: `connector profile ${id} not found` } });
    expect((await context.api('DELETE', `/connector_profiles/${id}`)).status).toBe(404);
  });

  it.each([
    [{ provider: 'dropbox' }, /body field "provider": provider "dropbox" is not installed \(installed: .*bamboohr.*googledrive/],
    [{ provider: 'bamboohr', auth_config: { client_id: 'a', client_secret: 'b' } }, /body field "auth_config": BambooHR links with API keys, not OAuth 2.0/],
    [
      { provider: 'bamboohr', enabled_actions: ['bamboohr_list_employees', 'bamboohr_fire_everyone'] },
      /body field "enabled_actions": bamboohr has no action "bamboohr_fire_everyone"/,
    ],
    [{ provider: 'googledrive', auth_config: { client_id: 'a' } }, /body field "auth_config.client_secret"/],
    [{ provider: 'googledrive', colour: 'blue' }, /colour/],
    [{ version: '1.0.0' }, /body field "provider"/],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    expect(await context.api('POST', '/connector_profiles', body)).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: expect.stringMatching(message) },
    });
  });

  it('is project configuration: Read Only may read, an Accounts key may not', async () => {
    const readOnly = basicAuthorization(await context.testServer.createApiKey({ scopes: ['read_only'] }));
    const accountsOnly = basicAuthorization(await context.testServer.createApiKey({ scopes: ['accounts'] }));
    expect((await context.api('GET', '/connector_profiles', undefined, readOnly)).status).toBe(200);
    expect((await context.api('POST', '/connector_profiles', { provider: 'bamboohr' }, readOnly)).status).toBe(403);
    expect((await context.api('GET', '/connector_profiles', undefined, accountsOnly)).status).toBe(403);
  });
});

describe('disabled actions', () => {
  it('are refused with 403 on RPC and unified routes for accounts of the profile, and allowed again once enabled', async () => {
    const profile = await context.api('POST', '/connector_profiles', {
      provider: 'bamboohr',
      enabled_actions: ['bamboohr_list_fields'],
    });
    const account = await context.testServer.createAccount({ provider: 'bamboohr', credentials: context.bamboohr.sandboxCredentials });
    await context.testServer.store.accounts.update(context.testServer.project.id, account.id, { connectorProfileId: profile.body.id });
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${context.testServer.url}${path}`, {
        ...init,
        headers: { authorization: context.authorization, 'x-account-id': account.id, 'content-type': 'application/json' },
      });

    const unified = await call('/unified/hris/employees');
    expect(unified.status).toBe(403);
    expect(await unified.json()).toMatchObject({
      statusCode: 403,
      message: `action bamboohr_list_employees is disabled for connector profile ${profile.body.id}`,
    });
    const rpc = await call('/actions/rpc', { method: 'POST', body: JSON.stringify({ action: 'bamboohr_list_employees' }) });
    expect(rpc.status).toBe(403);
    expect((await call('/actions/rpc', { method: 'POST', body: JSON.stringify({ action: 'bamboohr_list_fields' }) })).status).toBe(200);

    await context.api('PATCH', `/connector_profiles/${profile.body.id}`, { enabled_actions: null });
    expect((await call('/unified/hris/employees')).status).toBe(200);
  });

  it("govern accounts linked without a profile through their provider's newest profile", async () => {
    const account = await context.testServer.createAccount({ provider: 'googledrive', credentials: context.google.sandboxCredentials });
    const profile = await context.createGoogleProfile({ enabled_actions: ['googledrive_get_current_user'] });
    const drives = await fetch(`${context.testServer.url}/unified/documents/drives`, {
      headers: { authorization: context.authorization, 'x-account-id': account.id },
    });
    expect(drives.status).toBe(403);
    expect(await drives.json()).toMatchObject({ message: `action googledrive_list_drives is disabled for connector profile ${profile.id}` });
  });
});
