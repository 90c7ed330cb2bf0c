import { createHash } from 'node:crypto';
import type { SyncJob } from '@openunified/sync-engine-contract';

/**
 * A job's identity is a function of what it is for, so enqueuing the same tick (or the same
 * run-now request) twice, from two API processes or a retried transaction, inserts one job:
 * pg-boss inserts with `ON CONFLICT DO NOTHING` on its (queue, id) key, and on the singleton
 * key while the job waits (the queue's `short` policy).
 */
export interface JobIdentity {
  id: string;
  singletonKey: string;
}

export function tickJobIdentity(scheduleId: string, dueAt: string): JobIdentity {
  return identityOf(`tick:${scheduleId}:${canonicalInstant(dueAt)}`);
}

export function runNowJobIdentity(job: SyncJob): JobIdentity {
  return identityOf(job.runId ? `run:${job.scheduleId}:${job.runId}` : `run:${job.scheduleId}:${canonicalInstant(job.dueAt)}`);
}

/** `2026-11-23T12:00:00+01:00` and `2026-11-23T11:00:00.000Z` are one tick. */
export function canonicalInstant(instant: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) throw new TypeError(`dueAt is not an ISO 8601 instant: ${instant}`);
  return new Date(time).toISOString();
}

function identityOf(singletonKey: string): JobIdentity {
  // A name-based UUID (the layout of RFC 9562 version 8) from the key's SHA-256.
  const hex = createHash('sha256').update(singletonKey).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  return { id, singletonKey };
}
