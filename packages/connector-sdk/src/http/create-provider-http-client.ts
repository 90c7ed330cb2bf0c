import { EventEmitter } from 'node:events';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AuthenticationMethod, ConnectorDefinition, Credentials } from '@openunified/connector-contract';
import { type ApiError, BadRequestError, isApiError, RequestTimeoutError } from '@openunified/errors';
import type { Dispatcher } from 'undici';
import { type ProviderCallRecord, redactedCallRecord } from './provider-call-record.js';
import { errorForFailedResponse, errorForMalformedBody, errorForNetworkFailure, errorForTimeout, TIMEOUT_RETRY_AFTER_SECONDS } from './provider-error.js';
import { type HttpMethod, type ProviderHttpClient, type ProviderRequest, type ProviderResponse, providerHttpClientFrom } from './provider-http-client.js';
import { providerRequestUrl, resolveBaseUrl } from './provider-url.js';
import { backoffDelayMs, parseRetryAfterSeconds } from './retry-timing.js';
import { collectSecrets, longestFirst, publicCredentialKeys, redactHeaders, redactSecrets } from './secret-redaction.js';
import { loadedUndiciAndAgent, loadUndici, sharedKeepAliveAgent } from './shared-agent.js';

export type { ProviderCallRecord };

/** What an attempt sends with: undici's `request` and the dispatcher, once loaded. */
interface UndiciTransport {
  sendRequest: typeof import('undici')['request'];
  dispatcher: Dispatcher;
}

export interface ProviderHttpClientOptions {
  connector: ConnectorDefinition;
  credentials: Credentials;
  /** E.g. an emulator's `http://127.0.0.1:4000`: replaces scheme, host and port of every provider URL. */
  originOverride?: string;
  /** The client's `proxy[...]` parameters, merged into the query of every GET (deepObject style). */
  passThroughQuery?: Record<string, unknown>;
  /** Lifetime of the whole client, retries and waits included, from its creation. Default 60 000. */
  budgetMs?: number;
  /** Longest a single attempt may take. Default 30 000. */
  attemptTimeoutMs?: number;
  /** Retries after the first attempt, for idempotent requests only. Default 3. */
  maxRetries?: number;
  /** First backoff ceiling; doubles with each retry. Default 250. */
  retryBaseDelayMs?: number;
  /** Largest backoff ceiling. Default 8 000. */
  retryMaxDelayMs?: number;
  signal?: AbortSignal;
  /** Called after every attempt. */
  onCall?: (record: ProviderCallRecord) => void;
  /** On a provider 401: refresh the credentials; the request is retried once with what it returns. */
  onUnauthorized?: () => Promise<Credentials | undefined>;
  /** Default: one keep-alive Agent shared by the whole process. */
  dispatcher?: Dispatcher;
}

const DEFAULT_BUDGET_MS = 60_000;
const DEFAULT_ATTEMPT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRIES = 3;
const DEFAULT_RETRY_BASE_DELAY_MS = 250;
const DEFAULT_RETRY_MAX_DELAY_MS = 8_000;
const idempotentMethods: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
const redirectStatuses: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

function authenticationFor(connector: ConnectorDefinition, credentials: Credentials): AuthenticationMethod | undefined {
  const requested = credentials.auth_method;
  if (requested === undefined) return connector.authentication[0];
  const method = connector.authentication.find((candidate) => candidate.key === requested);
  if (!method) throw new BadRequestError(`${connector.name} has no authentication method "${requested}"`);
  return method;
}

/** Copies `headers` into `target` under lower-case names, replacing what `target` had under them. */
function assignLowerCased(target: Record<string, string>, headers: Record<string, string> | undefined): void {
  if (headers === undefined) return;
  // Keys, not entries: this runs on every attempt, and entries make an array a header.
  for (const name of Object.keys(headers)) target[name.toLowerCase()] = headers[name] as string;
}

function flattenResponseHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value !== undefined) result[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return result;
}

const publicKeysByConnector = new WeakMap<ConnectorDefinition, ReadonlySet<string>>();

function publicKeysOf(connector: ConnectorDefinition): ReadonlySet<string> {
  let keys = publicKeysByConnector.get(connector);
  if (keys === undefined) {
    keys = publicCredentialKeys(connector);
    publicKeysByConnector.set(connector, keys);
  }
  return keys;
}

