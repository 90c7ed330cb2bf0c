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
  /**
   * At most 64 KiB; a longer body ends with a truncation note. Records the HTTP client makes
   * redact it when it is first read, so an object spread of one leaves it out: read it by name.
   */
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

/**
 * An attempt's record whose response body is redacted when first read: most provider logs keep
 * no body (docs/deployment.md "Request logs") and no client asked for `raw`, and scanning a page
 * of 20 KB and more for every form of every credential was most of what recording an attempt cost.
 */
class LazilyRedactedCallRecord implements ProviderCallRecord {
  readonly id = randomUUID();
  readonly method: string;
  readonly url: string;
  readonly requestHeaders: Record<string, string>;
  readonly requestBody: string | null;
  readonly status: number | null;
  readonly responseHeaders: Record<string, string>;
  readonly durationMs: number;
  readonly startedAt: string;
  readonly error: string | null;
  readonly attempt: number;
  #unredactedBody: string | null;
  #redactedBody: string | null | undefined = undefined;
  readonly #secrets: readonly string[];

  constructor(call: Omit<ProviderCallRecord, 'id'>, secrets: readonly string[]) {
    this.method = call.method;
    this.url = redactSecrets(call.url, secrets);
    this.requestHeaders = redactHeaders(call.requestHeaders, secrets);
    this.requestBody = call.requestBody === null ? null : redactSecrets(call.requestBody, secrets);
    this.status = call.status;
    this.responseHeaders = redactHeaders(call.responseHeaders, secrets);
    this.durationMs = call.durationMs;
    this.startedAt = call.startedAt;
    this.error = call.error === null ? null : redactSecrets(call.error, secrets);
    this.attempt = call.attempt;
    this.#unredactedBody = call.responseBody;
    this.#secrets = secrets;
  }

  get responseBody(): string | null {
    if (this.#redactedBody === undefined) {
      // Secrets are redacted before capping, so none is cut in half.
      this.#redactedBody = this.#unredactedBody === null ? null : capRecordedBody(redactSecrets(this.#unredactedBody, this.#secrets));
      this.#unredactedBody = null;
    }
    return this.#redactedBody;
  }

  /** Whether a response body arrived, known without redacting it. */
  responseBodyArrived(): boolean {
    return this.#redactedBody === undefined ? this.#unredactedBody !== null : this.#redactedBody !== null;
  }

  /** JSON shows the body like any other field (an object spread does not: read it by name). */
  toJSON(): ProviderCallRecord {
    return { ...this, responseBody: this.responseBody };
  }
}

/**
 * Whether the call received a response body, without reading it (which, for a record of
 * {@link redactedCallRecord}, would redact and cap the body).
 */
export function hasRecordedResponseBody(call: ProviderCallRecord): boolean {
  return call instanceof LazilyRedactedCallRecord ? call.responseBodyArrived() : call.responseBody !== null;
}

/** The record of an attempt as it may be shown: secrets redacted, the response body capped. */
export function redactedCallRecord(call: Omit<ProviderCallRecord, 'id'>, secrets: readonly string[]): ProviderCallRecord {
  return new LazilyRedactedCallRecord(call, secrets);
}
