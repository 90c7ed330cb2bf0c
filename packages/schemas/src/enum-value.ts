import { z } from 'zod';

/** The unified value used when a provider value has no unified match. */
export const UNMAPPED_VALUE = 'unmapped_value';

/**
 * the wire's `{value, source_value}` enum objects: `value` is the unified enum member (or
 * `unmapped_value`), `source_value` the provider's own value, untouched.
 */
export function enumValueSchema<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.object({
    value: z.enum([...values, UNMAPPED_VALUE] as unknown as [Values[number] | typeof UNMAPPED_VALUE]).nullable(),
    source_value: z.union([z.string(), z.number(), z.boolean(), z.record(z.string(), z.unknown())]).nullable(),
  });
}

/** An enum object whose unified values the docs do not list: any string value. */
export const openEnumValueSchema = z.object({
  value: z.string().nullable(),
  source_value: z.union([z.string(), z.number(), z.boolean(), z.record(z.string(), z.unknown())]).nullable(),
});
export type OpenEnumValue = z.infer<typeof openEnumValueSchema>;

/** Full ISO 8601 date-time with an offset (`Z` or `+hh:mm`): the only timestamp shape on the wire. */
export const dateTimeSchema = z.iso.datetime({ offset: true });
