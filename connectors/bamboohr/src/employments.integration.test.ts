import type { Employee, Employment, SyncParams } from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningBamboohrEmulator, startBamboohrEmulator } from './emulator/index.js';
import { bamboohrConnector } from './index.js';

const EMPLOYEE_COUNT = 30;
let emulator: RunningBamboohrEmulator;

beforeAll(async () => {
  emulator = await startBamboohrEmulator({ seed: 9, employeeCount: EMPLOYEE_COUNT });
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  emulator.clearFaults();
  emulator.clearRequests();
});

const run = (actionId: string, input: SyncParams) =>
  runAction(bamboohrConnector, actionId, input, { originOverride: emulator.url, credentials: emulator.sandboxCredentials });
const providerCalls = () => emulator.requests.map((request) => `${request.method} ${request.path.replace(/^.*\/v1/, '')}`);

async function listAll(actionId: string, input: SyncParams = {}): Promise<Employment[]> {
  const records: Employment[] = [];
  let cursor: string | undefined;
  do {
    const result = await run(actionId, { ...input, query: { page_size: 6, ...input.query, ...(cursor ? { cursor } : {}) } });
    records.push(...(result.data as Employment[]));
    cursor = result.next ?? undefined;
  } while (cursor !== undefined);
  return records;
}

