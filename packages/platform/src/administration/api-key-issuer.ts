import { generateApiKey, type Scope } from '@openunified/auth';
import type { ApiKeyRecord, Store } from '@openunified/store';

export interface IssuedApiKey {
  record: ApiKeyRecord;
  /** The key itself: shown to the operator once, never stored. */
  key: string;
}

export async function issueApiKey(store: Store, input: { projectId: string; name: string; scopes: Scope[] }): Promise<IssuedApiKey> {
  const { key, prefix, keyHash } = generateApiKey();
  const record = await store.apiKeys.create({ projectId: input.projectId, name: input.name, prefix, keyHash, scopes: input.scopes });
  return { record, key };
}
