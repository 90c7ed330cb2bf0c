/**
 * docs/concepts/unified-resources.md `fields`: a comma-separated list of top-level field names to return. An empty or
 * absent value returns every field except `unified_custom_fields`, which a client gets only by
 * naming it (docs/unified/documents.md).
 */

export const UNIFIED_CUSTOM_FIELDS = 'unified_custom_fields';

/** The named fields, or undefined when the client asked for all of them. */
export function parseFieldsParameter(value?: string): string[] | undefined {
  if (value === undefined) return undefined;
  const names = [
    ...new Set(
      value
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  ];
  return names.length === 0 ? undefined : names;
}

/**
 * The named fields when every one is a field of the model, else undefined plus the names it lacks:
 * a misspelt name must not quietly answer `{}` records (docs/concepts/unified-resources.md), whether it
 * comes alone or among known names.
 */
export function unknownFieldNames(fields: readonly string[] | undefined, knownFields: readonly string[]): string[] {
  if (fields === undefined) return [];
  const known = new Set(knownFields);
  return fields.filter((name) => !known.has(name));
}

/** A copy of `record` with only the requested fields; names the record lacks are left out (callers reject names the model lacks with {@link unknownFieldNames}). */
export function selectFields<Model extends object>(record: Model, fields: readonly string[] | undefined): Partial<Model> {
  const selected: Partial<Model> = {};
  for (const [name, value] of Object.entries(record)) {
    const wanted = fields === undefined ? name !== UNIFIED_CUSTOM_FIELDS : fields.includes(name);
    if (wanted) selected[name as keyof Model] = value as Model[keyof Model];
  }
  return selected;
}

/**
 * The fields of a provider record that have no unified home, under the provider's own names: what
 * a mapper puts in `unified_custom_fields`, so nothing the provider sent is lost. Make the set once
 * per mapper, not per record: a Set per record, or `Object.fromEntries(Object.entries(...))` with
 * its array per field, cost a page of 25 shared drives some 25 µs, four times this loop.
 */
export function unmappedFields(record: object, mappedFields: ReadonlySet<string>): Record<string, unknown> {
  const unmapped: Record<string, unknown> = {};
  const source = record as Record<string, unknown>;
  for (const name of Object.keys(source)) {
    if (mappedFields.has(name)) continue;
    // JSON.parse makes `__proto__` an own field; assigned, it would replace the prototype instead.
    if (name === '__proto__') Object.defineProperty(unmapped, name, { value: source[name], enumerable: true, writable: true, configurable: true });
    else unmapped[name] = source[name];
  }
  return unmapped;
}
