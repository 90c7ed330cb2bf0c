import { readFile } from 'node:fs/promises';

/** A process's resident set (`VmRSS` of /proc/<pid>/status), in bytes: what it holds in memory, as the kernel counts it. */
export async function residentSetBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kilobytes) * 1024;
}

/** Samples a process's resident set every `intervalMs` until `stop`, which answers the largest one seen. */
export function sampleResidentSet(pid: number, intervalMs = 10): { stop(): Promise<number> } {
  let peak = 0;
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      peak = Math.max(peak, await residentSetBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop() {
      sampling = false;
      await loop;
      return Math.max(peak, await residentSetBytes(pid));
    },
  };
}

/** Bytes a process has read and written through system calls (`rchar`, `wchar` of /proc/<pid>/io): sockets and files alike. */
export async function processIoBytes(pid: number): Promise<{ read: number; written: number }> {
  const io = await readFile(`/proc/${pid}/io`, 'utf8');
  const field = (name: string) => {
    const value = new RegExp(`^${name}:\\s+(\\d+)$`, 'm').exec(io)?.[1];
    if (value === undefined) throw new Error(`no ${name} in /proc/${pid}/io`);
    return Number(value);
  };
  return { read: field('rchar'), written: field('wchar') };
}
