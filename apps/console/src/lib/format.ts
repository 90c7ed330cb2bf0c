const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A server timestamp for people: local time, or a dash when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

export function formatDuration(milliseconds: number | null | undefined): string {
  if (milliseconds === null || milliseconds === undefined) return '—';
  if (milliseconds < 1000) return `${Math.round(milliseconds)} ms`;
  if (milliseconds < 60_000) return `${(milliseconds / 1000).toFixed(milliseconds < 10_000 ? 2 : 1)} s`;
  return `${Math.floor(milliseconds / 60_000)} min ${Math.round((milliseconds % 60_000) / 1000)} s`;
}

/** An ISO 8601 duration (PT1H, P1D, PT15M) in words, as the data-sync API accepts them. */
export function describeCadence(cadence: string): string {
  const match = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(cadence);
  if (!match) return cadence;
  const units = ['week', 'day', 'hour', 'minute', 'second'];
  const parts = match
    .slice(1)
    .map((amount, index) => (amount && Number(amount) > 0 ? `${amount} ${units[index]}${Number(amount) === 1 ? '' : 's'}` : undefined))
    .filter((part): part is string => part !== undefined);
  return parts.length > 0 ? `every ${parts.join(' ')}` : cadence;
}

/** A JSON value for a <pre>, or a note when there is nothing. */
export function formatJson(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** The value of a datetime-local input as the API's ISO instant, or undefined when empty. */
export function localInputToIso(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
