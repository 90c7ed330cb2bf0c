import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { testDatabaseUrl as postgresUrl } from '@openunified/platform/testing';
import { WebhookTokens } from '@openunified/webhooks';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, fastDelivery, Receiver, startWebhookPlatform, type WebhookTestPlatform } from './webhook-test-context.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startedReceiver(answer: (id: string, previousArrivals: number) => number, delayMs = 0): Promise<Receiver> {
  const receiver = await new Receiver(answer, delayMs).start();
  cleanups.push(() => receiver.close());
  return receiver;
}

describe('durable delivery', () => {
  it('drops an attempt whose endpoint was deleted while it was in flight, logged at info, never a foreign-key error', async () => {
    const lines: string[] = [];
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const receiver = await startedReceiver(() => 500, 600);
    const platform = await startWebhookPlatform({ config: { logLevel: 'info' }, logDestination });
    cleanups.push(() => platform.close());
    const endpoint = await platform.call('POST', '/webhooks', { url: receiver.url, event_types: ['account.*'] });
    await platform.createAccount();
    await eventually(
      'the attempt in flight at the receiver',
      () => receiver.maxConcurrentPerEvent,
      (count) => count >= 1,
    );
    expect((await platform.call('DELETE', `/webhooks/${endpoint.body.id}`)).status).toBe(200);

    const entries = () => lines.map((line) => JSON.parse(line) as { level: string; msg: string; endpointId?: string });
    const dropped = await eventually(
      'the dropped attempt logged',
      () => entries().filter((entry) => /endpoint was deleted/.test(entry.msg)),
      (found) => found.length > 0,
    );
    expect(dropped).toEqual([expect.objectContaining({ level: 'info', endpointId: endpoint.body.id })]);
    expect(entries().filter((entry) => entry.level === 'error' || entry.level === 'fatal')).toEqual([]);
  });

  it('survives a restart in the middle of retries: the next process finishes them, each event processed once', async () => {
    const dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-webhooks-restart-'));
    cleanups.push(() => rm(dataDirectory, { recursive: true, force: true }));
    const receiver = await startedReceiver((_id, previousArrivals) => (previousArrivals < 3 ? 500 : 200));
    // Slow retries in the first process, so it stops with every delivery still pending.
    const first = await startWebhookPlatform({
      config: { dataDirectory },
      webhooks: { ...fastDelivery, retry: { baseDelayMs: 400, maxDelayMs: 400, retryWindowMs: 60_000 } },
    });
    const endpoint = await first.call('POST', '/webhooks', { url: receiver.url, event_types: ['account.*'] });
    const accounts = [await first.createAccount(), await first.createAccount(), await first.createAccount()];
    await eventually(
      'a first failed attempt of each event',
      () => new Set(receiver.received.map((webhook) => webhook.id)).size,
      (ids) => ids === 3,
    );
    await first.close();
    const failedBeforeRestart = receiver.received.length;
    expect(receiver.processed).toEqual([]);

    const second = await startWebhookPlatform({ config: { dataDirectory } });
    cleanups.push(() => second.close());
    await eventually(
      'every event accepted after the restart',
      () => receiver.processed.length,
      (count) => count === 3,
    );
    expect(receiver.received.length).toBeGreaterThan(failedBeforeRestart);
    for (const id of receiver.processed) expect(receiver.of(id).map((webhook) => webhook.status)).toEqual([500, 500, 500, 200]);
    const payloads = receiver.processed.map((id) => JSON.parse(receiver.of(id).at(-1)?.body ?? '{}'));
    expect(payloads.map((payload) => payload.record_id).sort()).toEqual(accounts.map((account) => account.id).sort());
    const log = (await second.call('GET', `/webhooks/${endpoint.body.id}/deliveries`)).body.data;
    expect(log.map((delivery: { status: string; attempts: number }) => [delivery.status, delivery.attempts])).toEqual([
      ['succeeded', 4],
      ['succeeded', 4],
      ['succeeded', 4],
    ]);
  });

  it('SSRF guard: refuses private and loopback targets unless allowed, at creation and again at delivery', async () => {
    const dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-webhooks-ssrf-'));
    cleanups.push(() => rm(dataDirectory, { recursive: true, force: true }));
    const receiver = await startedReceiver(() => 200);
    const allowing = await startWebhookPlatform({ config: { dataDirectory } });
    const endpoint = await allowing.call('POST', '/webhooks', { url: receiver.url.replace('127.0.0.1', 'localhost'), event_types: ['*'] });
    expect(endpoint.status).toBe(201);
    await allowing.close();

    const guarded = await startWebhookPlatform({ config: { dataDirectory }, webhooks: { ...fastDelivery, allowedNetworks: [] } });
    cleanups.push(() => guarded.close());
    for (const url of [
      receiver.url,
      'http://localhost:9/hooks',
      'http://10.1.2.3/hooks',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:9/hooks',
      'http://[::ffff:127.0.0.1]/hooks',
      'http://[::127.0.0.1]:8080/',
      'http://[2002:7f00:1::]/hooks',
      'http://[64:ff9b::a9fe:a9fe]/hooks',
      'http://192.168.0.10/hooks',
    ]) {
      const refused = await guarded.call('POST', '/webhooks', { url, event_types: ['*'] });
      expect(refused.status, url).toBe(400);
      expect(refused.body.message, url).toMatch(/^url is refused: .* is a private, loopback or reserved address/);
    }
    const patched = await guarded.call('PATCH', `/webhooks/${endpoint.body.id}`, { url: 'http://127.0.0.2/hooks' });
    expect(patched.status).toBe(400);

    // The endpoint saved while loopback was allowed: its host resolves to loopback at connection time.
    await guarded.createAccount();
    const [delivery] = await eventually(
      'a refused attempt',
      async () => (await guarded.call('GET', `/webhooks/${endpoint.body.id}/deliveries`)).body.data,
      (deliveries) => deliveries[0]?.attempt_log.length > 0,
    );
    expect(delivery.attempt_log[0]).toMatchObject({ succeeded: false, status_code: null, error: expect.stringContaining('SSRF guard') });
    expect(receiver.received).toEqual([]);
  });
});

