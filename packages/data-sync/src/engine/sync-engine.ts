// The engine contract lives in @openunified/sync-engine-contract, which changes rarely, so an
// engine package (pg-boss) takes it as a peer dependency that survives this package's minors.
export * from '@openunified/sync-engine-contract';
