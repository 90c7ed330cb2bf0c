import { AuthTokens } from '@openunified/auth';
import { CONNECTOR_MANIFEST_VERSION, type ConnectorDefinition, type ConnectorManifest } from '@openunified/connector-sdk';
import { coreUnifiedResources, UnifiedCatalogue } from '@openunified/schemas';
import { type AccountRecord, type ProviderLogRecord, type Store, StoreToken, serviceRef, WriteBehindQueue } from '@openunified/store';
import { ContainerModule } from 'inversify';
import { ActionExecutor, type ActionExecutorSettings, type ProviderLogQueue } from './action-executor.js';
import { type ActionPolicy, allowAllActions } from './action-policy.js';
import { ConnectorRegistry } from './connector-registry.js';
import { type CredentialSource, StoredCredentialSource } from './credential-source.js';
import { assertKnownSpecificationVersion } from './specification-version.js';

export const ActionPipelineTokens = {
  /** Multi-bound: one binding per installed connector (see `connectorModule`). */
  Connector: serviceRef<ConnectorDefinition>('openunified.pipeline.Connector'),
  /** Multi-bound: the manifest of each installed connector, next to its `Connector` binding. */
  ConnectorManifest: serviceRef<ConnectorManifest>('openunified.pipeline.ConnectorManifest'),
  /** The core unified resources plus those the installed manifests contribute. */
  UnifiedCatalogue: serviceRef<UnifiedCatalogue>('openunified.pipeline.UnifiedCatalogue'),
  ConnectorRegistry: serviceRef<ConnectorRegistry>('openunified.pipeline.ConnectorRegistry'),
  ActionExecutor: serviceRef<ActionExecutor>('openunified.pipeline.ActionExecutor'),
  /** Rebind to replace how credentials are obtained (e.g. OAuth2 refresh). */
  CredentialSource: serviceRef<CredentialSource>('openunified.pipeline.CredentialSource'),
  /** Rebind to switch actions off (e.g. per connector profile). */
  ActionPolicy: serviceRef<ActionPolicy>('openunified.pipeline.ActionPolicy'),
  /** Provider logs on their way to the store; flush it before reading logs. */
  ProviderLogQueue: serviceRef<ProviderLogQueue>('openunified.pipeline.ProviderLogQueue'),
} as const;

/** Installs one connector: the platform's container loads one of these per connector manifest. */
export function connectorModule(manifest: ConnectorManifest): ContainerModule {
  // A manifest of another shape would fail at run time in odd ways; refusing it names the problem.
  if (manifest.manifestVersion !== CONNECTOR_MANIFEST_VERSION) {
    throw new Error(
      `connector "${manifest.connector?.key}" has a manifest of version ${String(manifest.manifestVersion)}; this platform reads ${CONNECTOR_MANIFEST_VERSION}`,
    );
  }
  assertKnownSpecificationVersion(manifest.connector);
  return new ContainerModule(({ bind }) => {
    bind(ActionPipelineTokens.Connector).toConstantValue(manifest.connector);
    bind(ActionPipelineTokens.ConnectorManifest).toConstantValue(manifest);
  });
}

/** The catalogue of installed manifests; refuses an action whose unified operation no resource offers. */
export function catalogueOf(manifests: readonly ConnectorManifest[]): UnifiedCatalogue {
  const catalogue = new UnifiedCatalogue([...coreUnifiedResources, ...manifests.flatMap((manifest) => manifest.resources)]);
  for (const { connector } of manifests) {
    for (const action of connector.actions) {
      if (action.unified !== undefined && !catalogue.resolveOperation(action.unified)) {
        throw new Error(`action "${action.id}" of connector "${connector.key}" implements ${action.unified}, which no unified resource offers`);
      }
    }
  }
  return catalogue;
}

export interface ActionPipelineModuleSettings extends Partial<ActionExecutorSettings> {
  /** Told when a batch of provider logs could not be written (the request has long succeeded). */
  onLogWriteError?: (error: unknown, logCount: number) => void;
}

export function actionPipelineModule(settings: ActionPipelineModuleSettings = {}): ContainerModule {
  const resolved: ActionExecutorSettings = {
    originOverrides: settings.originOverrides ?? {},
    budgetMs: settings.budgetMs ?? 60_000,
    ...(settings.providerLogBodies && { providerLogBodies: settings.providerLogBodies }),
  };
  return new ContainerModule(({ bind }) => {
    bind(ActionPipelineTokens.ConnectorRegistry)
      .toDynamicValue((context) => new ConnectorRegistry(context.getAll(ActionPipelineTokens.Connector, { optional: true })))
      .inSingletonScope();
    bind(ActionPipelineTokens.UnifiedCatalogue)
      .toDynamicValue((context) => catalogueOf(context.getAll(ActionPipelineTokens.ConnectorManifest, { optional: true })))
      .inSingletonScope();
    bind(ActionPipelineTokens.CredentialSource)
      .toDynamicValue((context) => new StoredCredentialSource(context.get(AuthTokens.CredentialCipher)))
      .inSingletonScope();
    bind(ActionPipelineTokens.ActionPolicy).toConstantValue(allowAllActions);
    bind(ActionPipelineTokens.ProviderLogQueue)
      .toDynamicValue((context) => {
        const store = context.get(StoreToken);
        return new WriteBehindQueue<Omit<ProviderLogRecord, 'id'>>((logs) => store.providerLogs.appendMany(logs), {
          onError: (error, logs) => settings.onLogWriteError?.(error, logs.length),
        });
      })
      .inSingletonScope()
      .onDeactivation((queue) => queue.close());
    bind(ActionPipelineTokens.ActionExecutor)
      .toDynamicValue(
        (context) =>
          new ActionExecutor(
            context.get(ActionPipelineTokens.ProviderLogQueue),
            context.get(ActionPipelineTokens.ConnectorRegistry),
            context.get(ActionPipelineTokens.CredentialSource),
            context.get(ActionPipelineTokens.ActionPolicy),
            resolved,
            (account, reason) => markCredentialsUnreadable(context.get(StoreToken), account, reason),
          ),
      )
      .inSingletonScope();
  });
}

async function markCredentialsUnreadable(store: Store, account: AccountRecord, description: string): Promise<void> {
  const reason = { code: 'credentials_unreadable', description, timestamp: new Date().toISOString() };
  await store.accounts.update(account.projectId, account.id, { status: 'error', statusReasons: [reason] });
}
