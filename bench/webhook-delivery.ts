import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiKeyAuthentication, defineConnector, defineConnectorManifest } from '@openunified/connector-sdk';
import { createPlatform, ensureDefaultProject, type PlatformSettings } from '@openunified/platform';
import { createStore, type Store } from '@openunified/store';
import { type WebhookSettingsInput, WebhookTokens } from '@openunified/webhooks';
import pg from 'pg';

/**
 * Webhook delivery: throughput (a backlog of outbox events drained to a local receiver) and
 * latency from the outbox write to the receiver's arrival at a steady rate. See README.md.
 */

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '5000' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    'poll-ms': { type: 'string' },
    concurrency: { type: 'string' },
    database: { type: 'string', default: 'sqlite' },
  },
});
const backlogSize = Number(values.events);
const ratePerSecond = Number(values.rate);
const latencySeconds = Number(values.seconds);

const notes = defineConnectorManifest({
  connector: defineConnector({
    key: 'notes',
    name: 'Notes',
    version: '1.0.0',
    icon: '',
    description: 'Accounts for the benchmark events',
    release_stage: 'preview',
    categories: ['documents'],
    authentication: [
      apiKeyAuthentication({ fields: [{ key: 'api_key', label: 'API key', secret: true }], apply: () => ({}), verifyActionId: 'notes_get_user' }),
    ],
    scope_definitions: [],
    resource_types: [],
    baseUrl: 'https://notes.invalid',
    actions: [],
  }),
});

/** Arrival time of each event id at the receiver. */
const arrivals = new Map<string, number>();
let waiter: { count: number; resolve: () => void } | undefined;
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    arrivals.set(String(request.headers['webhook-id']), performance.now());
    response.writeHead(204).end();
    if (waiter && arrivals.size >= waiter.count) waiter.resolve();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const address = receiver.address();
if (address === null || typeof address === 'string') throw new Error('receiver has no address');

const dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-bench-webhooks-'));
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const postgresSchema = `bench_webhooks_${randomBytes(6).toString('hex')}`;
const store: Store =
  values.database === 'postgres'
    ? await createStore({ databaseUrl: postgresUrl, postgresSchema })
    : await createStore({ sqlitePath: join(dataDirectory, 'bench.sqlite') });
const webhooks: WebhookSettingsInput = {
  allowedNetworks: ['127.0.0.0/8'],
  ...(values['poll-ms'] && { pollIntervalMs: Number(values['poll-ms']) }),
  ...(values.concurrency && { concurrency: Number(values.concurrency) }),
};
const config: PlatformSettings = { dataDirectory, logLevel: 'warn', webhooks };
const project = await ensureDefaultProject(store);

// The endpoint is made through the service (secret encrypted), by a platform that does not deliver.
const setup = await createPlatform({ config: { ...config, webhooks: { ...webhooks, deliver: false } }, connectors: [notes], store });
await setup.container
  .get(WebhookTokens.Endpoints)
  .create(project.id, { url: `http://127.0.0.1:${address.port}/hooks`, event_types: ['account.*'], description: 'bench' });
await setup.close();

const appendEvent = (index: number) =>
  store.events.append(project.id, 'account.updated', { id: `acc_bench_${index}`, provider: 'notes', origin_owner_id: `owner-${index}`, label: null });

function arrivalOf(count: number): Promise<void> {
  return new Promise((resolve) => {
    if (arrivals.size >= count) return resolve();
    waiter = { count, resolve };
  });
}

// Throughput: a backlog written before the delivering platform starts, drained to the receiver.
for (let index = 0; index < backlogSize; index += 1) await appendEvent(index);
const drainStarted = performance.now();
const platform = await createPlatform({ config, connectors: [notes], store });
await arrivalOf(backlogSize);
const drainSeconds = (performance.now() - drainStarted) / 1000;

// Latency: events written at a steady rate while the platform delivers.
const writtenAt = new Map<string, number>();
const total = ratePerSecond * latencySeconds;
const startedAt = performance.now();
for (let index = 0; index < total; index += 1) {
  const due = startedAt + (index * 1000) / ratePerSecond;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const before = performance.now();
  const event = await appendEvent(backlogSize + index);
  writtenAt.set(event.id, before);
}
await arrivalOf(backlogSize + total);
const latencies = [...writtenAt].map(([id, at]) => (arrivals.get(id) ?? Number.NaN) - at).sort((left, right) => left - right);
const percentile = (fraction: number) => latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))] ?? Number.NaN;

await platform.close();
await store.close();
receiver.close();
await rm(dataDirectory, { recursive: true, force: true });
if (values.database === 'postgres') {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${postgresSchema} CASCADE`);
  await client.end();
}

const settings = platform.config.webhooks;
console.log(
  `webhook delivery on ${values.database} (poll ${settings.pollIntervalMs ?? 500} ms, concurrency ${settings.concurrency ?? 16}), receiver on loopback`,
);
console.log(
  `throughput: ${backlogSize} queued events delivered in ${drainSeconds.toFixed(2)} s = ${(backlogSize / drainSeconds).toFixed(0)} events/s (start-up included)`,
);
console.log(
  `latency outbox write -> receiver at ${ratePerSecond}/s for ${latencySeconds} s: p50 ${percentile(0.5).toFixed(1)} ms, p99 ${percentile(0.99).toFixed(1)} ms, max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms`,
);
