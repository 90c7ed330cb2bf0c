import type { ProviderLogRecord, RequestLogRecord } from '@openunified/store';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

/**
 * docs/deployment.md "Request logs": request and provider logs are deleted past their age or
 * row limit in the background, while requests keep flowing; provider bodies are kept capped.
 */

const MAX_ROWS = 120;
const DAY_MS = 24 * 60 * 60 * 1000;

let context: UnifiedTestContext;
beforeAll(async () => {
  context = await startUnifiedTestContext({
    LOG_RETENTION_MAX_ROWS: String(MAX_ROWS),
    LOG_RETENTION_INTERVAL_SECONDS: '1',
    LOG_RETENTION_BATCH_SIZE: '40',
    PROVIDER_LOG_BODY_CHARACTERS: '100',
    PROVIDER_LOG_BODY_SAMPLING: 'all',
  });
}, 120_000);
afterAll(() => context?.close());

/** `count` logs spread over the hour before `endingAt`, as many requests would leave them. */
function backlog(count: number, endingAt: number) {
  const { project } = context.testServer;
  const requestLogs: Omit<RequestLogRecord, 'id'>[] = [];
  const providerLogs: Omit<ProviderLogRecord, 'id'>[] = [];
  for (let index = 0; index < count; index++) {
    const startedAt = new Date(endingAt - index * 1000).toISOString();
    const requestId = `backlog-${endingAt}-${index}`;
    const common = { projectId: project.id, requestId, accountId: context.accounts.googledrive, method: 'GET', durationMs: 5, startedAt };
    requestLogs.push({
      ...common,
      path: '/unified/documents/drives',
      route: '/unified/documents/drives',
      provider: 'googledrive',
      actionId: 'googledrive_list_drives',
      status: 200,
      query: null,
      warnings: [],
    });
    providerLogs.push({
      ...common,
      url: 'https://www.googleapis.com/drive/v3/drives',
      requestHeaders: {},
      requestBody: null,
      status: 200,
      responseHeaders: {},
      responseBody: '{"drives":[{"name":"Employee data"}]}',
      error: null,
    });
  }
  return { requestLogs, providerLogs };
}

/** Every request log of the project, newest first, read through the API. */
async function allRequestLogs(): Promise<{ request_id: string; started_at: string }[]> {
  const logs: { request_id: string; started_at: string }[] = [];
  let next: string | null = null;
  do {
    const page = await context.call(`/requests/logs?page_size=100${next ? `&next=${encodeURIComponent(next)}` : ''}`);
    logs.push(...page.body.data);
    next = page.body.next;
  } while (next);
  return logs;
}

it('deletes logs past the age and row limits in batches while unified requests keep answering', async () => {
  const { store } = context.testServer;
  await context.call('/unified/documents/drives?page_size=1', { account: context.accounts.googledrive });
  for (const endingAt of [Date.now() - 10 * DAY_MS, Date.now()]) {
    const { requestLogs, providerLogs } = backlog(300, endingAt);
    await store.requestLogs.createMany(requestLogs);
    await store.providerLogs.createMany(providerLogs);
  }

  const statuses: number[] = [];
  const overLimits = async (logs: unknown[]) => logs.length > MAX_ROWS || (await store.providerLogs.firstRowBeyond(MAX_ROWS)) !== undefined;
  // Requests flow while the backlog is worked off; each one adds a log, so the limits are
  // checked once they stop (a pass runs every second) rather than raced against them.
  const deadline = Date.now() + 45_000;
  let logs = await allRequestLogs();
  do {
    statuses.push((await context.call('/unified/documents/drives?page_size=2', { account: context.accounts.googledrive })).status);
    logs = await allRequestLogs();
  } while (logs.length > MAX_ROWS + 100 && Date.now() < deadline);
  while ((await overLimits(logs)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    logs = await allRequestLogs();
  }
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set([200]));
  expect(logs.length).toBeLessThanOrEqual(MAX_ROWS);
  expect(await store.providerLogs.firstRowBeyond(MAX_ROWS)).toBeUndefined();
  const oldest = logs.at(-1)!.started_at;
  expect(Date.parse(oldest)).toBeGreaterThan(Date.now() - 7 * DAY_MS);
  // The newest survive: what requests wrote while retention ran is still there.
  expect(logs.some((log) => !log.request_id.startsWith('backlog-'))).toBe(true);
}, 90_000);

it('keeps only the start of provider bodies by default', async () => {
  const requestId = `capped-body-${Date.now()}`;
  const listed = await context.call('/unified/documents/drives?page_size=20', {
    account: context.accounts.googledrive,
    headers: { 'x-request-id': requestId },
  });
  expect(listed.status).toBe(200);
  await context.waitForRequestLog(requestId);
  const detail = await context.call(`/requests/logs/${requestId}`);
  const [providerLog] = detail.body.data.provider_logs as { id: string }[];
  const advanced = await context.call(`/logs/unified/${requestId}/provider/${providerLog!.id}/advanced`);
  const body = advanced.body.data.response.body as string;
  expect(body).toMatch(/^\{.{99}\.\.\. \[\d+ more characters not logged\]$/s);
  expect(JSON.stringify(listed.body).length).toBeGreaterThan(100);
});
