import { ContainerModule } from 'inversify';
import type { Feature } from '../feature.js';
import { connectorsRoutes } from './connectors-routes.js';
import { ConnectorsService, ConnectorsServiceToken } from './connectors-service.js';

export const connectorsFeature: Feature = {
  name: 'connectors',
  module: new ContainerModule(({ bind }) => {
    bind(ConnectorsServiceToken).to(ConnectorsService).inSingletonScope();
  }),
  routes: connectorsRoutes,
};
