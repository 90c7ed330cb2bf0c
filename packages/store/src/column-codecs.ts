import { BadRequestError } from '@openunified/errors';

/**
 * Conversions between record values and the portable column types of `database-schema.ts`.
 * Timestamps are normalized to one ISO 8601 UTC form on the way in, because ordering and range
 * filters compare them as text.
 */

export function currentTimestamp(): string {
  return new Date().toISOString();
}

export function toStoredTimestamp(value: string, fieldName: string): string {
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) {
    throw new BadRequestError(`${fieldName} must be an ISO 8601 date-time, got "${value}"`);
  }
  return parsed.toISOString();
}

export function toNullableStoredTimestamp(value: string | null, fieldName: string): string | null {
  return value === null ? null : toStoredTimestamp(value, fieldName);
}

export function toJsonText(value: unknown): string {
  return JSON.stringify(value);
}

export function fromJsonText<Value>(text: string): Value {
  return JSON.parse(text) as Value;
}

export function toNullableJsonText(value: unknown): string | null {
  return value === null ? null : JSON.stringify(value);
}

export function fromNullableJsonText<Value>(text: string | null): Value | null {
  return text === null ? null : (JSON.parse(text) as Value);
}

export function toBooleanInteger(value: boolean): number {
  return value ? 1 : 0;
}

export function fromBooleanInteger(value: number): boolean {
  return value !== 0;
}

/** Integer columns reject fractions on PostgreSQL, and timers measure fractions of a millisecond. */
export function toWholeMilliseconds(durationMs: number): number {
  return Math.round(durationMs);
}
