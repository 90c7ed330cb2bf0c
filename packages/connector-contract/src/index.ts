// What the platform and a connector agree on (docs/connector-authoring.md#the-connector-contract).
// It changes rarely and only additively within a major: connectors take it as a peer dependency
// with a range that survives minors, and `specificationVersion` says which contract a built
// connector was written against.

// The declaration types a connector needs from the unified catalogue, so a connector's types
// resolve through the contract alone.
export type { Category, SyncParams, UnifiedOperation, UnifiedResource } from '@openunified/schemas';
export * from './action.js';
export * from './authentication.js';
export * from './connector.js';
export * from './emulator.js';
export * from './manifest.js';
export * from './permission-support.js';
export * from './provider-http-client.js';
