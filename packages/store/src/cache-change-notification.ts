import type { CachedTable } from './read-cache.js';

/** The PostgreSQL channel the store's triggers notify on (migration 0007) and every store listens to. */
export const CACHE_CHANGES_CHANNEL = 'openunified_cache_changes';

/** The identity of a changed row, as the trigger sends it: enough to name its cache entries. */
export interface CachedRowChange {
  schema: string;
  table: CachedTable;
  id: string | null;
  project_id: string | null;
  key_hash: string | null;
  provider: string | null;
}

const CACHED_TABLES = new Set<string>(['api_keys', 'projects', 'accounts', 'connector_profiles']);

/** The change a notification payload describes, or undefined for one this store does not know. */
export function parseCachedRowChange(payload: string | undefined): CachedRowChange | undefined {
  if (payload === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const change = parsed as Record<string, unknown>;
  if (typeof change.schema !== 'string' || typeof change.table !== 'string' || !CACHED_TABLES.has(change.table)) return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    schema: change.schema,
    table: change.table as CachedTable,
    id: text(change.id),
    project_id: text(change.project_id),
    key_hash: text(change.key_hash),
    provider: text(change.provider),
  };
}
