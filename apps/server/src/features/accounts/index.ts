import { ContainerModule } from 'inversify';
import type { Feature } from '../feature.js';
import { accountsRoutes } from './accounts-routes.js';
import { AccountsService, AccountsServiceToken } from './accounts-service.js';

export { AccountsService, AccountsServiceToken, type NewAccountInput } from './accounts-service.js';
export type { AccountWire } from './account-schemas.js';

export const accountsFeature: Feature = {
  name: 'accounts',
  module: new ContainerModule(({ bind }) => {
    bind(AccountsServiceToken).to(AccountsService).inSingletonScope();
  }),
  routes: accountsRoutes,
};
