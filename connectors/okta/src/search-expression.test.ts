import { describe, expect, it } from 'vitest';
import { allOf, anyOf, quoteSearchValue, searchTimestamp } from './search-expression.js';

describe('quoteSearchValue', () => {
  it('escapes backslashes and double quotes', () => {
    expect(quoteSearchValue('plain')).toBe('"plain"');
    expect(quoteSearchValue('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
  });
});

describe('searchTimestamp', () => {
  it('writes the instant in UTC with milliseconds, whatever offset it came with', () => {
    expect(searchTimestamp('2024-03-01T10:00:00+02:00')).toBe('"2024-03-01T08:00:00.000Z"');
  });
});

describe('allOf and anyOf', () => {
  it('join terms and put parentheses around compound ones', () => {
    const status = anyOf(['status eq "ACTIVE"', 'status eq "RECOVERY"']);

    expect(status).toBe('status eq "ACTIVE" or status eq "RECOVERY"');
    expect(allOf([status!, 'profile.email eq "a@example.com"'])).toBe('(status eq "ACTIVE" or status eq "RECOVERY") and profile.email eq "a@example.com"');
  });

  it('return a single term as is and undefined for none', () => {
    expect(allOf(['id eq "00u1"'])).toBe('id eq "00u1"');
    expect(anyOf([])).toBeUndefined();
  });
});
