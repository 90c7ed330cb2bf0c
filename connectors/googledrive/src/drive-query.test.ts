import { describe, expect, it } from 'vitest';
import { allOf, quoteQueryValue } from './drive-query.js';

describe('quoteQueryValue', () => {
  it('escapes quotes and backslashes as the Drive query language requires', () => {
    expect(quoteQueryValue("quinn's paper\\essay")).toBe("'quinn\\'s paper\\\\essay'");
  });
});

describe('allOf', () => {
  it('joins terms with and, and yields nothing for no terms', () => {
    expect(allOf(['hidden = false', "name contains 'a'"])).toBe("hidden = false and name contains 'a'");
    expect(allOf([])).toBeUndefined();
  });
});
