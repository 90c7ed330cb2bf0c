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
      },
      components: {
        securitySchemes: {
          basic: { type: 'http', scheme: 'basic', description: 'Username: the API key. Password: empty.' },
        },
      },
      security: [{ basic: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => withoutSchemaIdentifiers(jsonSchemaTransformObject(input)),
  });

  app.get(
    '/openapi.json',
    { config: { access: { public: true } }, schema: { hide: true } },
    () => app.swagger(),
  );
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
