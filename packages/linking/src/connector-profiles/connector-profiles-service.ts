import { ActionPipelineTokens, type ConnectorRegistry } from '@openunified/action-pipeline';
import { AuthTokens, type CredentialCipher } from '@openunified/auth';
import type { ConnectorDefinition } from '@openunified/connector-sdk';
import { BadRequestError, NotFoundError } from '@openunified/errors';
import { serviceRef } from '@openunified/feature-kit';
import type { OAuthClientCredentials } from '@openunified/oauth';
import {
  type AccountRecord,
  type ConnectorProfileRecord,
  cachedConnectorProfileReads,
  governingConnectorProfile,
  type Store,
  StoreToken,
} from '@openunified/store';
import { inject, injectable } from 'inversify';
import type { ConnectorProfileCreateInput, ConnectorProfilePatchInput, ConnectorProfileWire } from './connector-profile-schemas.js';

export const ConnectorProfilesServiceToken = serviceRef<ConnectorProfilesService>('openunified.linking.ConnectorProfilesService');

/** `auth_config` as it is sealed at rest. */
interface StoredAuthConfig {
  client_id: string;
  client_secret: string;
}

/** Whether a connector can link accounts with an OAuth 2.0 client / with API keys. */
export function linksWithOAuth2(connector: ConnectorDefinition): boolean {
  return connector.authentication.some((method) => method.type === 'oauth2');
}

export function linksWithApiKeys(connector: ConnectorDefinition): boolean {
  return connector.authentication.some((method) => method.type === 'api_key');
}

/**
 * Connector profiles of a project: which version of a connector it uses, its OAuth client
 * (secret sealed, never returned) and which actions its accounts may run.
 */
@injectable()
export class ConnectorProfilesService {
  constructor(
    @inject(StoreToken) private readonly store: Store,
    @inject(ActionPipelineTokens.ConnectorRegistry) private readonly connectors: ConnectorRegistry,
    @inject(AuthTokens.CredentialCipher) private readonly cipher: CredentialCipher,
  ) {}

  async list(projectId: string, provider?: string): Promise<ConnectorProfileWire[]> {
    const profiles = await this.store.connectorProfiles.list(projectId, provider === undefined ? {} : { provider });
    return profiles.map((profile) => this.toWire(profile));
  }

  async get(projectId: string, id: string): Promise<ConnectorProfileWire> {
    return this.toWire(await this.require(projectId, id));
  }

  async create(projectId: string, input: ConnectorProfileCreateInput): Promise<ConnectorProfileWire> {
    const connector = this.connectors.get(input.provider);
    if (!connector) {
      throw invalidField('provider', `provider "${input.provider}" is not installed (installed: ${this.installedKeys()})`);
    }
    if (input.auth_config) assertTakesOAuthClient(connector);
    const profile = await this.store.connectorProfiles.create(projectId, {
      provider: connector.key,
      version: input.version ?? connector.version,
      label: input.label ?? null,
      authConfig: input.auth_config ? this.seal({ client_id: input.auth_config.client_id, client_secret: input.auth_config.client_secret }) : null,
      enabledActions: input.enabled_actions ? validEnabledActions(connector, input.enabled_actions) : null,
    });
    return this.toWire(profile);
  }

  async update(projectId: string, id: string, input: ConnectorProfilePatchInput): Promise<ConnectorProfileWire> {
    const current = await this.require(projectId, id);
    const connector = this.connectors.require(current.provider);
    const patch: Parameters<Store['connectorProfiles']['update']>[2] = {
      ...(input.version !== undefined && { version: input.version }),
      ...(input.label !== undefined && { label: input.label }),
      ...(input.enabled_actions !== undefined && {
        enabledActions: input.enabled_actions === null ? null : validEnabledActions(connector, input.enabled_actions),
      }),
    };
    if (input.auth_config === null) patch.authConfig = null;
    if (input.auth_config) {
      assertTakesOAuthClient(connector);
      const previous = current.authConfig ? this.cipher.decryptJson<StoredAuthConfig>(current.authConfig) : undefined;
      const clientId = input.auth_config.client_id ?? previous?.client_id;
      const clientSecret = input.auth_config.client_secret ?? previous?.client_secret;
      if (clientId === undefined || clientSecret === undefined) {
        throw invalidField('auth_config', `profile ${id} has no OAuth client yet: give both client_id and client_secret`);
      }
      patch.authConfig = this.seal({ client_id: clientId, client_secret: clientSecret });
    }
    const updated = await this.store.connectorProfiles.update(projectId, id, patch);
    if (!updated) throw profileNotFound(id);
    return this.toWire(updated);
  }

