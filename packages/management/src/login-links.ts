import { parseScope, type Scope } from '@openunified/auth';
import { BadRequestError } from '@openunified/errors';
import type { Store } from '@openunified/store';
import { generateSecret, hashSecret } from './session-secrets.js';

/** Long enough to copy the link into a browser, short enough that a link left in a terminal's scrollback is dead. */
export const LOGIN_LINK_TTL_MS = 10 * 60_000;
/** A working day; `--expires-in` picks another. */
export const DEFAULT_SESSION_TTL_SECONDS = 8 * 3600;
/** A session is a person at a browser: a month at most, so a forgotten one ends on its own. */
export const MAX_SESSION_TTL_SECONDS = 30 * 24 * 3600;

export interface IssueLoginLinkInput {
  projectId: string;
  /** The scopes of the session the link opens; Full Access unless told. */
  scopes?: readonly Scope[];
  sessionTtlSeconds?: number;
  /** Where the server is reached, e.g. `http://127.0.0.1:3000`; the link is `<baseUrl>/console/login?token=...`. */
  baseUrl: string;
}

export interface IssuedLoginLink {
  url: string;
  expiresAt: string;
  scopes: Scope[];
  sessionTtlSeconds: number;
}

/** docs/concepts/management.md#signing-in: the token is in the link only; the store keeps its hash. */
export async function issueLoginLink(store: Store, input: IssueLoginLinkInput): Promise<IssuedLoginLink> {
  const scopes = [...new Set(input.scopes && input.scopes.length > 0 ? input.scopes : (['full_access'] as Scope[]))];
  const sessionTtlSeconds = input.sessionTtlSeconds ?? DEFAULT_SESSION_TTL_SECONDS;
  if (!Number.isInteger(sessionTtlSeconds) || sessionTtlSeconds < 60 || sessionTtlSeconds > MAX_SESSION_TTL_SECONDS) {
    throw new BadRequestError(`a console session lasts from 1 minute to 30 days; got ${sessionTtlSeconds} seconds`);
  }
  const token = generateSecret();
  const expiresAt = new Date(Date.now() + LOGIN_LINK_TTL_MS).toISOString();
  await store.managementSessions.createLoginLink({ projectId: input.projectId, tokenHash: hashSecret(token), scopes, sessionTtlSeconds, expiresAt });
  const base = input.baseUrl.replace(/\/+$/, '');
  return { url: `${base}/console/login?token=${encodeURIComponent(token)}`, expiresAt, scopes, sessionTtlSeconds };
}

const durationUnits: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** `90m`, `8h`, `7d`, `3600s` (or bare seconds) to seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)\s*([smhd]?)$/i.exec(text.trim());
  if (!match) throw new BadRequestError(`"${text}" is not a duration: use a number with s, m, h or d, e.g. 8h`);
  return Number(match[1]) * (durationUnits[(match[2] || 's').toLowerCase()] ?? 1);
}

/** A comma-separated list of scopes ("Read Only,Accounts", "full_access") to canonical names. */
export function parseScopeList(text: string): Scope[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new BadRequestError('give at least one scope');
  return [...new Set(names.map(parseScope))];
}
