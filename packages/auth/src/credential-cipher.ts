import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { EncryptedValue } from '@openunified/store';
import { readOrCreateSecretFile } from './secret-file.js';

/**
 * Encryption keys by id. New values are sealed with the active key; any key in the ring still
 * opens what it sealed, so a key is rotated by adding a new active one and re-encrypting lazily.
 */
export interface Keyring {
  activeKeyId: string;
  keys: Record<string, Buffer>;
}

const ALGORITHM = 'aes-256-gcm';
const IV_LENGTH = 12;
const TAG_LENGTH = 16;

export class CredentialCipher {
  constructor(private readonly keyring: Keyring) {
    for (const [keyId, key] of Object.entries(keyring.keys)) {
      if (key.length !== 32) throw new Error(`encryption key "${keyId}" must be 32 bytes, got ${key.length}`);
    }
    if (!keyring.keys[keyring.activeKeyId]) throw new Error(`active encryption key "${keyring.activeKeyId}" is not in the keyring`);
  }

  encrypt(plain: string): EncryptedValue {
    const iv = randomBytes(IV_LENGTH);
    const cipher = createCipheriv(ALGORITHM, this.keyring.keys[this.keyring.activeKeyId]!, iv);
    // The key id is authenticated too, so a payload cannot be replayed under another key's id.
    cipher.setAAD(Buffer.from(this.keyring.activeKeyId, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return { keyId: this.keyring.activeKeyId, payload: Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64') };
  }

  decrypt(value: EncryptedValue): string {
    const key = this.keyring.keys[value.keyId];
    if (!key) throw new Error(`no encryption key "${value.keyId}" in the keyring: was it removed before its values were re-encrypted?`);
    const sealed = Buffer.from(value.payload, 'base64');
    const decipher = createDecipheriv(ALGORITHM, key, sealed.subarray(0, IV_LENGTH));
    decipher.setAAD(Buffer.from(value.keyId, 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_LENGTH));
    return Buffer.concat([decipher.update(sealed.subarray(IV_LENGTH, sealed.length - TAG_LENGTH)), decipher.final()]).toString('utf8');
  }

  encryptJson(value: unknown): EncryptedValue {
    return this.encrypt(JSON.stringify(value));
  }

  decryptJson<T>(value: EncryptedValue): T {
    return JSON.parse(this.decrypt(value)) as T;
  }

  /** Whether a value was sealed with a key other than the active one and should be re-encrypted. */
  needsRotation(value: EncryptedValue): boolean {
    return value.keyId !== this.keyring.activeKeyId;
  }
}

/** `kid1:<base64 32 bytes>,kid2:<base64>`; the active key defaults to the first. */
export function parseKeyring(spec: string, activeKeyId?: string): Keyring {
  const keys: Record<string, Buffer> = {};
  const ids: string[] = [];
  for (const entry of spec.split(',').map((part) => part.trim()).filter(Boolean)) {
    const separator = entry.indexOf(':');
    if (separator <= 0) throw new Error(`encryption key entry "${entry.slice(0, 12)}..." must be "<key id>:<base64 key>"`);
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

interface KeyringFile {
  activeKeyId: string;
  keys: Record<string, string>;
}

/** The embedded default: a key file beside the SQLite database, created (mode 0600) on first start. */
export async function loadOrCreateKeyringFile(path: string): Promise<Keyring> {
  const text = await readOrCreateSecretFile(path, () => {
    const keyId = `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
    const file: KeyringFile = { activeKeyId: keyId, keys: { [keyId]: randomBytes(32).toString('base64') } };
    return `${JSON.stringify(file, null, 2)}\n`;
  });
  const file = JSON.parse(text) as KeyringFile;
  return {
    activeKeyId: file.activeKeyId,
    keys: Object.fromEntries(Object.entries(file.keys).map(([keyId, key]) => [keyId, Buffer.from(key, 'base64')])),
  };
}
