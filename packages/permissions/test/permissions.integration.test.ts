import bamboohr from '@openunified/connector-bamboohr';
import box from '@openunified/connector-box';
import type { RunningBoxEmulator } from '@openunified/connector-box/emulator';
import googledrive from '@openunified/connector-googledrive';
import type { RunningGoogledriveEmulator } from '@openunified/connector-googledrive/emulator';
import { COMPOSITE_ID_PREFIX, checkPermissionsResultSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { basicAuthorization, startTestPlatform, type TestPlatform } from '@openunified/platform/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// docs/concepts/permissions.md over real HTTP: a real platform, the Google Drive and Box connectors
// against their emulators, and a connector without permission support (BambooHR).

let context: TestPlatform & { accounts: { googledrive: string; bamboohr: string } };
let boxAccount: string;

beforeAll(async () => {
  const platform = await startTestPlatform({ features: ['accounts', 'permissions', 'actions'], connectors: [googledrive, box, bamboohr], emulate: true });
  context = Object.assign(platform, {
    accounts: { googledrive: (await platform.linkSandboxAccount('googledrive')).id, bamboohr: (await platform.linkSandboxAccount('bamboohr')).id },
  });
  boxAccount = (await platform.linkSandboxAccount('box')).id;
});
afterAll(() => context?.close());

const google = () => context.emulator('googledrive') as RunningGoogledriveEmulator;
const boxEmulator = () => context.emulator('box') as RunningBoxEmulator;

beforeEach(() => {
  for (const emulator of [google(), boxEmulator()]) {
    emulator.clearFaults();
    emulator.clearRequests();
  }
});

const check = (account: string, body: unknown) => context.request('/unified/check_permissions', { method: 'POST', account, body });

/** The provider-independent rules, run against each provider's own scenario. */
interface ProviderCase {
  provider: 'googledrive' | 'box';
  account: () => string;
  emulator: () => RunningGoogledriveEmulator | RunningBoxEmulator;
  defaultType: string;
  /** A resource of the default type, a user with full access to it, one with none, one deactivated. */
  scenario: () => {
    resourceId: string;
    owner: { id: string; email: string };
    outsider: { id: string; email: string };
    deactivated: { id: string; email: string };
    folderId: string;
  };
}

const providers: ProviderCase[] = [
  {
    provider: 'googledrive',
    account: () => context.accounts.googledrive,
    emulator: google,
    defaultType: 'file',
    scenario: () => {
      const { users, teamBrief, teamFolder } = google().data.sharing.scenario;
      return {
        resourceId: teamBrief.id,
        owner: { id: users.admin.id, email: users.admin.primaryEmail },
        outsider: { id: users.hank.id, email: users.hank.primaryEmail },
        deactivated: { id: users.bob.id, email: users.bob.primaryEmail },
        folderId: teamFolder.id,
      };
    },
  },
  {
    provider: 'box',
    account: () => boxAccount,
    emulator: boxEmulator,
    defaultType: 'file',
    scenario: () => {
      const { users, plan, projects } = boxEmulator().data.scenario;
      return {
        resourceId: plan.id,
        owner: { id: users.admin.id, email: users.admin.login! },
        outsider: { id: users.eli.id, email: users.eli.login! },
        deactivated: { id: users.ben.id, email: users.ben.login! },
        folderId: projects.id,
      };
    },
  },
];

const everything = ['read', 'write', 'comment', 'delete', 'export'];

describe.each(providers)('POST /unified/check_permissions on $provider', ({ account, emulator, scenario, defaultType }) => {
  it('answers the permissions of a user found by id, the resource as decoded, and no action or allowed when none was asked', async () => {
    const { resourceId, owner } = scenario();
    const { status, body } = await check(account(), { user_id: owner.id, resource_id: resourceId });
    expect(status).toBe(200);
    expect(body).toEqual({ user: { id: owner.id, permissions: everything }, resource: { type: defaultType, id: resourceId } });
    expect(checkPermissionsResultSchema.strict().safeParse(body).success).toBe(true);
  });

  it('resolves an email to the user id, echoes the action and says whether it is allowed', async () => {
    const { resourceId, owner } = scenario();
    const { status, body } = await check(account(), { email: owner.email, resource_id: resourceId, action: 'delete' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ user: { id: owner.id, permissions: everything }, action: 'delete', allowed: true });
  });

  it('uses user_id and ignores email when both are sent, even an email nobody has', async () => {
    const { resourceId, owner } = scenario();
    const { status, body } = await check(account(), { user_id: owner.id, email: 'nobody-at-all@example.com', resource_id: resourceId });
    expect(status).toBe(200);
    expect(body.user.id).toBe(owner.id);
    expect(emulator().requests.some((request) => decodeURIComponent(request.path + request.query).includes('nobody-at-all'))).toBe(false);
  });

  it('answers 200 with no permissions, and allowed false, for a user without access', async () => {
    const { resourceId, outsider } = scenario();
    const { status, body } = await check(account(), { email: outsider.email, resource_id: resourceId, action: 'read' });
    expect(status).toBe(200);
    expect(body).toEqual({ user: { id: outsider.id, permissions: [] }, resource: { type: defaultType, id: resourceId }, action: 'read', allowed: false });
  });

  it('answers 200 with no permissions for a deactivated or suspended user, though they were granted access', async () => {
    const { resourceId, deactivated } = scenario();
    const { status, body } = await check(account(), { user_id: deactivated.id, resource_id: resourceId, action: 'read' });
    expect(status).toBe(200);
    expect(body.user).toEqual({ id: deactivated.id, permissions: [] });
    expect(body.allowed).toBe(false);
  });

  it('reads composite ids: id only (default type), id with a type, and the plain provider id alike', async () => {
    const { resourceId, folderId, owner } = scenario();
    const composite = await check(account(), { user_id: owner.id, resource_id: encodeCompositeId(resourceId) });
    expect(composite.body.resource).toEqual({ type: defaultType, id: resourceId });
    const typed = await check(account(), { user_id: owner.id, resource_id: encodeCompositeId(folderId, 'folder') });
    expect(typed.status).toBe(200);
    expect(typed.body.resource).toEqual({ type: 'folder', id: folderId });
    const plain = await check(account(), { user_id: owner.id, resource_id: resourceId });
    expect(plain.body.resource).toEqual({ type: defaultType, id: resourceId });
  });

  it('answers 404 resource not found and 404 user not found with exactly those messages', async () => {
    const { resourceId, owner } = scenario();
    const missingResource = await check(account(), { user_id: owner.id, resource_id: 'no-such-resource-9' });
    expect(missingResource).toMatchObject({ status: 404, body: { statusCode: 404, message: 'resource not found' } });
    const missingType = await check(account(), { user_id: owner.id, resource_id: encodeCompositeId(resourceId, 'folder') });
    expect(missingType).toMatchObject({ status: 404, body: { message: 'resource not found' } });
    const byEmail = await check(account(), { email: 'ghost@example.com', resource_id: resourceId });
    expect(byEmail).toMatchObject({ status: 404, body: { statusCode: 404, message: 'user not found' } });
    const byId = await check(account(), { user_id: '999999999', resource_id: resourceId });
    expect(byId).toMatchObject({ status: 404, body: { message: 'user not found' } });
    expect(typeof byId.body.timestamp).toBe('string');
  });

  it('answers 400 naming the field: no resource_id, neither id, an action outside the enum, a broken or unknown-type composite id', async () => {
    const { resourceId, owner } = scenario();
    const cases: Array<[unknown, RegExp]> = [
      [{ user_id: owner.id }, /resource_id/],
      [{ user_id: owner.id, resource_id: '' }, /resource_id/],
      [{ resource_id: resourceId }, /user_id or email is required/],
      [{ user_id: owner.id, resource_id: resourceId, action: 'share' }, /action must be one of read, write, comment, delete, export/],
      [{ user_id: owner.id, resource_id: `${COMPOSITE_ID_PREFIX}!!not-base64` }, /resource_id.*not a valid composite id/],
      [{ user_id: owner.id, resource_id: encodeCompositeId(resourceId, 'spaceship') }, /resource_id.*resource type "spaceship" is not one of/],
    ];
    for (const [body, message] of cases) {
      const response = await check(account(), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.statusCode).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    expect(emulator().requests).toHaveLength(0);
  });

  it('answers 401 to a wrong API key', async () => {
    const response = await fetch(`${context.url}/unified/check_permissions`, {
      method: 'POST',
      headers: { authorization: basicAuthorization('not-a-key'), 'x-account-id': account(), 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: '1', resource_id: '1' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
  });

  it('retries a rate-limited provider with backoff and answers 429 when it stays rate-limited', async () => {
    const { resourceId, owner } = scenario();
    emulator().injectFault({ type: 'rate_limit', retryAfterSeconds: 0, times: 1 });
    const recovered = await check(account(), { user_id: owner.id, resource_id: resourceId });
    expect(recovered.status).toBe(200);

    emulator().injectFault({ type: 'rate_limit', retryAfterSeconds: 0, times: -1 });
    const limited = await check(account(), { user_id: owner.id, resource_id: resourceId });
    expect(limited).toMatchObject({ status: 429, body: { statusCode: 429 } });
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect(emulator().requests.filter((request) => request.path.includes('/users')).length).toBeGreaterThan(2);
  });

  it('answers 502 when the provider keeps failing with 5xx', async () => {
    const { resourceId, owner } = scenario();
    emulator().injectFault({ type: 'server_error', status: 503, times: -1 });
    const failed = await check(account(), { user_id: owner.id, resource_id: resourceId });
    expect(failed).toMatchObject({ status: 502, body: { statusCode: 502 } });
    expect(failed.text).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('Google Drive permission model', () => {
  const permissions = async (user: { email?: string; user_id?: string }, resourceId: string) => {
    const { status, body } = await check(context.accounts.googledrive, { ...user, resource_id: resourceId });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.user.permissions as string[];
  };
  const scenario = () => google().data.sharing.scenario;

  it('counts inherited grants, groups nested in groups, the domain and anyone, and restrictions that remove export', async () => {
    const { teamBrief, teamFolder, publicNotice, domainHandbook } = scenario();
    expect(await permissions({ email: 'alice@example.com' }, teamBrief.id)).toEqual(['read', 'write', 'comment', 'export']); // writer on the folder
    expect(await permissions({ email: 'carol@example.com' }, teamBrief.id)).toEqual(['read', 'comment']); // group commenter, copy restricted
    expect(await permissions({ email: 'carol@example.com' }, encodeCompositeId(teamFolder.id, 'folder'))).toEqual(['read', 'comment', 'export']);
    expect(await permissions({ email: 'dan@example.com' }, teamBrief.id)).toEqual(['read']); // reader, copy restricted
    expect(await permissions({ email: 'hank@subsidiary.example.org' }, publicNotice.id)).toEqual(['read', 'export']); // anyone
    expect(await permissions({ email: 'dan@example.com' }, domainHandbook.id)).toEqual(['read', 'comment', 'export']); // domain
    expect(await permissions({ email: 'hank@subsidiary.example.org' }, domainHandbook.id)).toEqual([]); // another domain
  });

  it('checks shared drives and their items: members, inherited membership, a download restriction for readers', async () => {
    const { sharedDrive, driveReport, users } = scenario();
    const drive = encodeCompositeId(sharedDrive.drive.id, 'drive');
    expect(await permissions({ email: 'alice@example.com' }, drive)).toEqual(everything); // fileOrganizer
    expect(await permissions({ email: 'dan@example.com' }, drive)).toEqual(['read']); // all-staff reader, download restricted
    expect(await permissions({ email: 'carol@example.com' }, driveReport.id)).toEqual(['read', 'write', 'comment', 'export']); // direct writer
    expect(await permissions({ email: 'dan@example.com' }, driveReport.id)).toEqual(['read']);
    expect(await permissions({ user_id: users.erin.id }, drive)).toEqual([]); // archived
  });

  it('resolves a user by an alias of their email', async () => {
    const { teamBrief, users } = scenario();
    const { body } = await check(context.accounts.googledrive, { email: 'alice.archer@example.com', resource_id: teamBrief.id });
    expect(body.user.id).toBe(users.alice.id);
  });
});

describe('resource type lists', () => {
  it('list_resource_types answers the declared list without calling the provider', async () => {
    const googleTypes = await context.request('/unified/list_resource_types', { account: context.accounts.googledrive });
    expect(googleTypes).toMatchObject({ status: 200, body: { data: ['drive', 'folder', 'file'] } });
    const boxTypes = await context.request('/unified/list_resource_types', { account: boxAccount });
    expect(boxTypes).toMatchObject({ status: 200, body: { data: ['folder', 'file'] } });
    expect(google().requests).toHaveLength(0);
    expect(boxEmulator().requests).toHaveLength(0);
  });

  it('iam/resource_types answers each type with its roles and their permissions, the default marked, without calling the provider', async () => {
    const { status, body } = await context.request('/unified/iam/resource_types', { account: boxAccount });
    expect(status).toBe(200);
    expect(body.data.map((entry: { type: string }) => entry.type)).toEqual(['folder', 'file']);
    const file = body.data.find((entry: { type: string }) => entry.type === 'file');
    expect(file).toMatchObject({ is_default: true, inherits_from: ['folder'], permissions: everything });
    expect(file.roles).toContainEqual({ role: 'uploader', permissions: ['write'] });
    const drive = (await context.request('/unified/iam/resource_types', { account: context.accounts.googledrive })).body.data[0];
    expect(drive).toMatchObject({ type: 'drive', is_default: false, inherits_from: [] });
    expect(drive.roles.map((entry: { role: string }) => entry.role)).not.toContain('owner');
    expect(google().requests).toHaveLength(0);
    expect(boxEmulator().requests).toHaveLength(0);
  });
});

describe('connectors without permission support', () => {
  it('answer 422 on check_permissions, list_resource_types and iam/resource_types', async () => {
    const account = context.accounts.bamboohr;
    const checked = await check(account, { user_id: '1', resource_id: '1' });
    expect(checked).toMatchObject({ status: 422, body: { statusCode: 422, message: 'provider "bamboohr" does not support check_permissions' } });
    const listed = await context.request('/unified/list_resource_types', { account });
    expect(listed).toMatchObject({ status: 422, body: { message: 'provider "bamboohr" does not support list_resource_types' } });
    const iam = await context.request('/unified/iam/resource_types', { account });
    expect(iam).toMatchObject({ status: 422, body: { message: 'provider "bamboohr" does not support iam resource types' } });
  });
});

describe('GET /actions', () => {
  it('shows each connector permission declaration, and null where there is none', async () => {
    const { body } = await context.request('/actions?exclude=actions&page_size=100');
    const byKey = new Map(body.data.map((entry: { key: string }) => [entry.key, entry]));
    expect(byKey.get('googledrive')).toMatchObject({
      permissions: {
        check_permissions: true,
        check_action: 'googledrive_check_permissions',
        resource_types: ['drive', 'folder', 'file'],
        default_resource_type: 'file',
      },
    });
    expect((byKey.get('box') as { permissions: { roles: unknown[] } }).permissions.roles).toContainEqual({
      role: 'previewer',
      permissions: ['read', 'comment'],
    });
    expect(byKey.get('bamboohr')).toMatchObject({ permissions: null });
  });
});
