import { type ActionPolicy, ActionPipelineTokens } from '@openunified/action-pipeline';
import { ContainerModule } from 'inversify';
import type { Feature } from '../feature.js';
import { ConnectorProfileActionPolicy } from './connector-profile-action-policy.js';
import { connectorProfilesRoutes } from './connector-profiles-routes.js';
import { ConnectorProfilesService, ConnectorProfilesServiceToken } from './connector-profiles-service.js';

export { ConnectorProfilesService, ConnectorProfilesServiceToken, linksWithApiKeys, linksWithOAuth2 } from './connector-profiles-service.js';

export const connectorProfilesFeature: Feature = {
  name: 'connector-profiles',
  module: new ContainerModule(({ bind, rebindSync }) => {
    bind(ConnectorProfilesServiceToken).to(ConnectorProfilesService).inSingletonScope();
    // Replaces the pipeline's allow-all default, so every door refuses disabled actions.
    rebindSync<ActionPolicy>(ActionPipelineTokens.ActionPolicy)
      .toDynamicValue((context) => new ConnectorProfileActionPolicy(context.get<ConnectorProfilesService>(ConnectorProfilesServiceToken)))
      .inSingletonScope();
  }),
  routes: connectorProfilesRoutes,
};
