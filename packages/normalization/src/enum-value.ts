import { UNMAPPED_VALUE } from '@openunified/schemas';

/**
 * Unified enum objects `{value, source_value}`: `value` is the unified member a provider value
 * maps to (`unmapped_value` when the table has none), `source_value` the provider value as sent.
 */

export type SourceValue = string | number | boolean;

export interface MappedEnumValue<Unified extends string, Source extends SourceValue = SourceValue> {
  value: Unified | typeof UNMAPPED_VALUE | null;
  source_value: Source | null;
}

/**
 * Looks `source` up in `table` by key, ignoring case and surrounding blanks, since providers
 * are loose about both. A null or absent source maps to null on both sides.
 */
export function mapEnumValue<Unified extends string, Source extends SourceValue = SourceValue>(
  source: Source | null | undefined,
  table: Readonly<Record<string, Unified>>,
): MappedEnumValue<Unified, Source> {
  if (source === null || source === undefined) return { value: null, source_value: null };
  const key = String(source).trim().toLowerCase();
  const match = Object.entries(table).find(([candidate]) => candidate.trim().toLowerCase() === key);
  return { value: match ? match[1] : UNMAPPED_VALUE, source_value: source };
}
