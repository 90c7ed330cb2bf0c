import type { Store } from '@openunified/store';
import type { ConnectorProfilesService } from '../features/connector-profiles/index.js';
import type { Sandbox } from './sandbox.js';

/**
 * The connect page links OAuth 2.0 providers through the project's connector profile, which
 * holds the OAuth client. In sandbox mode that client is the emulator's own, so the sandbox
 * creates the profile when the project has none: the hosted connect page then works for every
 * provider right away. An operator's own profile is never touched.
 */
export async function ensureSandboxConnectorProfiles(
  sandbox: Sandbox,
  projectId: string,
  store: Store,
  profiles: ConnectorProfilesService,
): Promise<string[]> {
  const created: string[] = [];
  for (const [provider, emulator] of sandbox.emulators) {
    if (!emulator.oauthClient) continue;
    if (await store.connectorProfiles.findByProvider(projectId, provider)) continue;
    await profiles.create(projectId, {
      provider,
      label: 'Sandbox (emulator OAuth client)',
      auth_config: { client_id: emulator.oauthClient.clientId, client_secret: emulator.oauthClient.clientSecret },
    });
    created.push(provider);
  }
  return created;
}
