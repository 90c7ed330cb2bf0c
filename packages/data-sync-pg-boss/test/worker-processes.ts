import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { WorkerInput } from './worker-process';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const workerScript = fileURLToPath(new URL('./worker-process.ts', import.meta.url));
const workspaceTsconfig = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Execution {
  job_key: string;
  worker_pid: number;
  due_at: string;
  started_at: Date;
  finished_at: Date | null;
}

/** A schema of its own per test file: pg-boss's tables in `<name>_boss`, the executions table in `<name>`. */
export async function createTestSchemas(pool: pg.Pool) {
  const name = `data_sync_pg_boss_${randomBytes(4).toString('hex')}`;
  const bossSchema = `${name}_boss`;
  const executionsTable = `${name}.executions`;
  await pool.query(`CREATE SCHEMA ${name}`);
  await pool.query(
    `CREATE TABLE ${executionsTable} (id serial PRIMARY KEY, job_key text NOT NULL, worker_pid int NOT NULL, due_at text NOT NULL, started_at timestamptz NOT NULL, finished_at timestamptz)`,
  );
  return {
    bossSchema,
    executionsTable,
    async executions(): Promise<Execution[]> {
      return (await pool.query<Execution>(`SELECT job_key, worker_pid, due_at, started_at, finished_at FROM ${executionsTable} ORDER BY id`)).rows;
    },
    async jobStates(): Promise<Map<string, string>> {
      const { rows } = await pool.query<{ singleton_key: string; state: string }>(
        `SELECT singleton_key, state FROM ${bossSchema}.job UNION ALL SELECT singleton_key, state FROM ${bossSchema}.archive`,
      );
      return new Map(rows.map((row) => [row.singleton_key, row.state]));
    },
    async drop() {
      await pool.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
      await pool.query(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`);
    },
  };
}

export interface WorkerProcess {
  child: ChildProcessWithoutNullStreams;
  pid: number;
  ready: Promise<void>;
  exited: Promise<number | null>;
  output(): string;
}

/** A real worker process (node + tsx from source), as `pnpm worker` would be one. */
export function startWorker(input: WorkerInput): WorkerProcess {
  const child = spawn(process.execPath, ['--conditions=@openunified/source', '--import', 'tsx', workerScript, JSON.stringify(input)], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', TSX_TSCONFIG_PATH: workspaceTsconfig },
  });
  let output = '';
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = (async () => {
    const deadline = Date.now() + 30_000;
    // The line the worker prints, not any output containing it: three workers creating the schema
    // at once log "already exists", and a SIGTERM sent before its handler killed the worker.
    while (!/^ready$/m.test(stdout)) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`worker did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return { child, pid: child.pid!, ready, exited, output: () => output };
}

/** Polls `condition` until it holds; fails with `description` when `timeoutMs` passes first. */
export async function eventually<T>(description: string, probe: () => Promise<T>, condition: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (condition(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${description}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
