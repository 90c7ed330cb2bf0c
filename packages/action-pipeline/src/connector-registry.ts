import {
  CONNECTOR_SPECIFICATION_VERSION,
  type AnyActionDefinition,
  type ConnectorDefinition,
  type UnifiedOperation,
} from '@openunified/connector-sdk';
import { NotFoundError, UnprocessableEntityError } from '@openunified/errors';

/** The connectors installed in this server, by key, with their actions indexed by id. */
export class ConnectorRegistry {
  private readonly byKey = new Map<string, ConnectorDefinition>();
  private readonly actionsById = new Map<string, { connector: ConnectorDefinition; action: AnyActionDefinition }>();

  constructor(connectors: readonly ConnectorDefinition[]) {
    for (const connector of connectors) {
      // A connector built against another contract version would fail at run time in odd ways;
      // refusing it at start-up names the problem.
      if (connector.specificationVersion !== CONNECTOR_SPECIFICATION_VERSION) {
        throw new Error(
          `connector "${connector.key}" implements connector specification ${String(connector.specificationVersion)}, this server ${CONNECTOR_SPECIFICATION_VERSION}`,
        );
      }
      if (this.byKey.has(connector.key)) throw new Error(`connector "${connector.key}" is registered twice`);
      this.byKey.set(connector.key, connector);
      for (const action of connector.actions) {
        if (this.actionsById.has(action.id)) throw new Error(`action "${action.id}" is declared by two connectors`);
        this.actionsById.set(action.id, { connector, action });
      }
    }
  }

  list(): ConnectorDefinition[] {
    return [...this.byKey.values()];
  }

  get(key: string): ConnectorDefinition | undefined {
    return this.byKey.get(key);
  }

  require(key: string): ConnectorDefinition {
    const connector = this.byKey.get(key);
    if (!connector) throw new NotFoundError(`no connector "${key}" is installed`);
    return connector;
  }

  /** The action `actionId` of `connector`; 404 when the connector has no such action. */
  requireAction(connector: ConnectorDefinition, actionId: string): AnyActionDefinition {
    const found = this.actionsById.get(actionId);
    if (!found || found.connector.key !== connector.key) {
      throw new NotFoundError(`connector "${connector.key}" has no action "${actionId}"`);
    }
    return found.action;
  }

  /** The action implementing a unified operation; 422 when the provider does not support it (docs/concepts/errors.md). */
  requireUnifiedAction(connector: ConnectorDefinition, operation: UnifiedOperation): AnyActionDefinition {
    const action = connector.actions.find((candidate) => candidate.unified === operation);
    if (!action) throw new UnprocessableEntityError(`provider "${connector.key}" does not support ${operation}`);
    return action;
  }
}