  /** Accounts linked through the profile keep working: they fall back to their provider's newest profile. */
  async delete(projectId: string, id: string): Promise<ConnectorProfileWire> {
    const profile = await this.require(projectId, id);
    if (!(await this.store.connectorProfiles.delete(projectId, id))) throw profileNotFound(id);
    return this.toWire(profile);
  }

  find(projectId: string, id: string): Promise<ConnectorProfileRecord | undefined> {
    return this.store.connectorProfiles.get(projectId, id);
  }

  /** The profile governing an account: the one it was linked through, else its provider's newest. */
  profileOf(account: AccountRecord): Promise<ConnectorProfileRecord | undefined> {
    // Read on every request, so through the per-process cache (docs/deployment.md "Caches").
    return governingConnectorProfile(cachedConnectorProfileReads(this.store.cachedReads), account);
  }

  /**
   * The profile a new link of `connector` goes through: the newest of the provider (of
   * `version` when given). A connector that links with API keys needs nothing configured, so
   * when the project has no profile for it yet an implicit default is created on demand (and
   * then listed and editable like any other). Undefined when none fits.
   */
  async profileForLinking(projectId: string, connector: ConnectorDefinition, version?: string): Promise<ConnectorProfileRecord | undefined> {
    const existing = await this.store.connectorProfiles.findByProvider(projectId, connector.key, version);
    if (existing) return existing;
    const takesInstalledVersion = version === undefined || version === connector.version;
    if (!takesInstalledVersion || !linksWithApiKeys(connector)) return undefined;
    return this.store.connectorProfiles.create(projectId, {
      provider: connector.key,
      version: connector.version,
      label: `${connector.name} (default)`,
      authConfig: null,
      enabledActions: null,
    });
  }

  /** The OAuth client configured on a profile, decrypted; undefined when none is. */
  oauthClient(profile: ConnectorProfileRecord): OAuthClientCredentials | undefined {
    if (!profile.authConfig) return undefined;
    const config = this.cipher.decryptJson<StoredAuthConfig>(profile.authConfig);
    return { clientId: config.client_id, clientSecret: config.client_secret };
  }

  private async require(projectId: string, id: string): Promise<ConnectorProfileRecord> {
    const profile = await this.store.connectorProfiles.get(projectId, id);
    if (!profile) throw profileNotFound(id);
    return profile;
  }

  private seal(config: StoredAuthConfig) {
    return this.cipher.encryptJson(config);
  }

  private installedKeys(): string {
    return this.connectors
      .list()
      .map((connector) => connector.key)
      .join(', ');
  }

  private toWire(profile: ConnectorProfileRecord): ConnectorProfileWire {
    const client = this.oauthClient(profile);
    return {
      id: profile.id,
      provider: profile.provider,
      version: profile.version,
      label: profile.label,
      auth_config: client ? { client_id: client.clientId } : null,
      enabled_actions: profile.enabledActions,
      created_at: profile.createdAt,
      updated_at: profile.updatedAt,
    };
  }
}

function assertTakesOAuthClient(connector: ConnectorDefinition): void {
  if (!linksWithOAuth2(connector)) {
    throw invalidField('auth_config', `${connector.name} links with API keys, not OAuth 2.0, and takes no OAuth client`);
  }
}

function validEnabledActions(connector: ConnectorDefinition, actionIds: string[]): string[] {
  const known = new Set(connector.actions.map((action) => action.id));
  const unknown = actionIds.filter((actionId) => !known.has(actionId));
  if (unknown.length > 0) {
    throw invalidField(
      'enabled_actions',
      `${connector.key} has no action ${unknown.map((actionId) => `"${actionId}"`).join(', ')} (its actions: ${[...known].join(', ')})`,
    );
  }
  return [...new Set(actionIds)];
}

function invalidField(field: string, problem: string): BadRequestError {
  return new BadRequestError(`invalid request: body field "${field}": ${problem}`);
}

function profileNotFound(id: string): NotFoundError {
  return new NotFoundError(`connector profile ${id} not found`);
}
