export * from './catalogue/index.js';
export * from './categories.js';
export * from './enum-value.js';
export * from './permissions.js';
export * from './sync-params.js';
export * from './unified/index.js';
