/**
 * docs/concepts/unified-resources.md `fields`: a comma-separated list of top-level field names to return. An empty or
 * absent value returns every field except `unified_custom_fields`, which a client gets only by
 * naming it (docs/unified/documents.md).
 */

export const UNIFIED_CUSTOM_FIELDS = 'unified_custom_fields';

/** The named fields, or undefined when the client asked for all of them. */
export function parseFieldsParameter(value?: string): string[] | undefined {
  if (value === undefined) return undefined;
  const names = [...new Set(value.split(',').map((name) => name.trim()).filter((name) => name !== ''))];
  return names.length === 0 ? undefined : names;
}

/** A copy of `record` with only the requested fields; names the record lacks are ignored. */
export function selectFields<Model extends object>(record: Model, fields: readonly string[] | undefined): Partial<Model> {
  const selected: Partial<Model> = {};
  for (const [name, value] of Object.entries(record)) {
    const wanted = fields === undefined ? name !== UNIFIED_CUSTOM_FIELDS : fields.includes(name);
    if (wanted) selected[name as keyof Model] = value as Model[keyof Model];
  }
  return selected;
}
