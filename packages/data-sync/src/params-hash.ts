import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth, so two SyncParams that differ only in key order
 * serialize alike. Array order is kept: it is meaningful (e.g. a list of ids).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
  return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
}

/**
 * `params_hash` of a schedule (docs/concepts/data-sync.md#params_hash): hex SHA-256 of the
 * canonical JSON of its SyncParams. Null and absent members are the same call, so both drop out.
 */
export function paramsHash(syncParams: Record<string, unknown>): string {
  const meaningful = Object.fromEntries(Object.entries(syncParams).filter(([, member]) => member !== null && member !== undefined));
  return createHash('sha256').update(canonicalJson(meaningful)).digest('hex');
}

/** Hex SHA-256 of a record's canonical JSON: equal hashes mean nothing changed. */
export function contentHash(record: unknown): string {
  return createHash('sha256').update(canonicalJson(record)).digest('hex');
}
