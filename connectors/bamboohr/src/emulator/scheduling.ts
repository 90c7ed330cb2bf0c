import type { EmulatorResponse } from '@openunified/connector-sdk/emulator';
import type { BambooHrListField, BambooHrSchedule, BambooHrShift } from '../provider-types.js';

/**
 * BambooHR Scheduling (`/scheduling/schedules`, `/scheduling/shifts`): two schedules, and the
 * weekday shifts of four employees each from two weeks before start-up to five weeks after.
 * Past shifts are published, the next two weeks' too, later ones planned; every ninth is
 * cancelled, a few deleted; each schedule has a weekly open shift (no one assigned) and a weekly
 * shift for two. Like BambooHR, a list needs `start` and `end` at most a month apart and
 * schedules or employees, pages by `page`/`pageSize` (at most 1000), and refuses with problem
 * details (JSON, unlike the older API's empty bodies).
 */

const DAY_MS = 86_400_000;
const MAX_PAGE_SIZE = 1000;
const DEFAULT_STATUSES = ['planned', 'published'];
const STATUSES = ['planned', 'published', 'cancelled', 'deleted'];

function problem(status: number, title: string, detail: string): EmulatorResponse {
  return { status, headers: { 'Content-Type': 'application/problem+json' }, body: { type: 'about:blank', title, status, detail } };
}

function uuid(counter: number): string {
  return `0190a000-0000-7000-8000-${counter.toString(16).padStart(12, '0')}`;
}

function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function oneMonthAfter(time: number): number {
  const date = new Date(time);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.getTime();
}

/** Repeated `name[]=` (or `name=`, comma-separated) values of a query. */
function listParameter(query: URLSearchParams, name: string): string[] | undefined {
  const values = [...query.getAll(`${name}[]`), ...query.getAll(name)].flatMap((value) => value.split(',')).filter((value) => value !== '');
  return values.length === 0 ? undefined : values;
}

