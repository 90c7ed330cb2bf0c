import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDataDirectory, readDataMode } from './data-directory-mode.js';
import { readSandboxCredentials } from './sandbox-file.js';

describe('the data directory mode marker', () => {
  let dataDirectory: string;
  beforeEach(async () => {
    dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-data-mode-'));
  });
  afterEach(() => rm(dataDirectory, { recursive: true, force: true }));

  it('is claimed by the first start and refuses the other mode', async () => {
    expect(await readDataMode(dataDirectory)).toBeUndefined();
    await claimDataDirectory(dataDirectory, 'sandbox');
    await claimDataDirectory(dataDirectory, 'sandbox');
    expect(await readFile(join(dataDirectory, 'data-mode'), 'utf8')).toBe('sandbox\n');
    await expect(claimDataDirectory(dataDirectory, 'real')).rejects.toThrow(`DATA_DIR ${dataDirectory} holds sandbox data`);

    const realDirectory = join(dataDirectory, 'real');
    await claimDataDirectory(realDirectory, 'real');
    await expect(claimDataDirectory(realDirectory, 'sandbox')).rejects.toThrow(`DATA_DIR ${realDirectory} holds real data: start without --sandbox`);
  });

  it('lends emulator credentials only from a sandbox directory', async () => {
    const sandboxFile = {
      pid: process.pid,
      emulators: { bamboohr: { url: 'http://127.0.0.1:1', credentials: { api_key: 'sandbox-key', company_domain: 'sandbox' } } },
    };
    await writeFile(join(dataDirectory, 'sandbox.json'), JSON.stringify(sandboxFile));
    expect(await readSandboxCredentials(dataDirectory, 'bamboohr')).toBeUndefined();

    await claimDataDirectory(dataDirectory, 'real');
    expect(await readSandboxCredentials(dataDirectory, 'bamboohr')).toBeUndefined();

    const sandboxDirectory = join(dataDirectory, 'sandbox');
    await claimDataDirectory(sandboxDirectory, 'sandbox');
    await writeFile(join(sandboxDirectory, 'sandbox.json'), JSON.stringify(sandboxFile));
    expect(await readSandboxCredentials(sandboxDirectory, 'bamboohr')).toEqual({ api_key: 'sandbox-key', company_domain: 'sandbox' });
  });
});
