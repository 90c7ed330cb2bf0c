import { z } from 'zod';

/** The unified value used when a provider value has no unified match. */
export const UNMAPPED_VALUE = 'unmapped_value';

/** The provider's own word for an enum member, as reads return it. */
const sourceValueSchema = z.union([z.string(), z.number(), z.boolean(), z.record(z.string(), z.unknown())]);

/**
 * The wire's `{value, source_value}` enum objects: `value` is the unified enum member (or
 * `unmapped_value`), `source_value` the provider's own value, untouched.
 */
export function enumValueSchema<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.object({
    value: z.enum([...values, UNMAPPED_VALUE] as unknown as [Values[number] | typeof UNMAPPED_VALUE]).nullable(),
    source_value: sourceValueSchema.nullable(),
  });
}

/** An enum object whose unified values the docs do not list: any string value. */
export const openEnumValueSchema = z.object({
  value: z.string().nullable(),
  source_value: sourceValueSchema.nullable(),
});
export type OpenEnumValue = z.infer<typeof openEnumValueSchema>;

/** Full ISO 8601 date-time with an offset (`Z` or `+hh:mm`): the only timestamp shape on the wire. */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** A provider's own word for an enum member in a write body: any JSON value but null. */
export const writableSourceValueSchema = z.union([z.string(), z.number(), z.boolean(), z.record(z.string(), z.unknown()), z.array(z.unknown())]);

/**
 * An enum object in a write body: either member may be left out or null; a connector prefers
 * `source_value` (the provider's own word) when both are set.
 */
export function writableEnumValueSchema<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.object({
    value: z.enum([...values, UNMAPPED_VALUE] as unknown as [Values[number] | typeof UNMAPPED_VALUE]).nullish(),
    source_value: writableSourceValueSchema.nullish(),
  });
}

/** An enum object in a write body whose unified values the docs leave open (a format, a language): `value` any text. */
export const writableOpenEnumValueSchema = z.object({
  value: z.string().nullish(),
  source_value: writableSourceValueSchema.nullish(),
});
