/**
 * Providers send instants as dates, epoch numbers or ISO strings with or without an offset; the
 * wire only carries full ISO 8601 with an offset. Everything converts to UTC (`Z`).
 */

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

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

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function digitsAt(value: string, start: number, count: number): number {
  let number = 0;
  for (let index = start; index < start + count; index++) number = number * 10 + value.charCodeAt(index) - 48;
  return number;
}

/**
 * Whether a string of the canonical form names an instant that exists, so that a Date would
 * print it back unchanged. Checked on its digits: a `Date` parse and `toISOString` cost about
 * 1 µs a value, 25 times a page of records, and this costs a twentieth of that.
 */
function isExistingCanonicalInstant(value: string): boolean {
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  if (month < 1 || month > 12 || day < 1) return false;
  const leapYear = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = month === 2 && leapYear ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= daysInMonth && digitsAt(value, 11, 2) <= 23 && digitsAt(value, 14, 2) <= 59 && digitsAt(value, 17, 2) <= 59;
}

function fromIsoString(value: string): string | null {
  // Already canonical and possible: passed through as it is. Anything else, an impossible day
  // such as 02-30 included, takes the general path below.
  if (canonicalPattern.test(value) && isExistingCanonicalInstant(value)) return value;
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