describe('several processes on PostgreSQL', () => {
  it('deliver every event once, never the same event twice at once', async () => {
    const schema = `webhooks_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    });
    // Every attempt takes a while, so that a second sender of the same event would overlap it.
    const receiver = await startedReceiver(() => 200, 25);
    const database = { kind: 'postgres' as const, url: postgresUrl, schema };
    // Processes of one deployment share the encryption keys (ENCRYPTION_KEYS), so each can read the signing secrets.
    const keyring = { activeKeyId: 'shared', keys: { shared: randomBytes(32) } };
    const processes: WebhookTestPlatform[] = [];
    const deliveredBy = [0, 0, 0];
    for (const index of deliveredBy.keys()) {
      const process = await startWebhookPlatform({ config: { database, keyring }, webhooks: { ...fastDelivery, concurrency: 4 } });
      cleanups.push(() => process.close());
      processes.push(process);
      process.testPlatform.platform.container.get(WebhookTokens.Dispatcher).onDelivered(() => {
        deliveredBy[index] = (deliveredBy[index] ?? 0) + 1;
      });
    }
    const [first] = processes;
    if (!first) throw new Error('no process');
    expect(first.testPlatform.store.dialect).toBe('postgres');
    await first.call('POST', '/webhooks', { url: receiver.url, event_types: ['account.created'] });
    const accounts = await Promise.all(Array.from({ length: 60 }, () => first.createAccount()));

    await eventually(
      'every event delivered',
      () => receiver.processed.length,
      (count) => count === accounts.length,
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(accounts.length);
    expect(receiver.maxConcurrentPerEvent).toBe(1);
    // The work was shared: more than one process delivered.
    expect(deliveredBy.filter((count) => count > 0).length).toBeGreaterThan(1);
  }, 60_000);
});
