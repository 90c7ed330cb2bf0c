import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Reads a secret kept in a private (0600) file, creating it with `generate()` on first use.
 * The file appears atomically and complete: when two processes start at once, link() lets
 * exactly one draft become the file and both read the winner's secret.
 */
export async function readOrCreateSecretFile(path: string, generate: () => string): Promise<string> {
  const existing = await readSecretFile(path);
  if (existing !== undefined) return existing;
  await mkdir(dirname(path), { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(draft, generate(), { mode: 0o600 });
  await chmod(draft, 0o600);
  try {
    await link(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  const created = await readSecretFile(path);
  if (created === undefined) throw new Error(`could not create the secret file ${path}`);
  return created;
}

async function readSecretFile(path: string): Promise<string | undefined> {
  try {
    const text = await readFile(path, 'utf8');
    return text.trim() === '' ? undefined : text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
