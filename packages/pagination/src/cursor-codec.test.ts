import { createHmac } from 'node:crypto';
import { BadRequestError } from '@openunified/errors';
import { describe, expect, it } from 'vitest';
import { createCursorCodec } from './cursor-codec.js';

const codec = createCursorCodec('test-secret-of-enough-length');
const scope = { accountId: 'acc_1', route: '/unified/documents/drives' };

function decodeError(token: string, expected = scope): BadRequestError {
  try {
    codec.decode(token, expected);
  } catch (error) {
    return error as BadRequestError;
  }
  throw new Error('decode accepted the token');
}

describe('createCursorCodec', () => {
  it('signs with HMAC-SHA256 of the secret, whatever its length', () => {
    for (const secret of ['k', 'test-secret-of-enough-length', 'x'.repeat(64), 'y'.repeat(65), 'z'.repeat(200), Buffer.from([0, 255, 7])]) {
      const token = createCursorCodec(secret).encode({ ...scope, providerCursor: 'abc', pageSize: 25, query: { raw: true } });
      const bytes = Buffer.from(token, 'base64url');
      const body = bytes.subarray(32);
      expect(bytes.subarray(0, 32).equals(createHmac('sha256', secret).update(body).digest())).toBe(true);
      expect(createCursorCodec(secret).decode(token, scope)).toEqual({ providerCursor: 'abc', pageSize: 25, query: { raw: true } });
    }
  });

  it('round-trips the provider cursor and page size in an opaque URL-safe token', () => {
    const token = codec.encode({ ...scope, providerCursor: 'page=2&x=ü', pageSize: 50 });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('page=2');
    expect(codec.decode(token, scope)).toEqual({ providerCursor: 'page=2&x=ü', pageSize: 50 });
    expect(codec.decode(codec.encode({ ...scope, providerCursor: 'abc' }), scope)).toEqual({ providerCursor: 'abc' });
  });

  it('carries the query of the first page, signed with the rest', () => {
    const query = { fields: ['id', 'name'], filter: { status: 'active' }, raw: true };
    const token = codec.encode({ ...scope, providerCursor: 'abc', pageSize: 5, query });
    expect(codec.decode(token, scope)).toEqual({ providerCursor: 'abc', pageSize: 5, query });
  });

  it('rejects a tampered token', () => {
    const bytes = Buffer.from(codec.encode({ ...scope, providerCursor: 'abc' }), 'base64url');
    const tamperedIndex = bytes.length - 3;
    bytes.writeUInt8(bytes.readUInt8(tamperedIndex) ^ 1, tamperedIndex);
    const error = decodeError(bytes.toString('base64url'));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.message).toBe('invalid cursor: signature mismatch');
  });

  it('rejects a token signed with another secret', () => {
    const foreign = createCursorCodec('another-secret').encode({ ...scope, providerCursor: 'abc' });
    expect(decodeError(foreign).message).toBe('invalid cursor: signature mismatch');
  });

  it('rejects a token of another account or route', () => {
    const token = codec.encode({ ...scope, providerCursor: 'abc' });
    expect(decodeError(token, { ...scope, accountId: 'acc_2' }).message).toBe('invalid cursor: issued for another account');
    expect(decodeError(token, { ...scope, route: '/unified/lms/categories' }).message).toBe('invalid cursor: issued for another route');
  });

  it('rejects garbage with a 400, never a crash', () => {
    for (const garbage of ['', 'not a cursor', 'abc', Buffer.alloc(40).toString('base64url')]) {
      const error = decodeError(garbage);
      expect(error).toBeInstanceOf(BadRequestError);
      expect(error.message).toMatch(/^invalid cursor: /);
    }
  });

  it('refuses an empty secret', () => {
    expect(() => createCursorCodec('')).toThrow(/secret/);
  });
});
