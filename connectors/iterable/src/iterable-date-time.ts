/**
 * Iterable's query date-times (`startDateTime`, `endDateTime`) use `yyyy-MM-dd HH:mm:ss ZZ`,
 * e.g. `2024-03-01 09:30:00 +00:00`, not ISO 8601.
 */

const iterableDateTimePattern = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?: ?([+-]\d{2}:?\d{2}|Z))?$/;

/** An ISO 8601 instant in Iterable's query format, in UTC. */
export function toIterableDateTime(isoDateTime: string): string {
  const instant = new Date(isoDateTime);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`"${isoDateTime}" is not a date-time`);
  const [date, time] = instant.toISOString().split('T') as [string, string];
  return `${date} ${time.slice(0, 8)} +00:00`;
}

/** Epoch milliseconds of an Iterable query date-time (no offset means UTC), or undefined. */
export function parseIterableDateTime(text: string): number | undefined {
  const match = iterableDateTimePattern.exec(text.trim());
  if (!match) return undefined;
  const [, date, time, offset] = match;
  const normalizedOffset = !offset || offset === 'Z' ? 'Z' : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  const epochMilliseconds = Date.parse(`${date}T${time}${normalizedOffset}`);
  return Number.isNaN(epochMilliseconds) ? undefined : epochMilliseconds;
}
