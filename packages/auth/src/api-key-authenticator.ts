import { UnauthorizedError } from '@openunified/errors';
import type { ApiKeyRecord, Project, Store } from '@openunified/store';
import { hashApiKey } from './api-keys.js';
import { parseBasicAuthorization } from './basic-authorization.js';
import type { Scope } from './scopes.js';

export interface AuthenticatedCaller {
  apiKey: ApiKeyRecord & { scopes: Scope[] };
  project: Project;
}

/** `lastUsedAt` is a hint for operators; writing it on every request would cost a write per read. */
const TOUCH_INTERVAL_MS = 60_000;

export class ApiKeyAuthenticator {
  constructor(private readonly store: Store) {}

  /**
   * Reads through the store's per-process cache: a key revoked in this process fails its next
   * request, one revoked by another process within the cache's bound (docs/deployment.md "Caches").
   * Looks the key up by its hash, an indexed equality on a value derived from 256 random bits:
   * the database compares hashes, never keys, so no timing leaks the key itself.
   */
  async authenticate(authorizationHeader: string | undefined): Promise<AuthenticatedCaller> {
    const key = parseBasicAuthorization(authorizationHeader);
    const apiKey = await this.store.cachedReads.apiKeyByHash(hashApiKey(key));
    if (!apiKey || apiKey.revokedAt) throw new UnauthorizedError('invalid API key');
    const project = await this.store.cachedReads.project(apiKey.projectId);
    if (!project) throw new UnauthorizedError('invalid API key');

    const now = Date.now();
    if (!apiKey.lastUsedAt || now - Date.parse(apiKey.lastUsedAt) > TOUCH_INTERVAL_MS) {
      await this.store.apiKeys.touch(apiKey.id, new Date(now).toISOString());
    }
    return { apiKey: apiKey as AuthenticatedCaller['apiKey'], project };
  }
}
