import type { AnyActionDefinition, ConnectorDefinition, UnifiedOperation } from '@openunified/connector-sdk';
import { NotFoundError, UnprocessableEntityError } from '@openunified/errors';
import { assertKnownSpecificationVersion } from './specification-version.js';

/** The connectors installed in this server, by key, with their actions indexed by id. */
export class ConnectorRegistry {
  private readonly byKey = new Map<string, ConnectorDefinition>();
  private readonly actionsById = new Map<string, { connector: ConnectorDefinition; action: AnyActionDefinition }>();

  constructor(connectors: readonly ConnectorDefinition[]) {
    for (const connector of connectors) {
      assertKnownSpecificationVersion(connector);
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
    if (!action) {
      const reason = connector.unsupported?.[operation];
      throw new UnprocessableEntityError(`provider "${connector.key}" does not support ${operation}${reason ? `: ${reason}` : ''}`);
    }
    return action;
  }
}
