import { describe, expect, it } from 'vitest';
import { toStorageUnavailableError } from './storage-unavailable.js';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('toStorageUnavailableError', () => {
  it.each([
    ['PostgreSQL ended the session', withCode('terminating connection due to administrator command', '57P01')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['node-postgres lost the socket', new Error('Connection terminated unexpectedly')],
    ['the database refused the connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a wrapped loss', new Error('query failed', { cause: new Error('Connection terminated unexpectedly') })],
  ])('answers 503 "database is unavailable" with Retry-After when %s', (_, error) => {
    const mapped = toStorageUnavailableError(error);
    expect(mapped?.statusCode).toBe(503);
    expect(mapped?.message).toContain('database is unavailable');
    expect(mapped?.headers['Retry-After']).toMatch(/^[1-9]\d*$/);
  });

  it.each([
    ['SQLite', withCode('database or disk is full', 'SQLITE_FULL')],
    ['PostgreSQL', withCode('could not extend file', '53100')],
    ['the file system', withCode('no space left on device', 'ENOSPC')],
  ])('answers 503 "storage is full" when %s runs out of disk', (_, error) => {
    const mapped = toStorageUnavailableError(error);
    expect(mapped?.statusCode).toBe(503);
    expect(mapped?.message).toContain('storage is full');
  });

  it('leaves any other error to be a 500', () => {
    expect(toStorageUnavailableError(new TypeError('x is undefined'))).toBeUndefined();
    expect(toStorageUnavailableError(withCode('duplicate key', '23505'))).toBeUndefined();
    expect(toStorageUnavailableError('not an error')).toBeUndefined();
  });
});
