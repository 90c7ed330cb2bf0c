// inversify's decorators store metadata as this package loads: the polyfill comes first.
import 'reflect-metadata';
import type { Feature } from '@openunified/feature-kit';
import { ContainerModule } from 'inversify';
import { AccountEvents, AccountEventsToken } from './account-events.js';
import { accountsRoutes } from './accounts-routes.js';
import { AccountsService, AccountsServiceToken } from './accounts-service.js';

export { type AccountChangeListener, AccountEvents, AccountEventsToken, type AccountEventType } from './account-events.js';
export { type AccountWire, accountSchema } from './account-schemas.js';
export { toAccountWire } from './account-wire.js';
export { AccountsService, AccountsServiceToken, type NewAccountInput } from './accounts-service.js';

/** `/accounts`: linked accounts of the caller's project, and the account events every change appends to the outbox. */
export const accountsFeature: Feature = {
  name: 'accounts',
  module: new ContainerModule(({ bind }) => {
    bind(AccountsServiceToken).to(AccountsService).inSingletonScope();
    bind(AccountEventsToken).to(AccountEvents).inSingletonScope();
  }),
  routes: accountsRoutes,
};
