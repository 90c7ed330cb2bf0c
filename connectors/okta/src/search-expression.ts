/**
 * Building blocks of Okta's filter and search expressions
 * (https://developer.okta.com/docs/api/#filter): `profile.login eq "a@b.c"`, joined with `and`
 * and `or`, grouped with parentheses.
 */

/** A string literal: double quotes around, `\` and `"` escaped with a backslash. */
export function quoteSearchValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** Okta compares timestamps written with milliseconds in UTC: `2024-01-31T00:00:00.000Z`. */
export function searchTimestamp(dateTime: string): string {
  return quoteSearchValue(new Date(dateTime).toISOString());
}

function joined(terms: readonly string[], operator: 'and' | 'or'): string | undefined {
  if (terms.length === 0) return undefined;
  if (terms.length === 1) return terms[0];
  return terms.map((term) => (/\s(and|or)\s/i.test(term) ? `(${term})` : term)).join(` ${operator} `);
}

/** Every term must hold; undefined when there is none, so no `search` is sent. */
export function allOf(terms: readonly string[]): string | undefined {
  return joined(terms, 'and');
}

/** One of the terms must hold. */
export function anyOf(terms: readonly string[]): string | undefined {
  return joined(terms, 'or');
}
