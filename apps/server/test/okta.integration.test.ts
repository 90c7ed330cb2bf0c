import type { RunningOktaEmulator } from '@openunified/connector-okta/emulator';
import { iamGroupSchema, iamPolicySchema, iamRoleSchema, iamUserSchema } from '@openunified/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formPostingTo, getPage, submitForm, textOf } from './connect-test-context.js';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

let context: UnifiedTestContext;
let account: string;

beforeAll(async () => {
  context = await startUnifiedTestContext();
  account = (await context.testServer.createAccount({ provider: 'okta', credentials: context.credentials('okta') })).id;
});
afterAll(() => context.close());

const emulator = () => context.emulator('okta') as RunningOktaEmulator;
const call = (path: string, options: { method?: string; body?: unknown } = {}) => context.call(path, { account, ...options });

const readAllPages = (path: string) => context.readAllPages(path, account);

describe('GET /unified/iam/users', () => {
  it('pages to the end with next, one Okta call per page, in the unified model', async () => {
    emulator().clearRequests();
    const { records, pages } = await readAllPages('/unified/iam/users?page_size=9');

    const listed = emulator().directory.users.filter((user) => user.status !== 'DEPROVISIONED');
    expect(records).toHaveLength(listed.length);
    expect(new Set(records.map((record) => record.remote_id))).toEqual(new Set(listed.map((user) => user.id)));
    expect(pages).toBe(Math.ceil(listed.length / 9));
    expect(emulator().requests).toHaveLength(pages);
    for (const record of records) {
      expect(record).not.toHaveProperty('unified_custom_fields');
      expect(iamUserSchema.omit({ unified_custom_fields: true }).strict().safeParse(record).success).toBe(true);
    }
  });

  it('returns only the named fields, and the Okta exchange with raw=true, token redacted', async () => {
    const { status, body, text } = await call('/unified/iam/users?page_size=2&fields=id,status,unified_custom_fields&raw=true');

    expect(status).toBe(200);
    expect(body.data.map(Object.keys)).toEqual([
      ['id', 'status', 'unified_custom_fields'],
      ['id', 'status', 'unified_custom_fields'],
    ]);
    expect(body.data[0].unified_custom_fields).toHaveProperty('department');
    expect(body.raw).toHaveLength(1);
    expect(body.raw[0]).toMatchObject({ method: 'GET', url: expect.stringContaining('/api/v1/users?limit=2'), body: null });
    expect(body.raw[0].response).toHaveLength(2);
    expect(text).not.toContain(context.credentials('okta').api_token);
  });

  it('filters by status and updated_after, and names a filter value it cannot apply', async () => {
    const disabled = await readAllPages('/unified/iam/users?page_size=100&filter[status]=disabled');
    expect(disabled.records.length).toBeGreaterThan(0);
    expect(disabled.records.every((user) => user.status.value === 'disabled')).toBe(true);

    const instants = emulator()
      .directory.users.map((user) => user.lastUpdated)
      .sort();
    const updatedAfter = instants[instants.length - 5]!;
    const recent = await readAllPages(`/unified/iam/users?page_size=2&filter[updated_after]=${updatedAfter}`);
    expect(recent.records.map((user) => user.remote_id).sort()).toEqual(
      emulator()
        .directory.users.filter((user) => user.lastUpdated > updatedAfter)
        .map((user) => user.id)
        .sort(),
    );

    const unknown = await call('/unified/iam/users?filter[status]=asleep');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('query.filter.status: must be enabled, disabled, pending or an Okta status');
  });

  it('reads one user with its groups, and answers an unknown one with 404', async () => {
    const [first] = (await call('/unified/iam/users?page_size=1')).body.data;
    const one = await call(`/unified/iam/users/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      id: first.id,
      remote_id: first.remote_id,
      groups: expect.arrayContaining([expect.objectContaining({ name: 'Everyone' })]),
    });

    const missing = await call('/unified/iam/users/00uNoSuchUser0000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 404, message: 'Not found: Resource not found: 00uNoSuchUser0000000 (User)' });
  });
});

describe('POST and PATCH /unified/iam/users', () => {
  it('creates (201) and updates (200) a user, answering statusCode, message, timestamp and the ids', async () => {
    const created = await call('/unified/iam/users', {
      method: 'POST',
      body: { first_name: 'Radia', last_name: 'Perlman', primary_email_address: 'radia.perlman@sandbox.example', passthrough: { title: 'Engineer' } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      statusCode: 201,
      message: 'Record created successfully',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      data: { id: expect.stringMatching(/^c28xIQ/), remote_id: expect.stringMatching(/^00u/) },
    });

    const updated = await call(`/unified/iam/users/${created.body.data.id}`, { method: 'PATCH', body: { name: 'Mother of the Internet' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ statusCode: 200, message: 'Record updated successfully', data: created.body.data });

    const read = await call(`/unified/iam/users/${created.body.data.remote_id}`);
    expect(read.body.data).toMatchObject({
      name: 'Mother of the Internet',
      username: 'radia.perlman@sandbox.example',
      status: { value: 'pending', source_value: 'STAGED' },
    });
  });

  it("answers Okta's validation refusal with 400, the provider response in data and provider_errors", async () => {
    const takenLogin = emulator().directory.users[1]!.profile.login;
    const { status, body } = await call('/unified/iam/users', {
      method: 'POST',
      body: { first_name: 'Copy', last_name: 'Cat', primary_email_address: takenLogin },
    });

    expect(status).toBe(400);
    expect(body).toMatchObject({
      statusCode: 400,
      timestamp: expect.any(String),
      data: {
        statusCode: 400,
        message: 'Api validation failed: login (login: An object with this field already exists in the current organization)',
        headers: expect.objectContaining({ 'x-rate-limit-limit': expect.any(String) }),
      },
    });
    expect(body.provider_errors).toEqual([
      {
        status: 400,
        url: expect.stringContaining('/api/v1/users?activate=false'),
        raw: expect.objectContaining({ errorCode: 'E0000001', errorCauses: [{ errorSummary: expect.stringContaining('already exists') }] }),
        headers: expect.any(Object),
      },
    ]);
  });

  it('refuses a body that breaks the unified model before calling Okta, naming the field', async () => {
    emulator().clearRequests();
    const { status, body } = await call('/unified/iam/users', { method: 'POST', body: { primary_email_address: 'not-an-email' } });

    expect(status).toBe(400);
    expect(body.message).toContain('body field "primary_email_address"');
    expect(emulator().requests).toHaveLength(0);
  });
});

describe('groups, roles and policies', () => {
  it('lists groups with member counts and reads one with its members', async () => {
    const { records } = await readAllPages('/unified/iam/groups?page_size=5');
    expect(records).toHaveLength(emulator().directory.groups.length);
    for (const group of records) expect(iamGroupSchema.omit({ unified_custom_fields: true }).safeParse(group).success).toBe(true);

    const department = records.find((group) => group.type.source_value === 'OKTA_GROUP' && group.member_count > 0)!;
    const one = await call(`/unified/iam/groups/${department.id}?fields=name,member_count,members,has_more_members`);
    expect(one.body.data).toEqual({
      name: department.name,
      member_count: department.member_count,
      members: expect.any(Array),
      has_more_members: false,
    });
    expect(one.body.data.members).toHaveLength(department.member_count);

    const filtered = await call('/unified/iam/groups?filter[name]=everyone');
    expect(filtered.body.data.map((group: { name: string }) => group.name)).toEqual(['Everyone']);
  });

  it('lists the standard and custom roles to the end', async () => {
    const { records } = await readAllPages('/unified/iam/roles?page_size=7');
    expect(records).toHaveLength(12 + emulator().directory.customRoles.length);
    expect(new Set(records.map((role) => role.id)).size).toBe(records.length);
    for (const role of records) expect(iamRoleSchema.omit({ unified_custom_fields: true }).safeParse(role).success).toBe(true);
  });

  it('lists policies across types, and one type with filter[type]', async () => {
    const { records } = await readAllPages('/unified/iam/policies?page_size=3');
    expect(new Set(records.map((policy) => policy.type.source_value))).toEqual(
      new Set(['OKTA_SIGN_ON', 'PASSWORD', 'MFA_ENROLL', 'ACCESS_POLICY', 'PROFILE_ENROLLMENT', 'IDP_DISCOVERY']),
    );
    for (const policy of records) expect(iamPolicySchema.omit({ unified_custom_fields: true }).safeParse(policy).success).toBe(true);

    const passwords = await readAllPages('/unified/iam/policies?filter[type]=password');
    expect(passwords.records.length).toBeGreaterThan(0);
    expect(passwords.records.every((policy) => policy.type.value === 'password')).toBe(true);
  });
});

describe('GET /unified/iam/roles/{id} and /unified/iam/policies/{id}', () => {
  it('reads a standard role without a call, a custom role and a policy as the lists return them', async () => {
    const { records: roles } = await readAllPages('/unified/iam/roles?page_size=50');
    const standard = roles.find((role) => role.remote_id === 'SUPER_ADMIN')!;
    const custom = roles.find((role) => role.type.source_value === 'CUSTOM')!;
    emulator().clearRequests();
    expect((await call(`/unified/iam/roles/${standard.id}`)).body.data).toEqual(standard);
    expect(emulator().requests).toHaveLength(0);
    expect((await call(`/unified/iam/roles/${custom.id}`)).body.data).toEqual(custom);

    const { records: policies } = await readAllPages('/unified/iam/policies?page_size=50');
    const policy = policies[0]!;
    expect((await call(`/unified/iam/policies/${policy.id}`)).body.data).toEqual(policy);
  });

  it('answers an unknown role or policy with 404', async () => {
    expect((await call('/unified/iam/roles/cr0NoSuchRole')).status).toBe(404);
    expect((await call('/unified/iam/policies/00pNoSuchPolicy')).status).toBe(404);
  });
});

describe('DELETE /unified/iam/users/{id}', () => {
  it('deactivates then deletes the user in Okta, and a read afterwards is a 404', async () => {
    const created = await call('/unified/iam/users', {
      method: 'POST',
      body: { first_name: 'Ada', last_name: 'Deleted', primary_email_address: 'ada.deleted@sandbox.example' },
    });
    const { id, remote_id: remoteId } = created.body.data;
    emulator().clearRequests();

    const deleted = await call(`/unified/iam/users/${id}`, { method: 'DELETE' });

    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ statusCode: 200, message: expect.any(String), timestamp: expect.any(String) });
    expect(emulator().requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /api/v1/users/${remoteId}`,
      `DELETE /api/v1/users/${remoteId}`,
      `DELETE /api/v1/users/${remoteId}`,
    ]);
    expect(emulator().directory.users.some((user) => user.id === remoteId)).toBe(false);
    expect((await call(`/unified/iam/users/${id}`)).status).toBe(404);
    expect((await call(`/unified/iam/users/${id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('the iam resources in the platform catalogue', () => {
  it('are in /openapi.json with their routes', async () => {
    const document = (await (await fetch(`${context.testServer.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };

    expect(Object.keys(document.paths['/unified/iam/users']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/unified/iam/users/{id}']!).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(document.paths['/unified/iam/groups']!)).toEqual(['get']);
    expect(Object.keys(document.paths['/unified/iam/groups/{id}']!)).toEqual(['get']);
    expect(Object.keys(document.paths['/unified/iam/roles']!)).toEqual(['get']);
    expect(Object.keys(document.paths['/unified/iam/policies']!)).toEqual(['get']);
    expect(Object.keys(document.paths['/unified/iam/roles/{id}']!)).toEqual(['get']);
    expect(Object.keys(document.paths['/unified/iam/policies/{id}']!)).toEqual(['get']);
  });

  it('are unified actions of the Okta connector in /actions', async () => {
    const { body } = await context.call('/actions?filter[connectors]=okta&include=action_details');
    const [okta] = body.data;
    const unified = okta.actions
      .filter((action: { schema_type: string }) => action.schema_type === 'unified')
      .map((action: { action_details: { unified: string } }) => action.action_details.unified)
      .sort();
    expect(unified).toEqual([
      'iam.groups.get',
      'iam.groups.list',
      'iam.policies.get',
      'iam.policies.list',
      'iam.roles.get',
      'iam.roles.list',
      'iam.users.create',
      'iam.users.delete',
      'iam.users.get',
      'iam.users.list',
      'iam.users.update',
    ]);
  });

  it('are callable by POST /actions/rpc, as is the native group members list', async () => {
    const users = await context.call('/actions/rpc', { method: 'POST', account, body: { action: 'okta_list_users', query: { page_size: 3 } } });
    expect(users.status).toBe(200);
    expect(users.body.data).toHaveLength(3);

    const everyone = emulator().directory.groups[0]!;
    const first = await context.call('/actions/rpc', {
      method: 'POST',
      account,
      body: { action: 'okta_list_group_members', path: { id: everyone.id }, query: { page_size: 25 } },
    });
    const second = await context.call('/actions/rpc', {
      method: 'POST',
      account,
      body: { action: 'okta_list_group_members', path: { id: everyone.id }, query: { next: first.body.next } },
    });
    expect(first.body.data).toHaveLength(25);
    expect(second.status).toBe(200);
    expect(new Set([...first.body.data, ...second.body.data].map((user: { id: string }) => user.id)).size).toBe(
      first.body.data.length + second.body.data.length,
    );
  });
});

describe('a wrong API token', () => {
  it('answers unified reads with 400 carrying Okta 401, as the other API-key connectors do', async () => {
    const wrongToken = 'wrong-okta-token-0000';
    const linked = await context.testServer.createAccount({ provider: 'okta', credentials: { ...context.credentials('okta'), api_token: wrongToken } });

    const { status, body, text } = await context.call('/unified/iam/users', { account: linked.id });

    expect(status).toBe(400);
    expect(body.data).toMatchObject({ statusCode: 401, message: 'Invalid token provided' });
    expect(body.provider_errors).toEqual([
      { status: 401, url: expect.stringContaining('/api/v1/users'), raw: expect.objectContaining({ errorCode: 'E0000011' }), headers: expect.any(Object) },
    ]);
    expect(text).not.toContain(wrongToken);
  });

  it('is refused by the connect page, which links the right one', async () => {
    const session = await context.call('/connect_sessions', {
      method: 'POST',
      body: { origin_owner_id: 'okta-customer', origin_owner_name: 'Okta Customer', provider: 'okta' },
    });
    expect(session.status).toBe(201);
    const submit = async (apiToken: string) => {
      const form = formPostingTo(await getPage(`${session.body.auth_link_url}&provider=okta`), '/connect/api-key');
      return submitForm(form.action, { ...form.fields, 'credentials.domain': 'sandbox.okta.com', 'credentials.api_token': apiToken });
    };

    const refused = await submit('not-the-token');
    expect(refused.status).toBe(422);
    expect(textOf(refused)).toContain('Okta did not accept these credentials. Check them and try again.');

    const accepted = await submit(context.credentials('okta').api_token!);
    expect(accepted.status).toBeLessThan(400);
    const accounts = (await context.call('/accounts?origin_owner_id=okta-customer')).body as { provider: string }[];
    expect(accounts.map((linkedAccount) => linkedAccount.provider)).toEqual(['okta']);
  });
});
