/** Okta's hypermedia: links and embedded resources say nothing about the record itself. */
const hypermediaKeys = new Set(['_links', '_embedded']);

/**
 * What `record` holds besides `mappedKeys` and Okta's hypermedia, keyed by Okta's own names: the
 * `unified_custom_fields` of a record, so nothing Okta sends is lost.
 */
export function extraFields(record: Record<string, unknown>, mappedKeys: readonly string[]): Record<string, unknown> {
  const mapped = new Set(mappedKeys);
  return Object.fromEntries(Object.entries(record).filter(([key]) => !mapped.has(key) && !hypermediaKeys.has(key)));
}
