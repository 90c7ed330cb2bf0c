import { hasRecordedResponseBody, type ProviderCallRecord } from '@openunified/connector-sdk';

/**
 * Which provider calls keep their bodies in the provider logs (docs/deployment.md "Request
 * logs"). Failed calls, and every call of a request that failed, always keep theirs under
 * `errors` and `sampled`: they are what a broken connector is debugged with.
 * - `all`: every call;
 * - `errors`: failed calls (no response, or a status >= 400) and the calls of failed requests;
 * - `{ successRate }`: as `errors`, plus every call of that fraction of the other requests.
 */
export type ProviderLogBodySampling = 'all' | 'errors' | { successRate: number };

/**
 * How much of provider request and response bodies the provider logs keep. Bodies hold the
 * provider's data (employee records, ...) in plain text, so by default only their start is
 * kept: enough to debug a mapping, little to leak (docs/deployment.md "Request logs").
 */
export interface ProviderLogBodies {
  mode: 'capped' | 'none' | 'full';
  /** With `capped`: characters kept of each body. */
  capCharacters: number;
  /** Which calls keep their bodies; `all` when absent. */
  sampling?: ProviderLogBodySampling;
}

/**
 * Bodies of failed calls always, of one successful request in ten otherwise: measured with
 * `pnpm --filter @openunified/bench bench:provider-log-policy` at half the CPU and a fifth of the
 * database of keeping every body (bench/README.md), while every call keeps its log line.
 */
export const defaultProviderLogBodies: ProviderLogBodies = { mode: 'capped', capCharacters: 4096, sampling: { successRate: 0.1 } };

export function bodyToLog(body: string | null, policy: ProviderLogBodies): string | null {
  if (body === null || policy.mode === 'full') return body;
  if (policy.mode === 'none') return null;
  if (body.length <= policy.capCharacters) return body;
  return detached(`${body.slice(0, policy.capCharacters)}... [${body.length - policy.capCharacters} more characters not logged]`);
}

/**
 * A copy of `text` that holds no reference to a longer string. A slice of a string points into
 * the whole of it, so a capped 4 KB body waiting in the log queue would keep the provider's
 * entire response (20 KB and more) alive through garbage collections until its batch is written.
 */
function detached(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** `all`, `errors` or `sampled:<rate>` (rate from 0 to 1), as `PROVIDER_LOG_BODY_SAMPLING` spells it. */
export function parseProviderLogBodySampling(text: string): ProviderLogBodySampling | undefined {
  if (text === 'all' || text === 'errors') return text;
  const sampled = /^sampled:(0(\.\d+)?|1(\.0+)?|\.\d+)$/.exec(text);
  return sampled?.[1] === undefined ? undefined : { successRate: Number(sampled[1]) };
}

export function formatProviderLogBodySampling(sampling: ProviderLogBodySampling): string {
  return typeof sampling === 'string' ? sampling : `sampled:${sampling.successRate}`;
}

function callFailed(call: ProviderCallRecord): boolean {
  return call.error !== null || call.status === null || call.status >= 400;
}

/**
 * Decides, once per request, whether each of its calls keeps its bodies. Returns null for a call
 * whose bodies are kept, else the reason the log states in their place (never a silent null).
 */
export function providerLogBodyOmissions(
  policy: ProviderLogBodies,
  calls: readonly ProviderCallRecord[],
  requestFailed: boolean,
  random: () => number = Math.random,
): (string | null)[] {
  if (policy.mode === 'none') return calls.map((call) => (hadBodies(call) ? 'not kept: the provider log policy keeps no bodies (none)' : null));
  const sampling = policy.sampling ?? 'all';
  if (sampling === 'all' || requestFailed) return calls.map(() => null);
  // Sampled per request, not per call: a sampled request's log is whole.
  if (typeof sampling === 'object' && random() < sampling.successRate) return calls.map(() => null);
  const reason =
    sampling === 'errors'
      ? 'not kept: the provider log policy keeps bodies of failed calls only (errors), and this call and its request succeeded'
      : `not kept: the provider log policy keeps bodies of failed calls and of ${sampling.successRate * 100} % of other requests (${formatProviderLogBodySampling(sampling)}), and this request was not sampled`;
  return calls.map((call) => (callFailed(call) || !hadBodies(call) ? null : reason));
}

function hadBodies(call: ProviderCallRecord): boolean {
  return call.requestBody !== null || hasRecordedResponseBody(call);
}
