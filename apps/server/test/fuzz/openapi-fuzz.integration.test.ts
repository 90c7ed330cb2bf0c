import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startUnifiedTestContext, type UnifiedTestContext } from '../unified-test-context.js';
import { bodyText, type FuzzRequest, operationsOf, queryText, requestArbitrary, type SandboxKnowledge } from './request-generator.js';
import { ResponseChecker } from './response-checks.js';

// Requests generated from the server's own /openapi.json, a share of them broken on purpose (wrong
// types, huge and hostile strings, missing and extra fields, bodies that are not JSON), against
// the sandbox (every connector on its emulator). Nothing may answer a 500, an error outside the
// envelope, or a 2xx that breaks the operation's documented schema (docs/concepts/errors.md).
//
//   FUZZ_SEED      the seed (a fresh one each run, printed)
//   FUZZ_REQUESTS  how many requests at most (default 20000)
//   FUZZ_SECONDS   the time box: stop sending after this long (default 45)
//   FUZZ_ONLY      send only the request of this index (replays one failure)
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const requestCount = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const timeBoxMs = Number(process.env.FUZZ_SECONDS ?? 45) * 1_000;
const only = process.env.FUZZ_ONLY === undefined ? undefined : Number(process.env.FUZZ_ONLY);
const CONCURRENCY = 8;
// Past the action budget (60 s): by then the server must have answered, with a 504 envelope at worst.
const PER_REQUEST_TIMEOUT_MS = 75_000;
// Answers this slow are printed with their replay line. Until 2026-11-28 about one request in
// 20,000 waited out the server's headers timeout: on a kept-alive connection, after an answer sent
// before its request's body had arrived (seed 1461431037, #12357 to #12365).
const SLOW_MS = 10_000;
const FAILURES_SHOWN = 10;

let context: UnifiedTestContext;
beforeAll(async () => {
  context = await startUnifiedTestContext();
});
afterAll(() => context?.close());

interface Failure {
  index: number;
  request: FuzzRequest;
  status: number | string;
  problem: string;
  answer: string;
}

