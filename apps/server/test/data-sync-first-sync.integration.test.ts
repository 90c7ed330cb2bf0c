import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { defineAction, defineConnector, defineConnectorManifest, listInputSchema, z } from '@openunified/connector-sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { installedConnectors } from '../src/connectors/installed-connectors.js';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';
import { plainNotesConnector } from './unified-test-context.js';

/**
 * docs/concepts/data-sync.md#runs, first sync: a full run into a partition with no live record
 * looks nothing up and skips deletion detection, yet counts exactly what the ordinary path counts,
 * including a record the provider lists on two pages that are stored in different batches (a
 * batch is about 10,000 records), and deleted records that come back.
 */

interface ProviderItem {
  id: string;
  title: string;
}

const PAGE_SIZE = 1000;
let items: ProviderItem[] = [];
/** Listed again at the end of the last page, as a provider whose listing shifted during the walk would. */
let listedAgain: ProviderItem | undefined;

const pagedConnector = defineConnectorManifest({
  connector: defineConnector({
    ...plainNotesConnector.connector,
    key: 'pageditems',
    name: 'Paged Items',
    description: 'Lists items a thousand a page',
    baseUrl: 'http://127.0.0.1:9',
    actions: [
      defineAction({
        id: 'pageditems_list_items',
        label: 'List items',
        description: 'Lists items',
        tags: ['documents'],
        schema_type: 'native',
        kind: 'list',
        max_page_size: PAGE_SIZE,
        required_scopes: [],
        input: listInputSchema(z.object({}), { maxPageSize: PAGE_SIZE }),
        async run({ input, http }) {
          const response = await http.get<{ items: ProviderItem[]; next: string | null }>('/items', {
            query: { offset: input.query.cursor ?? '0', limit: input.query.page_size },
          });
          return { data: response.body.items, next: response.body.next };
        },
      }),
    ],
  }),
});

let provider: Server;
let testServer: TestServer;
let authorization: string;

beforeAll(async () => {
  provider = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://provider').searchParams;
    const offset = Number(query.get('offset'));
    const limit = Number(query.get('limit'));
    const page = items.slice(offset, offset + limit);
    const last = offset + limit >= items.length;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ items: last && listedAgain ? [...page, listedAgain] : page, next: last ? null : String(offset + limit) }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  testServer = await startTestServer({
    connectors: [...installedConnectors, pagedConnector],
    originOverrides: { pageditems: `http://127.0.0.1:${(provider.address() as AddressInfo).port}` },
    // Reading back 10,500 stored records takes over a hundred pages in a few seconds: not a rate-limit test.
    environment: { RATE_LIMIT_POINTS: '100000' },
  });
  authorization = basicAuthorization(await testServer.createApiKey());
});
afterAll(async () => {
  await testServer?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${testServer.url}${path}`, {
    method,
    headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

async function fullRun(scheduleId: string): Promise<any> {
  // full_sync_after is PT1S: every run a second after the last full one is full.
  await sleep(1100);
  const started = await call('POST', `/v2/data_sync/schedules/${scheduleId}/runs`);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const { body } = await call('GET', `/v2/data_sync/schedules/${scheduleId}/runs?page_size=10`);
    const run = body.data.find((candidate: { id: string }) => candidate.id === started.body.id);
    if (run && ['succeeded', 'failed', 'skipped'].includes(run.status)) return run;
    await sleep(50);
  }
  throw new Error(`run ${started.body.id} did not end`);
}

async function storedRecords(scheduleId: string): Promise<Map<string, { title: string; deleted: boolean }>> {
  const stored = new Map<string, { title: string; deleted: boolean }>();
  for (let next: string | undefined; ; ) {
    const { body } = await call('GET', `/v2/data_sync/schedules/${scheduleId}/records?page_size=100${next ? `&next=${next}` : ''}`);
    expect(Array.isArray(body.data), JSON.stringify(body)).toBe(true);
    for (const record of body.data) stored.set(record.data.id, { title: record.data.title, deleted: record.deleted });
    if (body.next === null) return stored;
    next = body.next;
  }
}

async function eventCount(type: string, scheduleId: string): Promise<number> {
  const events = await testServer.store.events.list(testServer.project.id, { type });
  return events.filter((event) => event.payload.schedule_id === scheduleId).length;
}

it('counts a record listed on two pages of a first sync once as created and once as updated, and revives deleted records', async () => {
  items = Array.from({ length: 10_500 }, (_, index) => ({ id: `item-${String(index).padStart(5, '0')}`, title: `Item ${index}` }));
  // Page one's first item, listed again after 10,000 others were stored, with a new title.
  listedAgain = { id: 'item-00000', title: 'Item 0 (renamed)' };
  const config = await call('POST', '/v2/data_sync/configs', {
    name: 'Items',
    connector: 'pageditems',
    actions: [{ action_id: 'pageditems_list_items', sync_params: {} }],
    cadence: 'P1D',
    full_sync_after: 'PT1S',
  });
  expect(config.status, JSON.stringify(config.body)).toBe(201);
  const account = await testServer.createAccount({ provider: 'pageditems', credentials: { api_key: 'provider-key' } });
  const { body: schedules } = await call('GET', `/v2/data_sync/schedules?account_id=${account.id}`);
  const scheduleId = schedules.data[0].id;

  const first = await fullRun(scheduleId);
  expect(first).toMatchObject({ status: 'succeeded', mode: 'full', records: { read: 10_501, created: 10_500, updated: 1, unchanged: 0, deleted: 0 } });
  let stored = await storedRecords(scheduleId);
  expect(stored.size).toBe(10_500);
  expect(stored.get('item-00000')).toEqual({ title: 'Item 0 (renamed)', deleted: false });
  expect(await eventCount('pageditems_items.created', scheduleId)).toBe(10_500);
  expect(await eventCount('pageditems_items.updated', scheduleId)).toBe(1);

  // Everything gone at the provider: the next full run (ordinary path: the partition is not empty) deletes all.
  const everything = items;
  items = [];
  listedAgain = undefined;
  const emptied = await fullRun(scheduleId);
  expect(emptied).toMatchObject({ status: 'succeeded', records: { read: 0, deleted: 10_500 } });

  // Back again: no live record is stored, so the run takes the first-sync path and revives every record.
  items = everything;
  const revived = await fullRun(scheduleId);
  expect(revived).toMatchObject({ status: 'succeeded', records: { read: 10_500, created: 10_500, updated: 0, deleted: 0 } });
  stored = await storedRecords(scheduleId);
  expect([...stored.values()].every((record) => !record.deleted)).toBe(true);
  expect(await eventCount('pageditems_items.created', scheduleId)).toBe(21_000);
  expect(await eventCount('pageditems_items.deleted', scheduleId)).toBe(10_500);
});
