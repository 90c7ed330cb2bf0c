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

/** A whole number sent as text in the query string. */
export function integerQueryParameter(options: { minimum: number; maximum?: number; fallback: number }) {
  const bounds = options.maximum === undefined ? `at least ${options.minimum}` : `between ${options.minimum} and ${options.maximum}`;
  const message = `must be a whole number ${bounds}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(options.minimum, message).max(options.maximum ?? Number.MAX_SAFE_INTEGER, message))
    .optional()
    .transform((value) => value ?? options.fallback);
}
