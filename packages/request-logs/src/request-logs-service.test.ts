import { actionPipelineModule } from '@openunified/action-pipeline';
import { BadRequestError } from '@openunified/errors';
import { platformValuesModule } from '@openunified/feature-kit';
import { createStore, type Store, storeModule } from '@openunified/store';
import Fastify from 'fastify';
import { Container } from 'inversify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type RequestLogsService, RequestLogsServiceToken, requestLogsFeature } from './index.js';

let store: Store;
let requestLogs: RequestLogsService;
let projectId: string;
let otherProjectId: string;
beforeEach(async () => {
  store = await createStore({ sqlitePath: ':memory:' });
  const container = new Container();
  await container.load(
    storeModule(store),
    actionPipelineModule(),
    // Fastify's logger when logging is off: the recorder only logs failed writes.
    platformValuesModule({ cursorSecret: 'a cursor secret of at least 32 characters', logger: Fastify({ logger: false }).log }),
    requestLogsFeature.module!,
  );
  requestLogs = container.get(RequestLogsServiceToken);
  const organization = await store.organizations.create({ name: 'Acme' });
  projectId = (await store.projects.create({ organizationId: organization.id, name: 'Main' })).id;
  otherProjectId = (await store.projects.create({ organizationId: organization.id, name: 'Other' })).id;
  await store.requestLogs.createMany(
    [
      ['req-1', 'googledrive', 200, '2025-01-01T10:00:00.000Z'],
      ['req-2', 'bamboohr', 502, '2025-01-02T10:00:00.000Z'],
      ['req-3', 'googledrive', 404, '2025-01-03T10:00:00.000Z'],
    ].map(([requestId, provider, status, startedAt]) => ({
      projectId,
      accountId: null,
      requestId: requestId as string,
      method: 'GET',
      path: '/unified/documents/drives',
      route: '/unified/documents/drives',
      provider: provider as string,
      warnings: [],
      actionId: null,
      status: status as number,
      durationMs: 12,
      query: null,
      startedAt: startedAt as string,
    })),
  );
});
afterEach(() => store.close());

const requestIds = async (query: Record<string, unknown>) => (await requestLogs.list(projectId, { page_size: 25, ...query })).data.map((log) => log.request_id);

it('merges a filter sent as filter[key] and as bare key, newest first, start_date inclusive', async () => {
  expect(await requestIds({ filter: { providers: ['googledrive'] }, status_codes: [404] })).toEqual(['req-3']);
  expect(await requestIds({ providers: ['bamboohr'], filter: { providers: ['googledrive'] } })).toEqual(['req-3', 'req-2', 'req-1']);
  expect(await requestIds({ start_date: '2025-01-02T10:00:00Z' })).toEqual(['req-3', 'req-2']);
  expect((await requestLogs.list(otherProjectId, { page_size: 25 })).data).toEqual([]);
});

it('refuses a date sent both ways with different values', async () => {
  await expect(requestIds({ end_date: '2025-01-02T00:00:00Z', filter: { end_date: '2025-01-03T00:00:00Z' } })).rejects.toThrow(
    new BadRequestError('end_date is sent as filter[end_date] and as end_date with different values; send it once'),
  );
});

it('pages behind a signed cursor', async () => {
  const first = await requestLogs.list(projectId, { page_size: 2 });
  expect(first.data.map((log) => log.request_id)).toEqual(['req-3', 'req-2']);
  const second = await requestLogs.list(projectId, { page_size: 2, next: first.next! });
  expect(second).toMatchObject({ next: null, data: [{ request_id: 'req-1', status: 200 }] });
});
