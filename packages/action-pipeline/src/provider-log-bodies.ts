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
  return `${body.slice(0, policy.capCharacters)}... [${body.length - policy.capCharacters} more characters not logged]`;
}
