import { type AccountEvents, AccountEventsToken } from '@openunified/accounts';
import { type ActionPolicy, ActionPipelineTokens, type CredentialSource } from '@openunified/action-pipeline';
import { AuthTokens, type CredentialCipher } from '@openunified/auth';
import { type OriginOverrides, type PlatformLogger, PlatformTokens } from '@openunified/feature-kit';
import { type Store, StoreToken } from '@openunified/store';
import { ContainerModule } from 'inversify';
import { AccountLinker, AccountLinkerToken } from './connect-page/account-linker.js';
import { ConnectFlow, ConnectFlowToken } from './connect-page/connect-flow.js';
import { ConnectSessionsService, ConnectSessionsServiceToken } from './connect-sessions/connect-sessions-service.js';
import { ConnectorProfileActionPolicy } from './connector-profiles/connector-profile-action-policy.js';
import { ConnectorProfilesService, ConnectorProfilesServiceToken } from './connector-profiles/connector-profiles-service.js';
import { ConnectorsService, ConnectorsServiceToken } from './connectors/connectors-service.js';
import { type LinkingSettings, LinkingSettingsToken } from './linking-settings.js';
import { RefreshingCredentialSource } from './token-refresh/refreshing-credential-source.js';

/**
 * The linking services. Two replace defaults of the action pipeline, so load this after
 * `actionPipelineModule`: the connector profiles' `ActionPolicy` (every door refuses the actions
 * a profile switched off) and the refreshing OAuth 2.0 `CredentialSource`.
 */
export function linkingModule(settings: LinkingSettings): ContainerModule {
  return new ContainerModule(({ bind, rebindSync }) => {
    bind<LinkingSettings>(LinkingSettingsToken).toConstantValue(settings);
    bind(ConnectorProfilesServiceToken).to(ConnectorProfilesService).inSingletonScope();
    bind(ConnectorsServiceToken).to(ConnectorsService).inSingletonScope();
    bind(ConnectSessionsServiceToken).to(ConnectSessionsService).inSingletonScope();
    bind(AccountLinkerToken).to(AccountLinker).inSingletonScope();
    bind(ConnectFlowToken).to(ConnectFlow).inSingletonScope();
    rebindSync<ActionPolicy>(ActionPipelineTokens.ActionPolicy)
      .toDynamicValue((context) => new ConnectorProfileActionPolicy(context.get<ConnectorProfilesService>(ConnectorProfilesServiceToken)))
      .inSingletonScope();
    rebindSync<CredentialSource>(ActionPipelineTokens.CredentialSource)
      .toDynamicValue(
        (context) =>
          new RefreshingCredentialSource({
            store: context.get<Store>(StoreToken),
            cipher: context.get<CredentialCipher>(AuthTokens.CredentialCipher),
            profiles: context.get<ConnectorProfilesService>(ConnectorProfilesServiceToken),
            accountEvents: context.get<AccountEvents>(AccountEventsToken),
            logger: context.get<PlatformLogger>(PlatformTokens.Logger),
            originOverrides: context.get<OriginOverrides>(PlatformTokens.OriginOverrides),
          }),
      )
      .inSingletonScope();
  });
}