function pageParameters(query: URLSearchParams, defaultPageSize: number): { page: number; pageSize: number } | EmulatorResponse {
  const page = Number(query.get('page') ?? '1');
  const pageSize = Number(query.get('pageSize') ?? String(defaultPageSize));
  if (!Number.isInteger(page) || page < 1) return problem(422, 'Invalid input', 'page must be an integer of at least 1');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    return problem(422, 'Invalid input', `pageSize must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  return { page, pageSize };
}

function pageOf<Item>(path: string, query: URLSearchParams, items: readonly Item[], page: number, pageSize: number): EmulatorResponse {
  const link = (target: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(target));
    params.set('pageSize', String(pageSize));
    return { href: `${path}?${params.toString()}` };
  };
  const hasNext = page * pageSize < items.length;
  return {
    body: {
      data: items.slice((page - 1) * pageSize, page * pageSize),
      meta: { totalItems: items.length, page, pageSize },
      _links: { prev: page > 1 ? link(page - 1) : { href: null }, next: hasNext ? link(page + 1) : { href: null } },
    },
  };
}

export class EmulatedScheduling {
  private readonly schedules: BambooHrSchedule[];
  private readonly shifts: BambooHrShift[] = [];

  constructor(employeeIds: readonly string[], listFields: readonly BambooHrListField[], now: Date = new Date()) {
    const locationIds = (listFields.find((field) => field.alias === 'location')?.options ?? []).map((option) => option.id);
    const created = '2024-06-03T15:00:00Z';
    this.schedules = [
      { id: uuid(1), name: 'Store floor', locationId: locationIds[0] ?? null, timezone: 'America/Denver', createdAt: created, updatedAt: created },
      { id: uuid(2), name: 'Warehouse', locationId: locationIds[2] ?? null, timezone: 'Europe/London', createdAt: created, updatedAt: created },
    ];
    const today = Date.parse(`${dayOf(now.getTime())}T00:00:00Z`);
    let counter = 100;
    let index = 0;
    for (let offset = -14; offset < 35; offset += 1) {
      const day = today + offset * DAY_MS;
      const weekday = new Date(day).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const date = dayOf(day);
      const status = offset < 14 ? 'published' : 'planned';
      // Made two weeks ahead, published the Friday before: when BambooHR would stamp them.
      const createdAt = new Date(Math.min(day - 14 * DAY_MS, now.getTime())).toISOString().replace('.000Z', 'Z');
      const updatedAt = status === 'published' ? new Date(Math.min(day - 3 * DAY_MS, now.getTime())).toISOString().replace('.000Z', 'Z') : createdAt;
      this.schedules.forEach((schedule, scheduleIndex) => {
        const base = {
          scheduleId: schedule.id,
          timezone: schedule.timezone ?? 'UTC',
          recurrenceRule: null,
          recurrenceId: null,
          createdAt,
          updatedAt,
          deletedAt: null,
        };
        const startHour = scheduleIndex === 0 ? 15 : 8;
        for (const employeeId of employeeIds.slice(scheduleIndex * 4, scheduleIndex * 4 + 4)) {
          index += 1;
          const shiftStatus = index % 9 === 0 ? 'cancelled' : index % 31 === 0 ? 'deleted' : status;
          this.shifts.push({
            ...base,
            id: uuid(counter++),
            name: startHour < 12 ? 'Morning' : 'Day',
            status: shiftStatus,
            color: scheduleIndex === 0 ? '00AAFF' : 'FFAA00',
            capacity: 1,
            start: `${date}T${String(startHour).padStart(2, '0')}:00:00Z`,
            end: `${date}T${String(startHour + 8).padStart(2, '0')}:00:00Z`,
            employeeIds: [Number(employeeId)],
            deletedAt: shiftStatus === 'deleted' ? updatedAt : null,
          });
        }
        if (weekday === 3) {
          const pair = employeeIds.slice(scheduleIndex * 4, scheduleIndex * 4 + 2).map(Number);
          this.shifts.push({
            ...base,
            id: uuid(counter++),
            name: 'Stocktake',
            status,
            color: '22CC66',
            capacity: 2,
            start: `${date}T18:00:00Z`,
            end: `${date}T22:00:00Z`,
            employeeIds: pair,
          });
          this.shifts.push({
            ...base,
            id: uuid(counter++),
            name: 'Open shift',
            status,
            color: 'CCCCCC',
            capacity: 1,
            start: `${date}T12:00:00Z`,
            end: `${date}T16:00:00Z`,
            employeeIds: [],
          });
        }
      });
    }
  }

  /** `GET /scheduling/schedules?page=&pageSize=` (default 100 a page). */
  listSchedules(path: string, query: URLSearchParams): EmulatorResponse {
    const paging = pageParameters(query, 100);
    if (!('page' in paging)) return paging;
    return pageOf(path, query, this.schedules, paging.page, paging.pageSize);
  }

  /** `GET /scheduling/shifts`: `ids`, or `start`, `end` (a month at most) and `employeeIds` or `scheduleIds`. */
  listShifts(path: string, query: URLSearchParams): EmulatorResponse {
    const paging = pageParameters(query, MAX_PAGE_SIZE);
    if (!('page' in paging)) return paging;
    const statuses = listParameter(query, 'statuses') ?? DEFAULT_STATUSES;
    const unknownStatus = statuses.find((status) => !STATUSES.includes(status));
    if (unknownStatus !== undefined) return problem(422, 'Invalid input', `Unknown shift status "${unknownStatus}"`);
    const ids = listParameter(query, 'ids');
    let shifts: BambooHrShift[];
    if (ids !== undefined) {
      shifts = this.shifts.filter((shift) => ids.includes(shift.id));
    } else {
      const startText = query.get('start');
      const endText = query.get('end');
      if (!startText || !endText) return problem(422, 'Invalid input', 'start and end are required when ids are not given');
      const start = Date.parse(startText);
      const end = Date.parse(endText);
      if (Number.isNaN(start) || Number.isNaN(end)) return problem(422, 'Invalid input', 'start and end must be ISO-8601 date-times');
      if (end < start) return problem(422, 'Invalid input', 'end must not be before start');
      if (end > oneMonthAfter(start)) return problem(422, 'Invalid input', 'The time window must be no longer than 1 month');
      const employeeIds = listParameter(query, 'employeeIds');
      const scheduleIds = listParameter(query, 'scheduleIds');
      if (employeeIds === undefined && scheduleIds === undefined) return problem(422, 'Invalid input', 'Provide employeeIds or scheduleIds');
      if (employeeIds?.some((id) => id !== 'null' && !/^\d+$/.test(id))) return problem(422, 'Invalid input', 'employeeIds must be employee ids or "null"');
      shifts = this.shifts.filter((shift) => {
        const shiftStart = Date.parse(shift.start ?? '');
        const shiftEnd = Date.parse(shift.end ?? '');
        if (!(shiftStart < end && shiftEnd > start)) return false;
        if (scheduleIds !== undefined && !scheduleIds.includes(shift.scheduleId)) return false;
        if (employeeIds === undefined) return true;
        const assigned = (shift.employeeIds ?? []).map(String);
        return assigned.some((id) => employeeIds.includes(id)) || (assigned.length === 0 && employeeIds.includes('null'));
      });
    }
    const kept = shifts
      .filter((shift) => statuses.includes(shift.status))
      .sort((left, right) => (left.start ?? '').localeCompare(right.start ?? '') || left.id.localeCompare(right.id))
      .map((shift) => structuredClone(shift));
    return pageOf(path, query, kept, paging.page, paging.pageSize);
  }

  /** `GET /scheduling/shifts/{id}`: 404 for an unknown or deleted shift. */
  getShift(id: string): EmulatorResponse {
    const shift = this.shifts.find((candidate) => candidate.id === id && candidate.status !== 'deleted');
    return shift ? { body: structuredClone(shift) } : problem(404, 'Not Found', 'Shift not found');
  }
}
