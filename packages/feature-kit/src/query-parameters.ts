import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@openunified/pagination';
import { z } from 'zod';

/**
 * A query parameter that may repeat (`providers=a&providers=b`, as the official clients send
 * arrays). Fastify's query parser yields a string for one occurrence and an array for several;
 * both arrive here as an array.
 */
export function repeatedQueryParameter<Item extends z.ZodType>(item: Item) {
  return z
    .union([item, z.array(item)])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<Item>[])
    .optional();
}

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

/** A whole number sent as text in the query string, within bounds; absent stays undefined. */
export function wholeNumberQueryParameter(options: { minimum: number; maximum?: number }) {
  const bounds = options.maximum === undefined ? `at least ${options.minimum}` : `between ${options.minimum} and ${options.maximum}`;
  const message = `must be a whole number ${bounds}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(options.minimum, message)
        .max(options.maximum ?? Number.MAX_SAFE_INTEGER, message),
    )
    .optional();
}

/** A whole number sent as text in the query string, `fallback` when absent. */
export function integerQueryParameter(options: { minimum: number; maximum?: number; fallback: number }) {
  return wholeNumberQueryParameter(options).transform((value) => value ?? options.fallback);
}

/** `page_size` of every list route: 1 to 100 (docs/concepts/pagination.md), default 25. */
export function pageSizeQueryParameter() {
  return integerQueryParameter({ minimum: 1, maximum: MAX_PAGE_SIZE, fallback: DEFAULT_PAGE_SIZE }).describe(
    `Results per page, 1 to ${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}`,
  );
}
