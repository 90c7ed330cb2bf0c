import { ContainerModule } from 'inversify';
import type { Feature } from '../feature.js';
import { connectSessionsRoutes } from './connect-sessions-routes.js';
import { ConnectSessionsService, ConnectSessionsServiceToken } from './connect-sessions-service.js';

export {
  ConnectSessionsService,
  ConnectSessionsServiceToken,
  EXPIRED_TOKEN_MESSAGE,
  isExpired,
  UNKNOWN_TOKEN_MESSAGE,
} from './connect-sessions-service.js';
export { publicBaseUrl } from './public-base-url.js';

export const connectSessionsFeature: Feature = {
  name: 'connect-sessions',
  module: new ContainerModule(({ bind }) => {
    bind(ConnectSessionsServiceToken).to(ConnectSessionsService).inSingletonScope();
  }),
  routes: connectSessionsRoutes,
};
