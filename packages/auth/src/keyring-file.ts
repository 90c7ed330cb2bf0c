import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import type { Keyring } from './credential-cipher.js';
import { readOrCreateSecretFile } from './secret-file.js';

interface KeyringFileContent {
  activeKeyId: string;
  keys: Record<string, string>;
}

/** A key file that exists but cannot be used: the message names the file and what is wrong with it. */
export class KeyringFileError extends Error {
  override name = 'KeyringFileError';
}

/** A fresh key id from today's date, distinct from those given: `k20250131`, then `k20250131b`, ... */
function newKeyId(existing: readonly string[]): string {
  const base = `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
  let keyId = base;
  for (let suffix = 1; existing.includes(keyId); suffix++) keyId = `${base}${String.fromCharCode(97 + suffix)}`;
  return keyId;
}

function serialize(keyring: Keyring): string {
  const content: KeyringFileContent = {
    activeKeyId: keyring.activeKeyId,
    keys: Object.fromEntries(Object.entries(keyring.keys).map(([keyId, key]) => [keyId, key.toString('base64')])),
  };
  return `${JSON.stringify(content, null, 2)}\n`;
}

/** Reads a key file's text into a keyring; anything unusable is a `KeyringFileError` naming `path`. */
export function parseKeyringFile(path: string, text: string): Keyring {
  let content: KeyringFileContent;
  try {
    content = JSON.parse(text) as KeyringFileContent;
  } catch (error) {
    throw new KeyringFileError(`the encryption key file ${path} is corrupt (${(error as Error).message}); restore it from your backup`);
  }
  const problem = describeContentProblem(content);
  if (problem) throw new KeyringFileError(`the encryption key file ${path} is corrupt (${problem}); restore it from your backup`);
  return {
    activeKeyId: content.activeKeyId,
    keys: Object.fromEntries(Object.entries(content.keys).map(([keyId, key]) => [keyId, Buffer.from(key, 'base64')])),
  };
}

function describeContentProblem(content: KeyringFileContent): string | undefined {
  if (typeof content !== 'object' || content === null || typeof content.keys !== 'object' || content.keys === null) {
    return 'expected {"activeKeyId": ..., "keys": {...}}';
  }
  for (const [keyId, key] of Object.entries(content.keys)) {
    if (typeof key !== 'string' || Buffer.from(key, 'base64').length !== 32) return `key "${keyId}" is not 32 bytes of base64`;
  }
  if (typeof content.activeKeyId !== 'string' || !(content.activeKeyId in content.keys)) return 'activeKeyId names no key in "keys"';
  return undefined;
}

/**
 * The embedded default: a key file beside the SQLite database, created (mode 0600) on first
 * start unless `create` is false (the store already holds values sealed with keys that file
 * would have had: a new key would only hide their loss).
 */
export async function loadOrCreateKeyringFile(path: string, options: { create?: boolean } = {}): Promise<Keyring> {
  if (options.create === false) return readKeyringFile(path);
  const text = await readOrCreateSecretFile(path, () => {
    const keyId = newKeyId([]);
    return serialize({ activeKeyId: keyId, keys: { [keyId]: randomBytes(32) } });
  });
  return parseKeyringFile(path, text);
}

/** The key file as it is now; synchronous, because a cipher re-reads it when it meets a key id it lacks. */
export function readKeyringFile(path: string): Keyring {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new KeyringFileError(`the encryption key file ${path} does not exist`);
    throw error;
  }
  return parseKeyringFile(path, text);
}

/** Adds a new key to the key file and makes it the active one; the file is replaced atomically. Returns the new key id. */
export async function addActiveKeyToKeyringFile(path: string): Promise<string> {
  const keyring = readKeyringFile(path);
  const keyId = newKeyId(Object.keys(keyring.keys));
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(draft, serialize({ activeKeyId: keyId, keys: { ...keyring.keys, [keyId]: randomBytes(32) } }), { mode: 0o600 });
  await rename(draft, path);
  return keyId;
}
