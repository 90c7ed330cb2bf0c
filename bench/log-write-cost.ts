import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createStore, type ProviderLogRecord, type RequestLogRecord } from '@openunified/store';
import { timeOrderedUuid } from '../packages/platform/src/http/request-id.js';

/**
 * What writing the logs of a request costs SQLite as the logs kept grow: one request log and one
 * provider log (headers, no bodies: what `sampled:0.1` keeps of most requests) per request, in
 * multi-row inserts of `--batch` rows as the write-behind queues make them, into a store already
 * holding `--logs-kept` of each. CPU of this process per request (user + system, the checkpoint
 * thread included). See README.md.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    'logs-kept': { type: 'string', default: '100000' },
    requests: { type: 'string', default: '20000' },
    batch: { type: 'string', default: '100' },
    // `ordered`: the version 7 UUIDs the server makes; `random`: version 4 ids, as a client may send.
    'request-ids': { type: 'string', default: 'ordered' },
    json: { type: 'boolean', default: false },
  },
});
const logsKept = Number(values['logs-kept']);
const requests = Number(values.requests);
const batch = Number(values.batch);
const requestIds = values['request-ids'];
if (requestIds !== 'ordered' && requestIds !== 'random') throw new Error('--request-ids is ordered or random');

const directory = await mkdtemp(join(tmpdir(), 'openunified-log-write-cost-'));
const store = await createStore({ sqlitePath: join(directory, 'bench.sqlite') });
const organization = await store.organizations.create({ name: 'Bench' });
const project = await store.projects.create({ organizationId: organization.id, name: 'Bench' });

// Three requests a millisecond: started_at grows as it does under load.
let clockMs = Date.parse('2026-01-01T00:00:00.000Z');
function requestLog(): Omit<RequestLogRecord, 'id'> {
  clockMs += 3;
  return {
    projectId: project.id,
    accountId: null,
    requestId: requestIds === 'ordered' ? timeOrderedUuid(clockMs) : randomUUID(),
    method: 'GET',
    path: '/unified/documents/drives',
    route: '/unified/documents/drives',
    provider: 'googledrive',
    actionId: 'googledrive_list_drives',
    status: 200,
    durationMs: 4,
    query: 'page_size=25',
    warnings: [],
    startedAt: new Date(clockMs).toISOString(),
  };
}
function providerLog(log: Omit<RequestLogRecord, 'id'>): Omit<ProviderLogRecord, 'id'> {
  return {
    projectId: project.id,
    requestId: log.requestId,
    accountId: null,
    method: 'GET',
    url: 'https://www.googleapis.com/drive/v3/drives?pageSize=25',
    requestHeaders: { accept: 'application/json', authorization: '[REDACTED]', 'user-agent': 'openunified-connector-sdk' },
    requestBody: null,
    status: 200,
    responseHeaders: { 'content-type': 'application/json; charset=UTF-8', 'content-length': '23000' },
    responseBody: null,
    durationMs: 3,
    error: null,
    startedAt: log.startedAt,
    bodyOmission: 'not kept: this request was not sampled',
  };
}
async function writeRequests(count: number, rowsPerStatement: number): Promise<void> {
  for (let written = 0; written < count; written += rowsPerStatement) {
    const logs = Array.from({ length: Math.min(rowsPerStatement, count - written) }, requestLog);
    await store.requestLogs.createMany(logs);
    await store.providerLogs.createMany(logs.map(providerLog));
  }
}

for (let filled = 0; filled < logsKept; filled += 5000) {
  await store.transaction(async (transaction) => {
    for (let offset = 0; offset < Math.min(5000, logsKept - filled); offset += 500) {
      const logs = Array.from({ length: Math.min(500, logsKept - filled - offset) }, requestLog);
      await transaction.requestLogs.createMany(logs);
      await transaction.providerLogs.createMany(logs.map(providerLog));
    }
  });
}
await writeRequests(Math.min(requests, 2000), batch);
const cpuBefore = process.cpuUsage();
const startedMs = performance.now();
await writeRequests(requests, batch);
const cpu = process.cpuUsage(cpuBefore);
const result = {
  logs_kept: logsKept,
  batch,
  request_ids: requestIds,
  cpu_us_per_request: Math.round((cpu.user + cpu.system) / requests),
  user_us_per_request: Math.round(cpu.user / requests),
  system_us_per_request: Math.round(cpu.system / requests),
  wall_us_per_request: Math.round(((performance.now() - startedMs) * 1000) / requests),
};
if (values.json) console.log(JSON.stringify(result));
else
  console.log(
    `${logsKept} logs kept, ${batch} rows a statement, ${requestIds} request ids: ${result.cpu_us_per_request} µs of CPU per request (user ${result.user_us_per_request}, system ${result.system_us_per_request}), wall ${result.wall_us_per_request} µs`,
  );
await store.close();
await rm(directory, { recursive: true, force: true });
