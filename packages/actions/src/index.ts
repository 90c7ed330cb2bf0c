// inversify's decorators store metadata as this package loads: the polyfill comes first.
import 'reflect-metadata';
import type { Feature } from '@openunified/feature-kit';
import { ContainerModule } from 'inversify';
import { ActionCatalogue, ActionCatalogueToken } from './action-catalogue.js';
import { ActionRpc, ActionRpcToken } from './action-rpc.js';
import { actionsRoutes } from './actions-routes.js';

export { ActionCatalogue, ActionCatalogueToken } from './action-catalogue.js';
export { ActionRpc, ActionRpcToken, type RpcCall } from './action-rpc.js';
export type { ListActionsQuery, ListActionsResponse, RpcRequest, RpcResponse } from './action-schemas.js';

/** `GET /actions`, the catalogue of connectors and actions, and `POST /actions/rpc`, which runs one. */
export const actionsFeature: Feature = {
  name: 'actions',
  module: new ContainerModule(({ bind }) => {
    bind(ActionCatalogueToken).to(ActionCatalogue).inSingletonScope();
    bind(ActionRpcToken).to(ActionRpc).inSingletonScope();
  }),
  routes: actionsRoutes,
};
