import { BadRequestError } from '@openunified/errors';

const DURATION_PATTERN = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;
/** Runs closer together than this would hammer the provider for no fresher data. */
export const MINIMUM_CADENCE_MS = 1000;

/**
 * An ISO 8601 duration in milliseconds. Weeks, days, hours, minutes and seconds only: a day is
 * 24 hours (UTC); years and months have no fixed length and are refused (docs/concepts/data-sync.md#cadence).
 */
export function durationMs(duration: string, fieldName: string): number {
  const match = DURATION_PATTERN.exec(duration);
  if (!match || duration === 'P' || duration.endsWith('T')) {
    throw new BadRequestError(`${fieldName} must be an ISO 8601 duration of weeks, days, hours, minutes or seconds (e.g. PT1H, P1D), got "${duration}"`);
  }
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number];
  return ((((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
}

export function assertCadence(cadence: string, fieldName = 'cadence'): void {
  if (durationMs(cadence, fieldName) < MINIMUM_CADENCE_MS) throw new BadRequestError(`${fieldName} must be at least PT1S, got "${cadence}"`);
}

export function assertDuration(duration: string, fieldName: string): void {
  if (durationMs(duration, fieldName) <= 0) throw new BadRequestError(`${fieldName} must be longer than zero, got "${duration}"`);
}

/**
 * The first tick `start_at + k x cadence` (k >= 0) strictly after `after`. Computed from
 * start_at every time, never from the last run, so runs never drift; after downtime the ticks
 * missed meanwhile are skipped and the caller runs once for them.
 */
export function nextTickAfter(startAt: string, cadence: string, after: Date): string {
  const start = Date.parse(startAt);
  const step = durationMs(cadence, 'cadence');
  if (after.getTime() < start) return new Date(start).toISOString();
  const ticks = Math.floor((after.getTime() - start) / step) + 1;
  return new Date(start + ticks * step).toISOString();
}

/** The first tick at or after `at`: where a new or re-enabled schedule starts. */
export function firstTickFrom(startAt: string, cadence: string, at: Date): string {
  return nextTickAfter(startAt, cadence, new Date(at.getTime() - 1));
}