describe('employments', () => {
  it("pages every employee's job history from two BambooHR calls per page, the job and the status tables", async () => {
    const employments = await listAll('bamboohr_list_employments');
    expect(new Set(employments.map((employment) => employment.remote_employee_id)).size).toBe(EMPLOYEE_COUNT);
    const pages = Math.ceil(employments.length / 6);
    expect(providerCalls().sort()).toEqual([
      ...Array(pages).fill('GET /employees/all/tables/employmentStatus'),
      ...Array(pages).fill('GET /employees/all/tables/jobInfo'),
    ]);
    // One active employment per employee hired by today.
    const active = employments.filter((employment) => employment.active);
    expect(new Set(active.map((employment) => employment.remote_employee_id)).size).toBe(active.length);
  });

  it('reads the rows of employees changed since updated_after from the changed-table feed', async () => {
    const changed = await listAll('bamboohr_list_employments', { query: { updated_after: '2024-01-02T00:00:00Z' } });
    expect(providerCalls().slice(0, 2).sort()).toEqual(['GET /employees/changed/tables/employmentStatus', 'GET /employees/changed/tables/jobInfo']);
    expect(emulator.requests[0]!.query).toBe('?since=2024-01-02T00%3A00%3A00Z');
    const everyone = await listAll('bamboohr_list_employments');
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(everyone.length);
  });

  it("reads the kind of employment from the status table, a terminated employee's last job inactive", async () => {
    const employments = await listAll('bamboohr_list_employments');
    const statuses = (await run('bamboohr_get_employee_table', { path: { id: 'all', table: 'employmentStatus' } })).data as Array<{
      employeeId: string;
      employmentStatus: string;
    }>;
    const terminatedIds = new Set(statuses.filter((row) => row.employmentStatus === 'Terminated').map((row) => row.employeeId));
    expect(terminatedIds.size).toBeGreaterThan(0);
    for (const employeeId of terminatedIds) {
      const last = employments.filter((employment) => employment.remote_employee_id === employeeId).at(-1)!;
      expect(last).toMatchObject({ active: false, type: { label: 'Terminated', type: { value: 'terminated' } }, contract_type: null });
    }
    const fullTime = employments.find((employment) => employment.type?.label === 'Full-Time')!;
    expect(fullTime).toMatchObject({
      type: { type: { value: 'permanent', source_value: 'Full-Time' } },
      contract_type: { contract_type: { value: 'full_time' } },
      employment_contract_type: { value: 'full_time' },
    });
  });

  it('reads one employment by id, also under its employee, and refuses malformed ids', async () => {
    emulator.clearRequests();
    const employeeEmployments = await listAll('bamboohr_list_employee_employments', { path: { id: '103' } });
    // What a page costs: the employee's job and status tables, two calls.
    const pages = Math.max(1, Math.ceil(employeeEmployments.length / 6));
    expect(providerCalls().sort()).toEqual([
      ...Array(pages).fill('GET /employees/103/tables/employmentStatus'),
      ...Array(pages).fill('GET /employees/103/tables/jobInfo'),
    ]);
    const [first] = employeeEmployments;
    expect((await run('bamboohr_get_employment', { path: { id: first!.id } })).data).toEqual(first);
    expect((await run('bamboohr_get_employee_employment', { path: { id: '103', subResourceId: first!.remote_id } })).data).toEqual(first);
    const rowId = first!.unified_custom_fields!.job_info_row_id as string;
    expect((await run('bamboohr_get_employee_employment', { path: { id: '103', subResourceId: rowId } })).data).toEqual(first);
    expect((await expectApiError(run('bamboohr_get_employment', { path: { id: 'abc' } }))).statusCode).toBe(400);
    expect((await expectApiError(run('bamboohr_get_employee_employment', { path: { id: '104', subResourceId: first!.remote_id } }))).statusCode).toBe(400);
    expect((await expectApiError(run('bamboohr_get_employment', { path: { id: '103-99999' } }))).statusCode).toBe(404);
    expect((await expectApiError(run('bamboohr_list_employee_employments', { path: { id: '9999' } }))).statusCode).toBe(404);
  });

  it('starts a new job that keeps the rest of the current one, reads it back, and updates it', async () => {
    const before = await listAll('bamboohr_list_employee_employments', { path: { id: '106' } });
    const current = before.find((employment) => employment.active)!;
    emulator.clearRequests();
    const created = await run('bamboohr_create_employee_employment', {
      path: { id: '106' },
      body: { job_title: 'Staff Engineer', effective_date: '2026-12-01T00:00:00Z', passthrough: { location: 'London' } },
    });
    const calls = providerCalls();
    expect(calls.slice(0, 2).sort()).toEqual(['GET /employees/106', 'GET /employees/106/tables/jobInfo']);
    expect(calls[2]).toBe('POST /employees/106/tables/jobInfo');
    expect(calls.slice(3).sort()).toEqual(['GET /employees/106/tables/employmentStatus', 'GET /employees/106/tables/jobInfo']);
    const { id } = created.data as { id: string };
    const read = (await run('bamboohr_get_employment', { path: { id } })).data as Employment;
    expect(read).toMatchObject({ job_title: 'Staff Engineer', start_date: '2026-12-01T00:00:00.000Z', department: { name: current.department!.name } });
    expect(read.unified_custom_fields).toMatchObject({ location: 'London', reports_to: current.unified_custom_fields!.reports_to });

    await run('bamboohr_update_employee_employment', { path: { id: '106', subResourceId: id }, body: { job_title: 'Principal Engineer' } });
    expect(((await run('bamboohr_get_employment', { path: { id } })).data as Employment).job_title).toBe('Principal Engineer');
  });

  it('refuses pay members before calling BambooHR, and relays its refusal of an unknown column', async () => {
    expect((await expectApiError(run('bamboohr_create_employee_employment', { path: { id: '106' }, body: { pay_rate: '10' } }))).statusCode).toBe(400);
    expect(emulator.requests).toHaveLength(0);
    const refused = await expectApiError(run('bamboohr_create_employee_employment', { path: { id: '106' }, body: { passthrough: { salary: '10' } } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toBe('Invalid field: "salary"');
  });
});

describe('creating employees', () => {
  it('adds the employee, writes the manager into the first job row, and reads the employee back', async () => {
    const created = await run('bamboohr_create_employee', {
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        work_email: 'ada@sandbox.example',
        job_title: 'Analyst',
        department: 'Engineering',
        hire_date: '2026-01-05T00:00:00Z',
        manager_id: '101',
      },
    });
    const { id, remote_id: remoteId } = created.data as { id: string; remote_id: string };
    expect(providerCalls()).toEqual([
      'POST /employees',
      `GET /employees/${remoteId}/tables/jobInfo`,
      `POST /employees/${remoteId}/tables/jobInfo/${emulator.requests.at(-2)!.path.split('/').at(-1)}`,
      `GET /employees/${remoteId}`,
    ]);
    const employee = (await run('bamboohr_get_employee', { path: { id } })).data as Employee;
    expect(employee).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      work_email: 'ada@sandbox.example',
      job_title: 'Analyst',
      department: 'Engineering',
    });
    expect(employee.manager_id).toBe('c28xIQaWQ6MTAx');
    expect(employee.hire_date).toBe('2026-01-05T00:00:00.000Z');
  });

  it("relays BambooHR's refusal of a missing name, and refuses what a new BambooHR employee cannot take", async () => {
    const missing = await expectApiError(run('bamboohr_create_employee', { body: { last_name: 'Nofirst' } }));
    expect(missing.statusCode).toBe(400);
    expect(missing.message).toBe('Missing required field: "firstName"');
    expect(missing.providerErrors?.at(-1)).toMatchObject({ status: 400 });
    emulator.clearRequests();
    const refused = await expectApiError(
      run('bamboohr_create_employee', { body: { first_name: 'A', last_name: 'B', cost_centers: [{ name: 'R&D' }], title: 'Dr' } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toContain('cost_centers');
    expect(emulator.requests).toHaveLength(0);
  });
});
