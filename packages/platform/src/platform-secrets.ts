import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { CredentialCipher, type Keyring, KeyringFileError, loadOrCreateKeyringFile, readKeyringFile, readOrCreateSecretFile } from '@openunified/auth';
import type { EncryptedValue, Store } from '@openunified/store';
import type { PlatformConfig } from './platform-config.js';
import { ConfigurationError } from './startup-failure.js';

export interface PlatformSecrets {
  keyring: Keyring;
  /** Set for the key file: re-reads it, so keys a rotation adds while the server runs are found. */
  reloadKeyring: (() => Keyring) | undefined;
  cursorSecret: string;
}

/** The key file of the embedded default, in the data directory. */
export function keyringFilePath(dataDirectory: string): string {
  return join(dataDirectory, 'encryption-keys.json');
}

/**
 * Secrets from configuration when given, else the embedded default: files in the data
 * directory, created (mode 0600) on first start and reused after. Several processes sharing a
 * database must be given the same secrets through configuration.
 *
 * The keyring must open what the store holds: a lost key file or a different `ENCRYPTION_KEYS`
 * refuses the start, naming the missing key, rather than starting with accounts nobody can use.
 */
export async function loadPlatformSecrets(config: Pick<PlatformConfig, 'dataDirectory' | 'keyring' | 'cursorSecret'>, store: Store): Promise<PlatformSecrets> {
  const keyIdsInUse = await store.encryptedValues.keyIdsInUse();
  const keyFile = keyringFilePath(config.dataDirectory);
  const source = config.keyring ? 'ENCRYPTION_KEYS' : `the encryption key file ${keyFile}`;
  const restore = config.keyring ? 'add the missing key to ENCRYPTION_KEYS' : `restore ${keyFile} from your backup`;
  let keyring: Keyring;
  try {
    keyring = config.keyring ?? (await loadOrCreateKeyringFile(keyFile, { create: keyIdsInUse.length === 0 }));
  } catch (error) {
    if (!(error instanceof KeyringFileError)) throw error;
    const holding = keyIdsInUse.length > 0 ? `; the database holds credentials encrypted with key ${quoteAll(keyIdsInUse)}` : '';
    throw new ConfigurationError(`${error.message}${holding}: restore it from your backup, or give the keys in ENCRYPTION_KEYS`);
  }
  const missing = keyIdsInUse.filter((keyId) => !keyring.keys[keyId]);
  if (missing.length > 0) {
    throw new ConfigurationError(`the database holds credentials encrypted with key ${quoteAll(missing)}, which ${source} lacks: ${restore}`);
  }
  await assertKeysOpenTheirValues(new CredentialCipher(keyring), keyIdsInUse, store, source);
  const cursorSecret =
    config.cursorSecret ?? (await readOrCreateSecretFile(join(config.dataDirectory, 'cursor-secret'), () => randomBytes(32).toString('base64url'))).trim();
  return { keyring, reloadKeyring: config.keyring ? undefined : () => readKeyringFile(keyFile), cursorSecret };
}

/** How many values per key id the start-up check tries before it calls the key wrong. */
const valuesSampledPerKey = 20;

/**
 * A key of the right id but other bytes (a regenerated `ENCRYPTION_KEYS` entry) opens none of its
 * values, while a damaged row fails alone: one value that opens proves the key (the cipher
 * authenticates), so only a key none of the sampled values opens refuses the start. A damaged row
 * is left to the request that reads it (a 412, and the account marked `error`).
 */
async function assertKeysOpenTheirValues(cipher: CredentialCipher, keyIds: readonly string[], store: Store, source: string): Promise<void> {
  for (const keyId of keyIds) {
    const samples = await store.encryptedValues.sampleSealedWith(keyId, valuesSampledPerKey);
    if (samples.length === 0 || samples.some((sample) => opens(cipher, sample.value))) continue;
    const damagedRowHint = samples.length === 1 ? ` (or its one value, ${samples[0]?.column} of row ${samples[0]?.id}, is damaged: then remove that row)` : '';
    throw new ConfigurationError(
      `encryption key "${keyId}" in ${source} does not open the credentials it encrypted (${samples.length} tried): it is not the original key; restore the original${damagedRowHint}`,
    );
  }
}

function opens(cipher: CredentialCipher, value: EncryptedValue): boolean {
  try {
    cipher.decrypt(value);
    return true;
  } catch {
    return false;
  }
}

function quoteAll(keyIds: readonly string[]): string {
  return keyIds.map((keyId) => `"${keyId}"`).join(', ');
}
