import { createHash, randomBytes } from 'node:crypto';

/**
 * A connect session token: 256 random bits behind a recognisable prefix (secret scanners can
 * spot a leaked one). Only its SHA-256 is stored; a secret this long needs no slow hash.
 */
export function createSessionToken(): string {
  return `ouc_${randomBytes(32).toString('base64url')}`;
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
