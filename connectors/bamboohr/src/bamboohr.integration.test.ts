import type {
  Credentials,
  Employee,
  EmployeeUpdate,
  Employment,
  HrisCompany,
  HrisDepartment,
  HrisDivision,
  HrisDocument,
  HrisDocumentCategory,
  HrisGroup,
  HrisLocation,
  SyncParams,
  TimeOff,
  TimeOffBalance,
  TimeOffPolicy,
  TimeOffTypeReference,
} from '@openunified/connector-sdk';
import { describeConnector, expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningBamboohrEmulator, startBamboohrEmulator } from './emulator/index.js';
import { bamboohrConnector, manifest } from './index.js';
import type { BambooHrFieldMetadata, BambooHrJobInfoRow } from './provider-types.js';

const EMPLOYEE_COUNT = 30;
let emulator: RunningBamboohrEmulator;

beforeAll(async () => {
  emulator = await startBamboohrEmulator({ seed: 7, employeeCount: EMPLOYEE_COUNT });
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  emulator.clearFaults();
  emulator.clearRequests();
});

function run(actionId: string, input: SyncParams, credentials: Credentials = emulator.sandboxCredentials) {
  return runAction(bamboohrConnector, actionId, input, { originOverride: emulator.url, credentials });
}

async function listAll(query: Record<string, unknown> = {}): Promise<Employee[]> {
  const employees: Employee[] = [];
  let cursor: string | undefined;
  do {
    const result = await run('bamboohr_list_employees', { query: { page_size: 7, ...query, ...(cursor ? { cursor } : {}) } });
    employees.push(...(result.data as Employee[]));
    cursor = result.next ?? undefined;
  } while (cursor !== undefined);
  return employees;
}

async function jobInfoRows(id: string): Promise<BambooHrJobInfoRow[]> {
  const result = await run('bamboohr_get_employee_table', { path: { id, table: 'jobInfo' } });
  return result.data as BambooHrJobInfoRow[];
}

const today = new Date().toISOString().slice(0, 10);

describe('bamboohr_list_employees', () => {
  it('pages through the whole directory with offset cursors', async () => {
    const first = await run('bamboohr_list_employees', { query: { page_size: 7 } });
    expect(first.next).toBe('7');
    const employees = await listAll();
    expect(employees).toHaveLength(EMPLOYEE_COUNT);
    expect(new Set(employees.map((employee) => employee.remote_id)).size).toBe(EMPLOYEE_COUNT);
    expect(employees[0]).toMatchObject({ remote_id: '101', manager_id: null, employment_status: { value: 'active' } });
  });

  it('costs one provider call per page, a custom report, whatever the page size', async () => {
    for (const pageSize of [1, 7, 25]) {
      emulator.clearRequests();
      const page = await run('bamboohr_list_employees', { query: { page_size: pageSize } });
      expect(page.data).toHaveLength(pageSize);
      expect(emulator.requests.map((request) => `${request.method} ${request.path.replace(/^.*\/v1/, '')}`)).toEqual(['POST /reports/custom']);
    }
  });

  it('filters by department and work e-mail, without regard to case', async () => {
    const everyone = await listAll();
    const department = everyone[3]!.department!;
    const inDepartment = await listAll({ filter: { department: department.toUpperCase() } });
    expect(inDepartment.length).toBe(everyone.filter((employee) => employee.department === department).length);
    expect(inDepartment.every((employee) => employee.department === department)).toBe(true);

    const workEmail = everyone.find((employee) => employee.work_email !== null)!.work_email!;
    const byEmail = await run('bamboohr_list_employees', { query: { filter: { work_email: workEmail.toUpperCase() } } });
    expect((byEmail.data as Employee[]).map((employee) => employee.work_email)).toEqual([workEmail]);
  });

  it('filters by unified employment status before paging, so pages are full', async () => {
    const everyone = await listAll();
    const terminated = await listAll({ filter: { employment_status: 'terminated' } });
    expect(terminated.length).toBeGreaterThan(1);
    const firstPage = await run('bamboohr_list_employees', { query: { page_size: 1, filter: { employment_status: 'terminated' } } });
    expect(firstPage.data).toHaveLength(1);
    expect(terminated.map((employee) => employee.remote_id)).toEqual(
      everyone.filter((employee) => employee.employment_status?.value === 'terminated').map((employee) => employee.remote_id),
    );
  });

  it('reads updated_after through the changed-employees feed', async () => {
    // Seeded employee n was last changed 7n hours after 2024-01-01.
    const updatedAfter = new Date(Date.UTC(2024, 0, 1) + 7 * 20 * 3_600_000 - 1000).toISOString();
    const recent = await listAll({ updated_after: updatedAfter });
    expect(recent.map((employee) => employee.remote_id)).toEqual(Array.from({ length: 10 }, (_, index) => String(121 + index)));
    const changedRequest = emulator.requests.find((request) => request.path.endsWith('/employees/changed'));
    expect(new URLSearchParams(changedRequest?.query).get('since')).toBe('2024-01-06T19:59:59Z');
  });

  it('refuses an unknown filter and a cursor that is not an offset', async () => {
    expect((await expectApiError(run('bamboohr_list_employees', { query: { filter: { team: 'x' } } }))).statusCode).toBe(400);
    expect((await expectApiError(run('bamboohr_list_employees', { query: { cursor: 'abc' } }))).statusCode).toBe(400);
  });
});

