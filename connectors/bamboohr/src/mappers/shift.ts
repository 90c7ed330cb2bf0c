import { encodeCompositeId, type HrisShift, toIsoDateTime } from '@openunified/connector-sdk';
import type { BambooHrShift } from '../provider-types.js';
import { textOf } from './organisation.js';

/** BambooHR's shift statuses, by unified status. `confirmed` has no BambooHR counterpart. */
export const shiftStatusesByUnified: Readonly<Record<string, readonly string[]>> = {
  draft: ['planned'],
  published: ['published'],
  cancelled: ['cancelled'],
  confirmed: [],
};

const unifiedStatusOf: Readonly<Record<string, 'draft' | 'published' | 'cancelled'>> = {
  planned: 'draft',
  published: 'published',
  cancelled: 'cancelled',
};

/**
 * A shift of BambooHR Scheduling. A BambooHR shift may be assigned to several employees (its
 * capacity) or to none; the unified shift names one: the employee it is read for, else the first
 * assigned one. Every assignee stays in `unified_custom_fields.employee_ids`. BambooHR shifts
 * carry no breaks, location (their schedule has one) or approval.
 */
export function toShift(shift: BambooHrShift, forEmployeeId?: string): HrisShift {
  const assigned = (shift.employeeIds ?? []).map(String);
  const employeeId = forEmployeeId ?? assigned[0] ?? null;
  const status = textOf(shift.status);
  return {
    id: encodeCompositeId(shift.id),
    remote_id: shift.id,
    employee_id: employeeId === null ? null : encodeCompositeId(employeeId),
    remote_employee_id: employeeId,
    company_id: null,
    location_id: null,
    start_time: toIsoDateTime(textOf(shift.start)),
    end_time: toIsoDateTime(textOf(shift.end)),
    break_duration: null,
    breaks: null,
    status: status === null ? null : { value: unifiedStatusOf[status] ?? 'unmapped_value', source_value: status },
    approval_status: null,
    unified_custom_fields: {
      name: textOf(shift.name),
      schedule_id: shift.scheduleId,
      employee_ids: assigned,
      capacity: typeof shift.capacity === 'number' ? shift.capacity : null,
      color: textOf(shift.color),
      timezone: textOf(shift.timezone),
      recurrence_rule: textOf(shift.recurrenceRule),
      recurrence_id: textOf(shift.recurrenceId),
    },
    created_at: toIsoDateTime(textOf(shift.createdAt)),
    updated_at: toIsoDateTime(textOf(shift.updatedAt)),
  };
}
