import { defineAction, getInputSchema, listInputSchema, NotFoundError, paginateArray, parseOffsetCursor, toRemoteId, z } from '@openunified/connector-sdk';
import { toTimeEntry } from '../mappers/time-entry.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import { fetchTimesheetEntries } from '../reference-reads.js';
import { numericRemoteId } from '../time-off-reads.js';

const timeEntryFilterSchema = z
  .object({
    employee_id: z.string().min(1).optional().describe("The employee's entries only (unified or BambooHR id)"),
    start_time: z.string().min(1).optional().describe('Entries on or after the calendar day of this date-time'),
    end_time: z.string().min(1).optional().describe('Entries on or before the calendar day of this date-time'),
  })
  .strict();

export const listTimeEntriesAction = defineAction({
  id: 'bamboohr_list_time_entries',
  label: 'List time entries',
  description:
    'Lists timesheet entries of the last 365 days, clock and hour entries (GET /time_tracking/timesheet_entries, one call per page; BambooHR answers ' +
    'the whole window, pages are cut from it). filter[start_time]/[end_time] narrow the window by calendar day, filter[employee_id] is ' +
    "BambooHR's employeeIds; updated_after keeps entries updated after it.",
  tags: ['hris', 'time_entries'],
  schema_type: 'unified',
  unified: 'hris.time_entries.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(timeEntryFilterSchema),
  async run({ input, http }) {
    const { page_size: pageSize, cursor, filter, updated_after: updatedAfter } = input.query;
    parseOffsetCursor(cursor);
    const employeeId = filter?.employee_id === undefined ? undefined : numericRemoteId(filter.employee_id, 'employee');
    const entries = await fetchTimesheetEntries(explainBambooHrErrors(http), { employeeId, startTime: filter?.start_time, endTime: filter?.end_time });
    const after = updatedAfter === undefined ? undefined : Date.parse(updatedAfter);
    const kept =
      after === undefined
        ? entries
        : entries.filter((entry) => entry.updatedAt !== null && entry.updatedAt !== undefined && Date.parse(entry.updatedAt) > after);
    const page = paginateArray(kept, pageSize, cursor);
    return { data: page.data.map(toTimeEntry), next: page.next };
  },
});

export const getTimeEntryAction = defineAction({
  id: 'bamboohr_get_time_entry',
  label: 'Get time entry',
  description:
    'Reads one timesheet entry by unified or BambooHR id. BambooHR has no read of one entry: this reads the entries of the last 365 days ' +
    '(one GET /time_tracking/timesheet_entries) and answers 404 for an older or unknown one.',
  tags: ['hris', 'time_entries'],
  schema_type: 'unified',
  unified: 'hris.time_entries.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const remoteId = toRemoteId(input.path.id);
    const entry = (await fetchTimesheetEntries(explainBambooHrErrors(http), {})).find((candidate) => String(candidate.id) === remoteId);
    if (!entry) throw new NotFoundError(`Time entry ${remoteId} not found`);
    return { data: toTimeEntry(entry) };
  },
});
