import { BadRequestError, NotFoundError, type ProviderHttpClient } from '@openunified/connector-sdk';
import { shiftStatusesByUnified } from './mappers/shift.js';
import type { BambooHrSchedule, BambooHrSchedulingPage, BambooHrShift } from './provider-types.js';

// BambooHR Scheduling lists shifts only for a window of at most one month, and only for given
// schedules or employees. A unified list without a window reads the default one below.

const DAY_MS = 86_400_000;
/** Without filter[starts_after] or filter[ends_before]: from a week ago, four weeks long. */
const DEFAULT_DAYS_BACK = 7;
const DEFAULT_WINDOW_DAYS = 28;
const SCHEDULES_PAGE_SIZE = 100;

export interface ShiftWindow {
  start: string;
  end: string;
}

function instantOf(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new BadRequestError(`filter[${name}] is not a date-time: "${value}"`);
  return time;
}

/** The same instant one calendar month later, as BambooHR measures its window. */
function oneMonthAfter(time: number): number {
  const date = new Date(time);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.getTime();
}

/** The window a list reads: the filters', else the default; longer than a month is a 400. */
export function shiftWindow(filter: { starts_after?: string; ends_before?: string } | undefined, now: Date = new Date()): ShiftWindow {
  const startsAfter = instantOf(filter?.starts_after, 'starts_after');
  const endsBefore = instantOf(filter?.ends_before, 'ends_before');
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const start = startsAfter ?? (endsBefore === undefined ? today - DEFAULT_DAYS_BACK * DAY_MS : endsBefore - DEFAULT_WINDOW_DAYS * DAY_MS);
  const end = endsBefore ?? start + DEFAULT_WINDOW_DAYS * DAY_MS;
  if (end <= start) throw new BadRequestError('filter[ends_before] must be after filter[starts_after]');
  if (end > oneMonthAfter(start)) {
    throw new BadRequestError(
      'BambooHR lists shifts for a window of at most one month: set filter[starts_after] and filter[ends_before] at most a month apart',
    );
  }
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

/** BambooHR's statuses for filter[status]; `undefined` for its default (planned and published). */
export function shiftStatuses(status: string | undefined): readonly string[] | undefined {
  if (status === undefined) return undefined;
  const statuses = shiftStatusesByUnified[status];
  if (statuses === undefined) {
    throw new BadRequestError(`filter[status] must be one of ${Object.keys(shiftStatusesByUnified).join(', ')}; got "${status}"`);
  }
  return statuses;
}

/** Every schedule id of the account (`GET /scheduling/schedules`, 100 a page: one call for most accounts). */
export async function fetchScheduleIds(http: ProviderHttpClient): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await http.get<BambooHrSchedulingPage<BambooHrSchedule>>('/scheduling/schedules', {
      query: { page, pageSize: SCHEDULES_PAGE_SIZE },
    });
    const schedules = response.body?.data ?? [];
    ids.push(...schedules.map((schedule) => String(schedule.id)));
    if (!hasNextPage(response.body, page, SCHEDULES_PAGE_SIZE) || schedules.length === 0) return ids;
  }
}

export interface ShiftPageQuery {
  window: ShiftWindow;
  scheduleIds?: readonly string[];
  employeeId?: string;
  statuses?: readonly string[];
  page: number;
  pageSize: number;
}

function hasNextPage(body: BambooHrSchedulingPage<unknown> | undefined, page: number, pageSize: number): boolean {
  const links = body?._links;
  if (links?.next !== undefined) return typeof links.next?.href === 'string' && links.next.href !== '';
  const total = body?.meta?.totalItems;
  return typeof total === 'number' && page * pageSize < total;
}

/** One page of `GET /scheduling/shifts`, BambooHR's own page and page size. */
export async function fetchShiftPage(http: ProviderHttpClient, query: ShiftPageQuery): Promise<{ shifts: BambooHrShift[]; hasNext: boolean }> {
  const response = await http.get<BambooHrSchedulingPage<BambooHrShift>>('/scheduling/shifts', {
    query: {
      start: query.window.start,
      end: query.window.end,
      'scheduleIds[]': query.scheduleIds === undefined ? undefined : [...query.scheduleIds],
      'employeeIds[]': query.employeeId,
      'statuses[]': query.statuses === undefined ? undefined : [...query.statuses],
      page: query.page,
      pageSize: query.pageSize,
    },
  });
  return { shifts: response.body?.data ?? [], hasNext: hasNextPage(response.body, query.page, query.pageSize) };
}

/** `GET /scheduling/shifts/{id}`: one shift, whatever its window; 404 when unknown or deleted. */
export async function fetchShift(http: ProviderHttpClient, shiftId: string): Promise<BambooHrShift> {
  const response = await http.get<BambooHrShift>(`/scheduling/shifts/${encodeURIComponent(shiftId)}`);
  if (!response.body?.id) throw new NotFoundError(`Shift ${shiftId} not found`);
  return response.body;
}
