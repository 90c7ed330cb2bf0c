import { timeEntrySchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { BambooHrTimesheetEntry } from '../provider-types.js';
import fixture from './__fixtures__/timesheet-entries.json' with { type: 'json' };
import { toTimeEntry } from './time-entry.js';

const entries = fixture as BambooHrTimesheetEntry[];

describe('toTimeEntry', () => {
  it('maps an approved clock entry, its times to UTC', () => {
    expect(toTimeEntry(entries[0]!)).toEqual({
      id: 'c28xIQaWQ6NDgy',
      remote_id: '482',
      employee_id: 'c28xIQaWQ6MTEz',
      remote_employee_id: '113',
      start_time: '2025-03-10T14:58:00.000Z',
      end_time: '2025-03-10T18:02:00.000Z',
      hours_worked: 3.07,
      break_duration: null,
      labor_type: null,
      location: null,
      status: { value: 'approved', source_value: true },
      unified_custom_fields: {
        type: 'clock',
        date: '2025-03-10',
        timezone: 'America/Denver',
        note: 'Standup and reviews',
        project: null,
        task: null,
        approved_at: '2025-03-17T16:00:00.000Z',
      },
      created_at: '2025-03-10T18:02:11.000Z',
      updated_at: '2025-03-17T16:00:00.000Z',
    });
  });

  it('maps an hour entry without times, not yet approved, with its project', () => {
    expect(toTimeEntry(entries[1]!)).toMatchObject({
      remote_id: '483',
      remote_employee_id: '114',
      start_time: null,
      end_time: null,
      hours_worked: 7.5,
      status: { value: 'unmapped_value', source_value: false },
      unified_custom_fields: { type: 'hour', date: '2025-03-11', project: { id: '3', name: 'Website relaunch' }, task: { id: '31', name: 'Design' } },
      created_at: null,
    });
  });

  it('answers the unified model', () => {
    for (const entry of entries) expect(timeEntrySchema.safeParse(toTimeEntry(entry)).success).toBe(true);
  });
});
