import bamboohr from '@openunified/connector-bamboohr';
import googledrive from '@openunified/connector-googledrive';
import iterable from '@openunified/connector-iterable';
import talentlms from '@openunified/connector-talentlms';
import { basicAuthorization, plainNotesConnector, startTestPlatform, type TestPlatform } from '@openunified/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// docs/concepts/actions.md over real HTTP: a real platform serving accounts and actions, four
// connectors against their emulators and one that declares nothing beyond its authentication.

const installedConnectors = [bamboohr, googledrive, iterable, talentlms, plainNotesConnector];

let context: TestPlatform & { accounts: Record<'bamboohr' | 'googledrive' | 'iterable' | 'talentlms', string> };
beforeAll(async () => {
  const platform = await startTestPlatform({ features: ['accounts', 'actions', 'requestLogs'], connectors: installedConnectors, emulate: true });
  context = Object.assign(platform, { accounts: await platform.linkSandboxAccounts('bamboohr', 'googledrive', 'iterable', 'talentlms') });
});
afterAll(() => context?.close());

const catalogue = async (query = '') => context.request(`/actions${query}`);
const keysOf = (body: { data: { key: string }[] }) => body.data.map((entry) => entry.key);
const actionIdsOf = (entry: { actions: { id: string }[] }) => entry.actions.map((action) => action.id);
/** One entry per connector, in key order: the installed ones and the test context's own. */
const connectorKeys = installedConnectors.map((manifest) => manifest.connector.key).sort();

describe('GET /actions', () => {
  it('lists one docs/concepts/actions.md entry per installed connector, without details or guides unless included', async () => {
    const { status, body } = await catalogue();
    expect(status).toBe(200);
    expect(body.next).toBeNull();
    expect(keysOf(body)).toEqual(connectorKeys);
    const drive = body.data.find((entry: { key: string }) => entry.key === 'googledrive');
    expect(Object.keys(drive).sort()).toEqual(
      [
        'account_id',
        'actions',
        'authentication',
        'description',
        'icon',
        'integration_id',
        'key',
        'name',
        'permissions',
        'release_stage',
        'scope_definitions',
        'version',
      ].sort(),
    );
    expect(drive).toMatchObject({ account_id: null, integration_id: null, name: 'Google Drive' });
    expect(actionIdsOf(drive)).toEqual(
      expect.arrayContaining([
        'googledrive_list_drives',
        'googledrive_get_drive',
        'googledrive_list_folders',
        'googledrive_get_folder',
        'googledrive_list_unified_files',
        'googledrive_get_file',
        'googledrive_list_files',
        'googledrive_get_current_user',
      ]),
    );
    expect(Object.keys(drive.actions[0]).sort()).toEqual(['authentication', 'description', 'id', 'label', 'required_scopes', 'schema_type', 'tags']);
    expect(drive.authentication[0].support.guides).toEqual({ config: null, setup: null });
  });

  it('includes action details and authentication guides on request, as a comma list or repeated keys', async () => {
    const comma = (await catalogue('?include=action_details,authentication_guides&filter[connectors]=googledrive')).body;
    const repeated = (await catalogue('?include=action_details&include=authentication_guides&filter[connectors]=googledrive')).body;
    expect(repeated).toEqual(comma);
    const [drive] = comma.data;
    const listDrives = drive.actions.find((action: { id: string }) => action.id === 'googledrive_list_drives');
    expect(listDrives.action_details).toMatchObject({ kind: 'list', unified: 'documents.drives.list', input: expect.objectContaining({ type: 'object' }) });
    expect(drive.authentication[0].support.guides.setup).not.toBeNull();
  });

  it('pages with page_size and a signed next cursor', async () => {
    const first = (await catalogue('?page_size=3')).body;
    expect(keysOf(first)).toEqual(connectorKeys.slice(0, 3));
    const second = (await catalogue(`?page_size=3&next=${first.next}`)).body;
    expect(keysOf(second)).toEqual(connectorKeys.slice(3, 6));
    expect(second.next === null).toBe(connectorKeys.length <= 6);
    expect((await catalogue('?next=forged')).status).toBe(400);
    expect((await catalogue('?page_size=0')).status).toBe(400);
  });

  it('filters by connectors and scopes to accounts of the project, one entry per account', async () => {
    expect(keysOf((await catalogue('?filter[connectors]=talentlms,iterable')).body)).toEqual(['iterable', 'talentlms']);
    const { body } = await catalogue(`?filter[account_ids]=${context.accounts.talentlms}&filter[account_ids]=${context.accounts.googledrive}`);
    expect(body.data.map((entry: { key: string; account_id: string }) => [entry.key, entry.account_id])).toEqual([
      ['googledrive', context.accounts.googledrive],
      ['talentlms', context.accounts.talentlms],
    ]);
    const otherProject = await context.createProject('Elsewhere');
    const foreign = await context.createAccount({
      projectId: otherProject.id,
      provider: 'talentlms',
      credentials: context.emulator('talentlms').sandboxCredentials,
    });
    const refused = await catalogue(`?filter[account_ids]=${foreign.id}`);
    expect(refused.status).toBe(404);
  });

  it('filters by action key, full id or the part after the connector key', async () => {
    const byName = (await catalogue('?filter[action_key]=list_drives')).body;
    expect(byName.data.map((entry: { key: string; actions: { id: string }[] }) => [entry.key, actionIdsOf(entry)])).toEqual([
      ['googledrive', ['googledrive_list_drives']],
    ]);
    const byId = (await catalogue('?filter[action_key]=bamboohr_list_employees')).body;
    expect(keysOf(byId)).toEqual(['bamboohr']);
  });

  it('searches provider names, action labels and descriptions, ignoring case', async () => {
    const provider = (await catalogue('?search=GOOGLE')).body;
    expect(keysOf(provider)).toEqual(['googledrive']);
    expect(provider.data[0].actions).toHaveLength(11);
    const label = (await catalogue('?search=employee')).body;
    expect(keysOf(label)).toContain('bamboohr');
    for (const entry of label.data) {
      for (const action of entry.actions) expect(`${action.label} ${action.description}`.toLowerCase()).toContain('employee');
    }
    expect((await catalogue('?search=nothing-like-this')).body).toEqual({ next: null, data: [] });
  });

  it('leaves the actions out with exclude=actions', async () => {
    const { body } = await catalogue('?exclude=actions');
    expect(body.data).toHaveLength(connectorKeys.length);
    for (const entry of body.data) expect(entry).not.toHaveProperty('actions');
  });

  it('refuses unknown include, exclude, group_by and filter values', async () => {
    for (const query of ['?include=everything', '?exclude=authentication', '?group_by=category', '?filter[colour]=red']) {
      const { status, body } = await catalogue(query);
      expect(status).toBe(400);
      expect(body.message).toMatch(/^invalid request: query parameter/);
    }
    expect((await catalogue('?group_by=connector')).status).toBe(200);
  });

  it('is open to Actions and Read Only keys, not to an Accounts-only key, and needs no x-account-id', async () => {
    for (const [scope, status] of [
      ['actions', 200],
      ['read_only', 200],
      ['accounts', 403],
    ] as const) {
      const key = await context.createApiKey({ scopes: [scope] });
      const response = await fetch(`${context.url}/actions`, { headers: { authorization: basicAuthorization(key) } });
      expect(response.status).toBe(status);
    }
  });
});

