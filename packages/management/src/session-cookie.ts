/** The cookie that carries a management session's secret (docs/concepts/management.md). */
export const SESSION_COOKIE = 'ou_console_session';

/** The value of cookie `name` in a `Cookie` header; the first one when it appears twice. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

/**
 * HttpOnly: no script reads it. SameSite=Strict: the browser never sends it with a request another
 * site starts, not even a top-level navigation. Secure whenever the request came over HTTPS, so
 * a plain-HTTP loopback server still works.
 */
export function sessionCookie(secret: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${secret}`,
    'HttpOnly',
    'SameSite=Strict',
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Tells the browser to forget the cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie('', 0, secure);
}
