import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigurationError } from '../startup-failure.js';

/**
 * `<DATA_DIR>/data-mode`: whether the data directory holds sandbox data (accounts on emulator
 * credentials) or real data. The first server to start on a directory claims it; a server of
 * the other mode is refused, and the admin CLI lends emulator credentials only to a sandbox
 * directory, so the two never mix (docs/deployment.md).
 */
const DATA_MODE_FILE_NAME = 'data-mode';

export type DataMode = 'sandbox' | 'real';

export async function readDataMode(dataDirectory: string): Promise<DataMode | undefined> {
  let text: string;
  try {
    text = await readFile(join(dataDirectory, DATA_MODE_FILE_NAME), 'utf8');
  } catch {
    return undefined;
  }
  const mode = text.trim();
  return mode === 'sandbox' || mode === 'real' ? mode : undefined;
}

/** Marks an unmarked data directory with `mode`; refuses one marked with the other mode. */
export async function claimDataDirectory(dataDirectory: string, mode: DataMode): Promise<void> {
  const marked = await readDataMode(dataDirectory);
  if (marked === mode) return;
  if (marked === 'sandbox') {
    throw new ConfigurationError(
      `DATA_DIR ${dataDirectory} holds sandbox data (accounts on emulator credentials): start with --sandbox to use it, or point DATA_DIR at another directory for real data`,
    );
  }
  if (marked === 'real') {
    throw new ConfigurationError(
      `DATA_DIR ${dataDirectory} holds real data: start without --sandbox to use it, or leave DATA_DIR unset in sandbox mode (./.data-sandbox) or point it at another directory`,
    );
  }
  await mkdir(dataDirectory, { recursive: true, mode: 0o700 });
  await writeFile(join(dataDirectory, DATA_MODE_FILE_NAME), `${mode}\n`, { mode: 0o600 });
}
