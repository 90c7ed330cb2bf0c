import type {
  HrisBenefit,
  HrisCustomFieldDefinition,
  HrisDepartment,
  HrisJob,
  HrisLocation,
  HrisPosition,
  SyncParams,
  TimeEntry,
  TimeOffPolicy,
} from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningBamboohrEmulator, startBamboohrEmulator } from './emulator/index.js';
import { bamboohrConnector } from './index.js';

let emulator: RunningBamboohrEmulator;

beforeAll(async () => {
  emulator = await startBamboohrEmulator({ seed: 5, employeeCount: 10 });
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  emulator.clearRequests();
});

const run = (actionId: string, input: SyncParams) =>
  runAction(bamboohrConnector, actionId, input, { originOverride: emulator.url, credentials: emulator.sandboxCredentials });
const providerCalls = () => emulator.requests.map((request) => `${request.method} ${request.path.replace(/^.*\/v1/, '')}`);

async function listAll<Row>(actionId: string, input: SyncParams & { query?: Record<string, unknown> }, pageSize: number): Promise<Row[]> {
  const records: Row[] = [];
  let cursor: string | undefined;
  do {
    const result = await run(actionId, { ...input, query: { ...input.query, page_size: pageSize, ...(cursor ? { cursor } : {}) } });
    records.push(...(result.data as Row[]));
    cursor = result.next ?? undefined;
  } while (cursor !== undefined);
  return records;
}

describe('benefits', () => {
  it('pages the active company benefit plans, one GET /benefit/company_benefit per page', async () => {
    const benefits = await listAll<HrisBenefit>('bamboohr_list_benefits', {}, 3);
    expect(benefits.map((benefit) => benefit.name)).not.toContain('Legacy HMO');
    expect(benefits).toHaveLength(8);
    expect(providerCalls()).toEqual(Array(3).fill('GET /benefit/company_benefit'));
    expect(benefits[0]).toMatchObject({ remote_id: '11', name: 'Blue Shield PPO', benefit_type: { value: 'health_insurance', source_value: 'health' } });
    expect(benefits.find((benefit) => benefit.remote_id === '14')!.benefit_type).toEqual({ value: 'retirement_savings', source_value: 'retirement' });
    expect((await run('bamboohr_get_benefit', { path: { id: benefits[3]!.id } })).data).toEqual(benefits[3]);
    expect((await run('bamboohr_get_benefit', { path: { id: '15' } })).data).toEqual(benefits[4]);
    expect((await expectApiError(run('bamboohr_get_benefit', { path: { id: '19' } }))).statusCode).toBe(404);
  });
});

describe('employee custom field definitions', () => {
  it('lists the custom fields of /meta/fields with the options of their lists: two calls per page', async () => {
    const definitions = await listAll<HrisCustomFieldDefinition>('bamboohr_list_employee_custom_field_definitions', {}, 4);
    expect(definitions.map((definition) => definition.name)).toEqual([
      'Shirt Size',
      'Pronouns',
      'Stock Options',
      'Remote Eligible',
      'Badge Expiry',
      'Languages',
    ]);
    expect([...providerCalls()].sort()).toEqual(['GET /meta/fields', 'GET /meta/fields', 'GET /meta/lists', 'GET /meta/lists']);
    const [shirtSize] = definitions;
    expect(shirtSize).toMatchObject({
      remote_id: '4047',
      type: { value: 'single_select', source_value: 'list' },
      unified_custom_fields: { key: 'customShirtSize' },
    });
    // The archived option can no longer be given.
    expect(shirtSize!.options!.map((option) => option.value)).toEqual(['S', 'M', 'L', 'XL']);
    expect(definitions.map((definition) => definition.type?.value)).toEqual(['single_select', 'text', 'integer', 'checkbox', 'date', 'multi_select']);
    expect(definitions[1]!.options).toBeNull();
  });

  it('reads one by unified id, field id or alias, and answers 404 for a standard field', async () => {
    const [shirtSize] = (await run('bamboohr_list_employee_custom_field_definitions', { query: { page_size: 1 } })).data as HrisCustomFieldDefinition[];
    expect((await run('bamboohr_get_employee_custom_field_definition', { path: { id: shirtSize!.id } })).data).toEqual(shirtSize);
    expect((await run('bamboohr_get_employee_custom_field_definition', { path: { id: 'customShirtSize' } })).data).toEqual(shirtSize);
    expect((await expectApiError(run('bamboohr_get_employee_custom_field_definition', { path: { id: '1' } }))).statusCode).toBe(404);
  });
});

