import { verifyWebhook } from '@openunified/webhooks/verify';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, Receiver, startWebhookPlatform, type WebhookTestPlatform } from './webhook-test-context.js';

let platform: WebhookTestPlatform;
const receivers: Receiver[] = [];
beforeAll(async () => {
  platform = await startWebhookPlatform();
});
afterAll(() => platform.close());
afterEach(async () => {
  // Each test's endpoints go, so later tests' events reach only their own receivers.
  const { body } = await platform.call('GET', '/webhooks');
  for (const endpoint of body.data) await platform.call('DELETE', `/webhooks/${endpoint.id}`);
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function receiver(answer?: (id: string, previousArrivals: number) => number): Promise<Receiver> {
  const started = await new Receiver(answer).start();
  receivers.push(started);
  return started;
}

async function createEndpoint(url: string, eventTypes: string[] = ['account.*']) {
  const created = await platform.call('POST', '/webhooks', { url, event_types: eventTypes, description: 'test receiver' });
  expect(created.status).toBe(201);
  return created.body as { id: string; secret: string };
}

const deliveriesOf = async (endpointId: string) => (await platform.call('GET', `/webhooks/${endpointId}/deliveries`)).body.data;

describe('endpoints', () => {
  it('shows the signing secret once, at creation, and never again', async () => {
    const target = await receiver();
    const endpoint = await createEndpoint(target.url);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ url: target.url, event_types: ['account.*'], enabled: true, disabled_reason: null, description: 'test receiver' });
    const fetched = await platform.call('GET', `/webhooks/${endpoint.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).not.toHaveProperty('secret');
    expect(JSON.stringify((await platform.call('GET', '/webhooks')).body)).not.toContain(endpoint.secret);
    const stored = await platform.testPlatform.store.webhookEndpoints.get(platform.testPlatform.project.id, endpoint.id);
    expect(JSON.stringify(stored)).not.toContain(endpoint.secret.slice(6));
  });

  it('updates, deletes and answers bad input and unknown ids with the envelope', async () => {
    const target = await receiver();
    const endpoint = await createEndpoint(target.url);
    const updated = await platform.call('PATCH', `/webhooks/${endpoint.id}`, { event_types: ['hris_*', 'account.deleted', 'hris_*'], description: null });
    expect(updated).toMatchObject({ status: 200, body: { event_types: ['hris_*', 'account.deleted'], description: null } });

    const badType = await platform.call('POST', '/webhooks', { url: target.url, event_types: ['Account Created'] });
    expect(badType).toMatchObject({ status: 400, body: { statusCode: 400, message: expect.stringContaining('event_types') } });
    const noTypes = await platform.call('POST', '/webhooks', { url: target.url, event_types: [] });
    expect(noTypes.status).toBe(400);
    const notHttp = await platform.call('POST', '/webhooks', { url: 'ftp://127.0.0.1/hooks', event_types: ['*'] });
    expect(notHttp).toMatchObject({ status: 400, body: { message: 'url must be an http or https URL' } });
    const notUrl = await platform.call('POST', '/webhooks', { url: 'receiver', event_types: ['*'] });
    expect(notUrl.status).toBe(400);

    expect((await platform.call('GET', '/webhooks/whk_missing')).status).toBe(404);
    const otherProject = await platform.testPlatform.createProject('Other');
    const foreignKey = await platform.testPlatform.createApiKey({ projectId: otherProject.id });
    const foreign = await fetch(`${platform.testPlatform.url}/webhooks/${endpoint.id}`, {
      headers: { authorization: `Basic ${Buffer.from(`${foreignKey}:`).toString('base64')}` },
    });
    expect(foreign.status).toBe(404);

    const deleted = await platform.call('DELETE', `/webhooks/${endpoint.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id: endpoint.id } });
    expect((await platform.call('GET', `/webhooks/${endpoint.id}`)).status).toBe(404);
  });
});

