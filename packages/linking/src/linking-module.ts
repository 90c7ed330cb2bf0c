import { AccountEventsToken } from '@openunified/accounts';
import { ActionPipelineTokens } from '@openunified/action-pipeline';
import { AuthTokens } from '@openunified/auth';
import { PlatformTokens } from '@openunified/feature-kit';
import { StoreToken } from '@openunified/store';
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
    bind(LinkingSettingsToken).toConstantValue(settings);
    bind(ConnectorProfilesServiceToken).to(ConnectorProfilesService).inSingletonScope();
    bind(ConnectorsServiceToken).to(ConnectorsService).inSingletonScope();
    bind(ConnectSessionsServiceToken).to(ConnectSessionsService).inSingletonScope();
    bind(AccountLinkerToken).to(AccountLinker).inSingletonScope();
    bind(ConnectFlowToken).to(ConnectFlow).inSingletonScope();
    rebindSync(ActionPipelineTokens.ActionPolicy)
      .toDynamicValue((context) => new ConnectorProfileActionPolicy(context.get(ConnectorProfilesServiceToken)))
      .inSingletonScope();
    rebindSync(ActionPipelineTokens.CredentialSource)
      .toDynamicValue(
        (context) =>
          new RefreshingCredentialSource({
            store: context.get(StoreToken),
            cipher: context.get(AuthTokens.CredentialCipher),
            profiles: context.get(ConnectorProfilesServiceToken),
            accountEvents: context.get(AccountEventsToken),
            logger: context.get(PlatformTokens.Logger),
            originOverrides: context.get(PlatformTokens.OriginOverrides),
          }),
      )
      .inSingletonScope();
  });
}
