import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { type Keyring, loadOrCreateKeyringFile, readOrCreateSecretFile } from '@openunified/auth';
import type { ServerConfig } from './config.js';

/** Signs the opaque pagination cursors handed to clients, so they cannot be forged. */
export const CursorSecretToken = Symbol.for('openunified.server.CursorSecret');

export interface ServerSecrets {
  keyring: Keyring;
  cursorSecret: string;
}

/**
 * Secrets from configuration when given, else the embedded default: files in the data
 * directory, created (mode 0600) on first start and reused after. Several processes sharing a
 * database must be given the same secrets through configuration.
 */
export async function loadServerSecrets(config: ServerConfig): Promise<ServerSecrets> {
  const keyring = config.keyring ?? (await loadOrCreateKeyringFile(join(config.dataDirectory, 'encryption-keys.json')));
  const cursorSecret =
    config.cursorSecret ??
    (await readOrCreateSecretFile(join(config.dataDirectory, 'cursor-secret'), () => randomBytes(32).toString('base64url'))).trim();
  return { keyring, cursorSecret };
}
