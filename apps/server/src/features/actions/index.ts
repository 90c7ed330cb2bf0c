import { ContainerModule } from 'inversify';
import type { Feature } from '../feature.js';
import { ActionCatalogue, ActionCatalogueToken } from './action-catalogue.js';
import { ActionRpc, ActionRpcToken } from './action-rpc.js';
import { actionsRoutes } from './actions-routes.js';

/** `GET /actions`, the catalogue of connectors and actions, and `POST /actions/rpc`, which runs one. */
export const actionsFeature: Feature = {
  name: 'actions',
  module: new ContainerModule(({ bind }) => {
    bind(ActionCatalogueToken).to(ActionCatalogue).inSingletonScope();
    bind(ActionRpcToken).to(ActionRpc).inSingletonScope();
  }),
  routes: actionsRoutes,
};
