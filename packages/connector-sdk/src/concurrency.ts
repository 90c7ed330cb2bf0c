/**
 * Maps `items` with at most `limit` calls of `map` in flight, keeping the input order. Providers
 * whose lists return summaries need one detail read per record; a bounded fan-out keeps a page
 * fast without bursting past the provider's rate limit.
 */
export async function mapWithConcurrency<Item, Result>(items: readonly Item[], limit: number, map: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex;
      nextIndex += 1;
      results[index] = await map(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
