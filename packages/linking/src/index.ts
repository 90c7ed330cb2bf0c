// inversify's decorators store metadata as this package loads: the polyfill comes first.
import 'reflect-metadata';
import type { Feature, FeatureRoutesOptions } from '@openunified/feature-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandingRoutes } from './branding/branding-routes.js';
import { connectPageRoutes } from './connect-page/connect-page-routes.js';
import { connectSessionsRoutes } from './connect-sessions/connect-sessions-routes.js';
import { connectorProfilesRoutes } from './connector-profiles/connector-profiles-routes.js';
import { connectorsRoutes } from './connectors/connectors-routes.js';
import { linkingModule } from './linking-module.js';
import type { LinkingSettings } from './linking-settings.js';

export {
  type BrandingPatch,
  type BrandingWire,
  brandingPatchSchema,
  brandingSchema,
  fromBrandingPatch,
  toBrandingWire,
} from './branding/branding-schemas.js';
export { AccountLinker, AccountLinkerToken, type LinkedAccount } from './connect-page/account-linker.js';
export { ConnectFlow, ConnectFlowToken, OAUTH_CALLBACK_PATH } from './connect-page/connect-flow.js';
export { ConnectSessionsService, ConnectSessionsServiceToken } from './connect-sessions/connect-sessions-service.js';
export {
  ConnectorProfilesService,
  ConnectorProfilesServiceToken,
  linksWithApiKeys,
  linksWithOAuth2,
} from './connector-profiles/connector-profiles-service.js';
export { ConnectorsService, ConnectorsServiceToken } from './connectors/connectors-service.js';
export { linkingModule } from './linking-module.js';
export { type LinkingSettings, LinkingSettingsToken } from './linking-settings.js';
export { RefreshingCredentialSource } from './token-refresh/refreshing-credential-source.js';

/** Each an encapsulated plugin: the connect page's form parser and HTML error pages stay its own. */
const linkingRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, options) => {
  await app.register(connectorProfilesRoutes, options);
  await app.register(connectorsRoutes, options);
  await app.register(connectSessionsRoutes, options);
  await app.register(brandingRoutes, options);
  await app.register(connectPageRoutes, options);
};

/**
 * Linking accounts: the installed connectors as a project sees them (`/connectors`), connector
 * profiles, connect sessions, the hosted connect page with its API-key and OAuth 2.0 flows, and
 * the token refresh of OAuth 2.0 accounts.
 */
export function linkingFeature(settings: LinkingSettings = {}): Feature {
  // Linking an account announces it through the accounts feature's events.
  return { name: 'linking', requires: ['accounts'], module: linkingModule(settings), routes: linkingRoutes };
}
export { type ConnectPageLimits, defaultConnectPageLimits } from './connect-page/connect-page-limits.js';
