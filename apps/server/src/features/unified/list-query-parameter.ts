import { z } from 'zod';

/**
 * A query parameter holding several values, sent either as repeated keys (`include=a&include=b`,
 * as the official clients serialise arrays) or as one comma-separated value (`include=a,b`).
 * Blank entries are dropped; the items are then validated by `item`.
 */
export function listQueryParameter<Item extends z.ZodType<unknown, string>>(item: Item) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((entry) => entry.split(','))
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(item))
    .optional()
    .describe('repeat the key or separate values with commas');
}
