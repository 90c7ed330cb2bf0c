export * from './action.js';
export * from './action-inputs.js';
export * from './authentication.js';
export * from './connector.js';
export * from './http/create-provider-http-client.js';
export * from './http/provider-http-client.js';
export * from './metadata.js';
export { applyOriginOverride, resolveBaseUrl } from './http/provider-url.js';
export { collectSecrets, REDACTED, redactHeaders, redactSecrets, sensitiveHeaderNames } from './http/secret-redaction.js';
