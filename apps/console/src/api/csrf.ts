/** Methods that change state: the server wants the session's CSRF token on these (cookie sessions only). */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(method: string): boolean {
  return !safeMethods.has(method.toUpperCase());
}

let csrfToken: string | undefined;

/** Set from GET /management/session once the console knows its session; cleared on sign-out. */
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/** The headers a request of `method` carries besides its own. */
export function csrfHeaders(method: string): Record<string, string> {
  return csrfToken && isStateChanging(method) ? { 'x-csrf-token': csrfToken } : {};
}