// An account's credentials arrive as the same object on every request while its record is cached
// (`CredentialCipher.decryptJsonShared`), so their secrets are collected once, not per request.
const secretsByCredentials = new WeakMap<Credentials, { publicKeys: ReadonlySet<string>; secrets: readonly string[] }>();

function secretsOf(credentials: Credentials, publicKeys: ReadonlySet<string>): readonly string[] {
  const known = secretsByCredentials.get(credentials);
  if (known?.publicKeys === publicKeys) return known.secrets;
  const secrets = collectSecrets(credentials, publicKeys);
  secretsByCredentials.set(credentials, { publicKeys, secrets });
  return secrets;
}

interface PreparedAttempt {
  url: string;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
  /** What the request log keeps of the body: the text, or the size of raw bytes. */
  loggedBody: string | null;
}

type AttemptOutcome =
  | { kind: 'response'; status: number; headers: Record<string, string>; text: string | null; stream?: Readable }
  | { kind: 'network_error'; cause: unknown }
  | { kind: 'timeout'; budgetExhausted: boolean };

/**
 * What undici needs of an attempt's signal: it takes an EventEmitter with `aborted` and
 * `reason` as well as an AbortSignal, and one is a fraction of the cost of an AbortController
 * (an EventTarget) to make and to listen to, once per attempt of every unified request.
 */
class AttemptAbort extends EventEmitter {
  aborted = false;
  reason: unknown = undefined;

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.emit('abort');
  }
}

// undici runs its headers and body timeouts on timers of 1 s resolution: an attempt of 30 s may
// end up to a second late, one of a few hundred milliseconds several times too late.
const COARSE_TIMEOUT_MIN_MS = 10_000;

const undiciTimeoutCodes: ReadonlySet<string> = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function isUndiciTimeout(cause: unknown): boolean {
  return undiciTimeoutCodes.has((cause as { code?: unknown } | null)?.code as string);
}

/**
 * The signal of one provider attempt that cannot leave its bounds to undici (a download, a short
 * attempt): aborted when the attempt's time is up or the caller's signal aborts. A timer cleared at the end costs a fraction of
 * `AbortSignal.any([AbortSignal.timeout(ms), signal])`, which leaves a timer and weak references
 * behind for every attempt.
 */
function boundedAttemptSignal(timeoutMs: number, callerSignal: AbortSignal | undefined) {
  const attempt = new AttemptAbort();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    attempt.abort(new DOMException('The provider attempt timed out', 'TimeoutError'));
  }, timeoutMs);
  const abortWithCaller = () => attempt.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', abortWithCaller, { once: true });
  // A signal does not tell a listener added after it aborted, as during a credential refresh.
  if (callerSignal?.aborted) abortWithCaller();
  return {
    signal: attempt,
    timedOut: () => timedOut,
    release() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortWithCaller);
    },
  };
}

/**
 * The ProviderHttpClient the pipeline hands an action: bound to one account for one unified
 * request. It applies credentials, merges pass-through parameters, retries what is safe to
 * retry within the budget, records every attempt (redacted), and maps failures to errors of the error envelope (docs/concepts/errors.md).
 */
