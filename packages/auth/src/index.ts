export * from './account-resolver.js';
export * from './api-key-authenticator.js';
export * from './api-keys.js';
export * from './auth-module.js';
export * from './basic-authorization.js';
export * from './credential-cipher.js';
export * from './scopes.js';
export * from './secret-file.js';
