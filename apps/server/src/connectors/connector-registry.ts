import { CONNECTOR_SPECIFICATION_VERSION, type ConnectorDefinition } from '@openunified/connector-sdk';
import { NotFoundError } from '@openunified/errors';
import { ContainerModule, injectable, multiInject, optional } from 'inversify';

/** Each installed connector is bound under this token; the registry collects them all. */
export const ConnectorDefinitionToken = Symbol.for('openunified.server.ConnectorDefinition');
export const ConnectorRegistryToken = Symbol.for('openunified.server.ConnectorRegistry');

/** The installed connectors by key: what the server can link accounts to and run actions on. */
@injectable()
export class ConnectorRegistry {
  private readonly connectorsByKey: ReadonlyMap<string, ConnectorDefinition>;

  constructor(@multiInject(ConnectorDefinitionToken) @optional() connectors: ConnectorDefinition[] = []) {
    const byKey = new Map<string, ConnectorDefinition>();
    for (const connector of connectors) {
      // Refused at start-up: a connector written against another contract would fail mid-request.
      if (connector.specificationVersion !== CONNECTOR_SPECIFICATION_VERSION) {
        throw new Error(
          `connector "${connector.key}" targets connector specification ${connector.specificationVersion}; this server supports ${CONNECTOR_SPECIFICATION_VERSION}`,
        );
      }
      if (byKey.has(connector.key)) throw new Error(`two installed connectors share the key "${connector.key}"`);
      byKey.set(connector.key, connector);
    }
    this.connectorsByKey = byKey;
  }

  list(): ConnectorDefinition[] {
    return [...this.connectorsByKey.values()];
  }

  find(key: string): ConnectorDefinition | undefined {
    return this.connectorsByKey.get(key);
  }

  /** For a provider named by a client: an unknown one is the client's mistake, hence 404. */
  get(key: string): ConnectorDefinition {
    const connector = this.find(key);
    if (!connector) throw new NotFoundError(`provider "${key}" is not installed`);
    return connector;
  }
}

/** Installs one connector: `container.load(connectorModule(googledriveConnector))`. */
export function connectorModule(connector: ConnectorDefinition): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<ConnectorDefinition>(ConnectorDefinitionToken).toConstantValue(connector);
  });
}

/** Binds the registry once; `connectorModule` calls add to it. */
export const connectorRegistryModule = new ContainerModule(({ bind }) => {
  bind(ConnectorRegistryToken).to(ConnectorRegistry).inSingletonScope();
});
