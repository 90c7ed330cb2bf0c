// Feature packages define their tokens with it; it lives beside the store, beneath every package that binds services.
export { serviceRef } from '@openunified/store';
export * from './client-abort-signal.js';
export * from './deep-object-query.js';
export * from './error-responses.js';
export * from './feature.js';
export * from './periodic-pass.js';
export * from './platform-tokens.js';
export * from './query-parameters.js';
export * from './route-access.js';
