import fastifySwagger, { type SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** docs/concepts/versioning.md: the interface description declares version 1.0.0. */
const API_VERSION = '1.0.0';

/**
 * Collects every route registered after it and describes it from the same zod schemas the
 * route validates with. Register it before the features.
 */
export async function registerOpenApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'OpenUnified API',
        version: API_VERSION,
        description: 'Unified integration API: linked accounts, unified resources and actions across providers.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // Relative: the document describes the server that serves it, wherever it is deployed.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          basic: { type: 'http', scheme: 'basic', description: 'Username: the API key. Password: empty.' },
          consoleSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'ou_console_session',
            description:
              'A management session of the admin console (docs/concepts/management.md), when the management feature is served: requests that change state also carry the x-csrf-token header.',
          },
        },
      },
      security: [{ basic: [] }, { consoleSession: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => withoutUnusedSchemas(withoutSchemaIdentifiers(jsonSchemaTransformObject(input))),
  });

  app.get('/openapi.json', { config: { access: { public: true } }, schema: { hide: true } }, () => app.swagger());
}

/**
 * The component schemas come out of zod with `$schema` and a fragment-only `$id`, which JSON
 * Schema 2020-12 forbids and strict OpenAPI tooling rejects; the component name already
 * identifies them.
 */
type OpenApiDocument = ReturnType<SwaggerTransformObject>;

function withoutSchemaIdentifiers(document: OpenApiDocument): OpenApiDocument {
  const components = (document as { components?: { schemas?: Record<string, unknown> } }).components;
  const schemas = components?.schemas;
  if (!schemas) return document;
  const cleaned = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => {
      const { $id: _identifier, $schema: _dialect, ...rest } = schema as Record<string, unknown>;
      return [name, rest];
    }),
  );
  return { ...document, components: { ...components, schemas: cleaned } } as OpenApiDocument;
}

const schemaReferencePrefix = '#/components/schemas/';
const INPUT_SUFFIX = 'Input';

type JsonValue = unknown;

/** Every `$ref` in `value` rewritten by `rename`, as a deep copy. */
function renameReferences(value: JsonValue, rename: (name: string) => string): JsonValue {
  if (Array.isArray(value)) return value.map((item) => renameReferences(item, rename));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, member]) =>
      key === '$ref' && typeof member === 'string' && member.startsWith(schemaReferencePrefix)
        ? [key, `${schemaReferencePrefix}${rename(member.slice(schemaReferencePrefix.length))}`]
        : [key, renameReferences(member, rename)],
    ),
  );
}

function referencedSchemaNames(value: JsonValue, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) referencedSchemaNames(item, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, member] of Object.entries(value)) {
      if (key === '$ref' && typeof member === 'string' && member.startsWith(schemaReferencePrefix)) into.add(member.slice(schemaReferencePrefix.length));
      else referencedSchemaNames(member, into);
    }
  }
}

/**
 * zod registers every named schema twice, as read (`Account`) and as written (`AccountInput`),
 * whether or not a route uses both; Redocly's recommended rules reject the unused copies. Keeps one
 * schema where the two are the same, then only the schemas the paths reach, and names an `...Input`
 * left alone by its plain name.
 */
function withoutUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const components = (document as { components?: { schemas?: Record<string, JsonValue> } }).components;
  const schemas = components?.schemas;
  if (!schemas) return document;
  const withoutSuffix = (name: string) => (name.endsWith(INPUT_SUFFIX) ? name.slice(0, -INPUT_SUFFIX.length) : name);
  const sameAsReadSchema = (name: string) => {
    const readName = withoutSuffix(name);
    if (readName === name || !(readName in schemas)) return false;
    const comparable = (schema: JsonValue) => JSON.stringify(renameReferences(schema, withoutSuffix));
    return comparable(schemas[name]) === comparable(schemas[readName]);
  };
  const merged = (name: string) => (sameAsReadSchema(name) ? withoutSuffix(name) : name);

  const { components: _components, ...rest } = renameReferences(document, merged) as Record<string, JsonValue>;
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => merged(name) === name)) as Record<string, JsonValue>;
  const reached = new Set<string>();
  referencedSchemaNames(rest, reached);
  for (const pending = [...reached]; pending.length > 0; ) {
    const name = pending.pop()!;
    const found = new Set<string>();
    referencedSchemaNames(renameReferences(kept[name], merged), found);
    for (const next of found) {
      if (reached.has(next)) continue;
      reached.add(next);
      pending.push(next);
    }
  }
  const used = Object.keys(kept).filter((name) => reached.has(name));
  const finalName = (name: string) => (name.endsWith(INPUT_SUFFIX) && !used.includes(withoutSuffix(name)) ? withoutSuffix(name) : name);
  const rename = (name: string) => finalName(merged(name));
  const finalSchemas = Object.fromEntries(used.map((name) => [finalName(name), renameReferences(kept[name], rename)]));
  return { ...(renameReferences(rest, rename) as object), components: { ...components, schemas: finalSchemas } } as OpenApiDocument;
}
