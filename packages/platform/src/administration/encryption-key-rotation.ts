import { addActiveKeyToKeyringFile, CredentialCipher, isUnreadableCredentials, type Keyring, readKeyringFile } from '@openunified/auth';
import { type EncryptedColumn, encryptedColumns, type Store } from '@openunified/store';
import type { PlatformConfig } from '../platform-config.js';
import { keyringFilePath } from '../platform-secrets.js';

export interface ColumnRotation {
  column: EncryptedColumn;
  /** Re-encrypted with the active key. */
  reencrypted: number;
  /** Rewritten by someone else (a token refresh) between read and write; a re-run picks them up if still old. */
  changedMeanwhile: number;
  /** Sealed with a key the keyring cannot open; they stay as they are. */
  unreadable: number;
}

export interface EncryptionKeyRotation {
  /** The key everything is now sealed with. */
  activeKeyId: string;
  /** Set when this run added the key to the key file; unset when it resumed an unfinished rotation or the keys come from settings. */
  addedKeyId: string | undefined;
  columns: ColumnRotation[];
  /** Keys no stored value uses any more: they can be removed once every server runs with the active key. */
  retirableKeyIds: string[];
  /** Keys still holding values (beyond the active one): re-run to finish. */
  keyIdsStillInUse: string[];
}

/**
 * Moves every encrypted value to one active key, in batches of `batchSize`, each value swapped
 * only if unchanged since it was read: resumable, safe to re-run and safe while servers run.
 *
 * With the key file (no `ENCRYPTION_KEYS`), a new key is added and made active first, unless an
 * earlier rotation is unfinished (values remain under other keys): then it is resumed. With
 * `ENCRYPTION_KEYS`, the operator adds the new key there and names it `ENCRYPTION_ACTIVE_KEY_ID`.
 */
export async function rotateEncryptionKeys(
  store: Store,
  config: Pick<PlatformConfig, 'dataDirectory' | 'keyring'>,
  options: { batchSize: number },
): Promise<EncryptionKeyRotation> {
  const keyFile = keyringFilePath(config.dataDirectory);
  let addedKeyId: string | undefined;
  let keyring: Keyring;
  if (config.keyring) {
    keyring = config.keyring;
  } else {
    const current = readKeyringFile(keyFile);
    const unfinished = (await store.encryptedValues.keyIdsInUse()).some((keyId) => keyId !== current.activeKeyId);
    if (!unfinished) addedKeyId = await addActiveKeyToKeyringFile(keyFile);
    keyring = readKeyringFile(keyFile);
  }
  const cipher = new CredentialCipher(keyring);
  const columns: ColumnRotation[] = [];
  for (const column of encryptedColumns) columns.push(await rotateColumn(store, cipher, column, options.batchSize));
  const inUse = await store.encryptedValues.keyIdsInUse();
  return {
    activeKeyId: keyring.activeKeyId,
    addedKeyId,
    columns,
    retirableKeyIds: Object.keys(keyring.keys).filter((keyId) => keyId !== keyring.activeKeyId && !inUse.includes(keyId)),
    keyIdsStillInUse: inUse.filter((keyId) => keyId !== keyring.activeKeyId),
  };
}

async function rotateColumn(store: Store, cipher: CredentialCipher, column: EncryptedColumn, batchSize: number): Promise<ColumnRotation> {
  const counts: ColumnRotation = { column, reencrypted: 0, changedMeanwhile: 0, unreadable: 0 };
  let afterId = '';
  for (;;) {
    const batch = await store.encryptedValues.listSealedWithOtherKeys(column, cipher.activeKeyId, afterId, batchSize);
    for (const sealed of batch) {
      let plain: string;
      try {
        plain = cipher.decrypt(sealed.value);
      } catch (error) {
        if (!isUnreadableCredentials(error)) throw error;
        counts.unreadable++;
        continue;
      }
      if (await store.encryptedValues.replace(sealed, cipher.encrypt(plain))) counts.reencrypted++;
      else counts.changedMeanwhile++;
    }
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return counts;
    afterId = last.id;
  }
}
