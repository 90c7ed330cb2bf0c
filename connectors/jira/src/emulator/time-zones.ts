// Building a formatter costs far more than using one, and the emulator asks for every date it writes.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes the zone is ahead of UTC at `instant`, e.g. 600 for Australia/Sydney in July. */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const name = formatterFor(timeZone)
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}
