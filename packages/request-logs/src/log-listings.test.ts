import { actionPipelineModule } from '@openunified/action-pipeline';
import { BadRequestError } from '@openunified/errors';
import { platformValuesModule } from '@openunified/feature-kit';
import { createStore, type Store, storeModule } from '@openunified/store';
import Fastify from 'fastify';
import { Container } from 'inversify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type RequestLogsService, RequestLogsServiceToken, requestLogsFeature } from './index.js';
import { listPlatformLogsQuerySchema, listStepLogsQuerySchema } from './log-list-schemas.js';

let store: Store;
let requestLogs: RequestLogsService;
let projectId: string;
let otherProjectId: string;
let apiKeyId: string;
beforeEach(async () => {
  store = await createStore({ sqlitePath: ':memory:' });
  const container = new Container();
  await container.load(
    storeModule(store),
    actionPipelineModule(),
    platformValuesModule({ cursorSecret: 'a cursor secret of at least 32 characters', logger: Fastify({ logger: false }).log }),
    requestLogsFeature.module!,
  );
  requestLogs = container.get(RequestLogsServiceToken);
  const organization = await store.organizations.create({ name: 'Acme' });
  projectId = (await store.projects.create({ organizationId: organization.id, name: 'Main' })).id;
  otherProjectId = (await store.projects.create({ organizationId: organization.id, name: 'Other' })).id;
  apiKeyId = (await store.apiKeys.create({ projectId, name: 'CI', prefix: 'ouk_live_AbCd', keyHash: 'hash', scopes: ['full_access'] })).id;
  const request = (project: string, requestId: string, provider: string, status: number, startedAt: string) => ({
    projectId: project,
    accountId: `acc_${provider}`,
    requestId,
    method: 'GET',
    path: '/unified/hris/employees/e1/documents',
    route: '/unified/hris/employees/:id/documents',
    provider,
    warnings: [],
    actionId: `${provider}_list_employee_documents`,
    status,
    durationMs: 120,
    query: 'page_size=2',
    startedAt,
    apiKeyId,
  });
  await store.requestLogs.createMany([
    request(projectId, 'req-1', 'bamboohr', 200, '2025-01-01T10:00:00.000Z'),
    request(projectId, 'req-2', 'workday', 502, '2025-01-02T10:00:00.000Z'),
    request(otherProjectId, 'req-3', 'bamboohr', 200, '2025-01-03T10:00:00.000Z'),
  ]);
  const call = (project: string, requestId: string, status: number | null, startedAt: string) => ({
    projectId: project,
    requestId,
    accountId: 'acc_bamboohr',
    method: 'GET',
    url: 'https://api.bamboohr.com/api/gateway.php/acme/v1/employees/e1/files/view?x=1',
    requestHeaders: { authorization: '[REDACTED]' },
    requestBody: null,
    status,
    responseHeaders: {},
    responseBody: '{"secret-ish":"body"}',
    durationMs: 40,
    error: status === null ? 'timed out' : null,
    startedAt,
  });
  await store.providerLogs.createMany([
    call(projectId, 'req-1', 200, '2025-01-01T10:00:00.010Z'),
    call(projectId, 'req-1', 200, '2025-01-01T10:00:00.060Z'),
    call(projectId, 'req-2', null, '2025-01-02T10:00:00.010Z'),
    call(otherProjectId, 'req-3', 200, '2025-01-03T10:00:00.010Z'),
  ]);
});
afterEach(() => store.close());

const steps = (query: Record<string, string>) => requestLogs.listSteps(projectId, listStepLogsQuerySchema.parse(query));
const platformLogs = (query: Record<string, string>) => requestLogs.listPlatformLogs(projectId, listPlatformLogsQuerySchema.parse(query));

