import { describe, expect, it } from 'vitest';
import { OktaExpressionError, parseOktaExpression } from './okta-expression.js';

const alice = {
  id: '00u1',
  status: 'ACTIVE',
  lastUpdated: '2024-03-01T10:00:00.000Z',
  profile: { login: 'Alice@Example.com', email: 'alice@example.com', firstName: 'Alice', tags: ['a', 'b'], level: 3 },
};
const bob = {
  id: '00u2',
  status: 'SUSPENDED',
  lastUpdated: '2024-01-01T00:00:00.000Z',
  profile: { login: 'bob@example.com', email: 'bob@example.com', firstName: 'Bob', tags: [] as string[], level: 1 },
};

function select(expression: string, options = {}) {
  const predicate = parseOktaExpression(expression, options);
  return [alice, bob].filter((record) => predicate(record)).map((record) => record.id);
}

describe('parseOktaExpression', () => {
  it('compares with eq, sw and co, ignoring case in search', () => {
    expect(select('profile.login eq "alice@example.com"')).toEqual(['00u1']);
    expect(select('profile.firstName sw "b"')).toEqual(['00u2']);
    expect(select('profile.email co "EXAMPLE"')).toEqual(['00u1', '00u2']);
  });

  it('keeps case when asked to, as filter does', () => {
    expect(select('profile.login eq "alice@example.com"', { caseSensitive: true })).toEqual([]);
  });

  it('orders timestamps as instants and numbers as numbers', () => {
    expect(select('lastUpdated gt "2024-02-01T00:00:00.000Z"')).toEqual(['00u1']);
    expect(select('lastUpdated le "2024-01-01T00:00:00.000Z"')).toEqual(['00u2']);
    expect(select('profile.level ge 2')).toEqual(['00u1']);
  });

  it('joins with and / or, with parentheses and or binding looser than and', () => {
    expect(select('status eq "SUSPENDED" or status eq "ACTIVE" and profile.firstName eq "Bob"')).toEqual(['00u2']);
    expect(select('(status eq "SUSPENDED" or status eq "ACTIVE") and profile.firstName eq "Alice"')).toEqual(['00u1']);
    expect(select('status EQ "active" AND lastUpdated gt "2023-01-01T00:00:00.000Z"')).toEqual(['00u1']);
  });

  it('matches array attributes on any element, and pr on present values', () => {
    expect(select('profile.tags eq "b"')).toEqual(['00u1']);
    expect(select('profile.missing pr')).toEqual([]);
    expect(select('profile.email pr')).toEqual(['00u1', '00u2']);
  });

  it('reads escaped quotes inside values', () => {
    const predicate = parseOktaExpression('profile.nickName eq "the \\"boss\\""');
    expect(predicate({ profile: { nickName: 'the "boss"' } })).toBe(true);
  });

  it.each([
    '',
    'status',
    'status ne "ACTIVE"',
    'status eq ACTIVE',
    'status eq "ACTIVE',
    '(status eq "ACTIVE"',
    'status eq "ACTIVE")',
    'status eq "ACTIVE" and',
  ])('refuses %j', (expression) => {
    expect(() => parseOktaExpression(expression)).toThrow(OktaExpressionError);
  });

  it('refuses attributes a filter does not support', () => {
    const allowAttribute = (attribute: string) => ['status', 'lastUpdated'].includes(attribute);
    expect(() => parseOktaExpression('profile.department eq "x"', { allowAttribute })).toThrow('cannot be used here');
    expect(parseOktaExpression('status eq "ACTIVE"', { allowAttribute })(alice)).toBe(true);
  });
});
