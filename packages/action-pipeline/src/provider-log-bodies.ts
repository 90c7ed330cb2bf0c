/**
 * How much of provider request and response bodies the provider logs keep. Bodies hold the
 * provider's data (employee records, ...) in plain text, so by default only their start is
 * kept: enough to debug a mapping, little to leak (docs/deployment.md "Request logs").
 */
export interface ProviderLogBodies {
  mode: 'capped' | 'none' | 'full';
  /** With `capped`: characters kept of each body. */
  capCharacters: number;
}

export const defaultProviderLogBodies: ProviderLogBodies = { mode: 'capped', capCharacters: 4096 };

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
