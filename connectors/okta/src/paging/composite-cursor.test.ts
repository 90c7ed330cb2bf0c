import { BadRequestError, z } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './composite-cursor.js';

const stateSchema = z.strictObject({ type: z.string(), after: z.string().optional() });

describe('composite cursors', () => {
  it('round-trip the state in a URL-safe string', () => {
    const cursor = encodeCursor({ type: 'PASSWORD', after: '00p1/+=' });

    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(stateSchema, cursor)).toEqual({ type: 'PASSWORD', after: '00p1/+=' });
  });

  it('refuse a cursor that is not base64url JSON or not of the expected shape', () => {
    expect(() => decodeCursor(stateSchema, 'not a cursor')).toThrow(BadRequestError);
    expect(() => decodeCursor(stateSchema, encodeCursor({ offset: 3 }))).toThrow('was not issued by this Okta list');
  });
});
