export * from './authorization-url.js';
export * from './oauth-token-error.js';
export * from './pkce.js';
export * from './token-client.js';
export * from './token-credentials.js';
