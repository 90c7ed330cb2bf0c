import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636: the secret the client keeps (verifier) and what it shows the provider (challenge). */
export interface PkcePair {
  verifier: string;
  challenge: string;
  method: 'S256';
}

/** 32 random bytes: a 43-character verifier, the shortest RFC 7636 4.1 allows, at full entropy. */
export function createPkcePair(): PkcePair {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier), method: 'S256' };
}

/** The S256 challenge of a verifier: base64url (no padding) of its SHA-256. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/**
 * An unguessable `state` (256 bits) binding a provider's redirect to the attempt that started
 * it, so a forged or replayed callback finds nothing (RFC 6749 10.12).
 */
export function createOAuthState(): string {
  return randomBytes(32).toString('base64url');
}