it('lists the provider calls of the project newest first, in the step log shape, without bodies', async () => {
  const { data, next } = await steps({});
  expect(next).toBeNull();
  expect(data.map((step) => [step.request_id, step.status])).toEqual([
    ['req-2', null],
    ['req-1', 200],
    ['req-1', 200],
  ]);
  expect(data[1]).toEqual({
    id: expect.stringMatching(/^prl_/),
    request_id: 'req-1',
    project_id: projectId,
    account_id: 'acc_bamboohr',
    provider: 'bamboohr',
    service: 'unified',
    action: 'bamboohr_list_employee_documents',
    resource: 'employees',
    sub_resource: 'documents',
    child_resource: null,
    http_method: 'GET',
    url: 'https://api.bamboohr.com/api/gateway.php/acme/v1/employees/e1/files/view?x=1',
    path: '/api/gateway.php/acme/v1/employees/e1/files/view',
    status: 200,
    success: true,
    duration: 40,
    start_time: '2025-01-01T10:00:00.060Z',
    end_time: '2025-01-01T10:00:00.100Z',
    is_worker: false,
  });
  expect(data[0]).toMatchObject({ success: false, provider: 'workday' });
  expect(JSON.stringify(data)).not.toContain('body');
  expect((await requestLogs.listSteps(otherProjectId, listStepLogsQuerySchema.parse({}))).data.map((step) => step.request_id)).toEqual(['req-3']);
});

it('filters steps as filter[key] or bare key, and pages behind a cursor scoped to the route', async () => {
  expect((await steps({ success: 'false' })).data.map((step) => step.request_id)).toEqual(['req-2']);
  expect((await requestLogs.listSteps(projectId, listStepLogsQuerySchema.parse({ filter: { providers: 'bamboohr' } }))).data).toHaveLength(2);
  expect((await steps({ request_ids: 'req-2,req-3' })).data).toHaveLength(1);
  expect((await steps({ http_methods: 'post' })).data).toEqual([]);
  expect((await steps({ start_date: '2025-01-01T10:00:00.060Z', end_date: '2025-01-02T00:00:00Z' })).data).toHaveLength(1);
  const first = await steps({ page_size: '2' });
  expect(first.data).toHaveLength(2);
  const second = await steps({ page_size: '2', next: first.next! });
  expect(second).toMatchObject({ next: null, data: [{ request_id: 'req-1', start_time: '2025-01-01T10:00:00.010Z' }] });
  await expect(platformLogs({ next: first.next! })).rejects.toBeInstanceOf(BadRequestError);
});

it('refuses unknown and invalid step filters', () => {
  for (const query of [{ resources: 'employees' }, { success: 'yes' }, { http_methods: 'FETCH' }, { order_by: 'status' }, { filter: { colour: 'red' } }]) {
    expect(listStepLogsQuerySchema.safeParse(query).success).toBe(false);
  }
});

it('lists the requests the platform served as platform logs, with the API key as their source', async () => {
  const { data } = await platformLogs({});
  expect(data.map((log) => log.request_id)).toEqual(['req-2', 'req-1']);
  expect(data[1]).toEqual({
    request_id: 'req-1',
    project_id: projectId,
    account_id: 'acc_bamboohr',
    category: 'hris',
    action: 'bamboohr_list_employee_documents',
    resource: 'employees',
    sub_resource: 'documents',
    child_resource: null,
    http_method: 'GET',
    path: '/unified/hris/employees/e1/documents',
    url: '/unified/hris/employees/e1/documents?page_size=2',
    status: 200,
    success: true,
    duration: 120,
    start_time: '2025-01-01T10:00:00.000Z',
    end_time: '2025-01-01T10:00:00.120Z',
    event_datetime: '2025-01-01T10:00:00.000Z',
    source_type: 'api_key',
    source_id: apiKeyId,
    source_value: 'ouk_live_AbCd',
  });
  expect((await platformLogs({ success: 'false' })).data.map((log) => log.request_id)).toEqual(['req-2']);
  expect((await platformLogs({ source_ids: 'key_other' })).data).toEqual([]);
  expect((await platformLogs({ source_types: 'api_key', status_codes: '502' })).data.map((log) => log.request_id)).toEqual(['req-2']);
  expect((await platformLogs({ order_by: 'eventDatetime', order_direction: 'desc', actions: 'workday_list_employee_documents' })).data).toHaveLength(1);
  expect(listPlatformLogsQuerySchema.safeParse({ source_types: 'session' }).success).toBe(false);
  await expect(platformLogs({ success: 'true', filter: { success: 'false' } } as never)).rejects.toThrow(
    new BadRequestError('success is sent as filter[success] and as success with different values; send it once'),
  );
});
