import { AuthTokens, type CredentialCipher } from '@openunified/auth';
import type { ConnectorDefinition } from '@openunified/connector-sdk';
import { StoreToken, WriteBehindQueue, type ProviderLogRecord, type Store } from '@openunified/store';
import { ContainerModule } from 'inversify';
import { ActionExecutor, type ActionExecutorSettings, type ProviderLogQueue } from './action-executor.js';
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
  /** Provider logs on their way to the store; flush it before reading logs. */
  ProviderLogQueue: Symbol.for('openunified.pipeline.ProviderLogQueue'),
} as const;

/** Installs one connector: the server's container loads one of these per connector package. */
export function connectorModule(connector: ConnectorDefinition): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ActionPipelineTokens.Connector).toConstantValue(connector);
  });
}

export interface ActionPipelineModuleSettings extends Partial<ActionExecutorSettings> {
  /** Told when a batch of provider logs could not be written (the request has long succeeded). */
  onLogWriteError?: (error: unknown, logCount: number) => void;
}

export function actionPipelineModule(settings: ActionPipelineModuleSettings = {}): ContainerModule {
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
    bind<ProviderLogQueue>(ActionPipelineTokens.ProviderLogQueue)
      .toDynamicValue((context) => {
        const store = context.get<Store>(StoreToken);
        return new WriteBehindQueue<Omit<ProviderLogRecord, 'id'>>((logs) => store.providerLogs.createMany(logs), {
          onError: (error, logs) => settings.onLogWriteError?.(error, logs.length),
        });
      })
      .inSingletonScope()
      .onDeactivation((queue) => queue.close());
    bind(ActionPipelineTokens.ActionExecutor)
      .toDynamicValue(
        (context) =>
          new ActionExecutor(
            context.get<ProviderLogQueue>(ActionPipelineTokens.ProviderLogQueue),
            context.get<ConnectorRegistry>(ActionPipelineTokens.ConnectorRegistry),
            context.get<CredentialSource>(ActionPipelineTokens.CredentialSource),
            context.get<ActionPolicy>(ActionPipelineTokens.ActionPolicy),
            resolved,
          ),
      )
      .inSingletonScope();
  });
}
