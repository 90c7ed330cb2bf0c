// inversify's decorators store metadata as this package loads: the polyfill comes first.
import 'reflect-metadata';
import type { Feature } from '@openunified/feature-kit';
import { ContainerModule } from 'inversify';
import { permissionsRoutes } from './permissions-routes.js';
import { PermissionsService, PermissionsServiceToken } from './permissions-service.js';

export { checkPermissionsBodySchema, iamResourceTypesResponseSchema, resourceTypesResponseSchema } from './permissions-schemas.js';
export { type PermissionCheckCall, PermissionsService, PermissionsServiceToken } from './permissions-service.js';

/** docs/concepts/permissions.md: `POST /unified/check_permissions`, `GET /unified/list_resource_types`, `GET /unified/iam/resource_types`. */
export const permissionsFeature: Feature = {
  name: 'permissions',
  module: new ContainerModule(({ bind }) => {
    bind(PermissionsServiceToken).to(PermissionsService).inSingletonScope();
  }),
  routes: permissionsRoutes,
};
