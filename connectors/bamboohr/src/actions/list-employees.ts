import {
  defineAction,
  type Employee,
  employmentStatusValues,
  listInputSchema,
  type ProviderHttpClient,
  paginateArray,
  parseOffsetCursor,
  z,
} from '@openunified/connector-sdk';
import { todayInUtc } from '../employee-reads.js';

import { changedEmployeeIds, selectDirectoryEntries } from '../mappers/directory.js';
import { EMPLOYEE_FIELDS, toUnifiedEmployee } from '../mappers/employee.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import type { BambooHrChangedEmployees, BambooHrCustomReport } from '../provider-types.js';

export const listEmployeesFilterSchema = z
  .object({
    employment_status: z.enum(employmentStatusValues).optional().describe('Unified employment status'),
    department: z.string().min(1).optional().describe('Department name, any case'),
    work_email: z.string().min(1).optional().describe('Work e-mail address, any case'),
  })
  .strict();

/** BambooHR's `since` takes second precision with an offset. */
function toBambooHrTimestamp(dateTime: string): string {
  return new Date(dateTime).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

async function fetchChangedIds(http: ProviderHttpClient, updatedAfter: string): Promise<Set<string>> {
  const response = await http.get<BambooHrChangedEmployees>('/employees/changed', { query: { since: toBambooHrTimestamp(updatedAfter) } });
  return changedEmployeeIds(response.body);
}

/**
 * Every employee with every field the unified model reads, in one call: BambooHR's custom report
 * (`POST /reports/custom`). A page used to cost a directory read plus one read per employee on it.
 */
async function fetchEmployeeReport(http: ProviderHttpClient): Promise<BambooHrCustomReport> {
  const response = await http.post<BambooHrCustomReport>('/reports/custom', {
    query: { format: 'JSON' },
    json: { title: 'openunified employees', fields: EMPLOYEE_FIELDS },
  });
  return response.body;
}

export const listEmployees = defineAction({
  id: 'bamboohr_list_employees',
  label: 'List employees',
  description:
    "Lists employees from one BambooHR custom report with every mapped field. Filters: employment_status, department, work_email; updated_after uses BambooHR's changed-employees feed.",
  tags: ['hris', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employees.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(listEmployeesFilterSchema),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const { page_size: pageSize, cursor, filter, updated_after: updatedAfter } = input.query;
    // The cursor is the offset into the filtered directory; a bad one is refused before any call.
    parseOffsetCursor(cursor);

    const [report, changedIds] = await Promise.all([
      fetchEmployeeReport(client),
      updatedAfter === undefined ? undefined : fetchChangedIds(client, updatedAfter),
    ]);
    const entries = selectDirectoryEntries(report.employees ?? [], {
      ids: changedIds,
      department: filter?.department,
      workEmail: filter?.work_email,
    });

    const today = todayInUtc();
    const status = filter?.employment_status;
    // The report carries the status fields, so the status filter runs before paging: full pages.
    // Without it only the page's employees are mapped.
    if (status !== undefined) {
      const matching = entries.map((employee) => toUnifiedEmployee(employee, { today })).filter((employee) => employee.employment_status?.value === status);
      return paginateArray(matching, pageSize, cursor);
    }
    const page = paginateArray(entries, pageSize, cursor);
    const data: Employee[] = page.data.map((employee) => toUnifiedEmployee(employee, { today }));
    return { data, next: page.next };
  },
});
