import { seededRandom } from '@openunified/connector-sdk/emulator';
import type { BambooHrTimesheetEntry } from '../provider-types.js';
import { BambooHrRefusal } from './company.js';

/**
 * BambooHR time tracking's timesheet entries (`GET /time_tracking/timesheet_entries`): the
 * weekdays of the last four weeks for a few employees, some clocked in and out, some logging
 * hours against a project. Entries older than a week are approved. BambooHR answers only dates
 * of the last 365 days, and requires the window.
 */

const DAY_MS = 86_400_000;
const WINDOW_DAYS = 365;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const projects = [
  { project: { id: 1, name: 'Website relaunch' }, task: { id: 11, name: 'Design' } },
  { project: { id: 2, name: 'Customer onboarding' }, task: null },
];

function dateOf(milliseconds: number): string {
  return new Date(milliseconds).toISOString().slice(0, 10);
}

function parseDay(value: string | null, name: string): number {
  if (value === null || value === '') throw new BambooHrRefusal(400, `Missing required parameter: ${name}`);
  const time = Date.parse(`${value}T00:00:00Z`);
  if (!datePattern.test(value) || Number.isNaN(time) || dateOf(time) !== value) throw new BambooHrRefusal(400, `Invalid ${name} date; expected YYYY-MM-DD`);
  return time;
}

export class EmulatedTimeTracking {
  private readonly entries: BambooHrTimesheetEntry[] = [];

  constructor(
    seed: number,
    employeeIds: readonly string[],
    private readonly clock: () => Date = () => new Date(),
  ) {
    const random = seededRandom(seed + 7);
    const today = Date.parse(`${dateOf(this.clock().getTime())}T00:00:00Z`);
    let nextId = 9001;
    const tracked = employeeIds.slice(0, 6);
    for (let daysAgo = 27; daysAgo >= 1; daysAgo -= 1) {
      const day = today - daysAgo * DAY_MS;
      const weekday = new Date(day).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const date = dateOf(day);
      const approved = daysAgo > 7;
      const approvedAt = approved ? `${dateOf(day + 7 * DAY_MS)}T18:00:00+00:00` : null;
      const stamp = `${date}T23:30:00+00:00`;
      tracked.forEach((employeeId, index) => {
        const base = {
          employeeId: Number(employeeId),
          date,
          timezone: 'America/Denver',
          approved,
          approvedAt,
          createdAt: stamp,
          updatedAt: approvedAt ?? stamp,
        };
        if (index % 2 === 0) {
          const lateStart = Math.floor(random() * 4) * 15;
          // A morning and an afternoon clock entry: the lunch between is no entry.
          this.entries.push({
            ...base,
            id: nextId++,
            type: 'clock',
            start: `${date}T15:${String(lateStart).padStart(2, '0')}:00+00:00`,
            end: `${date}T19:00:00+00:00`,
            hours: (240 - lateStart) / 60,
            note: null,
            projectInfo: null,
          });
          this.entries.push({
            ...base,
            id: nextId++,
            type: 'clock',
            start: `${date}T20:00:00+00:00`,
            end: `${date}T23:30:00+00:00`,
            hours: 3.5,
            note: null,
            projectInfo: null,
          });
        } else {
          const hours = [7.5, 8, 8, 6][Math.floor(random() * 4)]!;
          this.entries.push({
            ...base,
            id: nextId++,
            type: 'hour',
            start: null,
            end: null,
            hours,
            note: hours < 8 ? 'Left early' : null,
            projectInfo: projects[index % projects.length]!,
          });
        }
      });
    }
  }

  /** `GET /time_tracking/timesheet_entries?start=&end=&employeeIds=`: both dates required, within the last 365 days. */
  timesheetEntries(query: URLSearchParams): BambooHrTimesheetEntry[] {
    const start = parseDay(query.get('start'), 'start');
    const end = parseDay(query.get('end'), 'end');
    if (start > end) throw new BambooHrRefusal(400, 'The start date must be on or before the end date');
    const today = Date.parse(`${dateOf(this.clock().getTime())}T00:00:00Z`);
    if (start < today - WINDOW_DAYS * DAY_MS || end < today - WINDOW_DAYS * DAY_MS) throw new BambooHrRefusal(400, 'Dates must be within the last 365 days');
    const employeeIds = query.get('employeeIds');
    const wanted = employeeIds === null || employeeIds === '' ? null : employeeIds.split(',');
    if (wanted?.some((id) => !/^\d+$/.test(id))) throw new BambooHrRefusal(400, 'Invalid employeeIds; expected a comma-separated list of employee ids');
    const from = dateOf(start);
    const to = dateOf(end);
    return this.entries
      .filter((entry) => entry.date! >= from && entry.date! <= to && (wanted === null || wanted.includes(String(entry.employeeId))))
      .map((entry) => structuredClone(entry));
  }
}
