import { encodeCompositeId, type TimeEntry, toIsoDateTime } from '@openunified/connector-sdk';
import type { BambooHrTimesheetEntry } from '../provider-types.js';
import { textOf } from './organisation.js';

/**
 * A timesheet entry of BambooHR time tracking: a clock entry has a start and an end, an hour
 * entry only hours for a date. BambooHR says whether an entry is approved and nothing else of
 * its state, so an entry not yet approved reads `unmapped_value` with source_value false.
 */
export function toTimeEntry(entry: BambooHrTimesheetEntry): TimeEntry {
  const remoteId = String(entry.id);
  const employeeId = String(entry.employeeId);
  const project = entry.projectInfo?.project;
  const task = entry.projectInfo?.task;
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    employee_id: encodeCompositeId(employeeId),
    remote_employee_id: employeeId,
    start_time: toIsoDateTime(textOf(entry.start)),
    end_time: toIsoDateTime(textOf(entry.end)),
    hours_worked: typeof entry.hours === 'number' ? entry.hours : null,
    break_duration: null,
    labor_type: null,
    location: null,
    status: typeof entry.approved === 'boolean' ? { value: entry.approved ? 'approved' : 'unmapped_value', source_value: entry.approved } : null,
    unified_custom_fields: {
      type: textOf(entry.type),
      date: textOf(entry.date),
      timezone: textOf(entry.timezone),
      note: textOf(entry.note),
      project: project ? { id: project.id === null || project.id === undefined ? null : String(project.id), name: textOf(project.name) } : null,
      task: task ? { id: task.id === null || task.id === undefined ? null : String(task.id), name: textOf(task.name) } : null,
      approved_at: toIsoDateTime(textOf(entry.approvedAt)),
    },
    created_at: toIsoDateTime(textOf(entry.createdAt)),
    updated_at: toIsoDateTime(textOf(entry.updatedAt)),
  };
}
