import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: the login link's token and the session cookie's secret. */
export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** One fast SHA-256, as API keys: a 256-bit secret needs no slow password hash. */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/**
 * The session's CSRF token, derived from the cookie's secret so it is never stored: the database's
 * hash of the secret does not give it, and a page of another site cannot read the cookie to derive it.
 */
export function csrfTokenOf(secret: string): string {
  return createHmac('sha256', secret).update('openunified console csrf').digest('base64url');
}

export function sameSecret(given: string, expected: string): boolean {
  const actual = Buffer.from(given);
  const wanted = Buffer.from(expected);
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}
