import { BadRequestError } from '@openunified/errors';

/** docs/concepts/authentication.md key scopes, canonical names. */
export const scopes = ['full_access', 'read_only', 'accounts', 'actions'] as const;
export type Scope = (typeof scopes)[number];

const labels: Record<Scope, string> = {
  full_access: 'Full Access',
  read_only: 'Read Only',
  accounts: 'Accounts',
  actions: 'Actions',
};

/** Which family a route belongs to, for the scopes that grant one family only. */
export type RouteScope = 'accounts' | 'actions' | 'general';

export function scopeLabel(scope: Scope): string {
  return labels[scope];
}

/** Accepts the documented spellings ("Full Access") in any case, and `full_access` / `full-access` aliases. */
export function parseScope(name: string): Scope {
  const canonical = name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if ((scopes as readonly string[]).includes(canonical)) return canonical as Scope;
  throw new BadRequestError(`unknown scope "${name}"; expected one of ${scopes.map((scope) => `"${labels[scope]}"`).join(', ')}`);
}

const readMethods = new Set(['GET', 'HEAD']);

const allows: Record<Scope, (method: string, routeScope: RouteScope) => boolean> = {
  full_access: () => true,
  read_only: (method) => readMethods.has(method.toUpperCase()),
  accounts: (_method, routeScope) => routeScope === 'accounts',
  actions: (_method, routeScope) => routeScope === 'actions',
};

/** A key may hold several scopes; the request is allowed when any one of them allows it. */
export function isAllowed(keyScopes: readonly Scope[], method: string, routeScope: RouteScope): boolean {
  return keyScopes.some((scope) => allows[scope](method, routeScope));
}

/** The scopes that would allow the request, strongest first: what a 403 names so the caller knows which key to use. */
export function scopesAllowing(method: string, routeScope: RouteScope): Scope[] {
  return scopes.filter((scope) => allows[scope](method, routeScope));
}

/**
 * The 403 message of a key whose scopes do not allow the route (docs/concepts/authentication.md): the
 * default message first, so clients matching on it keep working, then the scopes that would do.
 * `checkedAs` is the method the scopes were checked for, when a route counts every method as a write.
 */
export function forbiddenScopeMessage(keyScopes: readonly Scope[], method: string, routeScope: RouteScope, route: string, checkedAs: string = method): string {
  const needed = scopesAllowing(checkedAs, routeScope).map((scope) => `"${labels[scope]}"`);
  const held = keyScopes.map((scope) => `"${labels[scope]}"`).join(', ') || 'none';
  return `Forbidden resource: ${method.toUpperCase()} ${route} needs an API key with the scope ${needed.join(' or ')}; this key has ${held}`;
}
