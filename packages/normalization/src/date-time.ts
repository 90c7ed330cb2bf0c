/**
 * Providers send instants as dates, epoch numbers or ISO strings with or without an offset; the
 * wire only carries full ISO 8601 with an offset. Everything converts to UTC (`Z`).
 */

const isoPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

// Epoch values below this are read as seconds: 1e11 seconds is the year 5138, 1e11 ms is 1973.
const EPOCH_SECONDS_LIMIT = 100_000_000_000;

function fromEpoch(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const milliseconds = Math.abs(value) < EPOCH_SECONDS_LIMIT ? value * 1000 : value;
  const date = new Date(milliseconds);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

// What `Date.prototype.toISOString` prints, and what most providers already send.
const canonicalPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function fromIsoString(value: string): string | null {
  // Already canonical: one Date round trip proves it (an impossible day such as 02-30 rolls over
  // and no longer prints the same), without the general pattern's captures and rebuilt string.
  if (canonicalPattern.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime()) && date.toISOString() === value) return value;
  }
  const match = isoPattern.exec(value);
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '', offset = 'Z'] = match;
  const milliseconds = fraction === '' ? '' : fraction.slice(0, 4).padEnd(4, '0');
  const normalizedOffset = offset.toUpperCase() === 'Z' ? 'Z' : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${milliseconds}${normalizedOffset}`);
  if (Number.isNaN(date.getTime())) return null;
  // Date rolls impossible days over (2023-02-30 becomes March 2); a provider's nonsense is null.
  const calendarCheck = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendarCheck.getUTCMonth() !== Number(month) - 1 || calendarCheck.getUTCDate() !== Number(day)) return null;
  return date.toISOString();
}

/** Full ISO 8601 in UTC, or null for an absent or unreadable value. */
export function toIsoDateTime(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'number') return fromEpoch(value);
  const trimmed = value.trim();
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return fromEpoch(Number(trimmed));
  return fromIsoString(trimmed);
}
