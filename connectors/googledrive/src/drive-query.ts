/**
 * Building blocks of the Drive query language that `drives.list` and `files.list` take in `q`
 * (https://developers.google.com/workspace/drive/api/guides/ref-search-terms).
 */

/** A string literal: single quotes around, `\` and `'` escaped with a backslash. */
export function quoteQueryValue(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** All terms must hold; undefined when there are none, so no `q` is sent. */
export function allOf(terms: readonly string[]): string | undefined {
  return terms.length === 0 ? undefined : terms.join(' and ');
}
