import type { Project, Store } from '@openunified/store';
import { type IssuedApiKey, issueApiKey } from './api-key-issuer.js';
import { ensureDefaultProject } from './default-project.js';

export interface FirstStart {
  project: Project;
  /** Set only when no API key existed yet: the key to print, once. */
  initialApiKey: IssuedApiKey | undefined;
}

/**
 * A fresh install gets a default project and one Full Access key, so the operator can call the
 * API straight away. Once any key exists (even a revoked one) nothing is created again:
 * further keys come from the admin CLI.
 */
export async function prepareFirstStart(store: Store): Promise<FirstStart> {
  const project = await ensureDefaultProject(store);
  const initialApiKey = await store.withLock('initial-api-key', async () =>
    (await store.apiKeys.count()) === 0
      ? issueApiKey(store, { projectId: project.id, name: 'Initial Full Access key', scopes: ['full_access'] })
      : undefined,
  );
  return { project, initialApiKey };
}
