import {
  type Credentials,
  encodeCompositeId,
  type IamGroup,
  type IamPolicy,
  type IamRole,
  type IamUser,
  iamGroupSchema,
  iamUserSchema,
  type ProviderCallRecord,
  type SyncParams,
} from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GROUP_MEMBERS_PER_READ } from './actions/get-group.js';
import { type RunningOktaEmulator, startOktaEmulator } from './emulator/index.js';
import { oktaConnector } from './index.js';
import { oktaStandardRoles } from './mappers/role.js';

let emulator: RunningOktaEmulator;

function run(actionId: string, input: SyncParams, options: { credentials?: Credentials; target?: RunningOktaEmulator; budgetMs?: number } = {}) {
  const target = options.target ?? emulator;
  return runAction(oktaConnector, actionId, input, {
    originOverride: target.url,
    credentials: options.credentials ?? target.sandboxCredentials,
    ...(options.budgetMs !== undefined && { budgetMs: options.budgetMs }),
  });
}

/** Follows `next` to the end; returns the records and how many pages it took. */
async function listAll<Record>(actionId: string, query: SyncParams['query'] = {}, input: SyncParams = {}, target?: RunningOktaEmulator) {
  const records: Record[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const result = await run(actionId, { ...input, query: { ...query, ...(cursor && { cursor }) } }, { target });
    records.push(...(result.data as Record[]));
    cursor = result.next ?? undefined;
    pages += 1;
  } while (cursor !== undefined && pages < 100);
  return { records, pages };
}

const byId = (left: { id: string }, right: { id: string }) => (left.id < right.id ? -1 : left.id > right.id ? 1 : 0);
const searchOf = (index: number) => new URLSearchParams(emulator.requests[index]!.query).get('search');

beforeAll(async () => {
  emulator = await startOktaEmulator({ seed: 11, userCount: 40, groupCount: 10, customRoleCount: 7, customRolesPerPage: 3 });
});

afterAll(async () => {
  await emulator.close();
});

beforeEach(() => {
  emulator.clearRequests();
  emulator.clearFaults();
});

