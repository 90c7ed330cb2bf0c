export * from './action.js';
export * from './action-inputs.js';
export * from './authentication.js';
export * from './concurrency.js';
export * from './connector.js';
export * from './http/create-provider-http-client.js';
export * from './http/provider-http-client.js';
export * from './manifest.js';
export * from './metadata.js';
export * from './permissions.js';
export * from './svg-icon.js';
export { hasRecordedResponseBody } from './http/provider-call-record.js';
export { applyOriginOverride, resolveBaseUrl } from './http/provider-url.js';
export { collectSecrets, publicCredentialKeys, REDACTED, redactHeaders, redactSecrets, sensitiveHeaderNames } from './http/secret-redaction.js';

// A connector depends on this package alone (docs/connector-authoring.md): the errors it throws,
// the unified models and catalogue it maps to, and the normalization and paging helpers its
// actions use come from here, so one peer dependency pins the whole contract.
export * from '@openunified/errors';
export * from '@openunified/normalization';
export * from '@openunified/pagination';
export * from '@openunified/schemas';
export { z } from 'zod';
