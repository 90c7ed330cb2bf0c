import { ConnectorProfilesServiceToken } from '@openunified/linking';
import type { Platform } from '../create-platform.js';

/**
 * The connect page links OAuth 2.0 providers through the project's connector profile, which
 * holds the OAuth client. In sandbox mode that client is the emulator's own, so the sandbox
 * creates the profile when the project has none: the hosted connect page then works for every
 * provider right away. An operator's own profile is never touched. Returns the providers it
 * created a profile for (none outside sandbox mode).
 */
export async function ensureSandboxConnectorProfiles(platform: Pick<Platform, 'sandbox' | 'store' | 'container'>, projectId: string): Promise<string[]> {
  if (!platform.sandbox) return [];
  const profiles = platform.container.get(ConnectorProfilesServiceToken);
  const created: string[] = [];
  for (const [provider, emulator] of platform.sandbox.emulators) {
    if (!emulator.oauthClient) continue;
    if (await platform.store.connectorProfiles.findByProvider(projectId, provider)) continue;
    await profiles.create(projectId, {
      provider,
      label: 'Sandbox (emulator OAuth client)',
      auth_config: { client_id: emulator.oauthClient.clientId, client_secret: emulator.oauthClient.clientSecret },
    });
    created.push(provider);
  }
  return created;
}
