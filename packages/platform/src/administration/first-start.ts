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
    (await store.apiKeys.count()) === 0 ? issueApiKey(store, { projectId: project.id, name: 'Initial Full Access key', scopes: ['full_access'] }) : undefined,
  );
  return { project, initialApiKey };
}

/** What the operator reads once the platform listens at `url`: the initial key, the only time it is shown. */
export function describeFirstStart(firstStart: FirstStart, url: string): string[] {
  if (!firstStart.initialApiKey) return [];
  const { key } = firstStart.initialApiKey;
  return [
    '',
    `First start: created a Full Access API key for project ${firstStart.project.id}.`,
    'It is shown only this once; keep it somewhere safe:',
    '',
    `  ${key}`,
    '',
    `Try it: curl -u ${key}: ${url}/accounts`,
    '',
  ];
}
