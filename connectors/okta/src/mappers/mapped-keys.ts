/** Okta's hypermedia: links and embedded resources say nothing about the record itself. */
const hypermediaKeys = ['_links', '_embedded'];

/**
 * The keys a mapper maps, with Okta's hypermedia: what `unmappedFields` leaves out of a record's
 * `unified_custom_fields`, so that they hold everything else Okta sends, keyed by Okta's own
 * names. Made once per mapper.
 */
export function mappedKeys(...keys: string[]): ReadonlySet<string> {
  return new Set([...keys, ...hypermediaKeys]);
}
