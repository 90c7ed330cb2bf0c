/**
 * Slack filters no list by change time, so `updated_after` is applied to each page after reading
 * it (a page may then come back shorter than asked, even empty, with a next cursor).
 */
export function keepUpdatedAfter<Item>(items: readonly Item[], updatedAfter: string | undefined, updatedAt: (item: Item) => string | null): Item[] {
  if (updatedAfter === undefined) return [...items];
  const since = Date.parse(updatedAfter);
  return items.filter((item) => {
    const at = updatedAt(item);
    return at !== null && Date.parse(at) > since;
  });
}
