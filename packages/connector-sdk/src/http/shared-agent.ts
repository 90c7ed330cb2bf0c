import type { Agent } from 'undici';

// undici loads with the first provider request: a process that never calls a provider (the admin
// CLI, a server until its first unified request) does not pay for loading it.
let undici: Promise<typeof import('undici')> | undefined;
let sharedAgent: Promise<Agent> | undefined;
// The same two once loaded: every later attempt in the process takes them without an await.
let loadedUndici: typeof import('undici') | undefined;
let loadedSharedAgent: Agent | undefined;

export function loadUndici(): Promise<typeof import('undici')> {
  undici ??= import('undici').then((module) => (loadedUndici = module));
  return undici;
}

/** One keep-alive Agent per process: connections to a provider are reused across requests and accounts. */
export function sharedKeepAliveAgent(): Promise<Agent> {
  sharedAgent ??= loadUndici().then(({ Agent }) => (loadedSharedAgent = new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 })));
  return sharedAgent;
}

/** undici and the shared agent, once the first request of the process has loaded them. */
export function loadedUndiciAndAgent(): { undici: typeof import('undici'); agent: Agent } | undefined {
  return loadedUndici && loadedSharedAgent ? { undici: loadedUndici, agent: loadedSharedAgent } : undefined;
}
