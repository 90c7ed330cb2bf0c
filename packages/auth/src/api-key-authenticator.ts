import { UnauthorizedError } from '@openunified/errors';
import type { ApiKeyRecord, Project, Store } from '@openunified/store';
import { hashApiKey } from './api-keys.js';
import { parseBasicAuthorization } from './basic-authorization.js';
import type { Scope } from './scopes.js';

export interface AuthenticatedCaller {
  /**
   * The API key, or for a request signed in with the console's session cookie the session in the
   * shape of a key (its id, scopes and times): rate limits, scope checks and logs treat both alike.
   */
  apiKey: ApiKeyRecord & { scopes: Scope[] };
  project: Project;
  /** Set when the request was authenticated by a management session cookie, not an API key (docs/concepts/management.md). */
  managementSession?: { id: string; csrfToken: string };
}

/** `lastUsedAt` is a hint for operators; writing it on every request would cost a write per read. */
const TOUCH_INTERVAL_MS = 60_000;

/** Callers remembered at once: the hot keys of a process, not every key ever seen. */
const MAX_CACHED_CALLERS = 1_000;

interface CachedCaller {
  caller: AuthenticatedCaller;
  /** The store cache's versions of `api_keys` and `projects` the caller was read under. */
  apiKeysVersion: number;
  projectsVersion: number;
  /** The earlier expiry of the two cached reads it came from: never served longer than they are. */
  expiresAt: number;
  /** When `lastUsedAt` needs its next touch. */
  touchAfter: number;
}

export class ApiKeyAuthenticator {
  /**
   * The caller each valid `Authorization` header authenticated, so a request repeating a header
   * skips parsing it, hashing the key and two cache reads. It holds only headers that carried a
   * valid key (a failure is never remembered), as many as MAX_CACHED_CALLERS, each no longer
   * than the store's own cached reads of the key and its project; the database keeps hashes only,
   * as before. An entry is served only while the store cache's versions of `api_keys` and
   * `projects` are those it was read under: a revocation in this process, and one from another
   * process as soon as its notification evicts the row, fail the very next request.
   */
  private readonly callers = new Map<string, CachedCaller>();

  constructor(private readonly store: Store) {}

  /**
   * Reads through the store's per-process cache: a key revoked in this process fails its next
   * request, one revoked by another process within the cache's bound (docs/deployment.md "Caches").
   * Looks the key up by its hash, an indexed equality on a value derived from 256 random bits:
   * the database compares hashes, never keys, so no timing leaks the key itself.
   */
  async authenticate(authorizationHeader: string | undefined): Promise<AuthenticatedCaller> {
    return this.cachedCaller(authorizationHeader) ?? (await this.authenticateUncached(authorizationHeader));
  }

  /**
   * The caller `authorizationHeader` authenticated before, if that is still current; undefined
   * when it must be authenticated (`authenticate`). Synchronous: the request path's fast case.
   */
  cachedCaller(authorizationHeader: string | undefined): AuthenticatedCaller | undefined {
    if (authorizationHeader === undefined) return undefined;
    const cached = this.callers.get(authorizationHeader);
    if (cached === undefined) return undefined;
    const reads = this.store.cachedReads;
    const now = Date.now();
    if (
      cached.apiKeysVersion !== reads.version('api_keys') ||
      cached.projectsVersion !== reads.version('projects') ||
      now >= cached.expiresAt ||
      now >= cached.touchAfter
    ) {
      this.callers.delete(authorizationHeader);
      return undefined;
    }
    return cached.caller;
  }

  private async authenticateUncached(authorizationHeader: string | undefined): Promise<AuthenticatedCaller> {
    const key = parseBasicAuthorization(authorizationHeader);
    const reads = this.store.cachedReads;
    // Taken before the reads: a change landing while they are in flight leaves the entry stale.
    const apiKeysVersion = reads.version('api_keys');
    const projectsVersion = reads.version('projects');
    const keyHash = hashApiKey(key);
    const apiKey = await reads.apiKeyByHash(keyHash);
    if (!apiKey || apiKey.revokedAt) throw new UnauthorizedError('invalid API key');
    const project = await reads.project(apiKey.projectId);
    if (!project) throw new UnauthorizedError('invalid API key');

    const now = Date.now();
    const lastUsed = apiKey.lastUsedAt ? Date.parse(apiKey.lastUsedAt) : Number.NaN;
    const caller = { apiKey: apiKey as AuthenticatedCaller['apiKey'], project };
    if (!(now - lastUsed <= TOUCH_INTERVAL_MS)) {
      // The touch is a write to `api_keys`: it moves the version, so nothing is cached this time.
      await this.store.apiKeys.touch(apiKey.id, new Date(now).toISOString());
      return caller;
    }
    const expiresAt = Math.min(reads.expiresAt('api_keys', keyHash), reads.expiresAt('projects', apiKey.projectId));
    if (authorizationHeader !== undefined && expiresAt > now) {
      if (this.callers.size >= MAX_CACHED_CALLERS) this.callers.clear();
      this.callers.set(authorizationHeader, { caller, apiKeysVersion, projectsVersion, expiresAt, touchAfter: lastUsed + TOUCH_INTERVAL_MS });
    }
    return caller;
  }
}
