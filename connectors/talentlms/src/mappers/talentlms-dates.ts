import { toIsoDateTime } from '@openunified/connector-sdk';

/**
 * TalentLMS prints dates in the account's format (`GET /siteinfo` `date_format`: `DDMMYYYY`,
 * `MMDDYYYY` or `YYYYMMDD`), e.g. `17/05/2016, 12:57:45`, in the portal's time, which API v1 does
 * not name; they are read as UTC. Where it also sends a `*_timestamp` (Unix seconds), that wins.
 */
export type TalentlmsDateFormat = 'DDMMYYYY' | 'MMDDYYYY' | 'YYYYMMDD';

const datePattern = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

export function dateFormatOf(value: unknown): TalentlmsDateFormat {
  return value === 'MMDDYYYY' || value === 'YYYYMMDD' ? value : 'DDMMYYYY';
}

/** A printed TalentLMS date as ISO 8601 (UTC), or null when empty or unreadable. */
export function parseTalentlmsDate(text: string | null | undefined, format: TalentlmsDateFormat): string | null {
  const match = datePattern.exec((text ?? '').trim());
  if (!match) return null;
  const [, first = '', second = '', third = '', hour = '0', minute = '0', second_ = '0'] = match;
  const [year, month, day] = format === 'YYYYMMDD' ? [first, second, third] : format === 'MMDDYYYY' ? [third, first, second] : [third, second, first];
  const pad = (value: string, length = 2) => value.padStart(length, '0');
  return toIsoDateTime(`${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second_)}Z`);
}

/** A `*_timestamp` (Unix seconds, as a string or number) as ISO 8601; empty and `0` are null. */
export function fromUnixSeconds(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '' || Number(value) === 0) return null;
  return toIsoDateTime(Number(value));
}

/** Seconds as an ISO 8601 duration: `PT1H5M12S`; null when unknown. */
export function isoDuration(totalSeconds: string | number | null | undefined): string | null {
  if (totalSeconds === null || totalSeconds === undefined || totalSeconds === '') return null;
  const seconds = Math.max(0, Math.floor(Number(totalSeconds)));
  if (!Number.isFinite(seconds)) return null;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || (!hours && !minutes) ? `${rest}S` : ''}`;
}
