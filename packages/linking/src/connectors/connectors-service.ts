import { ActionPipelineTokens, type ConnectorRegistry, unifiedModelsOf } from '@openunified/action-pipeline';
import type { ConnectorDefinition } from '@openunified/connector-sdk';
import { NotFoundError } from '@openunified/errors';
import { serviceRef } from '@openunified/feature-kit';
import type { Category } from '@openunified/schemas';
import { type Store, StoreToken } from '@openunified/store';
import { inject, injectable } from 'inversify';
import { linksWithApiKeys } from '../connector-profiles/connector-profiles-service.js';
import type { ConnectorMetaWire } from './connector-schemas.js';

export const ConnectorsServiceToken = serviceRef<ConnectorsService>('openunified.linking.ConnectorsService');

/** The installed connectors as one project sees them (`active` depends on its connector profiles). */
@injectable()
export class ConnectorsService {
  constructor(
    @inject(StoreToken) private readonly store: Store,
    @inject(ActionPipelineTokens.ConnectorRegistry) private readonly connectors: ConnectorRegistry,
  ) {}

  async list(projectId: string, category?: Category): Promise<ConnectorMetaWire[]> {
    const providersWithOAuthClient = await this.providersWithOAuthClient(projectId);
    return this.connectors
      .list()
      .filter((connector) => category === undefined || connector.categories.includes(category))
      .map((connector) => toConnectorMeta(connector, providersWithOAuthClient));
  }

  async get(projectId: string, provider: string): Promise<ConnectorMetaWire> {
    const connector = this.connectors.get(provider);
    if (!connector) throw new NotFoundError(`provider "${provider}" is not installed`);
    return toConnectorMeta(connector, await this.providersWithOAuthClient(projectId));
  }

  private async providersWithOAuthClient(projectId: string): Promise<Set<string>> {
    const profiles = await this.store.connectorProfiles.list(projectId);
    return new Set(profiles.filter((profile) => profile.authConfig !== null).map((profile) => profile.provider));
  }
}

function toConnectorMeta(connector: ConnectorDefinition, providersWithOAuthClient: ReadonlySet<string>): ConnectorMetaWire {
  return {
    provider: connector.key,
    provider_name: connector.name,
    category: connector.categories[0]!,
    categories: [...connector.categories],
    version: connector.version,
    release_stage: connector.release_stage,
    description: connector.description,
    active: linksWithApiKeys(connector) || providersWithOAuthClient.has(connector.key),
    authentication: connector.authentication.map(({ type, key, label }) => ({ type, key, label })),
    models: unifiedModelsOf(connector),
    resources: { images: { logo_url: connector.icon } },
  };
}
