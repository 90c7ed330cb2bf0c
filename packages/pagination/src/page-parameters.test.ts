import { BadRequestError } from '@openunified/errors';
import { describe, expect, it } from 'vitest';
import { parsePage, parsePageSize } from './page-parameters.js';

describe('parsePageSize', () => {
  it('defaults when absent', () => {
    expect(parsePageSize(undefined)).toBe(25);
    expect(parsePageSize('')).toBe(25);
    expect(parsePageSize(null, { defaultSize: 10 })).toBe(10);
  });

  it('accepts integers within bounds, as strings or numbers', () => {
    expect(parsePageSize('1')).toBe(1);
    expect(parsePageSize(100)).toBe(100);
    expect(parsePageSize('40', { max: 40 })).toBe(40);
  });

  it('rejects anything else naming page_size and the bounds', () => {
    for (const value of ['0', '101', '2.5', 'ten', -3, ['5'], {}]) {
      expect(() => parsePageSize(value)).toThrowError(new BadRequestError('page_size must be an integer between 1 and 100'));
    }
    expect(() => parsePageSize('41', { max: 40 })).toThrow('page_size must be an integer between 1 and 40');
  });
});

describe('parsePage', () => {
  it('reads a 1-based page number or nothing', () => {
    expect(parsePage(undefined)).toBeUndefined();
    expect(parsePage('3')).toBe(3);
  });

  it('rejects non-positive or non-numeric pages', () => {
    expect(() => parsePage('0')).toThrow(BadRequestError);
    expect(() => parsePage('first')).toThrow('page must be an integer of 1 or more');
  });
});
