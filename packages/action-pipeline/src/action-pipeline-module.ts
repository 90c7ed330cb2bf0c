import { AuthTokens, type CredentialCipher } from '@openunified/auth';
import type { ConnectorDefinition } from '@openunified/connector-sdk';
import { StoreToken, type Store } from '@openunified/store';
import { ContainerModule } from 'inversify';
import { ActionExecutor, type ActionExecutorSettings } from './action-executor.js';
import { allowAllActions, type ActionPolicy } from './action-policy.js';
import { ConnectorRegistry } from './connector-registry.js';
import { StoredCredentialSource, type CredentialSource } from './credential-source.js';

export const ActionPipelineTokens = {
  /** Multi-bound: one binding per installed connector (see `connectorModule`). */
  Connector: Symbol.for('openunified.pipeline.Connector'),
  ConnectorRegistry: Symbol.for('openunified.pipeline.ConnectorRegistry'),
  ActionExecutor: Symbol.for('openunified.pipeline.ActionExecutor'),
  /** Rebind to replace how credentials are obtained (e.g. OAuth2 refresh). */
  CredentialSource: Symbol.for('openunified.pipeline.CredentialSource'),
  /** Rebind to switch actions off (e.g. per connector profile). */
  ActionPolicy: Symbol.for('openunified.pipeline.ActionPolicy'),
} as const;

/** Installs one connector: the server's container loads one of these per connector package. */
export function connectorModule(connector: ConnectorDefinition): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ActionPipelineTokens.Connector).toConstantValue(connector);
  });
}

export function actionPipelineModule(settings: Partial<ActionExecutorSettings> = {}): ContainerModule {
  const resolved: ActionExecutorSettings = { originOverrides: settings.originOverrides ?? {}, budgetMs: settings.budgetMs ?? 60_000 };
  return new ContainerModule(({ bind }) => {
    bind(ActionPipelineTokens.ConnectorRegistry)
      .toDynamicValue(
        (context) => new ConnectorRegistry(context.getAll<ConnectorDefinition>(ActionPipelineTokens.Connector, { optional: true })),
      )
      .inSingletonScope();
    bind(ActionPipelineTokens.CredentialSource)
      .toDynamicValue((context) => new StoredCredentialSource(context.get<CredentialCipher>(AuthTokens.CredentialCipher)))
      .inSingletonScope();
    bind(ActionPipelineTokens.ActionPolicy).toConstantValue(allowAllActions);
    bind(ActionPipelineTokens.ActionExecutor)
      .toDynamicValue(
        (context) =>
          new ActionExecutor(
            context.get<Store>(StoreToken),
            context.get<ConnectorRegistry>(ActionPipelineTokens.ConnectorRegistry),
            context.get<CredentialSource>(ActionPipelineTokens.CredentialSource),
            context.get<ActionPolicy>(ActionPipelineTokens.ActionPolicy),
            resolved,
          ),
      )
      .inSingletonScope();
  });
}
