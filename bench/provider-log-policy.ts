import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ProviderCallRecord } from '@openunified/connector-sdk';
import { createStore, type ProviderLogRecord, WriteBehindQueue } from '@openunified/store';
import { generateSeedData } from '../connectors/googledrive/src/emulator/seed-data.js';
import {
  bodyToLog,
  type ProviderLogBodies,
  parseProviderLogBodySampling,
  providerLogBodyOmissions,
} from '../packages/action-pipeline/src/provider-log-bodies.js';

/**
 * What the provider log costs per request under each body policy (docs/deployment.md "Request
 * logs"), alone: the policy's decision, the body cap and the write-behind batches into SQLite, as
 * the action executor and its queue do them, for requests making one provider call whose answer
 * is a page of 25 Google Drive shared drives. CPU of this process per request. See README.md.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    requests: { type: 'string', default: '20000' },
    // One request in this many fails (a provider 500): under `errors` and `sampled` it keeps its bodies.
    'failure-every': { type: 'string', default: '100' },
    rounds: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const failureEvery = Number(values['failure-every']);
const rounds = Number(values.rounds);

const seed = generateSeedData({ seed: 1, drivesCount: 30, domainOnlyDrivesCount: 0, filesPerDrive: 0 });
const responseBody = JSON.stringify({ kind: 'drive#driveList', drives: seed.drives.slice(0, 25) });

function callOf(index: number): ProviderCallRecord {
  const failed = index % failureEvery === failureEvery - 1;
  return {
    id: `call-${index}`,
    method: 'GET',
    url: 'https://www.googleapis.com/drive/v3/drives?pageSize=25',
    requestHeaders: { authorization: '[REDACTED]', accept: 'application/json' },
    requestBody: null,
    status: failed ? 500 : 200,
    responseHeaders: { 'content-type': 'application/json; charset=UTF-8' },
    responseBody: failed ? '{"error":{"code":500,"message":"Internal Error"}}' : responseBody,
    durationMs: 12,
    startedAt: new Date(Date.UTC(2026, 10, 23) + index).toISOString(),
    error: null,
    attempt: 1,
  };
}

const policies: Record<string, ProviderLogBodies> = {
  'all (capped 4096)': { mode: 'capped', capCharacters: 4096, sampling: 'all' },
  'sampled:0.1 (capped)': { mode: 'capped', capCharacters: 4096, sampling: parseProviderLogBodySampling('sampled:0.1')! },
  'sampled:0.01 (capped)': { mode: 'capped', capCharacters: 4096, sampling: parseProviderLogBodySampling('sampled:0.01')! },
  'errors (capped)': { mode: 'capped', capCharacters: 4096, sampling: 'errors' },
  none: { mode: 'none', capCharacters: 4096 },
  'all (full)': { mode: 'full', capCharacters: 4096, sampling: 'all' },
};

interface Measurement {
  cpuMicroseconds: number;
  databaseBytes: number;
}

/** Per request of `count` requests logged under `policy` into a fresh SQLite file: CPU, and the file's growth once closed. */
async function measure(policy: ProviderLogBodies, count: number): Promise<Measurement> {
  const directory = await mkdtemp(join(tmpdir(), 'openunified-provider-log-bench-'));
  const store = await createStore({ sqlitePath: join(directory, 'logs.sqlite') });
  const organization = await store.organizations.create({ name: 'Bench' });
  const project = await store.projects.create({ organizationId: organization.id, name: 'Bench' });
  let failedWrite: unknown;
  const queue = new WriteBehindQueue<Omit<ProviderLogRecord, 'id'>>((logs) => store.providerLogs.createMany(logs), {
    onError: (error) => {
      failedWrite ??= error;
    },
  });
  let cpuMicroseconds = 0;
  try {
    const started = process.cpuUsage();
    for (let index = 0; index < count; index++) {
      const calls = [callOf(index)];
      const omissions = providerLogBodyOmissions(policy, calls, calls[0]!.status !== 200);
      queue.push(
        ...calls.map((call, callIndex) => {
          const bodyOmission = omissions[callIndex] ?? null;
          return {
            projectId: project.id,
            requestId: `req_${index}`,
            accountId: null,
            method: call.method,
            url: call.url,
            requestHeaders: call.requestHeaders,
            requestBody: bodyOmission === null ? bodyToLog(call.requestBody, policy) : null,
            status: call.status,
            responseHeaders: call.responseHeaders,
            responseBody: bodyOmission === null ? bodyToLog(call.responseBody, policy) : null,
            durationMs: call.durationMs,
            error: call.error,
            startedAt: call.startedAt,
            bodyOmission,
          };
        }),
      );
      // Requests arrive over time: let full batches be written as they would between requests.
      if (index % 200 === 199) await new Promise((resolve) => setImmediate(resolve));
    }
    await queue.flush();
    const used = process.cpuUsage(started);
    if (failedWrite !== undefined) throw new Error('a provider log batch failed to write', { cause: failedWrite });
    cpuMicroseconds = (used.user + used.system) / count;
  } finally {
    await queue.close();
    await store.close();
  }
  // The database file and whatever of it is still in the write-ahead log.
  const sizes = await Promise.all(
    ['logs.sqlite', 'logs.sqlite-wal'].map((file) =>
      stat(join(directory, file)).then(
        (found) => found.size,
        () => 0,
      ),
    ),
  );
  const databaseBytes = (sizes[0]! + sizes[1]!) / count;
  await rm(directory, { recursive: true, force: true });
  return { cpuMicroseconds, databaseBytes };
}

// JIT and SQLite warm up on a run that is not reported; then the policies take turns, and each
// reports the median of its rounds, so a burst of load on the machine hits every policy alike.
await measure(policies['all (capped 4096)']!, Math.min(requests, 5000));
const results = new Map<string, Measurement[]>(Object.keys(policies).map((name) => [name, []]));
for (let round = 0; round < rounds; round++) {
  for (const [name, policy] of Object.entries(policies)) results.get(name)!.push(await measure(policy, requests));
}
if (!values.json)
  process.stdout.write(
    `provider log per request, ${requests} requests, one Drive page of ${responseBody.length} characters each, 1 in ${failureEvery} failing, SQLite\n\n`,
  );
for (const [name, samples] of results) {
  const cpu = samples.map((sample) => sample.cpuMicroseconds).sort((left, right) => left - right);
  const median = cpu[Math.floor(cpu.length / 2)]!;
  const bytes = Math.round(samples[0]!.databaseBytes);
  if (values.json)
    process.stdout.write(`${JSON.stringify({ policy: name, cpu_us_per_request: Math.round(median * 10) / 10, database_bytes_per_request: bytes })}\n`);
  else
    process.stdout.write(
      `${name.padEnd(24)} ${median.toFixed(1).padStart(7)} µs CPU per request (rounds ${cpu.map((sample) => sample.toFixed(1)).join(', ')}), ${bytes} database bytes per request\n`,
    );
}
