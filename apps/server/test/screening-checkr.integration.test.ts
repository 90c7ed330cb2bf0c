import checkr, { checkrSignature } from '@openunified/connector-checkr';
import { CHECKR_SANDBOX_API_KEY, type RunningCheckrEmulator, startCheckrEmulator } from '@openunified/connector-checkr/emulator';
import { defineConnectorManifest } from '@openunified/connector-sdk';
import { basicAuthorization, startTestPlatform, type TestPlatform } from '@openunified/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, fastDelivery, Receiver } from './webhooks/webhook-test-context.js';

// The screening category end to end: packages and orders against the Checkr emulator, and the
// results webhook: Checkr's signed report events verified, relayed to the project's webhooks,
// whether a relay sends them with the API key or Checkr posts them itself with ?account_id=.

let emulator: RunningCheckrEmulator;
let platform: TestPlatform;
let receiver: Receiver;
let authorization: string;
let account: string;
let relayOnlyAccount: string;
const webhookPath = '/unified/screening/results/webhook';

beforeAll(async () => {
  emulator = await startCheckrEmulator({ rateLimitPerMinute: false });
  platform = await startTestPlatform({
    connectors: [checkr, relayOnly],
    originOverrides: { checkr: emulator.url, checkrrelay: emulator.url },
    config: { webhooks: fastDelivery, rateLimit: { failedAuthentication: { points: 1000, windowSeconds: 60 } } },
  });
  authorization = basicAuthorization(await platform.createApiKey());
  account = (await platform.createAccount({ provider: 'checkr', credentials: { api_key: CHECKR_SANDBOX_API_KEY } })).id;
  relayOnlyAccount = (await platform.createAccount({ provider: 'checkrrelay', credentials: { api_key: CHECKR_SANDBOX_API_KEY } })).id;
  receiver = await new Receiver().start();
  const created = await call('POST', '/webhooks', { url: receiver.url, event_types: ['screening_*'] }, false);
  expect(created.status).toBe(201);
});
afterAll(async () => {
  await receiver?.close();
  await platform?.close();
  await emulator?.close();
});

