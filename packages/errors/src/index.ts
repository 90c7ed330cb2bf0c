export * from './api-error.js';
export * from './default-messages.js';
export * from './error-envelope.js';
