import { BadRequestError } from '@openunified/errors';
import { describe, expect, it } from 'vitest';
import { parseOffsetCursor, parsePageNumberCursor } from './page-cursors.js';

describe('parseOffsetCursor', () => {
  it('reads an offset, 0 without a cursor', () => {
    expect(parseOffsetCursor(undefined)).toBe(0);
    expect(parseOffsetCursor('0')).toBe(0);
    expect(parseOffsetCursor('40')).toBe(40);
  });

  it.each(['', '-1', 'abc', '1.5', ' 2', '9999999999999999'])('refuses %j with a 400 naming the cursor', (cursor) => {
    expect(() => parseOffsetCursor(cursor)).toThrowError(new BadRequestError('invalid cursor: not an offset'));
  });
});

describe('parsePageNumberCursor', () => {
  it('reads a 1-based page number, 1 without a cursor', () => {
    expect(parsePageNumberCursor(undefined)).toBe(1);
    expect(parsePageNumberCursor('3')).toBe(3);
  });

  it.each(['', '0', '01', '-2', 'two', '9999999999999999'])('refuses %j with a 400 naming the cursor', (cursor) => {
    expect(() => parsePageNumberCursor(cursor)).toThrowError(new BadRequestError('invalid cursor: not a page number'));
  });
});
