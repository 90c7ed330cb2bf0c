import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSqliteDriver, sqliteDriverPackage } from './sqlite-driver.js';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const shortLivedProcess = fileURLToPath(new URL('../test/short-lived-sqlite-process.ts', import.meta.url));

function runToExit(argumentsList: string[]): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  // The same Node binary as this test: CI runs the suite on Node 20 and on Node 24.
  const child = spawn(process.execPath, argumentsList, { cwd: repositoryRoot, env: { PATH: process.env.PATH ?? '' } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
}

describe('the SQLite driver for this runtime', () => {
  let directory: string | undefined;

  afterEach(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('is better-sqlite3 13 from Node-API 10 on (Node 22.14+, 24), and 12 before it (Node 20)', () => {
    expect(sqliteDriverPackage(9)).toBe('better-sqlite3');
    expect(sqliteDriverPackage(10)).toBe('better-sqlite3-13');
    expect(sqliteDriverPackage(11)).toBe('better-sqlite3-13');
  });

  it('opens a database and runs statements on the running Node', () => {
    const SqliteDriver = loadSqliteDriver();
    const database = new SqliteDriver(':memory:');
    try {
      database.prepare('create table notes (id integer primary key, body text)').run();
      database.prepare('insert into notes (body) values (?)').run('first');
      expect(database.prepare('select body from notes').all()).toEqual([{ body: 'first' }]);
    } finally {
      database.close();
    }
  });

  it('lets a process that prepares 250 000 statements, checkpoints in a worker thread and exits with a store open end with code 0', async () => {
    // Seconds on an idle machine; minutes when the whole suite shares two cores with it.
    directory = await mkdtemp(join(tmpdir(), 'openunified-sqlite-exit-'));
    const result = await runToExit(['--conditions=@openunified/source', '--import', 'tsx', shortLivedProcess, directory]);

    expect({ code: result.code, signal: result.signal, stderr: result.stderr }).toEqual({ code: 0, signal: null, stderr: '' });
    const report = JSON.parse(result.stdout) as { node: string; driver: string; version: string; checkpointed: boolean };
    expect(report).toMatchObject({ node: process.version, driver: sqliteDriverPackage(), checkpointed: true });
    expect(report.version.split('.')[0]).toBe(sqliteDriverPackage() === 'better-sqlite3-13' ? '13' : '12');
  }, 300_000);
});
