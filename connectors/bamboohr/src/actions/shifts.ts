import {
  defineAction,
  getInputSchema,
  listInputSchema,
  NotFoundError,
  parsePageNumberCursor,
  subResourceGetInputSchema,
  subResourceListInputSchema,
  toRemoteId,
  z,
} from '@openunified/connector-sdk';
import { toShift } from '../mappers/shift.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import type { BambooHrShift } from '../provider-types.js';
import { fetchScheduleIds, fetchShift, fetchShiftPage, shiftStatuses, shiftWindow } from '../shift-reads.js';
import { assertEmployeeExists, numericRemoteId } from '../time-off-reads.js';

const shiftFilterSchema = z
  .object({
    starts_after: z.string().min(1).optional().describe('Shifts overlapping the window from this date-time (default: 7 days ago, 00:00 UTC)'),
    ends_before: z.string().min(1).optional().describe('Shifts overlapping the window up to this date-time (default: 28 days after the start)'),
    status: z.string().min(1).optional().describe('draft (BambooHR planned), published or cancelled; default planned and published'),
  })
  .strict();

type ShiftFilter = z.infer<typeof shiftFilterSchema>;

/** BambooHR does not filter by update time: updated_after keeps, on our side, shifts updated after it. */
function updatedAfter(shifts: BambooHrShift[], after: string | undefined): BambooHrShift[] {
  if (after === undefined) return shifts;
  const time = Date.parse(after);
  return shifts.filter((shift) => {
    const stamp = shift.updatedAt ?? shift.createdAt;
    return typeof stamp === 'string' && Date.parse(stamp) > time;
  });
}

function listQuery(filter: ShiftFilter | undefined, cursor: string | undefined) {
  const page = parsePageNumberCursor(cursor);
  return { page, window: shiftWindow(filter), statuses: shiftStatuses(filter?.status) };
}

export const listShiftsAction = defineAction({
  id: 'bamboohr_list_shifts',
  label: 'List shifts',
  description:
    'Lists the shifts of every schedule in a window of at most a month (filter[starts_after], filter[ends_before]; default from 7 days ago for 28 days): ' +
    "GET /scheduling/schedules for the schedule ids, then one GET /scheduling/shifts per page with BambooHR's page and pageSize: two calls per page. " +
    'filter[status] draft, published or cancelled; updated_after keeps shifts updated after it.',
  tags: ['hris', 'shifts'],
  schema_type: 'unified',
  unified: 'hris.shifts.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(shiftFilterSchema),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const { page, window, statuses } = listQuery(input.query.filter, input.query.cursor);
    if (statuses?.length === 0) return { data: [], next: null };
    // BambooHR lists shifts only for given schedules or employees: every schedule is the whole company.
    const scheduleIds = await fetchScheduleIds(client);
    if (scheduleIds.length === 0) return { data: [], next: null };
    const { shifts, hasNext } = await fetchShiftPage(client, { window, scheduleIds, statuses, page, pageSize: input.query.page_size });
    return { data: updatedAfter(shifts, input.query.updated_after).map((shift) => toShift(shift)), next: hasNext ? String(page + 1) : null };
  },
});

export const getShiftAction = defineAction({
  id: 'bamboohr_get_shift',
  label: 'Get shift',
  description: 'Reads one shift by unified or BambooHR id (GET /scheduling/shifts/{id}); a deleted or unknown shift is a 404.',
  tags: ['hris', 'shifts'],
  schema_type: 'unified',
  unified: 'hris.shifts.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    return { data: toShift(await fetchShift(explainBambooHrErrors(http), toRemoteId(input.path.id))) };
  },
});

export const listEmployeeShiftsAction = defineAction({
  id: 'bamboohr_list_employee_shifts',
  label: 'List employee shifts',
  description:
    'Lists the shifts assigned to the employee in path.id in a window of at most a month (filters as for every shift): ' +
    "one GET /scheduling/shifts?employeeIds[]= per page with BambooHR's page and pageSize; an unknown employee is a 404.",
  tags: ['hris', 'shifts', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_shifts.list',
  required_scopes: [],
  kind: 'list',
  input: subResourceListInputSchema(shiftFilterSchema),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const employeeId = numericRemoteId(input.path.id, 'employee');
    const { page, window, statuses } = listQuery(input.query.filter, input.query.cursor);
    if (statuses?.length === 0) return { data: [], next: null };
    const { shifts, hasNext } = await fetchShiftPage(client, { window, employeeId, statuses, page, pageSize: input.query.page_size });
    // BambooHR answers an unknown employee with no shifts: only a first empty page looks the employee up.
    if (shifts.length === 0 && page === 1) await assertEmployeeExists(client, employeeId);
    return {
      data: updatedAfter(shifts, input.query.updated_after).map((shift) => toShift(shift, employeeId)),
      next: hasNext ? String(page + 1) : null,
    };
  },
});

export const getEmployeeShiftAction = defineAction({
  id: 'bamboohr_get_employee_shift',
  label: 'Get employee shift',
  description: 'Reads one shift (path.subResourceId) assigned to the employee in path.id (GET /scheduling/shifts/{id}); a shift not assigned to them is a 404.',
  tags: ['hris', 'shifts', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_shifts.get',
  required_scopes: [],
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const employeeId = numericRemoteId(input.path.id, 'employee');
    const shiftId = toRemoteId(input.path.subResourceId);
    const shift = await fetchShift(explainBambooHrErrors(http), shiftId);
    if (!(shift.employeeIds ?? []).map(String).includes(employeeId)) throw new NotFoundError(`Employee ${employeeId} has no shift ${shiftId}`);
    return { data: toShift(shift, employeeId) };
  },
});