async function call(method: string, path: string, body?: unknown, withAccount = true) {
  const response = await fetch(`${platform.url}${path}`, {
    method,
    headers: { authorization, ...(withAccount && { 'x-account-id': account }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A report on a new candidate ordered through the API key route. */
async function orderedReport(email: string) {
  const ordered = await call('POST', '/unified/screening/orders', { package_id: emulator.account.packages[0]!.id, candidate: { email } });
  return emulator.reportFor(ordered.body.data.remote_id, { status: 'complete', result: 'clear' });
}

/** Checkr's connector with a webhook action that does not declare it verifies its sender: relays only. */
const relayOnly = defineConnectorManifest({
  connector: {
    ...checkr.connector,
    key: 'checkrrelay',
    name: 'Checkr relay only',
    actions: checkr.connector.actions
      .filter((action) => action.kind === 'webhook')
      .map(({ authenticates_sender: _dropped, ...action }) => ({ ...action, id: 'checkrrelay_receive_result' })),
  },
});

/** What Checkr's webhook reaches the server through: the route, with the project's key and the account. */
const relayHeaders = () => ({ authorization, 'x-account-id': account });

describe('screening packages and orders', () => {
  it('pages the packages with next, one Checkr call per page', async () => {
    emulator.clearRequests();
    const seen: string[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const page: { status: number; body: any } = await call(
        'GET',
        `/unified/screening/packages?page_size=10${next ? `&next=${encodeURIComponent(next)}` : ''}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((record: { remote_id: string }) => record.remote_id));
      next = page.body.next;
      pages += 1;
    } while (next);
    expect(seen).toEqual(emulator.account.packages.map((checkrPackage) => checkrPackage.id));
    expect(emulator.requests.filter((request) => request.path === '/v1/packages')).toHaveLength(pages);
    const read = await call('GET', `/unified/screening/packages/${seen[0]}`);
    expect(read.body.data).toMatchObject({ remote_id: seen[0], name: 'Basic+' });
    expect((await call('GET', '/unified/screening/packages/000000000000000000000000')).status).toBe(404);
  });

  it('orders a package: a candidate, then an invitation to its slug; Checkr refusals come back as 400s', async () => {
    const [first] = emulator.account.packages;
    const created = await call('POST', '/unified/screening/orders', {
      package_id: first!.id,
      candidate: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
      passthrough: { work_locations: [{ country: 'US', state: 'CA' }] },
    });
    expect(created.status).toBe(201);
    const candidate = emulator.account.candidates.get(created.body.data.remote_id);
    expect(candidate).toMatchObject({ first_name: 'Ada', email: 'ada@example.com' });
    const invitation = [...emulator.account.invitations.values()].find((entry) => entry.candidate_id === candidate!.id);
    expect(invitation).toMatchObject({ package: first!.slug, status: 'pending', work_locations: [{ country: 'US', state: 'CA' }] });

    const invalid = await call('POST', '/unified/screening/orders', { package_id: first!.id, candidate: { email: 'not-an-address' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.provider_errors[0]).toMatchObject({ status: 422, raw: { error: 'Email is invalid' } });
  });
});

describe('POST /unified/screening/results/webhook', () => {
  it('refuses a forged or missing signature with a 401, and relays nothing', async () => {
    const candidate = (
      await call('POST', '/unified/screening/orders', { package_id: emulator.account.packages[0]!.id, candidate: { email: 'forged@example.com' } })
    ).body.data.remote_id;
    const report = emulator.reportFor(candidate, { status: 'complete', result: 'clear' });
    const forged = await emulator.sendReportEvent(`${platform.url}${webhookPath}`, 'report.completed', report, {
      signWith: 'not-the-key',
      headers: relayHeaders(),
    });
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.answer)).toMatchObject({ statusCode: 401 });
    const unsigned = await emulator.sendReportEvent(`${platform.url}${webhookPath}`, 'report.completed', report, { signWith: false, headers: relayHeaders() });
    expect(unsigned.status).toBe(401);
    const events = await platform.store.events.list(platform.project.id, { type: 'screening_results.updated' });
    expect(events.filter((event) => event.payload.remote_id === report.id)).toEqual([]);
  });

  it('turns a signed report event into screening_results.updated, delivered to the project webhook', async () => {
    const candidate = (
      await call('POST', '/unified/screening/orders', { package_id: emulator.account.packages[1]!.id, candidate: { email: 'grace@example.com' } })
    ).body.data.remote_id;
    const report = emulator.reportFor(candidate, { status: 'complete', result: 'consider' });
    const sent = await emulator.sendReportEvent(`${platform.url}${webhookPath}`, 'report.completed', report, { headers: relayHeaders() });
    expect(sent.status).toBe(200);
    const answer = JSON.parse(sent.answer);
    expect(answer).toMatchObject({ event: 'screening.results.completed', data: { remote_id: report.id, status: 'completed', summary: 'consider' } });

    const delivered = await eventually(
      'the screening result webhook',
      () => receiver.received.map((webhook) => JSON.parse(webhook.body)).filter((payload) => payload.record_remote_id === report.id),
      (payloads) => payloads.length > 0,
    );
    expect(delivered[0]).toMatchObject({
      event: 'screening_results.updated',
      record_type: 'screening_results',
      record_id: answer.data.id,
      account_id: account,
      provider: 'checkr',
      event_data: { event: 'screening.results.completed', data: { remote_id: report.id, order_id: answer.data.order_id } },
    });
  });

  it('answers a Checkr event about something else than a report with a 422', async () => {
    const candidate = (await call('POST', '/unified/screening/orders', { package_id: emulator.account.packages[2]!.id, candidate: { email: 'x@example.com' } }))
      .body.data.remote_id;
    const report = emulator.reportFor(candidate);
    const invitation = { ...report, object: 'invitation' } as unknown as typeof report;
    const sent = await emulator.sendReportEvent(`${platform.url}${webhookPath}`, 'invitation.completed', invitation, { headers: relayHeaders() });
    expect(sent.status).toBe(422);
  });
});

describe('POST /unified/screening/results/webhook?account_id=, posted by Checkr itself', () => {
  const directUrl = (accountId: string) => `${platform.url}${webhookPath}?account_id=${encodeURIComponent(accountId)}`;
  const rejected = 'the webhook request is not signed for the account named by account_id: unknown account, or a missing or wrong provider signature';

  it("takes a signed report event without the API key: the event is delivered and the request logged in the account's project", async () => {
    const candidate = (
      await call('POST', '/unified/screening/orders', { package_id: emulator.account.packages[0]!.id, candidate: { email: 'direct@example.com' } })
    ).body.data.remote_id;
    const report = emulator.reportFor(candidate, { status: 'complete', result: 'clear' });
    const body = JSON.stringify({ id: 'evt-direct', object: 'event', type: 'report.completed', data: { object: report } });
    const response = await fetch(directUrl(account), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-checkr-signature': checkrSignature(body, CHECKR_SANDBOX_API_KEY) },
      body,
    });
    const answer = await response.json();
    expect(response.status).toBe(200);
    expect(answer).toMatchObject({ event: 'screening.results.completed', data: { remote_id: report.id, status: 'completed' } });
    const delivered = await eventually(
      'the screening result webhook',
      () => receiver.received.map((webhook) => JSON.parse(webhook.body)).filter((payload) => payload.record_remote_id === report.id),
      (payloads) => payloads.length > 0,
    );
    expect(delivered[0]).toMatchObject({ event: 'screening_results.updated', account_id: account, provider: 'checkr' });
    const log = await platform.waitForRequestLog(response.headers.get('x-request-id')!);
    expect(log).toMatchObject({ account_id: account, status: 200, action_id: 'checkr_receive_result' });
  });

  it("lands the event in the account's own project, whichever project that is", async () => {
    const other = await platform.createProject('Other screening project');
    const otherAccount = (await platform.createAccount({ projectId: other.id, provider: 'checkr', credentials: { api_key: CHECKR_SANDBOX_API_KEY } })).id;
    const report = await orderedReport('candidate-elsewhere@example.com');
    const sent = await emulator.sendReportEvent(directUrl(otherAccount), 'report.completed', report);
    expect(sent.status).toBe(200);
    const events = await platform.store.events.list(other.id, { type: 'screening_results.updated' });
    expect(events.filter((event) => event.payload.remote_id === report.id)).toHaveLength(1);
    const ours = await platform.store.events.list(platform.project.id, { type: 'screening_results.updated' });
    expect(ours.filter((event) => event.payload.remote_id === report.id)).toEqual([]);
  });

  it('answers a wrong or missing signature and an unknown account with the same 401, and relays nothing', async () => {
    const report = await orderedReport('candidate-forged@example.com');
    const forged = await emulator.sendReportEvent(directUrl(account), 'report.completed', report, { signWith: 'not-the-key' });
    const unsigned = await emulator.sendReportEvent(directUrl(account), 'report.completed', report, { signWith: false });
    const unknown = await emulator.sendReportEvent(directUrl('acc_AAAAAAAAAAAAAAAAAAAAAA'), 'report.completed', report);
    // Prefer: heartbeat would answer 200 before the check: a signed-only request never gets it.
    const heartbeat = await emulator.sendReportEvent(directUrl(account), 'report.completed', report, {
      signWith: 'not-the-key',
      headers: { prefer: 'heartbeat' },
    });
    for (const sent of [forged, unsigned, unknown, heartbeat]) {
      expect(sent.status).toBe(401);
      expect(JSON.parse(sent.answer)).toMatchObject({ statusCode: 401, message: rejected });
    }
    const events = await platform.store.events.list(platform.project.id, { type: 'screening_results.updated' });
    expect(events.filter((event) => event.payload.remote_id === report.id)).toEqual([]);
  });

  it('refuses it for a connector whose webhook does not verify its sender: that one needs the API key', async () => {
    const report = await orderedReport('candidate-relay@example.com');
    const direct = await emulator.sendReportEvent(directUrl(relayOnlyAccount), 'report.completed', report);
    expect(direct.status).toBe(401);
    expect(JSON.parse(direct.answer).message).toContain('send it with the API key (Authorization) and x-account-id');
    const relayed = await emulator.sendReportEvent(`${platform.url}${webhookPath}`, 'report.completed', report, {
      headers: { authorization, 'x-account-id': relayOnlyAccount },
    });
    expect(relayed.status).toBe(200);
  });

  it('answers a malformed or repeated account_id with a 400 envelope', async () => {
    const report = await orderedReport('candidate-bad-query@example.com');
    for (const query of ['account_id=', 'account_id=a%20b', `account_id=${account}&account_id=${account}`]) {
      const sent = await emulator.sendReportEvent(`${platform.url}${webhookPath}?${query}`, 'report.completed', report);
      expect(sent.status).toBe(400);
      expect(JSON.parse(sent.answer)).toMatchObject({ statusCode: 400, message: expect.stringContaining('account_id') });
    }
  });

  it('keeps the API key form as it was, and answers a suspended account as an unknown one', async () => {
    const report = await orderedReport('candidate-keyed@example.com');
    const keyed = await emulator.sendReportEvent(`${platform.url}${webhookPath}`, 'report.completed', report, { headers: relayHeaders() });
    expect(keyed.status).toBe(200);
    const noAccount = await emulator.sendReportEvent(`${platform.url}${webhookPath}`, 'report.completed', report, { headers: { authorization } });
    expect(noAccount.status).toBe(400);
    const noKey = await emulator.sendReportEvent(`${platform.url}${webhookPath}`, 'report.completed', report);
    expect(noKey.status).toBe(401);
    const suspended = (await platform.createAccount({ provider: 'checkr', credentials: { api_key: CHECKR_SANDBOX_API_KEY }, status: 'suspended' })).id;
    const toSuspended = await emulator.sendReportEvent(directUrl(suspended), 'report.completed', report);
    expect(toSuspended.status).toBe(401);
    expect(JSON.parse(toSuspended.answer)).toMatchObject({ statusCode: 401, message: rejected });
  });
});

describe('failed provider signatures and the per-IP failed-authentication limit', () => {
  let limited: TestPlatform;
  beforeAll(async () => {
    limited = await startTestPlatform({
      connectors: [checkr],
      originOverrides: { checkr: emulator.url },
      config: { rateLimit: { failedAuthentication: { points: 2, windowSeconds: 60 } } },
    });
  });
  afterAll(() => limited?.close());

  it('counts each 401 of a direct post: past the budget the address is refused with a 429, a right signature included', async () => {
    const limitedAccount = (await limited.createAccount({ provider: 'checkr', credentials: { api_key: CHECKR_SANDBOX_API_KEY } })).id;
    const url = `${limited.url}${webhookPath}?account_id=${limitedAccount}`;
    const report = await orderedReport('candidate-limited@example.com');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++)
      statuses.push((await emulator.sendReportEvent(url, 'report.completed', report, { signWith: 'guess' })).status);
    statuses.push((await emulator.sendReportEvent(url, 'report.completed', report)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
