import { ServiceUnavailableError } from '@openunified/errors';

/** Seconds a client waits before retrying: long enough for a pool to reconnect or a disk to be freed. */
const RETRY_AFTER_SECONDS = 5;

// SQLSTATE classes and codes of a lost or refused database connection (PostgreSQL appendix A):
// 08 connection exception, 57P01-57P03 the server shut the session down, 53300 too many connections.
const CONNECTION_LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// 53100 disk_full, 53200 out_of_memory: the server cannot take writes just now.
const STORAGE_FULL_SQLSTATES = new Set(['53100']);
const NETWORK_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres reports a connection that died under it by message only, without a code.
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * A 503 with `Retry-After` when `error` (or an error it wraps) says the database went away or its
 * disk is full: the request was not carried out, the caller may retry, and nothing about the
 * fault is a 500 of the server's own making. Undefined for any other error.
 */
export function toStorageUnavailableError(error: unknown): ServiceUnavailableError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code === 'SQLITE_FULL' || code === 'ENOSPC' || STORAGE_FULL_SQLSTATES.has(code)) {
        return new ServiceUnavailableError(RETRY_AFTER_SECONDS, {
          message: 'storage is full: the server cannot save changes until disk space is freed; reads still work',
        });
      }
      if (code.startsWith('08') || CONNECTION_LOST_SQLSTATES.has(code) || NETWORK_ERROR_CODES.has(code)) return databaseUnavailable();
    }
    if (CONNECTION_LOST_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) return databaseUnavailable();
    if (current instanceof AggregateError && current.errors.some((inner) => toStorageUnavailableError(inner))) return databaseUnavailable();
  }
  return undefined;
}

function databaseUnavailable(): ServiceUnavailableError {
  return new ServiceUnavailableError(RETRY_AFTER_SECONDS, {
    message: 'the database is unavailable: the request was not carried out, retry after the time Retry-After gives',
  });
}