describe('jobs and positions', () => {
  it('lists the Job Title options as jobs, archived ones archived', async () => {
    const jobs = await listAll<HrisJob>('bamboohr_list_jobs', {}, 5);
    expect(jobs).toHaveLength(13);
    expect(providerCalls()).toEqual(Array(3).fill('GET /meta/lists'));
    expect(jobs[0]).toMatchObject({ title: 'Software Engineer', status: { value: 'open' }, code: null, created_at: '2015-01-05T09:00:00.000Z' });
    expect(jobs.at(-1)).toMatchObject({
      title: 'Office Assistant',
      status: { value: 'archived', source_value: 'archived' },
      updated_at: '2019-12-31T17:00:00.000Z',
    });
    expect((await run('bamboohr_get_job', { path: { id: jobs[2]!.id } })).data).toEqual(jobs[2]);
    expect((await run('bamboohr_get_job', { path: { id: jobs[2]!.remote_id } })).data).toEqual(jobs[2]);
    const [department] = (await run('bamboohr_list_department_groups', { query: { page_size: 1 } })).data as HrisDepartment[];
    // A department's id names no job.
    expect((await expectApiError(run('bamboohr_get_job', { path: { id: department!.id } }))).statusCode).toBe(404);
  });

  it("lists the applicant tracking's job openings as positions naming the job, department and location", async () => {
    const positions = await listAll<HrisPosition>('bamboohr_list_positions', {}, 4);
    expect(providerCalls()).toEqual(Array(2).fill('GET /applicant_tracking/jobs'));
    expect(positions.map((position) => position.status?.source_value)).toEqual(['Open', 'Open', 'On Hold', 'Filled', 'Draft', 'Canceled']);
    expect(positions.map((position) => position.status?.value)).toEqual(['open', 'open', 'paused', 'closed', 'unmapped_value', 'closed']);
    const jobs = await listAll<HrisJob>('bamboohr_list_jobs', {}, 50);
    const departments = await listAll<HrisDepartment>('bamboohr_list_department_groups', {}, 50);
    const locations = await listAll<HrisLocation>('bamboohr_list_locations', {}, 50);
    const [first] = positions;
    expect(first).toMatchObject({ remote_id: '41', title: 'Software Engineer', posted_date: '2025-09-02T16:00:00.000Z' });
    expect(jobs.find((job) => job.id === first!.job_id)?.title).toBe('Software Engineer');
    expect(departments.find((department) => department.id === first!.department_id)?.name).toBe('Engineering');
    expect(locations.find((location) => location.id === first!.location_id)?.name).toBe('Remote');
    expect((await run('bamboohr_get_position', { path: { id: positions[2]!.id } })).data).toEqual(positions[2]);
    expect((await expectApiError(run('bamboohr_get_position', { path: { id: '47' } }))).statusCode).toBe(404);
  });
});

