import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU time of the store's PostgreSQL backends (found by their application_name) from now until
 * `stop`, read from /proc: undefined when the database is not on this machine. Sampled every
 * 250 ms, as pooled connections come and go; a backend first seen later counts from its start.
 */
export async function sampleBackendCpu(url: string, applicationName: string): Promise<{ stop: () => Promise<number | undefined> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ticksPerSecond = 100;
  const cpuOf = (pid: number): number | undefined => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / ticksPerSecond;
    } catch {
      return undefined;
    }
  };
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let readable = true;
  const sample = async (atStart: boolean) => {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [applicationName]);
    for (const { pid } of rows) {
      const cpu = cpuOf(pid);
      if (cpu === undefined) {
        readable = false;
        continue;
      }
      if (!first.has(pid)) first.set(pid, atStart ? cpu : 0);
      last.set(pid, cpu);
    }
  };
  await sample(true);
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(() => sample(false)).catch(() => {});
  }, 250);
  return {
    async stop() {
      clearInterval(timer);
      await sampling;
      await sample(false);
      await client.end();
      if (!readable || last.size === 0) return undefined;
      let total = 0;
      for (const [pid, cpu] of last) total += cpu - first.get(pid)!;
      return total;
    },
  };
}
