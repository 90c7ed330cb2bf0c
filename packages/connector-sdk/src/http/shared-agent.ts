import { Agent } from 'undici';

let sharedAgent: Agent | undefined;

/** One keep-alive Agent per process: connections to a provider are reused across requests and accounts. */
export function sharedKeepAliveAgent(): Agent {
  sharedAgent ??= new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 });
  return sharedAgent;
}