describe('time entries', () => {
  it('lists the timesheet entries of the last 365 days, one call per page', async () => {
    const entries = await listAll<TimeEntry>('bamboohr_list_time_entries', {}, 50);
    expect(entries.length).toBeGreaterThan(50);
    const calls = providerCalls();
    expect(calls.every((call) => call === 'GET /time_tracking/timesheet_entries')).toBe(true);
    expect(calls).toHaveLength(Math.ceil(entries.length / 50));
    const window = new URLSearchParams(emulator.requests[0]!.query);
    const today = new Date().toISOString().slice(0, 10);
    expect(window.get('end')).toBe(today);
    expect(Date.parse(today) - Date.parse(window.get('start')!)).toBe(364 * 86_400_000);
    const clock = entries.find((entry) => entry.unified_custom_fields?.type === 'clock')!;
    expect(clock.start_time).not.toBeNull();
    expect(clock.end_time).not.toBeNull();
    const hour = entries.find((entry) => entry.unified_custom_fields?.type === 'hour')!;
    expect(hour).toMatchObject({ start_time: null, end_time: null, unified_custom_fields: { project: { name: expect.any(String) } } });
    expect(new Set(entries.map((entry) => entry.status?.value))).toEqual(new Set(['approved', 'unmapped_value']));
  });

  it('filters by employee and calendar day, and reads one entry', async () => {
    const entries = await listAll<TimeEntry>('bamboohr_list_time_entries', { query: { filter: { employee_id: '102' } } }, 100);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.remote_employee_id === '102')).toBe(true);
    expect(new URLSearchParams(emulator.requests[0]!.query).get('employeeIds')).toBe('102');
    const day = entries[3]!.unified_custom_fields!.date as string;
    const sameDay = await listAll<TimeEntry>(
      'bamboohr_list_time_entries',
      { query: { filter: { start_time: `${day}T00:00:00Z`, end_time: `${day}T23:59:59Z` } } },
      100,
    );
    expect(sameDay.length).toBeGreaterThan(0);
    expect(sameDay.every((entry) => entry.unified_custom_fields?.date === day)).toBe(true);
    expect((await run('bamboohr_get_time_entry', { path: { id: entries[3]!.id } })).data).toEqual(entries[3]);
    expect((await expectApiError(run('bamboohr_get_time_entry', { path: { id: '1' } }))).statusCode).toBe(404);
  });

  it('answers nothing, without a call, for a window before the last 365 days, and 400 for a malformed filter', async () => {
    emulator.clearRequests();
    expect((await run('bamboohr_list_time_entries', { query: { filter: { end_time: '2001-01-01T00:00:00Z' } } })).data).toEqual([]);
    expect(providerCalls()).toEqual([]);
    expect((await expectApiError(run('bamboohr_list_time_entries', { query: { filter: { start_time: 'last week' } } }))).statusCode).toBe(400);
    expect((await expectApiError(run('bamboohr_list_time_entries', { query: { filter: { employee_id: 'abc' } } }))).statusCode).toBe(400);
  });
});

describe('employee time off policies', () => {
  it("lists the employee's assigned policies, filtered by type", async () => {
    const policies = await listAll<TimeOffPolicy>('bamboohr_list_employee_time_off_policies', { path: { id: '102' } }, 2);
    expect(policies.length).toBeGreaterThanOrEqual(3);
    // What a page costs: the assigned policies, the policy and the type catalogues, three calls.
    const pages = Math.ceil(policies.length / 2);
    expect([...providerCalls()].sort()).toEqual(
      [
        ...Array(pages).fill('GET /employees/102/time_off/policies'),
        ...Array(pages).fill('GET /meta/time_off/policies'),
        ...Array(pages).fill('GET /meta/time_off/types'),
      ].sort(),
    );
    expect(policies.map((policy) => policy.remote_id)).toEqual(expect.arrayContaining(['3', '4']));
    const vacation = await listAll<TimeOffPolicy>(
      'bamboohr_list_employee_time_off_policies',
      { path: { id: '102' }, query: { filter: { type: 'vacation' } } },
      5,
    );
    expect(vacation).toHaveLength(1);
    expect(vacation[0]!.type?.value).toBe('vacation');
    expect((await expectApiError(run('bamboohr_list_employee_time_off_policies', { path: { id: '99999' } }))).statusCode).toBe(404);
  });
});

describe('the emulator refuses what BambooHR refuses', () => {
  const get = (path: string) =>
    fetch(`${emulator.url}/api/gateway.php/sandbox/v1${path}`, {
      headers: { authorization: `Basic ${Buffer.from(`${emulator.sandboxCredentials.api_key}:x`).toString('base64')}`, accept: 'application/json' },
    });

  it('answers 400 with the reason in X-BambooHR-Error-Message for a bad timesheet window or status group', async () => {
    for (const query of [
      '',
      '?start=2020-01-01&end=2020-01-31',
      '?start=2026-13-01&end=2026-01-31',
      '?start=2026-01-31&end=2026-01-01',
      `?start=${new Date().toISOString().slice(0, 10)}&end=${new Date().toISOString().slice(0, 10)}&employeeIds=x`,
    ]) {
      const response = await get(`/time_tracking/timesheet_entries${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('x-bamboohr-error-message')).toBeTruthy();
    }
    expect((await get('/applicant_tracking/jobs?statusGroups=Closed')).status).toBe(400);
    expect(((await (await get('/applicant_tracking/jobs?statusGroups=ALL')).json()) as unknown[]).length).toBe(7);
  });
});