export function createProviderHttpClient(options: ProviderHttpClientOptions): ProviderHttpClient {
  const { connector } = options;
  const deadline = performance.now() + (options.budgetMs ?? DEFAULT_BUDGET_MS);
  const attemptTimeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const retryBaseDelayMs = options.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
  const retryMaxDelayMs = options.retryMaxDelayMs ?? DEFAULT_RETRY_MAX_DELAY_MS;

  let credentials = options.credentials;
  const publicKeys = publicKeysOf(connector);
  // Secrets of every credential set this client has held, longest first so a secret containing
  // another is replaced whole: a refreshed token replaces the old one, but the old one may still
  // echo back in a late response.
  let secrets = secretsOf(credentials, publicKeys);
  let refreshing: Promise<Credentials | undefined> | undefined;

  const abortError = (): ApiError => {
    const reason: unknown = options.signal?.reason;
    return isApiError(reason) ? reason : new RequestTimeoutError(TIMEOUT_RETRY_AFTER_SECONDS);
  };

  /** `credentialed`: false after a redirect to another origin, which must not see the account's credentials. */
  const prepare = (request: ProviderRequest, credentialed: boolean): PreparedAttempt => {
    const applied = credentialed ? (authenticationFor(connector, credentials)?.apply(credentials) ?? {}) : {};
    const url = providerRequestUrl({
      baseUrl: resolveBaseUrl(connector, credentials, options.originOverride),
      path: request.path,
      originOverride: options.originOverride,
      query: request.query,
      passThroughQuery: request.method === 'GET' ? options.passThroughQuery : undefined,
      // Credentials last: neither the action nor a pass-through parameter may replace them.
      credentialQuery: applied.query,
    });

    const headers: Record<string, string> = {
      accept: (request.responseType ?? 'json') === 'json' ? 'application/json' : '*/*',
      'user-agent': 'openunified-connector-sdk',
    };
    let body: string | Uint8Array | null = null;
    let loggedBody: string | null = null;
    if (request.json !== undefined) {
      body = loggedBody = JSON.stringify(request.json);
      headers['content-type'] = 'application/json';
    } else if (request.form !== undefined) {
      body = loggedBody = new URLSearchParams(request.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (request.body !== undefined) {
      body = request.body;
      loggedBody = `[${typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength} bytes not logged]`;
    }
    assignLowerCased(headers, request.headers);
    assignLowerCased(headers, applied.headers);
    return { url, headers, body, loggedBody };
  };

  const record = (prepared: PreparedAttempt, method: HttpMethod, attempt: number, startedAt: Date, startedAtMonotonic: number, outcome: AttemptOutcome) => {
    if (!options.onCall) return;
    const response = outcome.kind === 'response' ? outcome : undefined;
    let error: string | null = null;
    if (outcome.kind === 'network_error') error = String((outcome.cause as Error | undefined)?.message ?? outcome.cause);
    if (outcome.kind === 'timeout') error = 'attempt timed out';
    const call = {
      method,
      url: prepared.url,
      requestHeaders: prepared.headers,
      requestBody: prepared.loggedBody,
      status: response?.status ?? null,
      responseHeaders: response?.headers ?? {},
      responseBody: response?.text ?? null,
      durationMs: Math.round(performance.now() - startedAtMonotonic),
      startedAt: startedAt.toISOString(),
      error,
      attempt,
    };
    options.onCall(redactedCallRecord(call, secrets));
  };

  const callerAborted = (prepared: PreparedAttempt, method: HttpMethod, attempt: number, startedAt: Date, startedAtMonotonic: number): ApiError => {
    record(prepared, method, attempt, startedAt, startedAtMonotonic, { kind: 'network_error', cause: new Error('aborted by the caller') });
    return abortError();
  };

  const attemptOnce = (request: ProviderRequest, prepared: PreparedAttempt, attempt: number): Promise<AttemptOutcome> => {
    // undici and the shared agent load with the process's first attempt (shared-agent.ts); later ones take them as they are.
    const loaded = loadedUndiciAndAgent();
    if (loaded === undefined) return Promise.all([loadUndici(), sharedKeepAliveAgent()]).then(() => attemptOnce(request, prepared, attempt));
    const transport: UndiciTransport = { sendRequest: loaded.undici.request, dispatcher: options.dispatcher ?? loaded.agent };
    const remainingMs = deadline - performance.now();
    if (remainingMs <= 0) return Promise.resolve({ kind: 'timeout', budgetExhausted: true });
    const budgetExhausted = remainingMs <= attemptTimeoutMs;
    const limitMs = Math.max(1, Math.ceil(Math.min(attemptTimeoutMs, remainingMs)));
    return request.responseType === 'stream' || limitMs < COARSE_TIMEOUT_MIN_MS
      ? attemptWithOwnSignal(transport, request, prepared, attempt, limitMs, budgetExhausted)
      : attemptWhole(transport, request, prepared, attempt, limitMs, budgetExhausted);
  };

  /**
   * An attempt whose body is read whole, on the hot path of every unified request. The caller's
   * signal goes to undici as it is, and undici's own headers and body timeouts bound the wait for
   * the answer, so the attempt needs no signal, listener or timer of its own until its headers
   * arrive; then one timer holds the rest of the body to what is left of the attempt's time.
   * (The per-attempt signal, listener and timer were about 1.3 % of the server's main thread on a unified list.)
   */
  const attemptWhole = async (
    { sendRequest, dispatcher }: UndiciTransport,
    request: ProviderRequest,
    prepared: PreparedAttempt,
    attempt: number,
    limitMs: number,
    budgetExhausted: boolean,
  ): Promise<AttemptOutcome> => {
    const startedAt = new Date();
    const startedAtMonotonic = performance.now();
    let bodyTimer: NodeJS.Timeout | undefined;
    let bodyTimedOut = false;
    let outcome: AttemptOutcome;
    try {
      const response = await sendRequest(prepared.url, {
        method: request.method,
        headers: prepared.headers,
        body: prepared.body,
        signal: options.signal,
        dispatcher,
        headersTimeout: limitMs,
        bodyTimeout: limitMs,
      });
      const successful = response.statusCode >= 200 && response.statusCode < 300;
      const headers = flattenResponseHeaders(response.headers);
      const body = response.body;
      bodyTimer = setTimeout(
        () => {
          bodyTimedOut = true;
          body.destroy(new Error('The provider attempt timed out'));
        },
        Math.max(1, limitMs - (performance.now() - startedAtMonotonic)),
      );
      let text: string | null = null;
      if (request.method === 'HEAD' || (successful && request.responseType === 'none')) await body.dump();
      else text = await body.text();
      outcome = { kind: 'response', status: response.statusCode, headers, text };
    } catch (cause) {
      if (options.signal?.aborted) throw callerAborted(prepared, request.method, attempt, startedAt, startedAtMonotonic);
      outcome = bodyTimedOut || isUndiciTimeout(cause) ? { kind: 'timeout', budgetExhausted } : { kind: 'network_error', cause };
    } finally {
      clearTimeout(bodyTimer);
    }
    record(prepared, request.method, attempt, startedAt, startedAtMonotonic, outcome);
    return outcome;
  };

  /**
   * An attempt with a signal and a timer of its own: a download, whose stream outlives the
   * attempt, and an attempt shorter than undici's coarse timers can bound.
   */
  const attemptWithOwnSignal = async (
    { sendRequest, dispatcher }: UndiciTransport,
    request: ProviderRequest,
    prepared: PreparedAttempt,
    attempt: number,
    limitMs: number,
    budgetExhausted: boolean,
  ): Promise<AttemptOutcome> => {
    const attemptSignal = boundedAttemptSignal(limitMs, options.signal);
    const startedAt = new Date();
    const startedAtMonotonic = performance.now();
    let outcome: AttemptOutcome;
    try {
      const streaming = request.responseType === 'stream';
      const response = await sendRequest(prepared.url, {
        method: request.method,
        headers: prepared.headers,
        body: prepared.body,
        signal: attemptSignal.signal,
        dispatcher,
        // A download's body outlives the attempt's timer: a stall between two chunks still ends it.
        ...(streaming && { bodyTimeout: attemptTimeoutMs }),
      });
      const successful = response.statusCode >= 200 && response.statusCode < 300;
      const headers = flattenResponseHeaders(response.headers);
      if (successful && streaming && request.method !== 'HEAD') {
        outcome = { kind: 'response', status: response.statusCode, headers, text: null, stream: response.body };
      } else {
        let text: string | null = null;
        if (request.method === 'HEAD' || (successful && request.responseType === 'none')) await response.body.dump();
        else text = await response.body.text();
        outcome = { kind: 'response', status: response.statusCode, headers, text };
      }
    } catch (cause) {
      if (options.signal?.aborted) throw callerAborted(prepared, request.method, attempt, startedAt, startedAtMonotonic);
      outcome = attemptSignal.timedOut() ? { kind: 'timeout', budgetExhausted } : { kind: 'network_error', cause };
    } finally {
      attemptSignal.release();
    }
    record(prepared, request.method, attempt, startedAt, startedAtMonotonic, outcome);
    return outcome;
  };

  /** After a 401: whether fresh credentials are in place; one refresh serves concurrent requests. */
  const refreshCredentials = async (rejected: Credentials): Promise<boolean> => {
    if (!options.onUnauthorized) return false;
    // Another request already refreshed while this one was in flight.
    if (credentials !== rejected) return true;
    refreshing ??= options.onUnauthorized().finally(() => {
      refreshing = undefined;
    });
    const refreshed = await refreshing;
    if (!refreshed) return false;
    if (credentials === rejected) {
      credentials = refreshed;
      secrets = longestFirst([...secrets, ...secretsOf(refreshed, publicKeys)]);
    }
    return true;
  };

  const parseBody = (request: ProviderRequest, status: number, url: string, headers: Record<string, string>, text: string | null): unknown => {
    const responseType = request.responseType ?? 'json';
    if (responseType === 'none' || responseType === 'stream' || text === null) return null;
    if (responseType === 'text') return text;
    if (text.trim() === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw errorForMalformedBody(connector, {
        status,
        url: redactSecrets(url, secrets),
        headers: redactHeaders(headers, secrets),
        text: redactSecrets(text, secrets),
      });
    }
  };

  const retryAfterSeconds = (status: number, headers: Record<string, string>): number | undefined => {
    if (status !== 429 && status < 500) return undefined;
    const fromHeader = parseRetryAfterSeconds(headers['retry-after']);
    if (fromHeader !== undefined) return fromHeader;
    if (status !== 429) return undefined;
    try {
      return connector.retryAfterSeconds?.(headers);
    } catch {
      return undefined;
    }
  };

  const finalError = (outcome: AttemptOutcome, url: string, providerDelaySeconds: number | undefined): ApiError => {
    const redactedUrl = redactSecrets(url, secrets);
    switch (outcome.kind) {
      case 'timeout':
        return errorForTimeout(connector);
      case 'network_error':
        return errorForNetworkFailure(connector, redactedUrl, outcome.cause);
      case 'response':
        return errorForFailedResponse(
          connector,
          {
            status: outcome.status,
            url: redactedUrl,
            headers: redactHeaders(outcome.headers, secrets),
            text: redactSecrets(outcome.text ?? '', secrets),
          },
          providerDelaySeconds,
        );
    }
  };

  const request = async <Body>(providerRequest: ProviderRequest): Promise<ProviderResponse<Body>> => {
    if (options.signal?.aborted) throw abortError();
    const idempotent = providerRequest.idempotent ?? idempotentMethods.has(providerRequest.method);
    let attempt = 0;
    let retries = 0;
    let refreshTried = false;
    let current = providerRequest;
    let credentialed = providerRequest.withoutCredentials !== true;
    let redirects = 0;

    for (;;) {
      attempt += 1;
      const credentialsUsed = credentials;
      const prepared = prepare(current, credentialed);
      const outcome = await attemptOnce(current, prepared, attempt);

      const location = outcome.kind === 'response' && redirectStatuses.has(outcome.status) ? outcome.headers.location : undefined;
      if (current.followRedirects && location && redirects < MAX_REDIRECTS && outcome.kind === 'response') {
        redirects += 1;
        const target = new URL(location, prepared.url);
        credentialed &&= target.origin === new URL(prepared.url).origin;
        const method = outcome.status === 303 ? 'GET' : current.method;
        current = { ...current, method, path: target.href, query: undefined, ...(method === 'GET' && { json: undefined, form: undefined, body: undefined }) };
        continue;
      }

      if (outcome.kind === 'response' && outcome.stream) {
        return { status: outcome.status, headers: outcome.headers, body: outcome.stream as Body, url: prepared.url };
      }
      if (outcome.kind === 'response' && outcome.status >= 200 && outcome.status < 300) {
        const body = parseBody(current, outcome.status, prepared.url, outcome.headers, outcome.text);
        return { status: outcome.status, headers: outcome.headers, body: body as Body, url: prepared.url };
      }
      if (outcome.kind === 'timeout' && outcome.budgetExhausted) throw errorForTimeout(connector);
      if (outcome.kind === 'response' && outcome.status === 401 && !refreshTried) {
        refreshTried = true;
        if (await refreshCredentials(credentialsUsed)) continue;
      }

      const providerDelaySeconds = outcome.kind === 'response' ? retryAfterSeconds(outcome.status, outcome.headers) : undefined;
      const retryable = idempotent && (outcome.kind !== 'response' || outcome.status === 429 || outcome.status >= 500);
      const delayMs =
        providerDelaySeconds !== undefined ? Math.ceil(providerDelaySeconds * 1000) : backoffDelayMs(retries + 1, retryBaseDelayMs, retryMaxDelayMs);
      // Never wait past the budget: the client is better served by the error now.
      if (!retryable || retries >= maxRetries || performance.now() + delayMs >= deadline) {
        throw finalError(outcome, prepared.url, providerDelaySeconds);
      }
      retries += 1;
      try {
        await sleep(delayMs, undefined, options.signal ? { signal: options.signal } : undefined);
      } catch {
        throw abortError();
      }
    }
  };

  return providerHttpClientFrom(request);
}