describe('POST /actions/rpc', () => {
  const rpc = (body: unknown, account: string = context.accounts.talentlms) => context.request('/actions/rpc', { method: 'POST', account, body });

  it('runs an action and hands out an opaque next cursor that resumes through query.next', async () => {
    const first = await rpc({ action: 'talentlms_list_courses', query: { page_size: 5 } });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(5);
    expect(typeof first.body.next).toBe('string');
    const second = await rpc({ action: 'talentlms_list_courses', query: { next: first.body.next } });
    expect(second.body.data).toHaveLength(5);
    const ids = [...first.body.data, ...second.body.data].map((course: { id: string }) => course.id);
    expect(new Set(ids).size).toBe(10);

    const otherAction = await rpc({ action: 'talentlms_list_categories', query: { next: first.body.next } });
    expect(otherAction.status).toBe(400);
    expect(otherAction.body.message).toBe('invalid cursor: issued for another route');
  });

  it('passes path parameters and answers without next when the action has none', async () => {
    const { status, body } = await rpc({ action: 'bamboohr_get_employee_table', path: { id: '101', table: 'jobInfo' } }, context.accounts.bamboohr);
    expect(status).toBe(200);
    expect(Array.isArray(body.data)).toBe(true);
    expect(body).not.toHaveProperty('next');
  });

  it('needs the Actions or Full Access scope', async () => {
    for (const [scope, status] of [
      ['actions', 200],
      ['full_access', 200],
      ['accounts', 403],
      ['read_only', 403],
    ] as const) {
      const key = await context.createApiKey({ scopes: [scope] });
      const response = await fetch(`${context.url}/actions/rpc`, {
        method: 'POST',
        headers: { authorization: basicAuthorization(key), 'x-account-id': context.accounts.talentlms, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'talentlms_get_site_info' }),
      });
      expect(response.status).toBe(status);
    }
  });

  it('answers an unknown action, or one of another connector, with 404', async () => {
    const unknown = await rpc({ action: 'talentlms_launch_rocket' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'connector "talentlms" has no action "talentlms_launch_rocket"' } });
    expect((await rpc({ action: 'googledrive_list_drives' })).status).toBe(404);
  });

  it('answers bad input with a 400 naming the problem', async () => {
    const missingPath = await rpc({ action: 'talentlms_get_category' });
    expect(missingPath.status).toBe(400);
    expect(missingPath.body.message).toMatch(/^invalid input for talentlms_get_category: path/);
    const tooLarge = await rpc({ action: 'talentlms_list_courses', query: { page_size: 500 } });
    expect(tooLarge.body.message).toMatch(/query\.page_size/);
    const noAction = await rpc({ query: {} });
    expect(noAction).toMatchObject({ status: 400, body: { message: expect.stringContaining('body field "action"') } });
    const withoutAccount = await context.request('/actions/rpc', { method: 'POST', body: { action: 'talentlms_get_site_info' } });
    expect(withoutAccount).toMatchObject({
      status: 400,
      body: { message: 'x-account-id is required: as a header, or in the body as "headers": {"x-account-id": ...}' },
    });
  });

  describe('the account named in the body, as the vendor SDK sends it', () => {
    /** No x-account-id header unless `headerAccount` is given: the SDK sends none. */
    const sdkRpc = (body: unknown, { headerAccount, key }: { headerAccount?: string; key?: string } = {}) =>
      fetch(`${context.url}/actions/rpc`, {
        method: 'POST',
        headers: {
          authorization: key ?? context.authorization,
          'content-type': 'application/json',
          ...(headerAccount !== undefined && { 'x-account-id': headerAccount }),
        },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as any }));

    it('runs the action of the account body headers name, with every field the SDK sends and fields it does not know', async () => {
      const { status, body } = await sdkRpc({
        action: 'talentlms_list_courses',
        body: null,
        headers: { 'x-account-id': context.accounts.talentlms },
        path: null,
        query: { page_size: 3 },
        defender_enabled: true,
      });
      expect(status, JSON.stringify(body)).toBe(200);
      // What the SDK's response model accepts: data an object or an array of objects, next a string.
      expect(Object.keys(body).sort()).toEqual(['data', 'next']);
      expect(body.data).toHaveLength(3);
      for (const item of body.data) expect(typeof item === 'object' && item !== null && !Array.isArray(item)).toBe(true);
      expect(typeof body.next).toBe('string');
      const second = await sdkRpc({
        action: 'talentlms_list_courses',
        headers: { 'X-Account-Id': context.accounts.talentlms, 'x-trace': 7 },
        query: { next: body.next },
      });
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      expect(second.body.data).toHaveLength(3);
    });

    it('takes the header and the body naming the same account, and refuses two different accounts with 400', async () => {
      const same = await sdkRpc(
        { action: 'talentlms_get_site_info', headers: { 'x-account-id': context.accounts.talentlms } },
        { headerAccount: context.accounts.talentlms },
      );
      expect(same.status).toBe(200);
      const different = await sdkRpc(
        { action: 'talentlms_get_site_info', headers: { 'x-account-id': context.accounts.bamboohr } },
        { headerAccount: context.accounts.talentlms },
      );
      expect(different).toMatchObject({
        status: 400,
        body: {
          statusCode: 400,
          message: `the x-account-id header names account ${context.accounts.talentlms} but body field "headers.x-account-id" names ${context.accounts.bamboohr}: name one account, in either place or the same in both`,
        },
      });
      const notText = await sdkRpc({ action: 'talentlms_get_site_info', headers: { 'x-account-id': 42 } });
      expect(notText).toMatchObject({ status: 400, body: { message: 'body field "headers.x-account-id" must be a string: the id of a linked account' } });
      const nestedHeader = await sdkRpc({ action: 'talentlms_get_site_info', headers: { 'x-account-id': context.accounts.talentlms, 'x-nested': { a: 1 } } });
      expect(nestedHeader).toMatchObject({ status: 400, body: { message: expect.stringContaining('headers.x-nested') } });
    });

    it('keeps the scope checks and the project scoping', async () => {
      const readOnly = basicAuthorization(await context.createApiKey({ scopes: ['read_only'] }));
      const refused = await sdkRpc({ action: 'talentlms_get_site_info', headers: { 'x-account-id': context.accounts.talentlms } }, { key: readOnly });
      expect(refused.status).toBe(403);
      const otherProject = await context.createProject('Body headers elsewhere');
      const foreign = await context.createAccount({
        projectId: otherProject.id,
        provider: 'talentlms',
        credentials: context.emulator('talentlms').sandboxCredentials,
      });
      const notFound = await sdkRpc({ action: 'talentlms_get_site_info', headers: { 'x-account-id': foreign.id } });
      expect(notFound).toMatchObject({ status: 404, body: { message: `account ${foreign.id} not found` } });
      const unauthenticated = await fetch(`${context.url}/actions/rpc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'talentlms_get_site_info', headers: { 'x-account-id': context.accounts.talentlms } }),
      });
      expect(unauthenticated.status).toBe(401);
    });
  });
});
