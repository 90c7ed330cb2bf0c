import { describe, expect, it } from 'vitest';
import { InvalidSearchQueryError, parseSearchQuery, type SearchTerms } from './search-query.js';

const terms: SearchTerms = {
  name: { type: 'string', operators: ['contains', '=', '!='] },
  hidden: { type: 'boolean', operators: ['=', '!='] },
  createdTime: { type: 'date-time', operators: ['<', '<=', '=', '!=', '>', '>='] },
  memberCount: { type: 'number', operators: ['<', '<=', '=', '!=', '>', '>='] },
  parents: { type: 'collection', operators: ['in'] },
};

const drive = { name: "Quinn's Finance", hidden: false, createdTime: '2024-03-01T10:00:00.000Z', memberCount: 12, parents: ['0A1'] };
const matches = (query: string, record: Record<string, unknown> = drive) => parseSearchQuery(query, terms).matches((term) => record[term]);

describe('Drive search queries', () => {
  it('compares strings, booleans, numbers and date-times', () => {
    expect(matches("name contains 'finance'")).toBe(true);
    expect(matches("name = 'Quinn\\'s Finance'")).toBe(true);
    expect(matches("name != 'Quinn\\'s Finance'")).toBe(false);
    expect(matches('hidden = false')).toBe(true);
    expect(matches('memberCount >= 20')).toBe(false);
    expect(matches("createdTime > '2024-03-01T09:59:59'")).toBe(true);
    expect(matches("createdTime > '2024-03-01T10:30:00+01:00'")).toBe(true);
    expect(matches("createdTime < '2024-01-01T00:00:00Z'")).toBe(false);
  });

  it('combines clauses with and, or, not and parentheses', () => {
    expect(matches("name contains 'legal' or (hidden = false and memberCount > 10)")).toBe(true);
    expect(matches("not name contains 'finance'")).toBe(false);
    expect(matches("name contains 'finance' and not hidden = false")).toBe(false);
  });

  it("tests membership with 'value' in collection", () => {
    expect(matches("'0A1' in parents")).toBe(true);
    expect(matches("'0A2' in parents")).toBe(false);
  });

  it('reports the terms a query uses', () => {
    expect([...parseSearchQuery("name contains 'a' and (memberCount > 1 or hidden = true)", terms).usedTerms].sort()).toEqual([
      'hidden',
      'memberCount',
      'name',
    ]);
  });

  it('rejects what Drive rejects', () => {
    for (const query of [
      "title contains 'a'",
      "hidden contains 'a'",
      "name = 'unterminated",
      'name = true',
      "createdTime > 'last week'",
      "name contains 'a' and",
      "(name contains 'a'",
      "name contains 'a' hidden = true",
      'name ~ 1',
    ]) {
      expect(() => parseSearchQuery(query, terms), query).toThrow(InvalidSearchQueryError);
    }
  });
});
