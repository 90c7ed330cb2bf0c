import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization } from './start-test-server.js';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

let context: UnifiedTestContext;
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
  context = await startUnifiedTestContext({ PROVIDER_LOG_BODY_SAMPLING: 'all' });
  const withId = (requestId: string) => ({ 'x-request-id': requestId });
  await context.call('/unified/documents/drives?page_size=2&fields=id', { account: context.accounts.googledrive, headers: withId(requestIds.drives) });
  await context.call('/unified/lms/categories/9999', { account: context.accounts.talentlms, headers: withId(requestIds.missingCategory) });
  await context.call('/actions/rpc', {
    method: 'POST',
    account: context.accounts.iterable,
    body: { action: 'iterable_list_message_types' },
    headers: withId(requestIds.rpc),
  });
  await context.call('/unified/documents/drives', { account: 'acc_unknown', headers: withId(requestIds.unknownAccount) });
  await fetch(`${context.testServer.url}/unified/documents/drives`, {
    headers: { authorization: basicAuthorization('ouk_not_a_key'), 'x-request-id': requestIds.badKey, 'x-account-id': context.accounts.googledrive },
  });
  for (const requestId of [requestIds.drives, requestIds.missingCategory, requestIds.rpc, requestIds.unknownAccount]) {
    await context.waitForRequestLog(requestId);
  }
});
afterAll(() => context.close());

const list = async (query: string) => (await context.call(`/requests/logs?page_size=100&${query}`)).body;
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
    expect(byRequestId.get(requestIds.missingCategory)).toMatchObject({ status: 404, provider: 'talentlms', action_id: 'talentlms_get_category', route: '/unified/lms/categories/:id' });
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
    const conflicting = await context.call(`/requests/logs?start_date=${oldest}&filter[start_date]=2999-01-01T00:00:00Z`);
    expect(conflicting.status).toBe(400);
  });

  it('pages newest first with a signed next cursor', async () => {
    const all = requestIdsOf(await list(''));
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const { body } = await context.call(`/requests/logs?page_size=1${next ? `&next=${next}` : ''}`);
      expect(body.data.length).toBeLessThanOrEqual(1);
      seen.push(...requestIdsOf(body));
      next = body.next;
    } while (next);
    expect(seen).toEqual(all);
    expect((await context.call('/requests/logs?next=forged')).status).toBe(400);
  });

  it('refuses bad parameters with a 400 naming them', async () => {
    const cases = ['page_size=101', 'status_codes=abc', 'filter[colour]=red', 'start_date=yesterday'];
    for (const query of cases) {
      const { status, body } = await context.call(`/requests/logs?${query}`);
      expect(status).toBe(400);
      expect(body.message).toMatch(/^invalid request: query parameter/);
    }
  });
});

describe('GET /requests/logs/{id} and the advanced provider log', () => {
  it('reads one request log, by its id or its request id, with its provider requests', async () => {
    const byRequestId = await context.call(`/requests/logs/${requestIds.drives}`);
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
    expect((await context.call(`/requests/logs/${data.id}`)).body).toEqual(byRequestId.body);
    expect((await context.call('/requests/logs/rql_nothing')).status).toBe(404);
  });

  it('returns the full request and response of one provider call', async () => {
    const [providerLog] = (await context.call(`/requests/logs/${requestIds.drives}`)).body.data.provider_logs;
    const { status, body } = await context.call(`/logs/unified/${requestIds.drives}/provider/${providerLog.id}/advanced`);
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
    expect((await context.call(`/logs/unified/${requestIds.rpc}/provider/${providerLog.id}/advanced`)).status).toBe(404);
  });

  it('never shows a credential: tokens and API keys are redacted everywhere', async () => {
    const outputs: string[] = [JSON.stringify((await list('')).data)];
    for (const requestId of [requestIds.drives, requestIds.missingCategory, requestIds.rpc]) {
      const detail = await context.call(`/requests/logs/${requestId}`);
      outputs.push(detail.text);
      for (const providerLog of detail.body.data.provider_logs) {
        outputs.push((await context.call(`/logs/unified/${requestId}/provider/${providerLog.id}/advanced`)).text);
      }
    }
    const secrets = [
      context.credentials('googledrive').access_token,
      context.credentials('googledrive').refresh_token,
      context.credentials('talentlms').api_key,
      Buffer.from(`${context.credentials('talentlms').api_key}:`).toString('base64'),
      context.credentials('iterable').api_key,
    ];
    expect(outputs.length).toBeGreaterThan(5);
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      for (const output of outputs) expect(output).not.toContain(secret);
    }
  });
});