describe('delivery', () => {
  it('retries a failing receiver with backoff until it accepts, each event processed once, signed for both verifiers', async () => {
    const target = await receiver((_id, previousArrivals) => (previousArrivals < 2 ? 503 : 200));
    const endpoint = await createEndpoint(target.url);
    const account = await platform.createAccount('customer-42');

    const [accepted] = await eventually(
      'the account.created delivery',
      () => target.processed,
      (processed) => processed.length === 1,
    );
    const arrivals = target.of(accepted ?? '');
    expect(arrivals.map((webhook) => webhook.status)).toEqual([503, 503, 200]);
    // Exponential: the second wait is at least the first's lower bound doubled.
    const [first, second, third] = arrivals.map((webhook) => webhook.receivedAt);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(20);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(40);

    const last = arrivals[2];
    if (!last) throw new Error('no accepted delivery');
    const payload = verifyWebhook<Record<string, unknown>>(endpoint.secret, last.headers as Record<string, string>, last.body);
    expect(new Webhook(endpoint.secret).verify(last.body, last.headers as Record<string, string>)).toEqual(payload);
    expect(payload).toMatchObject({
      id: accepted,
      event: 'account.created',
      record_type: 'account',
      record_id: account.id,
      record_remote_id: null,
      account_id: account.id,
      provider: 'plainnotes',
      origin_owner_id: 'customer-42',
      origin_owner_name: 'Owner customer-42',
      origin_username: null,
      project_id: platform.testPlatform.project.id,
      event_data: expect.objectContaining({ id: account.id, provider: 'plainnotes' }),
    });
    expect(Object.keys(payload)).toEqual([
      'id',
      'event',
      'event_date',
      'record_type',
      'record_id',
      'record_remote_id',
      'sent_at',
      'account_id',
      'provider',
      'origin_owner_id',
      'origin_owner_name',
      'origin_username',
      'project_id',
      'event_data',
    ]);
    expect(JSON.stringify(payload)).not.toContain('secret-key');
    // The same id on every attempt: receivers deduplicate on it.
    expect(new Set(arrivals.map((webhook) => webhook.headers['webhook-id']))).toEqual(new Set([accepted]));

    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ event_id: accepted, event: 'account.created', status: 'succeeded', attempts: 3 });
    expect(delivery.attempt_log.map((attempt: { status_code: number }) => attempt.status_code)).toEqual([503, 503, 200]);
    expect(delivery.attempt_log[0]).toMatchObject({ attempt: 1, succeeded: false, error: 'answered 503', response_excerpt: 'receiver is down' });
    expect(delivery.attempt_log[2]).toMatchObject({ attempt: 3, succeeded: true, error: null, response_excerpt: 'thanks' });
  });

  it('refuses a tampered body, a foreign secret and a stale timestamp in the verify helper', async () => {
    const target = await receiver();
    const endpoint = await createEndpoint(target.url);
    await platform.createAccount();
    const [webhook] = await eventually(
      'a delivery',
      () => target.received,
      (received) => received.length === 1,
    );
    if (!webhook) throw new Error('no delivery');
    const headers = webhook.headers as Record<string, string>;
    expect(() => verifyWebhook(endpoint.secret, headers, webhook.body.replace('account.created', 'account.deleted'))).toThrow('no matching signature');
    expect(() => verifyWebhook('whsec_c29tZSBvdGhlciBzZWNyZXQ=', headers, webhook.body)).toThrow('no matching signature');
    expect(() => verifyWebhook(endpoint.secret, headers, webhook.body, { now: new Date(Date.now() + 10 * 60_000) })).toThrow('too far from now');
    expect(() => verifyWebhook(endpoint.secret, { ...headers, 'webhook-id': undefined }, webhook.body)).toThrow('missing webhook-id header');
  });

  it('delivers only the event types an endpoint subscribes to, wildcards included', async () => {
    const everything = await receiver();
    const deletions = await receiver();
    await createEndpoint(everything.url, ['*']);
    await createEndpoint(deletions.url, ['*.deleted']);
    const account = await platform.createAccount();
    await platform.call('DELETE', `/accounts/${account.id}`);
    await eventually(
      'both events at the catch-all endpoint',
      () => everything.processed,
      (processed) => processed.length === 2,
    );
    await eventually(
      'the deletion',
      () => deletions.processed,
      (processed) => processed.length === 1,
    );
    const events = everything.received.map((webhook) => JSON.parse(webhook.body).event);
    expect(events.sort()).toEqual(['account.created', 'account.deleted']);
    expect(JSON.parse(deletions.received[0]?.body ?? '{}')).toMatchObject({ event: 'account.deleted', record_id: account.id });
  });

  it('signs with both secrets during a rotation, and the new secret answers only once', async () => {
    const target = await receiver();
    const endpoint = await createEndpoint(target.url);
    const rotated = await platform.call('POST', `/webhooks/${endpoint.id}/rotate_secret`);
    expect(rotated).toMatchObject({
      status: 200,
      body: { id: endpoint.id, secret: expect.stringMatching(/^whsec_/), previous_secret_expires_at: expect.any(String) },
    });
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    await platform.createAccount();
    const [webhook] = await eventually(
      'a delivery after the rotation',
      () => target.received,
      (received) => received.length === 1,
    );
    if (!webhook) throw new Error('no delivery');
    expect(String(webhook.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [rotated.body.secret, endpoint.secret]) {
      expect(verifyWebhook(secret, webhook.headers as Record<string, string>, webhook.body)).toMatchObject({ event: 'account.created' });
      expect(new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>)).toMatchObject({ event: 'account.created' });
    }
    expect((await platform.call('GET', `/webhooks/${endpoint.id}`)).body).not.toHaveProperty('secret');
  });

  it('replays a delivered event with the same id, and triggers the newest event of records by hand (207)', async () => {
    const target = await receiver();
    const endpoint = await createEndpoint(target.url, ['account.created', 'account.updated']);
    const account = await platform.createAccount();
    await eventually(
      'the first delivery',
      () => target.processed,
      (processed) => processed.length === 1,
    );
    const [delivery] = await deliveriesOf(endpoint.id);

    const replayed = await platform.call('POST', `/webhooks/${endpoint.id}/deliveries/${delivery.id}/replay`);
    expect(replayed).toMatchObject({ status: 202, body: { event_id: delivery.event_id, status: 'pending' } });
    await eventually(
      'the replay',
      () => target.of(delivery.event_id),
      (arrivals) => arrivals.length === 2,
    );
    expect((await platform.call('POST', `/webhooks/${endpoint.id}/deliveries/whd_missing/replay`)).status).toBe(404);

    const triggered = await platform.call('POST', `/webhooks/${endpoint.id}/events`, [
      { event: 'account.created', record_id: account.id },
      { event: 'account.updated', record_id: account.id },
      { event: 'account.deleted', record_id: account.id },
      { event: 'not an event', record_id: account.id },
    ]);
    expect(triggered.status).toBe(207);
    expect(triggered.body).toEqual([
      { event: 'account.created', record_id: account.id, status: 202, message: expect.stringMatching(/^event evt_\S+ queued as delivery whd_/) },
      { event: 'account.updated', record_id: account.id, status: 404, message: `no account.updated event of record ${account.id}` },
      { event: 'account.deleted', record_id: account.id, status: 422, message: `webhook ${endpoint.id} does not subscribe to account.deleted` },
      { event: 'not an event', record_id: account.id, status: 400, message: expect.stringContaining('event must be an event type') },
    ]);
    await eventually(
      'the triggered delivery',
      () => target.of(delivery.event_id),
      (arrivals) => arrivals.length === 3,
    );
    expect(target.processed).toEqual([delivery.event_id]);

    const empty = await platform.call('POST', `/webhooks/${endpoint.id}/events`, []);
    expect(empty.status).toBe(400);
  });

  it('disables an endpoint after sustained failure with a reason, and a PATCH enables it and resumes its deliveries', async () => {
    await platform.close();
    platform = await startWebhookPlatform({
      webhooks: {
        allowedNetworks: ['127.0.0.0/8'],
        pollIntervalMs: 20,
        retry: { baseDelayMs: 20, maxDelayMs: 40, retryWindowMs: 60_000 },
        disable: { consecutiveFailures: 3, failingForMs: 30 },
      },
    });
    const target = await receiver(() => 500);
    const endpoint = await createEndpoint(target.url);
    await platform.createAccount();
    const disabled = await eventually(
      'the endpoint disabled',
      async () => (await platform.call('GET', `/webhooks/${endpoint.id}`)).body,
      (body) => body.enabled === false,
    );
    expect(disabled.disabled_reason).toMatch(/^every attempt failed for at least 30 ms \(3 or more in a row\)/);
    expect(disabled.disabled_reason).toContain('the last: answered 500');
    const attemptsWhenDisabled = target.received.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(target.received.length).toBe(attemptsWhenDisabled);
    const [pending] = await deliveriesOf(endpoint.id);
    expect(pending.status).toBe('pending');

    target.answerWith(() => 200);
    const enabled = await platform.call('PATCH', `/webhooks/${endpoint.id}`, { enabled: true });
    expect(enabled).toMatchObject({ status: 200, body: { enabled: true, disabled_reason: null, disabled_at: null } });
    await eventually(
      'the delivery after re-enabling',
      () => target.processed,
      (processed) => processed.length === 1,
    );
    expect((await deliveriesOf(endpoint.id))[0].status).toBe('succeeded');
  });
});
