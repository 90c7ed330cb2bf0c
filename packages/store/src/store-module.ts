import { ContainerModule } from 'inversify';
import type { Store } from './records.js';
import { serviceRef } from './service-ref.js';

export const StoreToken = serviceRef<Store>('openunified.store.Store');

/** Binds an already opened Store (see `createStore`) for injection with `@inject(StoreToken)`. */
export function storeModule(store: Store): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(StoreToken).toConstantValue(store);
  });
}
