import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Keyring, loadOrCreateKeyringFile } from '@openunified/auth';
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
    (await readOrCreateSecretFile(join(config.dataDirectory, 'cursor-secret'), () => randomBytes(32).toString('base64url')));
  return { keyring, cursorSecret };
}

async function readOrCreateSecretFile(path: string, generate: () => string): Promise<string> {
  const existing = await readSecretFile(path);
  if (existing) return existing;
  await mkdir(dirname(path), { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(draft, `${generate()}\n`, { mode: 0o600 });
  await chmod(draft, 0o600);
  try {
    // link() refuses to replace: of two processes starting at once, one secret wins for both.
    await link(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  const created = await readSecretFile(path);
  if (!created) throw new Error(`could not create the secret file ${path}`);
  return created;
}

async function readSecretFile(path: string): Promise<string | undefined> {
  try {
    return (await readFile(path, 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
