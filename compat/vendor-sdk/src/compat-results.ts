import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * What the suite observed for one SDK method and one subject: a connector of the method's
 * category, or `server` for the methods outside the unified categories (accounts, actions, ...).
 *
 * - `passes`: the SDK returned without throwing (it validates every answer) and the data was right.
 * - `not_supported`: the connector has no action for the operation; the server answered its
 *   documented 422 and the reason is that answer's message.
 * - `contract_difference`: our documented contract deliberately differs from the vendor's; the
 *   reason says how, and the suite checks the difference is that one and nothing else.
 * - `fails`: anything else; the reason is what the SDK threw.
 */
export type Outcome =
  | { status: 'passes' }
  | { status: 'not_supported'; reason: string }
  | { status: 'contract_difference'; reason: string }
  | { status: 'fails'; reason: string };

/** The subject of the methods outside the unified categories. */
export const serverSubject = 'server';

export type MethodResult = { served: false } | { served: true; outcomes: Record<string, Outcome> };

export interface CompatResults {
  /** The SDK version the results are of. */
  sdk_version: string;
  /** The installed connectors of each category, as the server's connector metadata lists them. */
  connectors: Record<string, string[]>;
  /** One entry per SDK method, by the SDK's name of it. */
  methods: Record<string, MethodResult>;
}

/** The committed results: what the suite observed when they were last updated (`UPDATE_COMPAT=1`). */
export const resultsPath = fileURLToPath(new URL('../results.json', import.meta.url));

export function readResults(path = resultsPath): CompatResults {
  return JSON.parse(readFileSync(path, 'utf8')) as CompatResults;
}

/** Sorted keys and one method a line group, so an update's diff shows what changed. */
export function serializeResults(results: CompatResults): string {
  const sortKeys = <T>(record: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(record).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)));
  const methods = Object.fromEntries(
    Object.entries(sortKeys(results.methods)).map(([name, result]) => [name, result.served ? { served: true, outcomes: sortKeys(result.outcomes) } : result]),
  );
  return `${JSON.stringify({ sdk_version: results.sdk_version, connectors: sortKeys(results.connectors), methods }, null, 2)}\n`;
}

export function writeResults(results: CompatResults, path = resultsPath): void {
  writeFileSync(path, serializeResults(results));
}

/** Whether an outcome counts as the method working for that subject. */
export function isAcceptable(outcome: Outcome): boolean {
  return outcome.status !== 'fails';
}

/**
 * What must stay as committed: the status, and the reason where it is stable (a not-supported
 * answer or a contract difference). A failure's reason is left out: it carries ids and timings.
 */
export function comparableOutcome(outcome: Outcome): string {
  return outcome.status === 'fails' ? 'fails' : outcome.status === 'passes' ? 'passes' : `${outcome.status}: ${outcome.reason}`;
}
