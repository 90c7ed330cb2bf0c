export * from './connector-checks.js';
export * from './describe-connector.js';
export * from './expect-api-error.js';
export * from './run-action.js';
export * from './unified-models.js';
