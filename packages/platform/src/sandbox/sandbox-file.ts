import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Credentials } from '@openunified/connector-sdk';
import { readDataMode } from './data-directory-mode.js';
import type { Sandbox } from './sandbox.js';

/**
 * `<DATA_DIR>/sandbox.json`: how the admin CLI, a separate process, learns that a sandbox server
 * runs on this data directory and which credentials each emulator's seeded account accepts. The
 * credentials only open the emulators; the file is still private (0600) like every file there.
 */
const SANDBOX_FILE_NAME = 'sandbox.json';

interface SandboxFile {
  /** The sandbox server's process: a file left behind by a crash is ignored once it is gone. */
  pid: number;
  emulators: Record<string, { url: string; credentials: Credentials }>;
}

function sandboxFilePath(dataDirectory: string): string {
  return join(dataDirectory, SANDBOX_FILE_NAME);
}

export async function writeSandboxFile(dataDirectory: string, sandbox: Sandbox): Promise<void> {
  const contents: SandboxFile = {
    pid: process.pid,
    emulators: Object.fromEntries([...sandbox.emulators].map(([key, emulator]) => [key, { url: emulator.url, credentials: emulator.sandboxCredentials }])),
  };
  const path = sandboxFilePath(dataDirectory);
  await writeFile(path, `${JSON.stringify(contents, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
}

export async function removeSandboxFile(dataDirectory: string): Promise<void> {
  await rm(sandboxFilePath(dataDirectory), { force: true });
}

/**
 * The credentials of `provider`'s emulator when a sandbox server is running on `dataDirectory`;
 * undefined otherwise (no sandbox, a stale file, a directory of real data, or a provider without an emulator).
 */
export async function readSandboxCredentials(dataDirectory: string, provider: string): Promise<Credentials | undefined> {
  if ((await readDataMode(dataDirectory)) !== 'sandbox') return undefined;
  let contents: SandboxFile;
  try {
    contents = JSON.parse(await readFile(sandboxFilePath(dataDirectory), 'utf8')) as SandboxFile;
  } catch {
    return undefined;
  }
  if (!isRunning(contents.pid)) return undefined;
  return contents.emulators?.[provider]?.credentials;
}

function isRunning(pid: unknown): boolean {
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
