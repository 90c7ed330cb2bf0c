import { describe, expect, it } from 'vitest';
import type { BambooHrShift } from '../provider-types.js';
import { toShift } from './shift.js';

// Shaped like the Scheduling-SchedulingShift-V1 example of BambooHR's OpenAPI document.
const shift: BambooHrShift = {
  id: '019aa09f-0712-74cb-9186-8ad0eb6038dc_20240101T093000',
  scheduleId: '0199de9b-6bcb-77e7-941d-3caf74b9a372',
  name: 'Morning Shift',
  status: 'planned',
  color: '00FFAA',
  capacity: 2,
  start: '2025-01-01T06:00:00Z',
  end: '2025-01-01T14:00:00Z',
  timezone: 'America/Denver',
  recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1',
  recurrenceId: '20240101T090000',
  employeeIds: [10, 20],
  createdAt: '2024-12-20T06:00:00Z',
  updatedAt: null,
};

describe('toShift', () => {
  it('maps a BambooHR shift, naming its first assignee', () => {
    expect(toShift(shift)).toMatchObject({
      remote_id: shift.id,
      remote_employee_id: '10',
      start_time: '2025-01-01T06:00:00.000Z',
      end_time: '2025-01-01T14:00:00.000Z',
      status: { value: 'draft', source_value: 'planned' },
      break_duration: null,
      breaks: null,
      approval_status: null,
      location_id: null,
      updated_at: null,
      unified_custom_fields: {
        name: 'Morning Shift',
        schedule_id: shift.scheduleId,
        employee_ids: ['10', '20'],
        capacity: 2,
        recurrence_rule: 'FREQ=WEEKLY;INTERVAL=1',
        recurrence_id: '20240101T090000',
      },
    });
  });

  it('names the employee it is read for, and keeps an unknown status as unmapped_value', () => {
    expect(toShift(shift, '20').remote_employee_id).toBe('20');
    expect(toShift({ ...shift, status: 'deleted' }).status).toEqual({ value: 'unmapped_value', source_value: 'deleted' });
    expect(toShift({ ...shift, employeeIds: [] })).toMatchObject({ employee_id: null, remote_employee_id: null });
  });
});
