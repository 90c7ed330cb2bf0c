import type { ConnectorDefinition } from '@openunified/connector-sdk';

/** Unified resource -> operation (list, get, create, update) -> the action serving it. */
export type UnifiedModels = Record<string, Record<string, { action_id: string }>>;

/**
 * The unified resources of the connector's primary category that its actions serve, as
 * `GET /accounts/{id}/meta` and `GET /connectors/meta` describe them.
 */
export function unifiedModelsOf(connector: ConnectorDefinition): UnifiedModels {
  const category = connector.categories[0];
  const models: UnifiedModels = {};
  for (const action of connector.actions) {
    const [actionCategory, resource, operation] = action.unified?.split('.') ?? [];
    if (actionCategory !== category || !resource || !operation) continue;
    models[resource] = { ...models[resource], [operation]: { action_id: action.id } };
  }
  return models;
}
