import { BadRequestError, type ProviderHttpClient } from '@openunified/connector-sdk';
import type { BambooHrCompanyBenefit, BambooHrFieldMetadata, BambooHrJobOpening, BambooHrTimesheetEntry } from './provider-types.js';

/** `GET /benefit/company_benefit`: every active plan in one answer (BambooHR does not page it). */
export async function fetchCompanyBenefits(http: ProviderHttpClient): Promise<BambooHrCompanyBenefit[]> {
  const response = await http.get<{ companyBenefits?: BambooHrCompanyBenefit[] | null }>('/benefit/company_benefit');
  return response.body?.companyBenefits ?? [];
}

/** `GET /meta/fields`: every employee field of the account, standard and custom. */
export async function fetchFieldCatalogue(http: ProviderHttpClient): Promise<BambooHrFieldMetadata[]> {
  const response = await http.get<BambooHrFieldMetadata[]>('/meta/fields');
  return response.body ?? [];
}

/** `GET /applicant_tracking/jobs`: every job opening but deleted ones, in one answer. */
export async function fetchJobOpenings(http: ProviderHttpClient): Promise<BambooHrJobOpening[]> {
  const response = await http.get<BambooHrJobOpening[]>('/applicant_tracking/jobs');
  return [...(response.body ?? [])].sort((left, right) => Number(left.id) - Number(right.id));
}

const DAY_MS = 86_400_000;
/** BambooHR answers timesheet entries of the last 365 days only. */
const WINDOW_DAYS = 365;

function dayOf(value: string, member: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new BadRequestError(`${member}: "${value}" is not a date-time; send an ISO 8601 date-time such as 2024-03-20T00:00:00Z`);
  return new Date(time).toISOString().slice(0, 10);
}

export interface TimesheetQuery {
  employeeId?: string;
  startTime?: string;
  endTime?: string;
}

/**
 * `GET /time_tracking/timesheet_entries`: BambooHR requires a `start`–`end` window within the
 * last 365 days and answers it whole, unpaged. The window is those 365 days, narrowed to the
 * calendar days of `startTime`/`endTime`; a window wholly outside them matches nothing.
 */
export async function fetchTimesheetEntries(http: ProviderHttpClient, query: TimesheetQuery, now: Date = new Date()): Promise<BambooHrTimesheetEntry[]> {
  const today = now.toISOString().slice(0, 10);
  const earliest = new Date(Date.parse(`${today}T00:00:00Z`) - (WINDOW_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const requestedStart = query.startTime === undefined ? earliest : dayOf(query.startTime, 'filter[start_time]');
  const requestedEnd = query.endTime === undefined ? today : dayOf(query.endTime, 'filter[end_time]');
  // yyyy-mm-dd strings sort as the days they name.
  const start = [requestedStart, earliest].sort()[1]!;
  const end = [requestedEnd, today].sort()[0]!;
  if (start > end) return [];
  const response = await http.get<BambooHrTimesheetEntry[]>('/time_tracking/timesheet_entries', { query: { start, end, employeeIds: query.employeeId } });
  return [...(response.body ?? [])].sort((left, right) => Number(left.id) - Number(right.id));
}
