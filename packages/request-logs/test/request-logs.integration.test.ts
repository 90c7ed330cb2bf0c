import googledrive from '@openunified/connector-googledrive';
import iterable from '@openunified/connector-iterable';
import talentlms from '@openunified/connector-talentlms';
import { basicAuthorization, startTestPlatform, type TestPlatform } from '@openunified/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Request and provider logs of real unified and action requests: a real platform serving the
// features that make them, three connectors against their emulators.

let context: TestPlatform & { accounts: Record<'googledrive' | 'talentlms' | 'iterable', string> };
const run = Date.now().toString(36);
const requestIds = {
  drives: `drives-${run}`,
  missingCategory: `missing-category-${run}`,
  rpc: `rpc-${run}`,
  unknownAccount: `unknown-account-${run}`,
  badKey: `bad-key-${run}`,
};

beforeAll(async () => {
  // Every body kept, so the advanced log below shows them whatever the sampling draws.
  const platform = await startTestPlatform({
    features: ['accounts', 'unified', 'actions', 'requestLogs'],
    connectors: [googledrive, talentlms, iterable],
    emulate: true,
    config: { providerLogBodies: { mode: 'capped', capCharacters: 4096, sampling: 'all' } },
  });
  context = Object.assign(platform, { accounts: await platform.linkSandboxAccounts('googledrive', 'talentlms', 'iterable') });
  const withId = (requestId: string) => ({ 'x-request-id': requestId });
  await context.request('/unified/documents/drives?page_size=2&fields=id', { account: context.accounts.googledrive, headers: withId(requestIds.drives) });
  await context.request('/unified/lms/categories/9999', { account: context.accounts.talentlms, headers: withId(requestIds.missingCategory) });
  await context.request('/actions/rpc', {
    method: 'POST',
    account: context.accounts.iterable,
    body: { action: 'iterable_list_message_types' },
    headers: withId(requestIds.rpc),
  });
  await context.request('/unified/documents/drives', { account: 'acc_unknown', headers: withId(requestIds.unknownAccount) });
  await fetch(`${context.url}/unified/documents/drives`, {
    headers: { authorization: basicAuthorization('ouk_not_a_key'), 'x-request-id': requestIds.badKey, 'x-account-id': context.accounts.googledrive },
  });
  for (const requestId of [requestIds.drives, requestIds.missingCategory, requestIds.rpc, requestIds.unknownAccount]) {
    await context.waitForRequestLog(requestId);
  }
});
afterAll(() => context?.close());

const list = async (query: string) => (await context.request(`/requests/logs?page_size=100&${query}`)).body;
const requestIdsOf = (page: { data: { request_id: string }[] }) => page.data.map((log) => log.request_id);

