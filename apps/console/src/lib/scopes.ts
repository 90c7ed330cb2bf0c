/**
 * The family of server routes a write control calls, as the server's route access declares it
 * (`config.access.routeScope` of each route; packages/auth/src/scopes.ts `RouteScope`):
 * `accounts` for /accounts and /connect_sessions, `general` for webhooks, branding, data sync,
 * connector profiles, API keys and console sessions.
 */
export type WriteArea = 'accounts' | 'actions' | 'general';

/**
 * Which areas each scope may change, mirroring the server's `isAllowed` for a write method:
 * the console must not offer a control the server would answer with a 403.
 */
const writableBy: Record<string, (area: WriteArea) => boolean> = {
  full_access: () => true,
  read_only: () => false,
  accounts: (area) => area === 'accounts',
  actions: (area) => area === 'actions',
};

export interface SessionScopes {
  read_only: boolean;
  scopes: readonly string[];
}

/**
 * Whether a session may change things in `area`: the console hides every write control it may
 * not use. A scope the console does not know grants nothing, so a newer server's scope never
 * shows a control by mistake.
 */
export function canWrite(session: SessionScopes | undefined, area: WriteArea): boolean {
  if (session === undefined || session.read_only) return false;
  return session.scopes.some((scope) => writableBy[scope]?.(area) ?? false);
}

const scopeLabels: Record<string, string> = { full_access: 'Full access', read_only: 'Read only', accounts: 'Accounts', actions: 'Actions' };

/** What the top bar says the session may do: its scopes by name, so an Accounts-only session is not called full access. */
export function describeAccess(session: SessionScopes): string {
  if (session.read_only) return 'Read only';
  if (session.scopes.includes('full_access')) return 'Full access';
  return session.scopes.map((scope) => scopeLabels[scope] ?? scope).join(', ') || 'No access';
}
