import { randomUUID } from 'node:crypto';
import { redactHeaders, redactSecrets } from './secret-redaction.js';

/** One attempt at one provider request, redacted, for request logs and the `raw` switch. */
export interface ProviderCallRecord {
  id: string;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  /** null when no response arrived. */
  status: number | null;
  responseHeaders: Record<string, string>;
  /** At most 64 KiB; a longer body ends with a truncation note. */
  responseBody: string | null;
  durationMs: number;
  startedAt: string;
  error: string | null;
  /** 1 for the first attempt of a request, 2 for its first retry, ... */
  attempt: number;
}

const RECORDED_BODY_LIMIT_BYTES = 64 * 1024;

// Request logs keep every attempt; a provider's megabyte-sized pages would swamp them.
function capRecordedBody(text: string): string {
  // A UTF-16 code unit is at most 3 UTF-8 bytes: short bodies need no encoding to be measured.
  if (text.length * 3 <= RECORDED_BODY_LIMIT_BYTES) return text;
  // Measured without encoding: a page of 25 Google Drive drives (23 KB) is over the quick bound
  // above, and encoding it allocated 23 KB outside the heap on every call only to find it fits.
  if (Buffer.byteLength(text, 'utf8') <= RECORDED_BODY_LIMIT_BYTES) return text;
  const bytes = Buffer.from(text, 'utf8');
  return `${bytes.subarray(0, RECORDED_BODY_LIMIT_BYTES).toString('utf8')}\n[truncated: ${bytes.length} bytes in total]`;
}

/** The record of an attempt as it may be shown: secrets redacted (before capping, so none is cut in half), body capped. */
export function redactedCallRecord(call: Omit<ProviderCallRecord, 'id'>, secrets: readonly string[]): ProviderCallRecord {
  return {
    ...call,
    id: randomUUID(),
    url: redactSecrets(call.url, secrets),
    requestHeaders: redactHeaders(call.requestHeaders, secrets),
    requestBody: call.requestBody === null ? null : redactSecrets(call.requestBody, secrets),
    responseHeaders: redactHeaders(call.responseHeaders, secrets),
    responseBody: call.responseBody === null ? null : capRecordedBody(redactSecrets(call.responseBody, secrets)),
    error: call.error === null ? null : redactSecrets(call.error, secrets),
  };
}
