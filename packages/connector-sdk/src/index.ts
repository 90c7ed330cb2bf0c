export * from './action.js';
export * from './action-inputs.js';
export * from './authentication.js';
export * from './connector.js';
export * from './http/provider-http-client.js';
