export { cacheListenerApplicationName } from './cache-change-listener.js';
export { createStore, DEFAULT_SQLITE_PATH } from './create-store.js';
export * from './data-sync/records.js';
export { type CachedTable, DEFAULT_READ_CACHE_TTL_MS, StoreReadCache } from './read-cache.js';
export * from './records.js';
export { encryptedColumns } from './repositories/encrypted-value-repository.js';
export { StoreToken, storeModule } from './store-module.js';
export * from './webhooks/records.js';
export * from './write-behind-queue.js';
