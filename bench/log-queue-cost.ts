import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createStore, type ProviderLogRecord, type RequestLogRecord, WriteBehindQueue } from '@openunified/store';
import { timeOrderedUuid } from '../packages/platform/src/http/request-id.js';

/**
 * What the server's two log queues cost a request, from the record to the row in SQLite: one
 * request log and one provider log a request pushed into write-behind queues as the server's
 * (default delay and batch size, the SQLite log writer thread), `--rate` requests a second, each
 * also allocating and dropping what a unified list of 25 drives does (the provider's JSON parsed
 * and mapped), so that scavenges come as often as in the server and queued rows live through
 * them as they do there. `--rows written` is the server's way;
 * `held` holds the rows in the queues as long and drops their batches (what holding them costs,
 * their garbage collections included); `none` pushes nothing, the floor. Prints
 * the CPU of the process per request (all threads: the writer's inserts too) and the garbage
 * collection pauses. See README.md.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    requests: { type: 'string', default: '20000' },
    'warm-up': { type: 'string', default: '5000' },
    rate: { type: 'string', default: '600' },
    rows: { type: 'string', default: 'written' },
    garbage: { type: 'string', default: '5' },
    json: { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const warmUp = Number(values['warm-up']);
const rate = Number(values.rate);
const rows = values.rows;
const garbage = Number(values.garbage);
const modes = ['written', 'held', 'none'];
if (!modes.includes(rows)) throw new Error(`--rows is one of ${modes.join(', ')}`);

const directory = await mkdtemp(join(tmpdir(), 'openunified-log-queue-cost-'));
const store = await createStore({ sqlitePath: join(directory, 'bench.sqlite') });
const organization = await store.organizations.create({ name: 'Bench' });
const project = await store.projects.create({ organizationId: organization.id, name: 'Bench' });

type RequestLogInput = Omit<RequestLogRecord, 'id'>;
type ProviderLogInput = Omit<ProviderLogRecord, 'id'>;
interface Queues {
  requestLogs: { push(log: RequestLogInput): void; flush(): Promise<void> };
  providerLogs: { push(log: ProviderLogInput): void; flush(): Promise<void> };
}
const discard = { push() {}, flush: async () => {} };
const queues: Queues =
  rows === 'none'
    ? { requestLogs: discard, providerLogs: discard }
    : rows === 'held'
      ? { requestLogs: new WriteBehindQueue<RequestLogInput>(async () => {}), providerLogs: new WriteBehindQueue<ProviderLogInput>(async () => {}) }
      : {
          requestLogs: new WriteBehindQueue<RequestLogInput>((logs) => store.requestLogs.appendMany(logs)),
          providerLogs: new WriteBehindQueue<ProviderLogInput>((logs) => store.providerLogs.appendMany(logs)),
        };

// The provider's answer: 25 shared drives, about the size the emulator sends.
const providerAnswer = JSON.stringify({
  kind: 'drive#driveList',
  drives: Array.from({ length: 25 }, (_, index) => ({
    kind: 'drive#drive',
    id: `0AExampleDriveId${index}Uk9PVA`,
    name: `Shared drive ${index}`,
    colorRgb: '#4986e7',
    backgroundImageLink: `https://lh3.googleusercontent.com/drive-bg/${index}`,
    capabilities: Object.fromEntries(Array.from({ length: 20 }, (_, capability) => [`canDoThing${capability}`, capability % 2 === 0])),
    createdTime: '2026-01-01T00:00:00.000Z',
    hidden: false,
    restrictions: { adminManagedRestrictions: false, copyRequiresWriterPermission: false, domainUsersOnly: false, driveMembersOnly: false },
  })),
});

let answered = 0;
function serveOne(): void {
  // Garbage as a request makes it: the answer parsed and mapped, then dropped; the server
  // allocates about five times this (a scavenge every ~90 requests in `pnpm bench`).
  for (let extra = 1; extra < garbage; extra += 1) JSON.parse(providerAnswer);
  const answer = JSON.parse(providerAnswer) as { drives: { id: string; name: string; createdTime: string }[] };
  const mapped = answer.drives.map((drive) => ({ id: drive.id, name: drive.name, created_at: drive.createdTime, raw: drive }));
  if (JSON.stringify({ data: mapped.map(({ raw: _raw, ...record }) => record) }).length > 0) answered += 1;
  const startedMs = Date.now();
  const requestId = timeOrderedUuid(startedMs);
  queues.providerLogs.push({
    projectId: project.id,
    requestId,
    accountId: 'acc_bench',
    method: 'GET',
    url: 'https://www.googleapis.com/drive/v3/drives?pageSize=25&fields=kind%2CnextPageToken%2Cdrives',
    requestHeaders: { accept: 'application/json', authorization: '[Redacted]', 'user-agent': 'openunified-connector-sdk' },
    requestBody: null,
    status: 200,
    responseHeaders: {
      'content-type': 'application/json; charset=UTF-8',
      'content-length': String(providerAnswer.length),
      date: new Date(startedMs).toUTCString(),
      vary: 'Origin, X-Origin',
      'cache-control': 'private, max-age=0, must-revalidate',
      server: 'ESF',
    },
    // One request in ten keeps its capped body (the default sampling).
    responseBody: Math.random() < 0.1 ? `${providerAnswer.slice(0, 4096)}... [${providerAnswer.length - 4096} more characters not logged]` : null,
    durationMs: 2.4,
    error: null,
    startedAt: new Date(startedMs - 2).toISOString(),
    bodyOmission: null,
  });
  queues.requestLogs.push({
    projectId: project.id,
    accountId: 'acc_bench',
    requestId,
    method: 'GET',
    path: '/unified/documents/drives',
    route: '/unified/documents/drives',
    provider: 'googledrive',
    actionId: 'googledrive_list_drives',
    status: 200,
    durationMs: 3.1,
    query: 'page_size=25',
    warnings: [],
    startedAt: new Date(startedMs - 3).toISOString(),
    apiKeyId: 'key_bench',
  });
}

/** Serves `count` requests at `rate` a second, a few each millisecond timer as due. */
async function serve(count: number): Promise<void> {
  const startedMs = performance.now();
  let served = 0;
  while (served < count) {
    const due = Math.min(count, Math.floor(((performance.now() - startedMs) * rate) / 1000) + 1);
    while (served < due) {
      serveOne();
      served += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all([queues.requestLogs.flush(), queues.providerLogs.flush()]);
}

await serve(warmUp);
let pauses = 0;
let pauseMs = 0;
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    pauses += 1;
    pauseMs += entry.duration;
  }
});
observer.observe({ entryTypes: ['gc'] });
const cpuBefore = process.cpuUsage();
await serve(requests);
const cpu = process.cpuUsage(cpuBefore);
await new Promise((resolve) => setImmediate(resolve));
observer.disconnect();
const result = {
  rows,
  rate,
  cpu_us_per_request: Math.round((cpu.user + cpu.system) / requests),
  gc_pauses: pauses,
  gc_pause_us_per_request: Math.round((pauseMs * 1000) / requests),
};
if (answered !== warmUp + requests) throw new Error('the bench lost count of its requests');
if (values.json) console.log(JSON.stringify(result));
else
  console.log(
    `${rows} rows, ${rate} requests a second: ${result.cpu_us_per_request} µs of CPU per request, ${pauses} garbage collection pauses (${result.gc_pause_us_per_request} µs per request)`,
  );
await store.close();
await rm(directory, { recursive: true, force: true });
