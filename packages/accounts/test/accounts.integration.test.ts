import bamboohr from '@openunified/connector-bamboohr';
import googledrive from '@openunified/connector-googledrive';
import talentlms from '@openunified/connector-talentlms';
import { basicAuthorization, startTestPlatform, type TestAccountInput, type TestPlatform } from '@openunified/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
  let testServer: TestPlatform;
  let authorization: string;

  beforeAll(async () => {
    testServer = await startTestPlatform({ features: ['accounts'], connectors: [googledrive, talentlms, bamboohr] });
    authorization = basicAuthorization(await testServer.createApiKey());
  });
  afterAll(() => testServer?.close());

  /** A Google Drive account with a made-up token unless told. */
  const createAccount = (input: Partial<TestAccountInput> = {}) =>
    testServer.createAccount({
      provider: 'googledrive',
      credentials: { access_token: 'test-access-token', token_type: 'Bearer' },
      originOwnerId: 'customer-1',
      originOwnerName: 'Customer One',
      ...input,
    });

  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${testServer.url}${path}`, {
      method,
      headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  it('returns the wire shape and never the credentials', async () => {
    const created = await createAccount({ label: 'Acme drive', credentials: { access_token: 'ya29.secret-token', token_type: 'Bearer' } });
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
    const drive = await createAccount({ originOwnerId: owner });
    const lms = await createAccount({ originOwnerId: owner, provider: 'talentlms', credentials: { api_key: 'k', domain: 'acme' } });
    const hris = await createAccount({ originOwnerId: owner, provider: 'bamboohr', credentials: { api_key: 'k', company_domain: 'acme' }, status: 'inactive' });

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
    const account = await createAccount();
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
    const account = await createAccount();
    expect((await call('PATCH', `/accounts/${account.id}`, { status: 'expired' })).status).toBe(400);
    expect((await call('PATCH', `/accounts/${account.id}`, { status: 'archived' })).body.status).toBe('archived');
    expect((await call('PATCH', `/accounts/${account.id}`, { status: 'active' })).body).toMatchObject({ status: 'active', status_reasons: [] });

    const expired = await createAccount({ status: 'expired' });
    const revived = await call('PATCH', `/accounts/${expired.id}`, { status: 'active' });
    expect(revived.status).toBe(409);
    expect(revived.body.message).toMatch(/connect session/);
  });

  it('deletes and returns the deleted account', async () => {
    const account = await createAccount();
    const deleted = await call('DELETE', `/accounts/${account.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id: account.id } });
    expect((await call('GET', `/accounts/${account.id}`)).status).toBe(404);
    expect((await call('DELETE', `/accounts/${account.id}`)).status).toBe(404);
  });

  it("keeps another project's accounts out of reach: not listed, and 404 on read, meta, update and delete", async () => {
    const otherProject = await testServer.createProject('Other project');
    const owner = `foreign-owner-${Date.now()}`;
    const foreign = await createAccount({ projectId: otherProject.id, originOwnerId: owner });

    expect((await call('GET', `/accounts?origin_owner_id=${owner}`)).body).toEqual([]);
    expect((await call('GET', `/accounts?account_ids=${foreign.id}`)).body).toEqual([]);
    for (const [method, path, body] of [
      ['GET', `/accounts/${foreign.id}`],
      ['GET', `/accounts/${foreign.id}/meta`],
      ['PATCH', `/accounts/${foreign.id}`, { label: 'Taken over' }],
      ['DELETE', `/accounts/${foreign.id}`],
    ] as const) {
      const answer = await call(method, path, body);
      expect(answer, `${method} ${path}`).toMatchObject({ status: 404, body: { statusCode: 404, message: expect.stringContaining(foreign.id) } });
    }

    // Untouched, as its own project's key sees it.
    const ownKey = basicAuthorization(await testServer.createApiKey({ projectId: otherProject.id }));
    const own = await testServer.request(`/accounts/${foreign.id}`, { authorization: ownKey });
    expect(own).toMatchObject({ status: 200, body: { id: foreign.id, label: null, status: 'active' } });
  });

  it("describes the account's category and the models its connector serves", async () => {
    const account = await createAccount();
    const { status, body } = await call('GET', `/accounts/${account.id}/meta`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ provider: 'googledrive', category: 'documents' });
    expect(body.models.drives.list.action_id).toBe('googledrive_list_drives');
  });

  it("lists an account's events newest first, a page at a time, and 404s for another project's account", async () => {
    const account = await createAccount({ label: 'events' });
    const other = await createAccount({ label: 'other' });
    for (const label of ['one', 'two']) expect((await call('PATCH', `/accounts/${account.id}`, { label })).status).toBe(200);
    expect((await call('PATCH', `/accounts/${other.id}`, { label: 'noise' })).status).toBe(200);

    const first = await call('GET', `/accounts/${account.id}/events?page_size=2`);
    expect(first.status).toBe(200);
    expect(first.body.data.map((event: any) => [event.type, event.data.label])).toEqual([
      ['account.updated', 'two'],
      ['account.updated', 'one'],
    ]);
    expect(Object.keys(first.body.data[0]).sort()).toEqual(['created_at', 'data', 'id', 'type']);
    expect(first.body.data[0].data.id).toBe(account.id);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await call('GET', `/accounts/${account.id}/events?page_size=2&next=${encodeURIComponent(first.body.next)}`);
    expect(second.status).toBe(200);
    expect(second.body.data.map((event: any) => [event.type, event.data.label])).toEqual([['account.created', 'events']]);
    expect(second.body.next).toBeNull();

    expect((await call('GET', `/accounts/${account.id}/events?page_size=0`)).status).toBe(400);
    expect((await call('GET', `/accounts/${account.id}/events?page_size=101`)).status).toBe(400);
    expect((await call('GET', `/accounts/${account.id}/events?next=nonsense`)).status).toBe(400);
    expect((await call('GET', '/accounts/acc_missing/events')).status).toBe(404);

    const otherProject = await testServer.createProject('Events elsewhere');
    const foreign = await createAccount({ projectId: otherProject.id });
    const denied = await call('GET', `/accounts/${foreign.id}/events`);
    expect(denied.status).toBe(404);
    expect(denied.body).toMatchObject({ message: expect.stringContaining('not found') });
  });
});
