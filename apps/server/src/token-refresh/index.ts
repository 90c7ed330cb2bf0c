import { ActionPipelineTokens, type CredentialSource } from '@openunified/action-pipeline';
import { AuthTokens, type CredentialCipher } from '@openunified/auth';
import { type Store, StoreToken } from '@openunified/store';
import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { type AccountEvents, AccountEventsToken } from '../events/index.js';
import { type ConnectorProfilesService, ConnectorProfilesServiceToken } from '../features/connector-profiles/index.js';
import { RefreshingCredentialSource } from './refreshing-credential-source.js';

export { REFRESH_MARGIN_MS, RefreshingCredentialSource } from './refreshing-credential-source.js';

export interface TokenRefreshSettings {
  /** The same origin overrides the action pipeline sends provider traffic to. */
  originOverrides: Readonly<Record<string, string>>;
  logger: Logger;
}

/** Replaces the pipeline's plain credential source with the refreshing one; load it after `actionPipelineModule`. */
export function tokenRefreshModule({ originOverrides, logger }: TokenRefreshSettings): ContainerModule {
  return new ContainerModule(({ rebindSync }) => {
    rebindSync<CredentialSource>(ActionPipelineTokens.CredentialSource)
      .toDynamicValue(
        (context) =>
          new RefreshingCredentialSource({
            store: context.get<Store>(StoreToken),
            cipher: context.get<CredentialCipher>(AuthTokens.CredentialCipher),
            profiles: context.get<ConnectorProfilesService>(ConnectorProfilesServiceToken),
            accountEvents: context.get<AccountEvents>(AccountEventsToken),
            logger,
            originOverrides,
          }),
      )
      .inSingletonScope();
  });
}
