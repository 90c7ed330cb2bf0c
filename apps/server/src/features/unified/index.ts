import { ContainerModule } from 'inversify';
import type { Feature } from '../feature.js';
import { unifiedRoutes } from './unified-routes.js';
import { UnifiedService, UnifiedServiceToken } from './unified-service.js';

export { expandDeepObjectQuery, registerDeepObjectQuery } from './deep-object-query.js';
export { listQueryParameter } from './list-query-parameter.js';
export { unifiedRouteTable, type UnifiedRouteDefinition } from './unified-route-table.js';

/** `/unified/...`: the typed facade that dispatches each route to the account's unified action. */
export const unifiedFeature: Feature = {
  name: 'unified',
  module: new ContainerModule(({ bind }) => {
    bind(UnifiedServiceToken).to(UnifiedService).inSingletonScope();
  }),
  routes: unifiedRoutes,
};