describe('writing request logs', () => {
  it('logs every unified and RPC request, failures included, with what is known about it', async () => {
    const { data } = await list('');
    const byRequestId = new Map(data.map((log: { request_id: string }) => [log.request_id, log]));
    expect(byRequestId.get(requestIds.drives)).toEqual({
      id: expect.stringMatching(/^rql_/),
      request_id: requestIds.drives,
      account_id: context.accounts.googledrive,
      provider: 'googledrive',
      action_id: 'googledrive_list_drives',
      method: 'GET',
      path: '/unified/documents/drives',
      route: '/unified/documents/drives',
      status: 200,
      duration_ms: expect.any(Number),
      query: 'page_size=2&fields=id',
      warnings: [],
      started_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(byRequestId.get(requestIds.missingCategory)).toMatchObject({
      status: 404,
      provider: 'talentlms',
      action_id: 'talentlms_get_category',
      route: '/unified/lms/categories/:id',
    });
    expect(byRequestId.get(requestIds.rpc)).toMatchObject({ status: 200, method: 'POST', path: '/actions/rpc', action_id: 'iterable_list_message_types' });
    expect(byRequestId.get(requestIds.unknownAccount)).toMatchObject({ status: 404, account_id: null, provider: null, action_id: null });
    // Without a valid key the request belongs to no project.
    expect(byRequestId.has(requestIds.badKey)).toBe(false);
    // Reading the logs is not itself logged.
    expect(data.every((log: { path: string }) => !log.path.startsWith('/requests/logs'))).toBe(true);
  });
});

describe('GET /requests/logs', () => {
  it('accepts each filter as filter[key] and as a bare key, lists as repeated keys or commas', async () => {
    expect(requestIdsOf(await list('filter[providers]=talentlms'))).toEqual([requestIds.missingCategory]);
    expect(requestIdsOf(await list('providers=talentlms'))).toEqual([requestIds.missingCategory]);
    expect(requestIdsOf(await list('status_codes=404&filter[account_ids]=' + context.accounts.talentlms))).toEqual([requestIds.missingCategory]);
    expect(requestIdsOf(await list(`action_ids=iterable_list_message_types`))).toEqual([requestIds.rpc]);
    expect(requestIdsOf(await list(`filter[request_ids]=${requestIds.drives},${requestIds.rpc}`)).sort()).toEqual([requestIds.drives, requestIds.rpc].sort());
    expect(requestIdsOf(await list(`request_ids=${requestIds.drives}&request_ids=${requestIds.rpc}`)).sort()).toEqual(
      [requestIds.drives, requestIds.rpc].sort(),
    );
    expect((await list('status_codes=200,404')).data).toHaveLength(4);
  });

  it('filters by start and end date, start inclusive', async () => {
    const all = (await list('')).data as { started_at: string }[];
    const oldest = all.at(-1)!.started_at;
    expect((await list(`start_date=${oldest}`)).data).toHaveLength(all.length);
    expect((await list(`filter[end_date]=${oldest}`)).data).toHaveLength(0);
    expect((await list('start_date=2999-01-01T00:00:00Z')).data).toEqual([]);
    const conflicting = await context.request(`/requests/logs?start_date=${oldest}&filter[start_date]=2999-01-01T00:00:00Z`);
    expect(conflicting.status).toBe(400);
  });

  it('pages newest first with a signed next cursor', async () => {
    const all = requestIdsOf(await list(''));
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const { body } = await context.request(`/requests/logs?page_size=1${next ? `&next=${next}` : ''}`);
      expect(body.data.length).toBeLessThanOrEqual(1);
      seen.push(...requestIdsOf(body));
      next = body.next;
    } while (next);
    expect(seen).toEqual(all);
    expect((await context.request('/requests/logs?next=forged')).status).toBe(400);
  });

  it('refuses bad parameters with a 400 naming them', async () => {
    const cases = ['page_size=101', 'status_codes=abc', 'filter[colour]=red', 'start_date=yesterday'];
    for (const query of cases) {
      const { status, body } = await context.request(`/requests/logs?${query}`);
      expect(status).toBe(400);
      expect(body.message).toMatch(/^invalid request: query parameter/);
    }
  });
});

describe('GET /requests/logs/{id} and the advanced provider log', () => {
  it('reads one request log, by its id or its request id, with its provider requests', async () => {
    const byRequestId = await context.request(`/requests/logs/${requestIds.drives}`);
    expect(byRequestId.status).toBe(200);
    const { data } = byRequestId.body;
    expect(data.provider_logs).toEqual([
      {
        id: expect.stringMatching(/^prl_/),
        method: 'GET',
        url: expect.stringContaining('/drive/v3/drives?pageSize=2'),
        status: 200,
        duration_ms: expect.any(Number),
        started_at: expect.any(String),
        error: null,
      },
    ]);
    expect((await context.request(`/requests/logs/${data.id}`)).body).toEqual(byRequestId.body);
    expect((await context.request('/requests/logs/rql_nothing')).status).toBe(404);
  });

  it('returns the full request and response of one provider call', async () => {
    const [providerLog] = (await context.request(`/requests/logs/${requestIds.drives}`)).body.data.provider_logs;
    const { status, body } = await context.request(`/logs/unified/${requestIds.drives}/provider/${providerLog.id}/advanced`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: providerLog.id,
      request_id: requestIds.drives,
      account_id: context.accounts.googledrive,
      method: 'GET',
      url: providerLog.url,
      request: { headers: expect.objectContaining({ authorization: '[REDACTED]' }), body: null },
      response: { status: 200, headers: expect.objectContaining({ 'content-type': expect.any(String) }), body: { drives: expect.any(Array) } },
      error: null,
      body_omission: null,
    });
    expect(body.data.response.body.drives).toHaveLength(2);
    expect((await context.request(`/logs/unified/${requestIds.rpc}/provider/${providerLog.id}/advanced`)).status).toBe(404);
  });

  it('never shows a credential: tokens and API keys are redacted everywhere', async () => {
    const outputs: string[] = [JSON.stringify((await list('')).data)];
    for (const requestId of [requestIds.drives, requestIds.missingCategory, requestIds.rpc]) {
      const detail = await context.request(`/requests/logs/${requestId}`);
      outputs.push(detail.text);
      for (const providerLog of detail.body.data.provider_logs) {
        outputs.push((await context.request(`/logs/unified/${requestId}/provider/${providerLog.id}/advanced`)).text);
      }
    }
    const secrets = [
      context.emulator('googledrive').sandboxCredentials.access_token,
      context.emulator('googledrive').sandboxCredentials.refresh_token,
      context.emulator('talentlms').sandboxCredentials.api_key,
      Buffer.from(`${context.emulator('talentlms').sandboxCredentials.api_key}:`).toString('base64'),
      context.emulator('iterable').sandboxCredentials.api_key,
    ];
    expect(outputs.length).toBeGreaterThan(5);
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      for (const output of outputs) expect(output).not.toContain(secret);
    }
  });
});

