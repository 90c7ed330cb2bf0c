/** The tables whose hot reads are cached per process (docs/deployment.md "Caches"). */
export type CachedTable = 'api_keys' | 'projects' | 'accounts' | 'connector_profiles';

/**
 * How long a cached read may serve a row another process has changed since. Writes made in this
 * process invalidate at once; other processes' writes show within this bound.
 */
export const DEFAULT_READ_CACHE_TTL_MS = 2_000;

/** Entries beyond this are dropped wholesale: the cache holds hot rows, not the database. */
const MAX_ENTRIES = 10_000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  generation: number;
}

/**
 * Every request authenticates its API key, reads its project, its account and the account's
 * connector profile: four reads of rows that almost never change. This cache serves them from
 * memory for a short time. Each table has a generation that every write through this process's
 * store bumps, and an entry read under an older generation is never served: a revocation,
 * deletion or profile change made here takes effect on the next request. Other processes cannot
 * bump it: on PostgreSQL their changes arrive as notifications that `evict` the row's entries, and
 * otherwise (SQLite, or the notification connection down) show once the entry expires (`ttlMs`).
 */
export class StoreReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations: Record<CachedTable, number> = { api_keys: 0, projects: 0, accounts: 0, connector_profiles: 0 };
  // Bumped by evictions and clears as well as writes: what a caller derived from this table's
  // reads (the authenticated caller of a header) is stale once it moves.
  private readonly versions: Record<CachedTable, number> = { api_keys: 0, projects: 0, accounts: 0, connector_profiles: 0 };

  constructor(readonly ttlMs: number = DEFAULT_READ_CACHE_TTL_MS) {}

  /** A write to `table` happened (or is about to be committed): forget what was read before it. */
  changed(table: CachedTable): void {
    this.generations[table] += 1;
    this.versions[table] += 1;
  }

  /** Another process changed a row: forget the entries that read it (docs/deployment.md "Caches"). */
  evict(table: CachedTable, key: string): void {
    this.entries.delete(`${table}\n${key}`);
    this.versions[table] += 1;
  }

  /** Changes may have been missed (the notification connection was down): forget everything. */
  clear(): void {
    this.entries.clear();
    for (const table of Object.keys(this.versions) as CachedTable[]) this.versions[table] += 1;
  }

  /**
   * A number that moves whenever an entry of `table` may have stopped being served: a write here,
   * another process's change evicted, everything cleared. Equal twice, nothing read from `table`
   * in between has gone stale, save by expiry.
   */
  version(table: CachedTable): number {
    return this.versions[table];
  }

  /** When the entry of `key` stops being served (0 when there is none): a bound for what is derived from it. */
  expiresAt(table: CachedTable, key: string): number {
    if (this.ttlMs <= 0) return 0;
    const cached = this.entries.get(`${table}\n${key}`);
    return cached && cached.generation === this.generations[table] ? cached.expiresAt : 0;
  }

  read<Value>(table: CachedTable, key: string, load: () => Promise<Value>): Promise<Value> {
    if (this.ttlMs <= 0) return load();
    const cacheKey = `${table}\n${key}`;
    const now = Date.now();
    const generation = this.generations[table];
    const cached = this.entries.get(cacheKey);
    if (cached && cached.generation === generation && cached.expiresAt > now) return cached.value as Promise<Value>;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const value = load();
    // Stamped with the generation the read started under: a write that lands while it is in
    // flight makes it stale at once.
    const entry: Entry = { value, expiresAt: now + this.ttlMs, generation };
    this.entries.set(cacheKey, entry);
    value.catch(() => {
      if (this.entries.get(cacheKey) === entry) this.entries.delete(cacheKey);
    });
    return value;
  }
}
