import fc from 'fast-check';

/** A JSON schema as an OpenAPI 3.1 document holds it (JSON Schema 2020-12), loosely typed. */
export type JsonSchema = Record<string, any>;

const FAR_PAST = new Date('1900-01-01T00:00:00Z');
const FAR_FUTURE = new Date('2200-01-01T00:00:00Z');

/**
 * Values that satisfy `schema` (as far as a fuzzer needs: formats and patterns roughly), kept
 * small: strings up to 24 characters, arrays up to 3 items, 4 levels of nesting.
 */
export function arbitraryFor(schema: JsonSchema | undefined, resolve: (ref: string) => JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.$ref) return arbitraryFor(resolve(schema.$ref), resolve, depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives) && alternatives.length > 0)
    return fc.oneof(...alternatives.map((alternative: JsonSchema) => arbitraryFor(alternative, resolve, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return arbitraryFor(Object.assign({}, ...schema.allOf.map((part: JsonSchema) => (part.$ref ? resolve(part.$ref) : part))), resolve, depth + 1);
  }
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => arbitraryOfType(type, schema, resolve, depth)));
}

function arbitraryOfType(type: string, schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringArbitrary(schema);
    case 'array':
      return fc.array(arbitraryFor(schema.items, resolve, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    default: {
      const properties: Record<string, JsonSchema> = schema.properties ?? {};
      const required = new Set<string>(schema.required ?? []);
      const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property, resolve, depth + 1)]));
      const record = fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
      if (Object.keys(properties).length > 0 || !schema.additionalProperties) return record;
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), arbitraryFor(schema.additionalProperties, resolve, depth + 1), { maxKeys: 3 });
    }
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'date-time':
      return fc.date({ min: FAR_PAST, max: FAR_FUTURE, noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ min: FAR_PAST, max: FAR_FUTURE, noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
  }
  if (schema.pattern === '^\\d+$') return fc.integer({ min: 0, max: 200 }).map(String);
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 24, 24)) });
}
