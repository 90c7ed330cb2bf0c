export { createStore, DEFAULT_SQLITE_PATH } from './create-store.js';
export * from './records.js';
export { StoreToken, storeModule } from './store-module.js';
export * from './write-behind-queue.js';