describe('GET /requests/logs/steps and GET /requests/platform-logs', () => {
  let otherAuthorization: string;
  const otherRequestId = `other-project-${run}`;
  beforeAll(async () => {
    const otherProject = await context.createProject('Other project');
    otherAuthorization = basicAuthorization(await context.createApiKey({ projectId: otherProject.id }));
    const credentials = context.emulator('googledrive').sandboxCredentials;
    const otherAccount = await context.createAccount({ projectId: otherProject.id, provider: 'googledrive', credentials });
    const answer = await fetch(`${context.url}/unified/documents/drives?page_size=1`, {
      headers: { authorization: otherAuthorization, 'x-account-id': otherAccount.id, 'x-request-id': otherRequestId },
    });
    expect(answer.status).toBe(200);
  });
  const asOther = async (path: string) =>
    (await (await fetch(`${context.url}${path}`, { headers: { authorization: otherAuthorization } })).json()) as { data: { request_id: string }[] };

  it("lists a request's provider calls as steps, newest first, without bodies", async () => {
    const { status, body } = await context.request(`/requests/logs/steps?page_size=100&filter[request_ids]=${requestIds.drives}`);
    expect(status).toBe(200);
    const [providerLog] = (await context.request(`/requests/logs/${requestIds.drives}`)).body.data.provider_logs;
    expect(body).toEqual({
      next: null,
      data: [
        {
          id: providerLog.id,
          request_id: requestIds.drives,
          project_id: context.project.id,
          account_id: context.accounts.googledrive,
          provider: 'googledrive',
          service: 'unified',
          action: 'googledrive_list_drives',
          resource: 'drives',
          sub_resource: null,
          child_resource: null,
          http_method: 'GET',
          url: providerLog.url,
          path: '/drive/v3/drives',
          status: 200,
          success: true,
          duration: expect.any(Number),
          start_time: providerLog.started_at,
          end_time: expect.any(String),
          is_worker: false,
        },
      ],
    });
    const all = (await context.request('/requests/logs/steps?page_size=100')).body.data as { request_id: string; start_time: string }[];
    expect(all.map((step) => step.start_time)).toEqual(
      all
        .map((step) => step.start_time)
        .sort()
        .reverse(),
    );
    expect(new Set(all.map((step) => step.request_id))).toEqual(new Set([requestIds.drives, requestIds.missingCategory, requestIds.rpc]));
    expect((await context.request('/requests/logs/steps?success=false&providers=talentlms')).body.data).toMatchObject([
      { request_id: requestIds.missingCategory, status: 404 },
    ]);
    const paged = await context.request('/requests/logs/steps?page_size=1');
    expect((await context.request(`/requests/logs/steps?page_size=100&next=${paged.body.next}`)).body.data).toEqual(all.slice(1));
  });

  it('lists each request the platform served as one platform log, its API key as the source', async () => {
    const { status, body } = await context.request(`/requests/platform-logs?request_ids=${requestIds.drives}`);
    expect(status).toBe(200);
    const [key] = await context.store.apiKeys.list(context.project.id);
    expect(body.data).toEqual([
      {
        request_id: requestIds.drives,
        project_id: context.project.id,
        account_id: context.accounts.googledrive,
        category: 'documents',
        action: 'googledrive_list_drives',
        resource: 'drives',
        sub_resource: null,
        child_resource: null,
        http_method: 'GET',
        path: '/unified/documents/drives',
        url: '/unified/documents/drives?page_size=2&fields=id',
        status: 200,
        success: true,
        duration: expect.any(Number),
        start_time: expect.any(String),
        end_time: expect.any(String),
        event_datetime: expect.any(String),
        source_type: 'api_key',
        source_id: key!.id,
        source_value: key!.prefix,
      },
    ]);
    const failed = (await context.request('/requests/platform-logs?filter[success]=false&page_size=100')).body.data.map(
      (log: { request_id: string }) => log.request_id,
    );
    expect(failed.sort()).toEqual([requestIds.missingCategory, requestIds.unknownAccount].sort());
    expect((await context.request(`/requests/platform-logs?source_ids=${key!.id}&http_methods=post`)).body.data).toMatchObject([
      { request_id: requestIds.rpc, category: 'actions' },
    ]);
  });

  it("never shows another project's logs", async () => {
    const mine = [
      ...(await context.request('/requests/logs/steps?page_size=100')).body.data,
      ...(await context.request('/requests/platform-logs?page_size=100')).body.data,
    ];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((log: { request_id: string }) => log.request_id !== otherRequestId)).toBe(true);
    const theirs = [...(await asOther('/requests/logs/steps')).data, ...(await asOther('/requests/platform-logs')).data];
    expect(theirs.length).toBe(2);
    expect(theirs.every((log: { request_id: string }) => log.request_id === otherRequestId)).toBe(true);
  });

  it('refuses unknown and invalid filters with a 400 naming them', async () => {
    for (const route of ['/requests/logs/steps', '/requests/platform-logs']) {
      for (const [query, named] of [
        ['filter[colour]=red', 'colour'],
        ['colour=red', 'colour'],
        ['success=maybe', 'success'],
        ['status_codes=abc', 'status_codes'],
        ['order_by=duration', 'order_by'],
        ['start_date=yesterday', 'start_date'],
      ]) {
        const { status, body } = await context.request(`${route}?${query}`);
        expect(status, `${route}?${query}`).toBe(400);
        expect(body.message).toContain(named);
      }
    }
  });
});
