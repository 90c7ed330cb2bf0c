import {
  defineAction,
  type Employee,
  employmentStatusValues,
  hasStatus,
  listInputSchema,
  mapWithConcurrency,
  type ProviderHttpClient,
  paginateArray,
  parseOffsetCursor,
  z,
} from '@openunified/connector-sdk';
import { fetchEmployee, todayInUtc } from '../employee-reads.js';

import { changedEmployeeIds, selectDirectoryEntries } from '../mappers/directory.js';
import { toUnifiedEmployee } from '../mappers/employee.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import type { BambooHrChangedEmployees, BambooHrDirectory, BambooHrEmployee } from '../provider-types.js';

export const listEmployeesFilterSchema = z
  .object({
    employment_status: z.enum(employmentStatusValues).optional().describe('Unified employment status'),
    department: z.string().min(1).optional().describe('Department name, any case'),
    work_email: z.string().min(1).optional().describe('Work e-mail address, any case'),
  })
  .strict();

// Employee reads of one page in flight at once: enough to be quick, few enough not to trip
// BambooHR's rate limit.
const EMPLOYEE_READ_CONCURRENCY = 5;

/** BambooHR's `since` takes second precision with an offset. */
function toBambooHrTimestamp(dateTime: string): string {
  return new Date(dateTime).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

async function fetchChangedIds(http: ProviderHttpClient, updatedAfter: string): Promise<Set<string>> {
  const response = await http.get<BambooHrChangedEmployees>('/employees/changed', { query: { since: toBambooHrTimestamp(updatedAfter) } });
  return changedEmployeeIds(response.body);
}

/** An employee removed between the directory read and this one is simply not on the page. */
async function fetchEmployeeIfPresent(http: ProviderHttpClient, entry: BambooHrEmployee): Promise<BambooHrEmployee | undefined> {
  try {
    return await fetchEmployee(http, String(entry.id));
  } catch (error) {
    if (hasStatus(error, 404)) return undefined;
    throw error;
  }
}

export const listEmployees = defineAction({
  id: 'bamboohr_list_employees',
  label: 'List employees',
  description:
    'Lists employees from the BambooHR directory, each read in full. Filters: employment_status, department, work_email; updated_after uses BambooHR\'s changed-employees feed.',
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

    const [directory, changedIds] = await Promise.all([
      client.get<BambooHrDirectory>('/employees/directory'),
      updatedAfter === undefined ? undefined : fetchChangedIds(client, updatedAfter),
    ]);
    const entries = selectDirectoryEntries(directory.body.employees ?? [], {
      ids: changedIds,
      department: filter?.department,
      workEmail: filter?.work_email,
    });

    const today = todayInUtc();
    const page = paginateArray(entries, pageSize, cursor);
    const employees = await mapWithConcurrency(page.data, EMPLOYEE_READ_CONCURRENCY, (entry) => fetchEmployeeIfPresent(client, entry));
    // The directory has no status, so this filter runs on the page; a page may come back short.
    const data: Employee[] = employees
      .filter((employee) => employee !== undefined)
      .map((employee) => toUnifiedEmployee(employee, { today }))
      .filter((employee) => filter?.employment_status === undefined || employee.employment_status?.value === filter.employment_status);
    return { data, next: page.next };
  },
});
