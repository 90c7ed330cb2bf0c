import {
  BadRequestError,
  defineAction,
  employmentCreateSchema,
  employmentUpdateSchema,
  encodeCompositeId,
  getInputSchema,
  listInputSchema,
  paginateArray,
  parseOffsetCursor,
  subResourceCreateInputSchema,
  subResourceGetInputSchema,
  subResourceListInputSchema,
  subResourceUpdateInputSchema,
  toRemoteId,
  z,
} from '@openunified/connector-sdk';
import { employeePath, todayInUtc } from '../employee-reads.js';
import { fetchAllEmployments, fetchEmployeeEmployments, fetchEmployment } from '../employment-reads.js';
import { employmentRemoteId, parseEmploymentId } from '../mappers/employment.js';
import { newJobInfoRow, toJobInfoRowWrite } from '../mappers/employment-write.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import type { BambooHrEmployee, BambooHrJobInfoRow } from '../provider-types.js';
import { numericRemoteId } from '../time-off-reads.js';

const noFilter = z.object({}).strict();

export const listEmploymentsAction = defineAction({
  id: 'bamboohr_list_employments',
  label: 'List employments',
  description:
    "Lists every employee's job history, one employment per jobInfo row, from one GET /employees/all/tables/jobInfo per page (pages are cut from it); " +
    'updated_after reads GET /employees/changed/tables/jobInfo?since= instead: the rows of employees changed since.',
  tags: ['hris', 'employments'],
  schema_type: 'unified',
  unified: 'hris.employments.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(noFilter),
  async run({ input, http }) {
    parseOffsetCursor(input.query.cursor);
    const employments = await fetchAllEmployments(explainBambooHrErrors(http), input.query.updated_after);
    return paginateArray(employments, input.query.page_size, input.query.cursor);
  },
});

export const getEmploymentAction = defineAction({
  id: 'bamboohr_get_employment',
  label: 'Get employment',
  description: "Reads one employment (an employee's jobInfo row, id `{employeeId}-{rowId}`) from GET /employees/{id}/tables/jobInfo.",
  tags: ['hris', 'employments'],
  schema_type: 'unified',
  unified: 'hris.employments.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const { employeeId, rowId } = parseEmploymentId(toRemoteId(input.path.id), input.path.id);
    return { data: await fetchEmployment(explainBambooHrErrors(http), employeeId, rowId) };
  },
});

export const listEmployeeEmploymentsAction = defineAction({
  id: 'bamboohr_list_employee_employments',
  label: 'List employee employments',
  description:
    'Lists the job history of the employee in path.id (GET /employees/{id}/tables/jobInfo, one call per page). updated_after is ignored: rows carry no change time.',
  tags: ['hris', 'employments', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_employments.list',
  required_scopes: [],
  kind: 'list',
  input: subResourceListInputSchema(noFilter),
  async run({ input, http }) {
    parseOffsetCursor(input.query.cursor);
    const employments = await fetchEmployeeEmployments(explainBambooHrErrors(http), numericRemoteId(input.path.id, 'employee'));
    return paginateArray(employments, input.query.page_size, input.query.cursor);
  },
});

/** The jobInfo row an employment of the employee names: a full employment id, or the row id alone. */
function rowIdOf(employeeId: string, subResourceId: string): string {
  const remoteId = toRemoteId(subResourceId);
  if (/^\d{1,18}$/.test(remoteId)) return remoteId;
  const parsed = parseEmploymentId(remoteId, subResourceId);
  if (parsed.employeeId !== employeeId) throw new BadRequestError(`employment ${subResourceId} belongs to employee ${parsed.employeeId}, not ${employeeId}`);
  return parsed.rowId;
}

export const getEmployeeEmploymentAction = defineAction({
  id: 'bamboohr_get_employee_employment',
  label: 'Get employee employment',
  description: 'Reads one employment (path.subResourceId: the employment id or the jobInfo row id) of the employee in path.id.',
  tags: ['hris', 'employments', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_employments.get',
  required_scopes: [],
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const employeeId = numericRemoteId(input.path.id, 'employee');
    return { data: await fetchEmployment(explainBambooHrErrors(http), employeeId, rowIdOf(employeeId, input.path.subResourceId)) };
  },
});

export const createEmployeeEmploymentAction = defineAction({
  id: 'bamboohr_create_employee_employment',
  label: 'Create employee employment',
  description:
    'Starts a new job for the employee in path.id: adds a jobInfo row from effective_date (today when absent) that copies the job in effect then ' +
    'and the current manager, changed by job_title and raw jobInfo columns in passthrough (department, division, location, reportsTo); then reads it back.',
  tags: ['hris', 'employments', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_employments.create',
  required_scopes: [],
  kind: 'create',
  input: subResourceCreateInputSchema(employmentCreateSchema),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const employeeId = numericRemoteId(input.path.id, 'employee');
    const write = toJobInfoRowWrite(input.body);
    const tablePath = `${employeePath(employeeId)}/tables/jobInfo`;
    const [rows, employee] = await Promise.all([
      client.get<BambooHrJobInfoRow[]>(tablePath).then((response) => response.body ?? []),
      client.get<BambooHrEmployee>(employeePath(employeeId), { query: { fields: 'supervisorEId' } }).then((response) => response.body),
    ]);
    const supervisor = employee.supervisorEId;
    const row = newJobInfoRow(write, { rows, today: todayInUtc(), currentManagerId: supervisor ? String(supervisor) : null });
    await client.post(tablePath, { json: row, responseType: 'none' });
    // BambooHR answers a new row without its id: the read-back finds it, the one row that was not there before.
    const known = new Set(rows.map((existing) => String(existing.id)));
    const created = (await fetchEmployeeEmployments(client, employeeId)).find(
      (employment) => !known.has(String(employment.unified_custom_fields?.job_info_row_id)),
    );
    if (!created) throw new BadRequestError('BambooHR accepted the job row but it is not in the job history; check the employee in BambooHR');
    return { data: { id: created.id, remote_id: created.remote_id } };
  },
});

export const updateEmployeeEmploymentAction = defineAction({
  id: 'bamboohr_update_employee_employment',
  label: 'Update employee employment',
  description:
    'Rewrites one jobInfo row (path.subResourceId) of the employee in path.id (POST /employees/{id}/tables/jobInfo/{rowId}): job_title, effective_date ' +
    '(the row date) and raw jobInfo columns in passthrough.',
  tags: ['hris', 'employments', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_employments.update',
  required_scopes: [],
  kind: 'update',
  input: subResourceUpdateInputSchema(employmentUpdateSchema),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const employeeId = numericRemoteId(input.path.id, 'employee');
    const rowId = rowIdOf(employeeId, input.path.subResourceId);
    const write = toJobInfoRowWrite(input.body);
    const columns = { ...write.columns, ...(write.date !== null && { date: write.date }) };
    if (Object.keys(columns).length > 0) {
      await client.post(`${employeePath(employeeId)}/tables/jobInfo/${rowId}`, { json: columns, responseType: 'none' });
    } else {
      // Nothing to write still answers for the row: a missing one is a 404, not a success.
      await fetchEmployment(client, employeeId, rowId);
    }
    const remoteId = employmentRemoteId(employeeId, rowId);
    return { data: { id: encodeCompositeId(remoteId), remote_id: remoteId } };
  },
});
