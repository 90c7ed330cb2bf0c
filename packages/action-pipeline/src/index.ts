export * from './action-executor.js';
export * from './action-pipeline-module.js';
export * from './action-policy.js';
export * from './connector-registry.js';
export * from './credential-source.js';
export * from './format-validation-error.js';
export * from './raw-capture.js';
