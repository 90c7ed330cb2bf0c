export * from './client-abort-signal.js';
export * from './deep-object-query.js';
export * from './error-responses.js';
export * from './feature.js';
export * from './platform-tokens.js';
export * from './query-parameters.js';
export * from './route-access.js';
