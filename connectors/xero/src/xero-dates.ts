/**
 * Xero's JSON dates (https://developer.xero.com/documentation/api/accounting/requests-and-responses#json-responses-and-date-formats):
 * most are the .NET form `/Date(1552357188083+0000)/` (milliseconds since the epoch, then the
 * offset of the organisation's time zone, which the milliseconds already account for); some are
 * `2019-03-14T00:00:00` with no offset, a date in the organisation's calendar, read as UTC.
 */
const DOTNET_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/;

export function xeroDateToIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const dotNet = DOTNET_DATE.exec(value);
  if (dotNet) return new Date(Number(dotNet[1])).toISOString();
  if (LOCAL_DATE_TIME.test(value)) {
    const parsed = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : `${value}Z`);
    return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
  }
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

/** `/Date(…+0000)/` for an instant, as Xero writes it (the emulator's answers). */
export function toXeroDate(instant: number | string): string {
  return `/Date(${typeof instant === 'number' ? instant : Date.parse(instant)}+0000)/`;
}

/** `YYYY-MM-DD` of an ISO date or date-time: what a write's `Date` takes. */
export function toXeroDay(value: string): string {
  return value.slice(0, 10);
}
