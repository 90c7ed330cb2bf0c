import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { EncryptedValue } from '@openunified/store';

/**
 * Encryption keys by id. New values are sealed with the active key; any key in the ring still
 * opens what it sealed, so a key is rotated by adding a new active one and re-encrypting (`pnpm cli keys rotate-encryption`).
 */
export interface Keyring {
  activeKeyId: string;
  keys: Record<string, Buffer>;
}

const ALGORITHM = 'aes-256-gcm';
const IV_LENGTH = 12;
const TAG_LENGTH = 16;

// Values opened most recently, by sealed form: an account's credentials are opened on every
// request it serves, and an AES-GCM decipher costs more than the rest of reading them. A sealed
// value never changes (new credentials are sealed anew, with a fresh IV), and keys are only ever
// added to a running cipher, so what opened once opens the same way again.
const OPENED_VALUES_KEPT = 1000;

const unreadableBrand = Symbol.for('openunified.auth.CredentialsUnreadable');

/**
 * A stored value the keyring cannot open: its key is missing, or a key of the same id is not the
 * one that sealed it. Recognised with `isUnreadableCredentials`, across copies of this package.
 */
export class UnreadableCredentialsError extends Error {
  override name = 'UnreadableCredentialsError';
  readonly [unreadableBrand] = true;
}

export function isUnreadableCredentials(error: unknown): error is UnreadableCredentialsError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[unreadableBrand] === true;
}

export class CredentialCipher {
  private keyring: Keyring;
  private readonly opened = new Map<string, string>();
  private readonly sharedJson = new WeakMap<EncryptedValue, unknown>();

  /**
   * `reload` re-reads the keyring when a value names a key id this cipher lacks: a key rotation
   * run by the admin CLI adds a key to the key file while the server keeps running.
   */
  constructor(
    keyring: Keyring,
    private readonly reload?: () => Keyring,
  ) {
    assertUsable(keyring);
    this.keyring = keyring;
  }

  encrypt(plain: string): EncryptedValue {
    const iv = randomBytes(IV_LENGTH);
    const cipher = createCipheriv(ALGORITHM, this.keyring.keys[this.keyring.activeKeyId]!, iv);
    // The key id is authenticated too, so a payload cannot be replayed under another key's id.
    cipher.setAAD(Buffer.from(this.keyring.activeKeyId, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return { keyId: this.keyring.activeKeyId, payload: Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64') };
  }

  /** Throws `UnreadableCredentialsError` when the keyring cannot open `value`. */
  decrypt(value: EncryptedValue): string {
    const cacheKey = `${value.keyId}\n${value.payload}`;
    const opened = this.opened.get(cacheKey);
    if (opened !== undefined) return opened;
    const plain = this.open(value);
    // Oldest first out: a Map iterates in insertion order.
    if (this.opened.size >= OPENED_VALUES_KEPT) this.opened.delete(this.opened.keys().next().value!);
    this.opened.set(cacheKey, plain);
    return plain;
  }

  private open(value: EncryptedValue): string {
    const key = this.keyFor(value.keyId);
    if (!key) throw new UnreadableCredentialsError(`no encryption key "${value.keyId}" in the keyring: was it removed before its values were re-encrypted?`);
    const sealed = Buffer.from(value.payload, 'base64');
    try {
      const decipher = createDecipheriv(ALGORITHM, key, sealed.subarray(0, IV_LENGTH));
      decipher.setAAD(Buffer.from(value.keyId, 'utf8'));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_LENGTH));
      return Buffer.concat([decipher.update(sealed.subarray(IV_LENGTH, sealed.length - TAG_LENGTH)), decipher.final()]).toString('utf8');
    } catch {
      throw new UnreadableCredentialsError(`encryption key "${value.keyId}" does not open this value: the keyring holds a different key under that id`);
    }
  }

  /** The key ids of the keyring, the active one first. */
  keyIds(): string[] {
    return [this.keyring.activeKeyId, ...Object.keys(this.keyring.keys).filter((keyId) => keyId !== this.keyring.activeKeyId)];
  }

  get activeKeyId(): string {
    return this.keyring.activeKeyId;
  }

  private keyFor(keyId: string): Buffer | undefined {
    const key = this.keyring.keys[keyId];
    if (key || !this.reload) return key;
    try {
      const reloaded = this.reload();
      assertUsable(reloaded);
      // Only keys are added: the active key stays until restart so this process keeps sealing as it started.
      this.keyring = { activeKeyId: this.keyring.activeKeyId, keys: { ...reloaded.keys, ...this.keyring.keys } };
    } catch {
      return undefined;
    }
    return this.keyring.keys[keyId];
  }

  encryptJson(value: unknown): EncryptedValue {
    return this.encrypt(JSON.stringify(value));
  }

  decryptJson<T>(value: EncryptedValue): T {
    return JSON.parse(this.decrypt(value)) as T;
  }

  /**
   * `decryptJson` for a value read on every request (an account's credentials, from the cached
   * account record): one frozen copy per sealed value object, shared by every caller, so nothing
   * is parsed again and what is derived from it (the secrets to redact) can be kept beside it.
   * It lives as long as the value object does.
   */
  decryptJsonShared<T extends object>(value: EncryptedValue): Readonly<T> {
    let shared = this.sharedJson.get(value) as Readonly<T> | undefined;
    if (shared === undefined) {
      shared = Object.freeze(this.decryptJson<T>(value));
      this.sharedJson.set(value, shared);
    }
    return shared;
  }

  /** Whether a value was sealed with a key other than the active one and should be re-encrypted. */
  needsRotation(value: EncryptedValue): boolean {
    return value.keyId !== this.keyring.activeKeyId;
  }
}

function assertUsable(keyring: Keyring): void {
  for (const [keyId, key] of Object.entries(keyring.keys)) {
    if (key.length !== 32) throw new Error(`encryption key "${keyId}" must be 32 bytes, got ${key.length}`);
  }
  if (!keyring.keys[keyring.activeKeyId]) throw new Error(`active encryption key "${keyring.activeKeyId}" is not in the keyring`);
}

/**
 * `kid1:<base64 32 bytes>,kid2:<base64>`; the active key defaults to the first. A malformed
 * entry is named by its position, never quoted: without its separator it may be all key.
 */
export function parseKeyring(spec: string, activeKeyId?: string): Keyring {
  const keys: Record<string, Buffer> = {};
  const ids: string[] = [];
  const entries = spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const [index, entry] of entries.entries()) {
    const separator = entry.indexOf(':');
    if (separator <= 0) throw new Error(`encryption key entry ${index + 1} of ${entries.length} must be "<key id>:<base64 key>"`);
    const keyId = entry.slice(0, separator);
    const key = Buffer.from(entry.slice(separator + 1), 'base64');
    if (key.length !== 32) throw new Error(`encryption key "${keyId}" must decode to 32 bytes, got ${key.length}`);
    keys[keyId] = key;
    ids.push(keyId);
  }
  const active = activeKeyId ?? ids[0];
  if (!active) throw new Error('no encryption key given');
  if (!keys[active]) throw new Error(`active encryption key "${active}" is not among the given keys (${ids.join(', ')})`);
  return { activeKeyId: active, keys };
}