describe('bamboohr_get_employee', () => {
  it('reads an employee by unified id and by BambooHR id alike', async () => {
    const [listed] = (await run('bamboohr_list_employees', { query: { page_size: 1 } })).data as Employee[];
    const byUnifiedId = await run('bamboohr_get_employee', { path: { id: listed!.id } });
    const byRemoteId = await run('bamboohr_get_employee', { path: { id: listed!.remote_id } });
    expect(byUnifiedId.data).toEqual(listed);
    expect(byRemoteId.data).toEqual(listed);
  });

  it("answers 404 with BambooHR's reason for an unknown employee", async () => {
    const error = await expectApiError(run('bamboohr_get_employee', { path: { id: '99999' } }));
    expect(error).toMatchObject({ statusCode: 404, message: 'Employee not found' });
  });
});

describe('bamboohr_update_employee', () => {
  it('writes employee fields and reads them back', async () => {
    const update: EmployeeUpdate = {
      first_name: 'Renamed',
      gender: { value: 'non_binary' },
      work_phone_number: null,
      home_location: { city: 'Provo', country: { value: 'CA' } },
      custom_fields: [{ remote_id: 'customShirtSize', value: 'XXL' }],
    };
    // SyncParams (docs/concepts/actions.md#syncparams) types body values without null, which docs/unified/hris.md uses to clear a field.
    const result = await run('bamboohr_update_employee', { path: { id: '105' }, body: update as NonNullable<SyncParams['body']> });
    expect(result.data).toEqual({ id: expect.stringMatching(/^c28xIQ/), remote_id: '105' });

    const employee = (await run('bamboohr_get_employee', { path: { id: '105' }, query: { custom_fields: 'customShirtSize' } })).data as Employee;
    expect(employee).toMatchObject({
      first_name: 'Renamed',
      gender: { value: 'non_binary', source_value: 'Non-binary' },
      work_phone_number: null,
      home_location: { city: 'Provo', country: { value: 'CA', source_value: 'Canada' } },
      unified_custom_fields: { customShirtSize: 'XXL' },
    });
    expect(Date.parse(employee.updated_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("writes a job title to the employee and to the current jobInfo row, keeping the job's other columns", async () => {
    const before = (await run('bamboohr_get_employee', { path: { id: '108' } })).data as Employee;
    const rowsBefore = await jobInfoRows('108');

    await run('bamboohr_update_employee', { path: { id: before.id }, body: { job_title: 'Chief Emulation Officer' } });
    const rowsAfter = await jobInfoRows('108');
    expect(rowsAfter).toHaveLength(rowsBefore.length + 1);
    expect(rowsAfter.at(-1)).toMatchObject({
      date: today,
      jobTitle: 'Chief Emulation Officer',
      department: before.department,
      location: before.work_location?.name,
      reportsTo: rowsBefore.at(-1)!.reportsTo,
    });

    // A second change the same day rewrites that row instead of stacking another.
    await run('bamboohr_update_employee', { path: { id: '108' }, body: { employment: { job_title: 'Chief Sandbox Officer' } } });
    const rowsAfterSecond = await jobInfoRows('108');
    expect(rowsAfterSecond).toHaveLength(rowsAfter.length);
    expect(rowsAfterSecond.at(-1)!.jobTitle).toBe('Chief Sandbox Officer');

    const after = (await run('bamboohr_get_employee', { path: { id: '108' } })).data as Employee;
    expect(after).toMatchObject({ job_title: 'Chief Sandbox Officer', department: before.department, manager_id: before.manager_id });
  });

  it('moves an employee to another manager through the jobInfo row', async () => {
    const manager = (await run('bamboohr_get_employee', { path: { id: '103' } })).data as Employee;
    await run('bamboohr_update_employee', { path: { id: '112' }, body: { manager_id: manager.id } });
    const employee = (await run('bamboohr_get_employee', { path: { id: '112' } })).data as Employee;
    expect(employee.manager_id).toBe(manager.id);
  });

  it('shows an updated employee to an incremental list', async () => {
    const startedAt = new Date(Date.now() - 2000).toISOString();
    await run('bamboohr_update_employee', { path: { id: '102' }, body: { last_name: 'Changed' } });
    const recent = await listAll({ updated_after: startedAt });
    expect(recent.map((employee) => employee.remote_id)).toContain('102');
  });

  it('refuses a body BambooHR cannot store before calling BambooHR', async () => {
    const error = await expectApiError(run('bamboohr_update_employee', { path: { id: '105' }, body: { avatar_url: 'https://example.com/a.png' } }));
    expect(error.statusCode).toBe(400);
    expect(emulator.requests).toHaveLength(0);
  });

  it("relays BambooHR's refusal of an unknown passthrough field", async () => {
    const error = await expectApiError(run('bamboohr_update_employee', { path: { id: '105' }, body: { passthrough: { jobTitl: 'x' } } }));
    expect(error).toMatchObject({ statusCode: 400, message: 'Invalid field: "jobTitl"', data: { statusCode: 400 } });
  });

  it('answers 404 for an unknown employee, even with nothing to write', async () => {
    expect((await expectApiError(run('bamboohr_update_employee', { path: { id: '99999' }, body: { first_name: 'X' } }))).statusCode).toBe(404);
    expect((await expectApiError(run('bamboohr_update_employee', { path: { id: '99999' }, body: {} }))).statusCode).toBe(404);
  });
});

describe('native actions', () => {
  it('lists the field catalogue', async () => {
    const fields = (await run('bamboohr_list_fields', {})).data as BambooHrFieldMetadata[];
    expect(fields).toContainEqual({ id: 1, name: 'First Name', type: 'text', alias: 'firstName' });
  });

  it('reads an employee table and answers 404 for an unknown one', async () => {
    const rows = (await run('bamboohr_get_employee_table', { path: { id: '101', table: 'employmentStatus' } })).data;
    expect(rows).toEqual([expect.objectContaining({ employeeId: '101', employmentStatus: 'Full-Time' })]);
    expect((await expectApiError(run('bamboohr_get_employee_table', { path: { id: '101', table: 'benefits' } }))).statusCode).toBe(404);
  });
});

describe('provider failures', () => {
  it("reports a wrong API key with BambooHR's 401 reason", async () => {
    const error = await expectApiError(run('bamboohr_list_fields', {}, { ...emulator.sandboxCredentials, api_key: 'wrong' }));
    expect(error).toMatchObject({ statusCode: 400, message: 'Invalid API key', data: { statusCode: 401, message: 'Invalid API key' } });
  });

  it('reports an unknown company domain as 404', async () => {
    const error = await expectApiError(run('bamboohr_list_fields', {}, { ...emulator.sandboxCredentials, company_domain: 'nobody' }));
    expect(error).toMatchObject({ statusCode: 404, message: 'Company not found' });
  });

  it("waits out BambooHR's 503 rate limiting and gives up with a 429", async () => {
    emulator.throttle(1, 0);
    expect((await run('bamboohr_list_fields', {})).data).not.toHaveLength(0);

    emulator.throttle(10, 0);
    const error = await expectApiError(run('bamboohr_list_fields', {}));
    expect(error).toMatchObject({ statusCode: 429, message: 'Rate limit exceeded' });
    emulator.throttle(0);
  });

  it('turns an injected server error into a 502', async () => {
    emulator.injectFault({ type: 'server_error', status: 500, times: 4 });
    expect((await expectApiError(run('bamboohr_list_fields', {}))).statusCode).toBe(502);
  });
});

describeConnector(manifest, {
  startEmulator: () => startBamboohrEmulator({ seed: 3, employeeCount: 12 }),
  inputs: {
    bamboohr_list_employees: { query: { page_size: 5 } },
    bamboohr_get_employee: (previous) => ({ path: { id: (previous.bamboohr_list_employees as Employee[])[0]!.id } }),
    bamboohr_update_employee: (previous) => ({
      path: { id: (previous.bamboohr_list_employees as Employee[])[1]!.id },
      body: { job_title: 'Contract Tester', personal_email: 'tester@home.example' },
    }),
    bamboohr_create_employee: { body: { first_name: 'Contract', last_name: 'Kit', job_title: 'Tester', hire_date: '2025-02-03T00:00:00Z' } },
    bamboohr_list_employments: { query: { page_size: 5 } },
    bamboohr_get_employment: (previous) => ({ path: { id: (previous.bamboohr_list_employments as Employment[])[0]!.id } }),
    bamboohr_list_employee_employments: { path: { id: '102' }, query: { page_size: 1 } },
    bamboohr_get_employee_employment: (previous) => ({
      path: { id: '102', subResourceId: (previous.bamboohr_list_employee_employments as Employment[])[0]!.id },
    }),
    bamboohr_create_employee_employment: { path: { id: '102' }, body: { job_title: 'Contract Lead', effective_date: '2027-01-04T00:00:00Z' } },
    bamboohr_update_employee_employment: (previous) => ({
      path: { id: '102', subResourceId: (previous.bamboohr_create_employee_employment as { id: string }).id },
      body: { job_title: 'Contract Principal' },
    }),
    bamboohr_list_employee_documents: { path: { id: '101' }, query: { page_size: 2 } },
    bamboohr_get_employee_document: (previous) => ({
      path: { id: '101', subResourceId: (previous.bamboohr_list_employee_documents as HrisDocument[])[0]!.id },
    }),
    bamboohr_download_employee_document: (previous) => ({
      path: { id: '101', subResourceId: (previous.bamboohr_list_employee_documents as HrisDocument[])[0]!.id },
    }),
    bamboohr_upload_employee_document: {
      path: { id: '101' },
      body: { name: 'contract.txt', content: Buffer.from('contract').toString('base64'), category_id: '13' },
    },
    bamboohr_batch_upload_employee_documents: {
      path: { id: '101' },
      body: { items: [{ name: 'batch.txt', content: Buffer.from('batch').toString('base64'), category: { source_value: 'Training Docs' } }] },
    },
    bamboohr_list_employee_document_categories: { query: { page_size: 2 } },
    bamboohr_get_employee_document_category: (previous) => ({
      path: { id: (previous.bamboohr_list_employee_document_categories as HrisDocumentCategory[])[0]!.id },
    }),
    bamboohr_list_fields: {},
    bamboohr_get_employee_table: { path: { id: '101', table: 'jobInfo' } },
    bamboohr_list_time_off_requests: { query: { page_size: 4 } },
    bamboohr_get_time_off_request: (previous) => ({ path: { id: (previous.bamboohr_list_time_off_requests as TimeOff[])[0]!.id } }),
    bamboohr_create_employee_time_off: (previous) => ({
      path: { id: (previous.bamboohr_list_employees as Employee[])[0]!.id },
      body: { start_date: '2026-02-02T00:00:00Z', end_date: '2026-02-03T00:00:00Z', reason: { id: '77' }, comment: 'Contract kit' },
    }),
    bamboohr_update_employee_time_off: (previous) => ({
      path: { id: (previous.bamboohr_list_employees as Employee[])[0]!.id, subResourceId: (previous.bamboohr_create_employee_time_off as { id: string }).id },
      body: { status: { value: 'approved' } },
    }),
    bamboohr_cancel_employee_time_off: (previous) => ({
      path: { id: (previous.bamboohr_list_employees as Employee[])[0]!.id, subResourceId: (previous.bamboohr_create_employee_time_off as { id: string }).id },
    }),
    bamboohr_list_employee_time_off: (previous) => ({ path: { id: (previous.bamboohr_list_employees as Employee[])[0]!.id }, query: { page_size: 1 } }),
    bamboohr_get_employee_time_off: (previous) => {
      const [request] = previous.bamboohr_list_employee_time_off as TimeOff[];
      return { path: { id: request!.employee_id!, subResourceId: request!.id } };
    },
    bamboohr_list_time_off_types: { query: { page_size: 2 } },
    bamboohr_get_time_off_type: (previous) => ({ path: { id: (previous.bamboohr_list_time_off_types as TimeOffTypeReference[])[0]!.id } }),
    bamboohr_list_time_off_policies: { query: { page_size: 4 } },
    bamboohr_get_time_off_policy: (previous) => ({ path: { id: (previous.bamboohr_list_time_off_policies as TimeOffPolicy[])[0]!.id } }),
    bamboohr_list_employee_time_off_balances: { path: { id: '102' }, query: { page_size: 2 } },
    bamboohr_list_companies: { query: { page_size: 1 } },
    bamboohr_get_company: (previous) => ({ path: { id: (previous.bamboohr_list_companies as HrisCompany[])[0]!.id } }),
    bamboohr_list_company_groups: { query: {} },
    bamboohr_get_company_group: { path: { id: 'sandbox' } },
    bamboohr_list_locations: { query: { page_size: 2 } },
    bamboohr_get_location: (previous) => ({ path: { id: (previous.bamboohr_list_locations as HrisLocation[])[0]!.id } }),
    bamboohr_list_groups: { query: { page_size: 4 } },
    bamboohr_get_group: (previous) => ({ path: { id: (previous.bamboohr_list_groups as HrisGroup[])[0]!.id } }),
    bamboohr_list_department_groups: { query: { page_size: 3 } },
    bamboohr_get_department_group: (previous) => ({ path: { id: (previous.bamboohr_list_department_groups as HrisDepartment[])[0]!.id } }),
    bamboohr_list_division_groups: { query: { page_size: 3 } },
    bamboohr_get_division_group: (previous) => ({ path: { id: (previous.bamboohr_list_division_groups as HrisDivision[])[0]!.id } }),
    bamboohr_get_employee_time_off_balance: (previous) => ({
      path: { id: '102', subResourceId: (previous.bamboohr_list_employee_time_off_balances as TimeOffBalance[])[0]!.id },
    }),
    bamboohr_list_benefits: { query: { page_size: 3 } },
    bamboohr_get_benefit: (previous) => ({ path: { id: firstId(previous.bamboohr_list_benefits) } }),
    bamboohr_list_employee_custom_field_definitions: { query: { page_size: 2 } },
    bamboohr_get_employee_custom_field_definition: (previous) => ({ path: { id: firstId(previous.bamboohr_list_employee_custom_field_definitions) } }),
    bamboohr_list_jobs: { query: { page_size: 4 } },
    bamboohr_get_job: (previous) => ({ path: { id: firstId(previous.bamboohr_list_jobs) } }),
    bamboohr_list_time_entries: { query: { page_size: 10 } },
    bamboohr_get_time_entry: (previous) => ({ path: { id: firstId(previous.bamboohr_list_time_entries) } }),
    bamboohr_list_shifts: { query: { page_size: 10 } },
    bamboohr_get_shift: (previous) => ({ path: { id: firstId(previous.bamboohr_list_shifts) } }),
    bamboohr_list_employee_shifts: { path: { id: '102' }, query: { page_size: 5 } },
    bamboohr_get_employee_shift: (previous) => ({ path: { id: '102', subResourceId: firstId(previous.bamboohr_list_employee_shifts) } }),
    bamboohr_list_employee_time_off_policies: { path: { id: '102' }, query: { page_size: 2 } },
    bamboohr_list_positions: { query: { page_size: 3 } },
    bamboohr_get_position: (previous) => ({ path: { id: firstId(previous.bamboohr_list_positions) } }),
  },
});

function firstId(records: unknown): string {
  return (records as { id: string }[])[0]!.id;
}
