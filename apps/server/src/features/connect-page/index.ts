import { ContainerModule } from 'inversify';
import type { Feature } from '../feature.js';
import { AccountLinker, AccountLinkerToken } from './account-linker.js';
import { ConnectFlow, ConnectFlowToken } from './connect-flow.js';
import { connectPageRoutes } from './connect-page-routes.js';

export { OAUTH_CALLBACK_PATH } from './connect-flow.js';

export const connectPageFeature: Feature = {
  name: 'connect-page',
  module: new ContainerModule(({ bind }) => {
    bind(AccountLinkerToken).to(AccountLinker).inSingletonScope();
    bind(ConnectFlowToken).to(ConnectFlow).inSingletonScope();
  }),
  routes: connectPageRoutes,
};
