// The connector contract (manifest, defineConnector / defineAction, specificationVersion) lives in
// @openunified/connector-contract, which changes rarely; it is re-exported here so a connector
// imports everything from the SDK.
export * from '@openunified/connector-contract';
// A connector's source imports from this package alone (docs/connector-authoring.md): the errors it
// throws, the unified models and catalogue it maps to, and the normalization and paging helpers
// its actions use come from here.
export * from '@openunified/errors';
export * from '@openunified/normalization';
export * from '@openunified/pagination';
export * from '@openunified/schemas';
export { z } from 'zod';
export * from './action-inputs.js';
export * from './concurrency.js';
export * from './downloaded-file.js';
export * from './http/create-provider-http-client.js';
export { hasRecordedResponseBody } from './http/provider-call-record.js';
export * from './http/provider-http-client.js';
export { applyOriginOverride, resolveBaseUrl } from './http/provider-url.js';
export { collectSecrets, publicCredentialKeys, REDACTED, redactHeaders, redactSecrets, sensitiveHeaderNames } from './http/secret-redaction.js';
export * from './metadata.js';
export * from './multipart-body.js';
export * from './permissions.js';
export * from './svg-icon.js';
export * from './well-formed-text.js';
