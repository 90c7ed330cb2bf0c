import { ContainerModule } from 'inversify';
import type { Store } from './records.js';

export const StoreToken: unique symbol = Symbol.for('openunified.store.Store');

/** Binds an already opened Store (see `createStore`) for injection with `@inject(StoreToken)`. */
export function storeModule(store: Store): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<Store>(StoreToken).toConstantValue(store);
  });
}
