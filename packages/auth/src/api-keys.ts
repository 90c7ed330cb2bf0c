import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Recognisable in logs, secret scanners and support tickets. */
export const API_KEY_PREFIX = 'ouk_';
/** How much of the key is kept (in clear) to tell keys apart in lists. */
const VISIBLE_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export interface GeneratedApiKey {
  /** Shown to the caller once; never stored. */
  key: string;
  prefix: string;
  keyHash: string;
}

/**
 * 32 random bytes: far beyond guessing, so one fast SHA-256 is the right hash (a slow password
 * hash buys nothing against a 256-bit secret and would cost every request).
 */
export function generateApiKey(): GeneratedApiKey {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, VISIBLE_PREFIX_LENGTH), keyHash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  // The one-shot form: every authenticated request hashes its key, and a Hash object costs twice as much.
  return hash('sha256', key, 'hex');
}

export function apiKeyMatchesHash(key: string, keyHash: string): boolean {
  const actual = Buffer.from(hashApiKey(key), 'hex');
  const expected = Buffer.from(keyHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