it(`answers every generated request within the documented contract (seed ${seed})`, { timeout: timeBoxMs + PER_REQUEST_TIMEOUT_MS + 60_000 }, async () => {
  const document = (await (await fetch(`${context.testServer.url}/openapi.json`)).json()) as Record<string, any>;
  const checker = new ResponseChecker(document);
  const discoveryStartedAt = Date.now();
  const knowledge = await discoverSandbox(document);
  console.info(
    `fuzz: ${knowledge.recordIds.length} record ids and ${knowledge.servingAccounts.size} served lists found in ${((Date.now() - discoveryStartedAt) / 1_000).toFixed(1)} s`,
  );
  const generated = generateLazily(requestArbitrary(document, knowledge));
  const indexes = only === undefined ? Array.from({ length: requestCount }, (_, index) => index) : [only];

  const failures: Failure[] = [];
  const slow: { index: number; request: FuzzRequest; seconds: number }[] = [];
  const statuses = new Map<number | string, number>();
  const startedAt = Date.now();
  let next = 0;
  let sent = 0;
  const worker = async () => {
    while (next < indexes.length && Date.now() - startedAt < timeBoxMs) {
      const index = indexes[next++]!;
      const request = generated(index);
      const requestStartedAt = Date.now();
      const outcome = await send(request);
      if (Date.now() - requestStartedAt >= SLOW_MS) slow.push({ index, request, seconds: (Date.now() - requestStartedAt) / 1_000 });
      sent++;
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      const problem =
        outcome.problem ?? checker.problemWith(request.method, templateOf(document, request), Number(outcome.status), outcome.contentType, outcome.text);
      if (problem) failures.push({ index, request, status: outcome.status, problem, answer: outcome.text.slice(0, 500) });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (Date.now() - startedAt) / 1_000;
  console.info(
    `fuzz: seed ${seed}, ${sent} requests in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)}/s), statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );

  for (const { index, request, seconds } of slow) {
    console.warn(
      `fuzz: answered after ${seconds.toFixed(1)} s: FUZZ_SEED=${seed} FUZZ_ONLY=${index} pnpm vitest run apps/server/test/fuzz/openapi-fuzz.integration.test.ts\n  request: ${describe(request)}`,
    );
  }
  for (const failure of failures.slice(0, FAILURES_SHOWN)) {
    console.error(
      [
        `fuzz failure: ${failure.problem}`,
        `  replay: FUZZ_SEED=${seed} FUZZ_ONLY=${failure.index} pnpm vitest run apps/server/test/fuzz/openapi-fuzz.integration.test.ts`,
        `  request: ${describe(failure.request)}`,
        `  answer: ${failure.status} ${failure.answer}`,
      ].join('\n'),
    );
  }
  expect(failures.map((failure) => `#${failure.index} ${failure.request.method} ${failure.request.path.slice(0, 120)}: ${failure.problem}`)).toEqual([]);
  expect(sent).toBeGreaterThan(0);
});

const BATCH = 500;

/**
 * Request `index` of the run, generated when needed (20,000 up front would take a while): batch
 * `b` is sampled from seed + b, so any request is regenerated from the seed and its index alone.
 */
function generateLazily(arbitrary: fc.Arbitrary<FuzzRequest>): (index: number) => FuzzRequest {
  const batches = new Map<number, FuzzRequest[]>();
  return (index) => {
    const batch = Math.floor(index / BATCH);
    let requests = batches.get(batch);
    if (!requests) {
      requests = fc.sample(arbitrary, { seed: seed + batch, numRuns: BATCH });
      batches.set(batch, requests);
      // Workers straddle at most two batches; older ones are done.
      for (const done of batches.keys()) if (done < batch - 1) batches.delete(done);
    }
    return requests[index % BATCH]!;
  };
}

/**
 * Lists every top-level unified resource with each linked account once, so that generated
 * requests name records that exist and go to an account whose connector serves them.
 */
async function discoverSandbox(document: Record<string, any>): Promise<SandboxKnowledge> {
  const accountIds = Object.values(context.accounts);
  const lists = operationsOf(document).filter(({ method, path }) => method === 'GET' && path.startsWith('/unified/') && !path.includes('{'));
  const recordIds = new Set<string>();
  const servingAccounts = new Map<string, string[]>();
  const probes = lists.flatMap(({ path }) => accountIds.map((accountId) => ({ path, accountId })));
  const probe = async () => {
    for (let probeItem = probes.pop(); probeItem; probeItem = probes.pop()) {
      const response = await context.call(`${probeItem.path}?page_size=5`, { account: probeItem.accountId });
      if (response.status !== 200) continue;
      servingAccounts.set(probeItem.path, [...(servingAccounts.get(probeItem.path) ?? []), probeItem.accountId]);
      for (const record of (response.body?.data ?? []) as { id?: unknown }[])
        if (typeof record.id === 'string' && recordIds.size < 300) recordIds.add(record.id);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, probe));
  return { accountIds, recordIds: [...recordIds], servingAccounts };
}

/** The path template of the operation the request was generated for. */
function templateOf(document: Record<string, any>, request: FuzzRequest): string {
  for (const [path, item] of Object.entries(document.paths as Record<string, any>)) {
    if (item[request.method.toLowerCase()]?.operationId === request.operationId) return path;
  }
  return request.path;
}

async function send(request: FuzzRequest): Promise<{ status: number | string; contentType: string; text: string; problem?: string }> {
  const query = queryText(request);
  const body = bodyText(request);
  const headers: Record<string, string> = { authorization: context.authorization };
  if (request.accountId !== undefined) headers['x-account-id'] = request.accountId.replace(/[^\x20-\x7e]/g, '?');
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${context.testServer.url}${request.path}${query ? `?${query}` : ''}`, {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(PER_REQUEST_TIMEOUT_MS),
      ...(body !== undefined && request.method !== 'GET' && { body }),
    });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
  } catch (error) {
    return { status: 'no answer', contentType: '', text: '', problem: `no answer: ${(error as Error).message}` };
  }
}

function describe(request: FuzzRequest): string {
  const body = bodyText(request);
  const query = queryText(request);
  return (
    `${request.method} ${request.path}${query ? `?${query}` : ''}`.slice(0, 400) +
    ` (${request.mutation}; x-account-id ${JSON.stringify(request.accountId)})${body === undefined ? '' : ` body ${body.slice(0, 400)}`}`
  );
}
