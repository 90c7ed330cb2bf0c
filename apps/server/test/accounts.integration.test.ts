import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

const accountFields = [
  'created_at',
  'id',
  'label',
  'metadata',
  'origin_owner_id',
  'origin_owner_name',
  'origin_username',
  'provider',
  'provider_name',
  'status',
  'status_reasons',
  'type',
  'updated_at',
];

describe('account routes', () => {
  let testServer: TestServer;
  let authorization: string;

  beforeAll(async () => {
    testServer = await startTestServer({ environment: { RATE_LIMIT_POINTS: '1000' } });
    authorization = basicAuthorization(await testServer.createApiKey());
  });
  afterAll(() => testServer.close());

  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${testServer.url}${path}`, {
      method,
      headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  it('returns the wire shape and never the credentials', async () => {
    const created = await testServer.createAccount({ label: 'Acme drive', credentials: { access_token: 'ya29.secret-token', token_type: 'Bearer' } });
    const { status, body } = await call('GET', `/accounts/${created.id}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(accountFields);
    expect(body).toMatchObject({
      id: created.id,
      provider: 'googledrive',
      provider_name: 'Google Drive',
      status: 'active',
      status_reasons: [],
      origin_owner_id: 'customer-1',
      label: 'Acme drive',
      type: 'production',
    });
    expect(JSON.stringify(body)).not.toContain('ya29.secret-token');
  });

  it('lists with filters, repeated array parameters and paging', async () => {
    const owner = `owner-${Date.now()}`;
    const drive = await testServer.createAccount({ originOwnerId: owner });
    const lms = await testServer.createAccount({ originOwnerId: owner, provider: 'talentlms', credentials: { api_key: 'k', domain: 'acme' } });
    const hris = await testServer.createAccount({ originOwnerId: owner, provider: 'bamboohr', credentials: { api_key: 'k', company_domain: 'acme' }, status: 'inactive' });

    // Accounts created in the same millisecond have no defined order, so sets are compared.
    const ids = (accounts: { id: string }[]) => accounts.map((account) => account.id).sort();
    const list = async (query: string) => ids((await call('GET', `/accounts?${query}`)).body);
    expect(await list(`origin_owner_id=${owner}`)).toEqual(ids([drive, lms, hris]));
    expect(await list(`origin_owner_ids=${owner}&providers=talentlms&providers=bamboohr`)).toEqual(ids([lms, hris]));
    expect(await list(`origin_owner_id=${owner}&provider=googledrive`)).toEqual([drive.id]);
    expect(await list(`origin_owner_id=${owner}&status=inactive`)).toEqual([hris.id]);
    expect(await list(`account_ids=${drive.id}&account_ids=${hris.id}`)).toEqual(ids([drive, hris]));

    const firstPage = await list(`origin_owner_id=${owner}&page_size=2`);
    const secondPage = await list(`origin_owner_id=${owner}&page_size=2&page=2`);
    expect(firstPage).toHaveLength(2);
    expect([...firstPage, ...secondPage].sort()).toEqual(ids([drive, lms, hris]));
  });

  it('updates the allowed fields and refuses unknown ones by name', async () => {
    const account = await testServer.createAccount();
    const updated = await call('PATCH', `/accounts/${account.id}`, {
      label: 'Renamed',
      metadata: { tier: 'gold' },
      origin_owner_name: 'Customer Renamed',
      origin_username: 'jane',
      type: 'TEST',
      status: 'inactive',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      label: 'Renamed',
      metadata: { tier: 'gold' },
      origin_owner_name: 'Customer Renamed',
      origin_username: 'jane',
      type: 'test',
      status: 'inactive',
      status_reasons: [{ code: 'set_inactive' }],
    });

    const unknown = await call('PATCH', `/accounts/${account.id}`, { label: 'x', credentials: { token: 'y' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/credentials/);
  });

  it('lets a client set only active, inactive or archived, and not revive a broken link', async () => {
    const account = await testServer.createAccount();
    expect((await call('PATCH', `/accounts/${account.id}`, { status: 'expired' })).status).toBe(400);
    expect((await call('PATCH', `/accounts/${account.id}`, { status: 'archived' })).body.status).toBe('archived');
    expect((await call('PATCH', `/accounts/${account.id}`, { status: 'active' })).body).toMatchObject({ status: 'active', status_reasons: [] });

    const expired = await testServer.createAccount({ status: 'expired' });
    const revived = await call('PATCH', `/accounts/${expired.id}`, { status: 'active' });
    expect(revived.status).toBe(409);
    expect(revived.body.message).toMatch(/connect session/);
  });

  it('deletes and returns the deleted account', async () => {
    const account = await testServer.createAccount();
    const deleted = await call('DELETE', `/accounts/${account.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id: account.id } });
    expect((await call('GET', `/accounts/${account.id}`)).status).toBe(404);
    expect((await call('DELETE', `/accounts/${account.id}`)).status).toBe(404);
  });

  it("describes the account's category and the models its connector serves", async () => {
    const account = await testServer.createAccount();
    const { status, body } = await call('GET', `/accounts/${account.id}/meta`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ provider: 'googledrive', category: 'documents' });
    expect(body.models.drives.list.action_id).toBe('googledrive_list_drives');
  });
});
