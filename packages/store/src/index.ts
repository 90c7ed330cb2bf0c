export { createStore, DEFAULT_SQLITE_PATH } from './create-store.js';
export * from './records.js';
export * from './webhooks/records.js';
export * from './data-sync/records.js';
export { StoreToken, storeModule } from './store-module.js';
export * from './write-behind-queue.js';
export { encryptedColumns } from './repositories/encrypted-value-repository.js';
