import type { AccountRecord, CachedReads, ConnectorProfileRecord, ConnectorProfileRepository } from './records.js';

/** Where the profiles are read from: the repositories (in or out of a transaction), or the cached reads. */
export type ConnectorProfileReads = Pick<ConnectorProfileRepository, 'get' | 'findByProvider'>;

/** The cached reads as `ConnectorProfileReads`, for the request path. */
export function cachedConnectorProfileReads(reads: CachedReads): ConnectorProfileReads {
  return {
    get: (projectId, id) => reads.connectorProfile(projectId, id),
    findByProvider: (projectId, provider) => reads.newestConnectorProfile(projectId, provider),
  };
}

/**
 * The connector profile governing an account (docs/concepts/connect-flow.md#connector-profiles):
 * the one it was linked through, else (linked by hand, or that profile deleted) its provider's
 * newest. The one rule every door uses, so whether an action is enabled never depends on how
 * the account was created.
 */
export async function governingConnectorProfile(
  profiles: ConnectorProfileReads,
  account: Pick<AccountRecord, 'projectId' | 'provider' | 'connectorProfileId'>,
): Promise<ConnectorProfileRecord | undefined> {
  const linked = account.connectorProfileId ? await profiles.get(account.projectId, account.connectorProfileId) : undefined;
  return linked ?? profiles.findByProvider(account.projectId, account.provider);
}