describe('okta_list_users', () => {
  it('pages to the end through the after cursor of the Link header, one Okta call per page', async () => {
    const { records, pages } = await listAll<IamUser>('okta_list_users', { page_size: 7 });

    const expected = emulator.directory.users.filter((user) => user.status !== 'DEPROVISIONED').sort(byId);
    expect(records.map((record) => record.remote_id)).toEqual(expected.map((user) => user.id));
    expect(pages).toBe(Math.ceil(expected.length / 7));
    expect(emulator.requests).toHaveLength(pages);
    const queries = emulator.requests.map((request) => new URLSearchParams(request.query));
    expect(queries[0]!.get('after')).toBeNull();
    expect(queries[1]!.get('after')).toBe(records[6]!.remote_id);
    expect(queries.every((query) => query.get('limit') === '7')).toBe(true);
    for (const record of records) expect(iamUserSchema.parse(record)).toEqual(record);
  });

  it('sends the API token in an SSWS Authorization header', async () => {
    await run('okta_list_users', { query: { page_size: 1 } });

    expect(emulator.requests[0]!.headers.authorization).toBe(`SSWS ${emulator.sandboxCredentials.api_token}`);
  });

  it('filters by unified status with an Okta search, which includes deprovisioned users', async () => {
    const { records } = await listAll<IamUser>('okta_list_users', { page_size: 5, filter: { status: 'disabled' } });

    const disabled = emulator.directory.users.filter((user) => ['LOCKED_OUT', 'SUSPENDED', 'DEPROVISIONED'].includes(user.status)).sort(byId);
    expect(records.map((record) => record.remote_id)).toEqual(disabled.map((user) => user.id));
    expect(records.every((record) => record.status?.value === 'disabled')).toBe(true);
    expect(searchOf(0)).toBe('status eq "LOCKED_OUT" or status eq "SUSPENDED" or status eq "DEPROVISIONED"');
  });

  it('filters by e-mail in any case, and by Okta status', async () => {
    const target = emulator.directory.users[5]!;
    const { records } = await listAll<IamUser>('okta_list_users', { filter: { email: target.profile.email.toUpperCase() } });
    expect(records.map((record) => record.remote_id)).toEqual([target.id]);

    const locked = await run('okta_list_users', { query: { filter: { status: 'locked_out' } } });
    expect((locked.data as IamUser[]).map((user) => user.status?.source_value)).toEqual(['LOCKED_OUT']);
  });

  it('honours updated_after with a lastUpdated search', async () => {
    const instants = emulator.directory.users.map((user) => user.lastUpdated).sort();
    const updatedAfter = instants[Math.floor(instants.length / 2)]!;

    const { records } = await listAll<IamUser>('okta_list_users', { page_size: 100, updated_after: updatedAfter });

    const expected = emulator.directory.users.filter((user) => user.lastUpdated > updatedAfter).sort(byId);
    expect(records.map((record) => record.remote_id)).toEqual(expected.map((user) => user.id));
    expect(searchOf(0)).toBe(`lastUpdated gt "${updatedAfter}"`);
  });

  it('refuses a filter Okta cannot apply and an unknown status without calling Okta', async () => {
    expect((await expectApiError(run('okta_list_users', { query: { filter: { department: 'Sales' } } }))).statusCode).toBe(400);
    const unknownStatus = await expectApiError(run('okta_list_users', { query: { filter: { status: 'asleep' } } }));
    expect(unknownStatus.message).toContain('must be enabled, disabled, pending or an Okta status');
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('okta_get_user', () => {
  it('reads a user with its groups, by unified id or login, in two calls', async () => {
    const user = emulator.directory.users[3]!;
    const memberOf = emulator.directory.groups.filter((group) => emulator.directory.memberships.get(group.id)?.has(user.id));

    const byUnifiedId = (await run('okta_get_user', { path: { id: encodeCompositeId(user.id) } })).data as IamUser;
    const byLogin = (await run('okta_get_user', { path: { id: user.profile.login } })).data as IamUser;

    expect(iamUserSchema.parse(byUnifiedId)).toEqual(byUnifiedId);
    expect(byUnifiedId).toMatchObject({ remote_id: user.id, username: user.profile.login, first_name: user.profile.firstName });
    expect(byUnifiedId.groups?.map((group) => group.remote_id).sort()).toEqual(memberOf.map((group) => group.id).sort());
    expect(byLogin).toEqual(byUnifiedId);
    expect(
      emulator.requests
        .slice(0, 2)
        .map((request) => request.path)
        .sort(),
    ).toEqual([`/api/v1/users/${user.id}`, `/api/v1/users/${user.id}/groups`]);
  });

  it('answers an unknown user with a 404 carrying the Okta message', async () => {
    const failure = await expectApiError(run('okta_get_user', { path: { id: '00uNoSuchUser0000000' } }));

    expect(failure.statusCode).toBe(404);
    expect(failure.message).toBe('Not found: Resource not found: 00uNoSuchUser0000000 (User)');
  });

  it('refuses an id that would leave the users path, without a call', async () => {
    for (const id of ['..', '00u1/groups']) expect((await expectApiError(run('okta_get_user', { path: { id } }))).statusCode).toBe(400);
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('okta_create_user and okta_update_user', () => {
  it('creates a staged user and updates its profile partially, null clearing a field', async () => {
    const created = await run('okta_create_user', {
      body: {
        first_name: 'Katherine',
        last_name: 'Johnson',
        name: 'Katherine J.',
        primary_email_address: 'kj@sandbox.example',
        passthrough: { title: 'Mathematician' },
      },
    });

    const { id, remote_id: remoteId } = created.data as { id: string; remote_id: string };
    expect(id).toBe(encodeCompositeId(remoteId));
    const createRequest = emulator.requests.find((request) => request.method === 'POST')!;
    expect(new URLSearchParams(createRequest.query).get('activate')).toBe('false');
    const stored = emulator.directory.users.find((user) => user.id === remoteId)!;
    expect(stored).toMatchObject({
      status: 'STAGED',
      profile: {
        firstName: 'Katherine',
        lastName: 'Johnson',
        displayName: 'Katherine J.',
        email: 'kj@sandbox.example',
        login: 'kj@sandbox.example',
        title: 'Mathematician',
      },
    });

    const updated = await run('okta_update_user', { path: { id }, body: { last_name: 'Goble', name: null } });
    expect(updated.data).toEqual({ id, remote_id: remoteId });
    expect(stored.profile).toMatchObject({ firstName: 'Katherine', lastName: 'Goble', displayName: null, title: 'Mathematician' });
    const read = (await run('okta_get_user', { path: { id } })).data as IamUser;
    expect(read).toMatchObject({ name: 'Katherine Goble', status: { value: 'pending', source_value: 'STAGED' } });
  });

  it("turns Okta's refusal of a taken login into a 400 with the provider error", async () => {
    const taken = emulator.directory.users[1]!.profile.login;

    const failure = await expectApiError(
      run('okta_create_user', { body: { first_name: 'Dup', last_name: 'Licate', primary_email_address: taken.toUpperCase() } }),
    );

    expect(failure.statusCode).toBe(400);
    expect(failure.data).toMatchObject({
      statusCode: 400,
      message: 'Api validation failed: login (login: An object with this field already exists in the current organization)',
    });
    expect(failure.providerErrors).toEqual([
      expect.objectContaining({
        status: 400,
        url: expect.stringContaining('/api/v1/users?activate=false'),
        raw: expect.objectContaining({ errorCode: 'E0000001', errorCauses: [{ errorSummary: expect.stringContaining('already exists') }] }),
      }),
    ]);
  });

  it('names each field Okta requires, and does not retry a refused write', async () => {
    const failure = await expectApiError(run('okta_create_user', { body: { first_name: 'Only' } }));

    expect(failure.data?.message).toBe(
      'Api validation failed: login (login: The field cannot be left blank; email: The field cannot be left blank; lastName: The field cannot be left blank)',
    );
    expect(emulator.requests).toHaveLength(1);
  });

  it('refuses an update Okta would leave without a login, and a malformed e-mail before any call', async () => {
    const user = emulator.directory.users[2]!;
    const cleared = await expectApiError(run('okta_update_user', { path: { id: user.id }, body: { username: null } }));
    expect(cleared.data?.message).toContain('login: The field cannot be left blank');

    emulator.clearRequests();
    const malformed = await expectApiError(run('okta_update_user', { path: { id: user.id }, body: { primary_email_address: 'nope' } }));
    expect(malformed.statusCode).toBe(400);
    expect(emulator.requests).toHaveLength(0);
  });

  it('answers an update of an unknown user with 404', async () => {
    expect((await expectApiError(run('okta_update_user', { path: { id: '00uGone' }, body: { first_name: 'X' } }))).statusCode).toBe(404);
  });
});

describe('okta_list_groups and okta_get_group', () => {
  it('pages through every group with its member count, one call per page', async () => {
    const { records, pages } = await listAll<IamGroup>('okta_list_groups', { page_size: 4 });

    const expected = [...emulator.directory.groups].sort(byId);
    expect(records.map((record) => record.remote_id)).toEqual(expected.map((group) => group.id));
    expect(pages).toBe(3);
    for (const record of records) {
      expect(iamGroupSchema.parse(record)).toEqual(record);
      expect(record.member_count).toBe(emulator.directory.memberships.get(record.remote_id)!.size);
      expect(record.members).toBeNull();
    }
    expect(emulator.requests.every((request) => new URLSearchParams(request.query).get('expand') === 'stats')).toBe(true);
  });

  it('filters by name and type, and updated_after covers membership changes', async () => {
    const byName = await listAll<IamGroup>('okta_list_groups', { filter: { name: 'everY' } });
    expect(byName.records.map((group) => group.name)).toEqual(['Everyone']);

    const imported = await listAll<IamGroup>('okta_list_groups', { filter: { type: 'app_group' } });
    expect(imported.records.length).toBeGreaterThan(0);
    expect(imported.records.every((group) => group.type?.source_value === 'APP_GROUP')).toBe(true);

    const updatedAfter = '2023-06-01T00:00:00.000Z';
    emulator.clearRequests();
    const changed = await listAll<IamGroup>('okta_list_groups', { updated_after: updatedAfter });
    const expected = emulator.directory.groups.filter((group) => group.lastUpdated > updatedAfter || group.lastMembershipUpdated > updatedAfter);
    expect(changed.records.map((group) => group.remote_id).sort()).toEqual(expected.map((group) => group.id).sort());
    expect(changed.records.every((group) => group.updated_at! > updatedAfter)).toBe(true);
    expect(searchOf(0)).toBe(`lastUpdated gt "${updatedAfter}" or lastMembershipUpdated gt "${updatedAfter}"`);
  });

  it('reads a group with its members and count in two calls', async () => {
    const group = emulator.directory.groups[2]!;
    const memberIds = [...emulator.directory.memberships.get(group.id)!].sort();

    const record = (await run('okta_get_group', { path: { id: encodeCompositeId(group.id) } })).data as IamGroup;

    expect(iamGroupSchema.parse(record)).toEqual(record);
    expect(record).toMatchObject({ remote_id: group.id, name: group.profile.name, member_count: memberIds.length, has_more_members: false });
    expect(record.members!.map((member) => member.remote_id)).toEqual(memberIds);
    expect(emulator.requests).toHaveLength(2);
  });

  it('answers an unknown group with 404', async () => {
    expect((await expectApiError(run('okta_get_group', { path: { id: '00gNoSuchGroup000000' } }))).statusCode).toBe(404);
  });
});

describe('a group bigger than a read embeds', () => {
  let large: RunningOktaEmulator;
  beforeAll(async () => {
    large = await startOktaEmulator({ seed: 2, userCount: GROUP_MEMBERS_PER_READ + 30, groupCount: 1 });
  });
  afterAll(() => large.close());

  it(`embeds the first ${GROUP_MEMBERS_PER_READ} members and says there are more; okta_list_group_members pages through all`, async () => {
    const everyone = large.directory.groups[0]!;

    const record = (await run('okta_get_group', { path: { id: everyone.id } }, { target: large })).data as IamGroup;
    expect(record).toMatchObject({ member_count: GROUP_MEMBERS_PER_READ + 30, has_more_members: true });
    expect(record.members).toHaveLength(GROUP_MEMBERS_PER_READ);

    const { records, pages } = await listAll<IamUser>('okta_list_group_members', { page_size: 100 }, { path: { id: record.id } }, large);
    expect(pages).toBe(3);
    expect(records.map((user) => user.remote_id)).toEqual([...large.directory.memberships.get(everyone.id)!].sort());
  });
});

describe('okta_delete_user', () => {
  it('deactivates then deletes a user, leaving its groups; a second delete is a 404', async () => {
    const user = emulator.directory.users.find((candidate) => candidate.status === 'ACTIVE' && candidate.id !== emulator.directory.tokenOwnerId)!;
    const everyone = emulator.directory.groups[0]!;

    const result = await run('okta_delete_user', { path: { id: encodeCompositeId(user.id) } });

    expect(result.data).toEqual({ id: encodeCompositeId(user.id), remote_id: user.id });
    expect(emulator.requests.map((request) => `${request.method} ${request.path}${request.query}`)).toEqual([
      `GET /api/v1/users/${user.id}`,
      `DELETE /api/v1/users/${user.id}?sendEmail=false`,
      `DELETE /api/v1/users/${user.id}?sendEmail=false`,
    ]);
    expect(emulator.directory.users.some((candidate) => candidate.id === user.id)).toBe(false);
    expect(emulator.directory.memberships.get(everyone.id)?.has(user.id)).toBe(false);
    const again = await expectApiError(run('okta_delete_user', { path: { id: user.id } }));
    expect(again.statusCode).toBe(404);
    expect(again.message).toBe(`Not found: Resource not found: ${user.id} (User)`);
  });

  it('deletes a deactivated user with one DELETE', async () => {
    const user = emulator.directory.users.find((candidate) => candidate.status === 'DEPROVISIONED')!;

    await run('okta_delete_user', { path: { id: user.profile.login } });

    expect(emulator.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(emulator.directory.users.some((candidate) => candidate.id === user.id)).toBe(false);
  });

  it('does not retry a DELETE that failed, since it may have moved the user on', async () => {
    const user = emulator.directory.users.find((candidate) => candidate.status === 'ACTIVE' && candidate.id !== emulator.directory.tokenOwnerId)!;
    emulator.injectFault({ type: 'server_error', method: 'DELETE', pathPrefix: `/api/v1/users/${user.id}`, times: 1 });

    expect((await expectApiError(run('okta_delete_user', { path: { id: user.id } }))).statusCode).toBeGreaterThanOrEqual(500);
    expect(emulator.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('refuses an id that would leave the users path, without a call', async () => {
    expect((await expectApiError(run('okta_delete_user', { path: { id: '..' } }))).statusCode).toBe(400);
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('okta_get_role', () => {
  it('reads a standard role without a call and a custom role by id, as the list maps them', async () => {
    const { records } = await listAll<IamRole>('okta_list_roles', { page_size: 50 });
    emulator.clearRequests();

    for (const role of records) expect((await run('okta_get_role', { path: { id: role.id } })).data).toEqual(role);

    // One call per custom role; the standard ones are known to the connector.
    expect(emulator.requests.map((request) => request.path).sort()).toEqual(
      emulator.directory.customRoles.map((role) => `/api/v1/iam/roles/${role.id}`).sort(),
    );
  });

  it('answers an unknown role with 404 and an id leaving the path with 400', async () => {
    const missing = await expectApiError(run('okta_get_role', { path: { id: 'cr0NoSuchRole' } }));
    expect(missing.statusCode).toBe(404);
    expect(missing.message).toBe('Not found: Resource not found: cr0NoSuchRole (Role)');
    expect((await expectApiError(run('okta_get_role', { path: { id: 'a/b' } }))).statusCode).toBe(400);
  });
});

describe('okta_get_policy', () => {
  it('reads a policy of any type as the list maps it, in one call', async () => {
    const policy = emulator.directory.policies.find((candidate) => candidate.type === 'ENTITY_RISK') ?? emulator.directory.policies[0]!;
    const [listed] = (await listAll<IamPolicy>('okta_list_policies', { filter: { type: policy.type } })).records.filter(
      (record) => record.remote_id === policy.id,
    );
    emulator.clearRequests();

    const read = (await run('okta_get_policy', { path: { id: encodeCompositeId(policy.id) } })).data as IamPolicy;

    expect(read).toEqual(listed);
    expect(emulator.requests.map((request) => request.path)).toEqual([`/api/v1/policies/${policy.id}`]);
  });

  it('answers an unknown policy with 404', async () => {
    const missing = await expectApiError(run('okta_get_policy', { path: { id: '00pNoSuchPolicy' } }));
    expect(missing.statusCode).toBe(404);
    expect(missing.message).toBe('Not found: Resource not found: 00pNoSuchPolicy (Policy)');
  });
});

describe('okta_list_roles', () => {
  it('lists the standard roles without a call, then the custom roles with at most one call per page', async () => {
    const { records, pages } = await listAll<IamRole>('okta_list_roles', { page_size: 5 });

    const customIds = [...emulator.directory.customRoles].sort(byId).map((role) => role.id);
    expect(records.map((role) => role.remote_id)).toEqual([...oktaStandardRoles.map((role) => role.type), ...customIds]);
    // 12 standard roles: two full pages, then 2 topped up with Okta's first page of 3 custom roles. /iam/roles
    // takes no limit, so each later page is one of Okta's: 3, then the last custom role.
    expect(pages).toBe(5);
    expect(emulator.requests).toHaveLength(3);
    expect(emulator.requests.every((request) => request.path === '/api/v1/iam/roles')).toBe(true);
  });

  it('serves a first page of standard roles only from what the connector knows', async () => {
    const first = await run('okta_list_roles', { query: { page_size: 10 } });

    expect((first.data as IamRole[]).every((role) => role.type?.value !== 'unmapped_value')).toBe(true);
    expect(emulator.requests).toHaveLength(0);
  });

  it('returns only custom roles changed after updated_after', async () => {
    const updatedAfter = [...emulator.directory.customRoles].map((role) => role.lastUpdated).sort()[3]!;

    const { records } = await listAll<IamRole>('okta_list_roles', { page_size: 2, updated_after: updatedAfter });

    const expected = emulator.directory.customRoles.filter((role) => role.lastUpdated > updatedAfter).map((role) => role.id);
    expect(records.map((role) => role.remote_id).sort()).toEqual(expected.sort());
  });

  it('refuses a cursor it did not issue', async () => {
    expect((await expectApiError(run('okta_list_roles', { query: { cursor: 'eyJvZmZzZXQiOjN9' } }))).statusCode).toBe(400);
  });
});

describe('okta_list_policies', () => {
  const defaultTypes = ['OKTA_SIGN_ON', 'PASSWORD', 'MFA_ENROLL', 'ACCESS_POLICY', 'PROFILE_ENROLLMENT', 'IDP_DISCOVERY'];

  it('walks the policy types one Okta call per page', async () => {
    const { records, pages } = await listAll<IamPolicy>('okta_list_policies', { page_size: 2 });

    const expected = defaultTypes.flatMap((type) => emulator.directory.policies.filter((policy) => policy.type === type).sort(byId));
    expect(records.map((policy) => policy.remote_id)).toEqual(expected.map((policy) => policy.id));
    expect(emulator.requests).toHaveLength(pages);
    expect(emulator.requests.map((request) => new URLSearchParams(request.query).get('type'))).toEqual(
      defaultTypes.flatMap((type) => {
        const count = emulator.directory.policies.filter((policy) => policy.type === type).length;
        return Array.from({ length: Math.max(1, Math.ceil(count / 2)) }, () => type);
      }),
    );
  });

  it('filters by unified or Okta type and by status', async () => {
    const passwords = await listAll<IamPolicy>('okta_list_policies', { filter: { type: 'password' } });
    expect(passwords.records.every((policy) => policy.type?.source_value === 'PASSWORD')).toBe(true);
    expect(passwords.records).toHaveLength(emulator.directory.policies.filter((policy) => policy.type === 'PASSWORD').length);

    const riskPolicies = await listAll<IamPolicy>('okta_list_policies', { filter: { type: 'ENTITY_RISK' } });
    expect(riskPolicies.records.map((policy) => policy.type?.value)).toEqual(['risk']);

    const inactive = await listAll<IamPolicy>('okta_list_policies', { filter: { status: 'inactive' } });
    expect(inactive.records.every((policy) => policy.status?.value === 'inactive')).toBe(true);
    expect(inactive.records).toHaveLength(
      emulator.directory.policies.filter((policy) => policy.status === 'INACTIVE' && defaultTypes.includes(policy.type)).length,
    );
  });

  it('refuses an unknown type and a cursor of another type filter', async () => {
    expect((await expectApiError(run('okta_list_policies', { query: { filter: { type: 'firewall' } } }))).statusCode).toBe(400);
    const first = await run('okta_list_policies', { query: { page_size: 1 } });
    const mixed = await expectApiError(run('okta_list_policies', { query: { cursor: first.next!, filter: { type: 'PASSWORD' } } }));
    expect(mixed.message).toContain('send the filter it was issued with');
  });
});

describe('okta_get_current_user', () => {
  it("returns the token owner, and a wrong token gets Okta's 401 as a 400", async () => {
    const me = (await run('okta_get_current_user', {})).data as IamUser;
    expect(me.remote_id).toBe(emulator.directory.tokenOwnerId);

    const failure = await expectApiError(run('okta_get_current_user', {}, { credentials: { ...emulator.sandboxCredentials, api_token: 'wrong' } }));
    expect(failure.statusCode).toBe(400);
    expect(failure.data).toMatchObject({ statusCode: 401, message: 'Invalid token provided' });
    expect(JSON.stringify(failure.providerErrors)).not.toContain(emulator.sandboxCredentials.api_token);
  });

  it('refuses an address or the admin console host in the domain field, without a call', async () => {
    const credentials = (domain: string) => ({ ...emulator.sandboxCredentials, domain });

    expect((await expectApiError(run('okta_get_current_user', {}, { credentials: credentials('https://acme.okta.com/') }))).message).toContain(
      'must be the host name only',
    );
    expect((await expectApiError(run('okta_get_current_user', {}, { credentials: credentials('acme-admin.okta.com') }))).message).toContain(
      'the API is served by the org domain "acme.okta.com"',
    );
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('rate limits and faults', () => {
  it('announces the budget of each endpoint on every response', async () => {
    await run('okta_list_users', { query: { page_size: 1 } });
    const response = await fetch(`${emulator.url}/api/v1/groups?limit=1`, { headers: { authorization: `SSWS ${emulator.sandboxCredentials.api_token}` } });

    expect(Number(response.headers.get('x-rate-limit-limit'))).toBe(600);
    expect(Number(response.headers.get('x-rate-limit-remaining'))).toBeLessThan(600);
    expect(Number(response.headers.get('x-rate-limit-reset'))).toBeGreaterThan(Date.now() / 1000 - 1);
  });

  it("waits out Okta's 429, which has no Retry-After, until X-Rate-Limit-Reset, then succeeds", async () => {
    const limited = await startOktaEmulator({ userCount: 3, requestsPerWindow: 1, rateLimitWindowSeconds: 1 });
    try {
      const calls: ProviderCallRecord[] = [];
      const options = { originOverride: limited.url, credentials: limited.sandboxCredentials, onCall: (call: ProviderCallRecord) => calls.push(call) };
      await runAction(oktaConnector, 'okta_list_users', {}, options);
      const result = await runAction(oktaConnector, 'okta_list_users', {}, options);

      expect(result.data).toHaveLength(3);
      const refused = calls.find((call) => call.status === 429)!;
      expect(refused.responseHeaders['retry-after']).toBeUndefined();
      expect(refused.responseHeaders['x-rate-limit-remaining']).toBe('0');
      expect(calls.at(-1)!.status).toBe(200);
      expect(Date.parse(calls.at(-1)!.startedAt) / 1000).toBeGreaterThanOrEqual(Number(refused.responseHeaders['x-rate-limit-reset']) - 1);
    } finally {
      await limited.close();
    }
  });

  it('gives up with 429 and Retry-After when the wait would outlast the budget', async () => {
    const limited = await startOktaEmulator({ userCount: 3, requestsPerWindow: 1, rateLimitWindowSeconds: 3600 });
    try {
      await run('okta_list_users', {}, { target: limited });
      const failure = await expectApiError(run('okta_list_users', {}, { target: limited, budgetMs: 2_000 }));

      expect(failure.statusCode).toBe(429);
      expect(failure.headers?.['Retry-After']).toMatch(/^\d+$/);
      expect(failure.providerErrors?.[0]).toMatchObject({ status: 429, raw: { errorCode: 'E0000047' } });
    } finally {
      await limited.close();
    }
  });

  it('retries a 429 that carries Retry-After, and a 500', async () => {
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 1, times: 1 });
    emulator.injectFault({ type: 'server_error', times: 1 });

    const result = await run('okta_list_groups', { query: { page_size: 2 } });

    expect(result.data).toHaveLength(2);
    expect(emulator.requests).toHaveLength(3);
  });
});
