import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompatResults,
  comparableOutcome,
  isAcceptable,
  type MethodResult,
  type Outcome,
  readResults,
  resultsPath,
  serverSubject,
  writeResults,
} from '../src/compat-results.js';
import { readSdkRouteTable, type SdkMethod, sdkPackageLabel } from '../src/sdk-route-table.js';
import { type OpenApiPaths, servedMethods } from '../src/served-methods.js';
import { writeCompatibilityTable } from '../src/write-compatibility-table.js';
import { methodCalls } from './calls/index.js';
import { type CompatContext, classify, createSdk } from './compat-harness.js';
import { type LinkedAccount, linkSandboxAccount, type SandboxServer, startSandboxServer } from './sandbox-server.js';

// The vendor's SDK against a sandbox server: every SDK method whose route the server serves is
// called with the SDK's own client, and what it observed must match the committed results.json
// (UPDATE_COMPAT=1 rewrites it and docs/compatibility.md instead). See ../README.md.

const updating = process.env.UPDATE_COMPAT === '1';
const routeTable = readSdkRouteTable();
const committed: CompatResults | undefined = existsSync(resultsPath) ? readResults() : undefined;
const observed: CompatResults = {
  sdk_version: sdkPackageLabel().split('@').pop()!,
  connectors: {},
  // A run of some tests only (vitest -t) keeps the others' committed results.
  methods: Object.fromEntries(routeTable.flatMap((method) => (committed?.methods[method.name] ? [[method.name, committed.methods[method.name]!]] : []))),
};

interface ConnectorMeta {
  provider: string;
  categories: string[];
  models: Record<string, Record<string, unknown>>;
}

let dataDirectory: string;
let server: SandboxServer | undefined;
let context: CompatContext;
let served: Set<string>;
const linkFailures = new Map<string, string>();

beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-compat-'));
  // The suite calls faster than the default per-key budget (100 a second) on an idle machine;
  // throttling is tested on its own, compatibility is what this run measures.
  const environment = { DATA_DIR: dataDirectory, PORT: '0', LOG_LEVEL: 'warn', RATE_LIMIT_POINTS: '100000' };
  server = await startSandboxServer(environment);
  const authorization = `Basic ${Buffer.from(`${server.apiKey}:`).toString('base64')}`;
  const readJson = async <T>(path: string): Promise<T> => {
    const response = await fetch(new URL(path, server!.url), { headers: { authorization } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };

  const [connectors, document] = await Promise.all([readJson<ConnectorMeta[]>('/connectors/meta'), readJson<OpenApiPaths>('/openapi.json')]);
  served = servedMethods(routeTable, document);
  const declaredOperations = new Map<string, Set<string>>();
  for (const connector of connectors) {
    declaredOperations.set(
      connector.provider,
      new Set(
        Object.entries(connector.models).flatMap(([model, operations]) =>
          Object.keys(operations).flatMap((operation) => connector.categories.map((category) => `${category}.${model}.${operation}`)),
        ),
      ),
    );
    for (const category of connector.categories) observed.connectors[category] = [...(observed.connectors[category] ?? []), connector.provider].sort();
  }

  // One account per installed connector, and one more for accountsDeleteAccount to delete. Each
  // CLI run is a process that loads the whole server: as many at once as there are cores.
  const providers = connectors.map((connector) => connector.provider).sort();
  const [disposable, ...linked] = await inParallel(
    [
      () => linkSandboxAccount(providers[0]!, environment, 'compat-disposable'),
      ...providers.map((provider) => () => linkSandboxAccount(provider, environment)),
    ],
    Math.max(2, availableParallelism()),
  );
  const accounts = new Map<string, string>();
  for (const account of linked as LinkedAccount[]) {
    if ('id' in account) accounts.set(account.provider, account.id);
    else linkFailures.set(account.provider, account.error);
  }

  context = {
    sdk: createSdk(server.url, server.apiKey),
    serverUrl: server.url,
    apiKey: server.apiKey,
    accounts,
    disposableAccountId: disposable && 'id' in disposable ? disposable.id : undefined,
    declaredOperations,
    memo: new Map(),
  };
  // A CLI process per connector: on a loaded two-core machine each takes tens of seconds.
}, 420_000);

afterAll(async () => {
  const stopped = await server?.stop();
  await rm(dataDirectory, { recursive: true, force: true });
  if (updating) {
    writeResults(observed);
    writeCompatibilityTable(observed);
  }
  // A server that logged errors while answering the SDK is a finding too.
  expect(stopped?.stderr ?? '').toBe('');
}, 60_000);

/** Runs the tasks, at most `limit` at a time; answers their results in the tasks' order. */
async function inParallel<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** Calls one SDK method for each of its subjects and says what happened. */
async function observe(method: SdkMethod): Promise<MethodResult> {
  if (!served.has(method.name)) return { served: false };
  const call = methodCalls[method.name];
  const connectors = observed.connectors[method.namespace] ?? [];
  const outcomes: Record<string, Outcome> = {};
  if (!call) {
    for (const subject of connectors.length > 0 ? connectors : [serverSubject]) {
      outcomes[subject] = { status: 'fails', reason: 'served, but the suite has no call for it (add one under test/calls/)' };
    }
  } else if (call.subject === 'server') {
    outcomes[serverSubject] = await outcomeOf(() => call.run(context), undefined);
  } else {
    for (const provider of connectors) {
      const accountId = context.accounts.get(provider);
      outcomes[provider] = accountId
        ? await outcomeOf(() => call.run(context, { sdk: context.sdk, provider, accountId }), provider)
        : { status: 'fails', reason: `no sandbox account: ${linkFailures.get(provider)}` };
    }
  }
  return { served: true, outcomes };
}

async function outcomeOf(run: () => Promise<void>, provider: string | undefined): Promise<Outcome> {
  try {
    await run();
    return classify(undefined, provider, context.declaredOperations);
  } catch (error) {
    return classify(error, provider, context.declaredOperations);
  }
}

function comparable(result: MethodResult | undefined): string {
  if (!result) return 'absent';
  if (!result.served) return 'not served';
  return Object.entries(result.outcomes)
    .sort(([left], [right]) => (left < right ? -1 : 1))
    .map(([subject, outcome]) => `${subject}: ${comparableOutcome(outcome)}`)
    .join('\n');
}

const namespaces = [...new Set(routeTable.map((method) => method.namespace))].sort();
for (const namespace of namespaces) {
  describe(namespace, () => {
    for (const method of routeTable.filter((candidate) => candidate.namespace === namespace)) {
      it(method.name, async () => {
        const result = await observe(method);
        observed.methods[method.name] = result;
        const failures = result.served ? Object.entries(result.outcomes).filter(([, outcome]) => !isAcceptable(outcome)) : [];
        expect(failures.map(([subject, outcome]) => `${subject}: ${'reason' in outcome ? outcome.reason : outcome.status}`)).toEqual([]);
        if (!updating) {
          // The committed table never says other than what the suite sees: UPDATE_COMPAT=1 rewrites it.
          expect(comparable(result), `differs from results.json: run UPDATE_COMPAT=1 pnpm vitest run --project vendor-sdk`).toBe(
            comparable(committed?.methods[method.name]),
          );
        }
      });
    }
  });
}
