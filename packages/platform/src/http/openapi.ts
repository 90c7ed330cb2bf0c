import { createRequire } from 'node:module';
import type { SwaggerOptions, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, FastifyPluginCallback, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** docs/concepts/versioning.md: the interface description declares version 1.0.0. */
const API_VERSION = '1.0.0';

/** What the document says of itself, and how it is cleaned up (exported for the tests). */
export const openApiDocumentOptions: SwaggerOptions = {
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
};

/**
 * Collects every route registered after it and describes it from the same zod schemas the
 * route validates with. Register it before the features.
 */
export async function registerOpenApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(lazyOpenApiDocument, openApiDocumentOptions);

  app.get('/openapi.json', { config: { access: { public: true } }, schema: { hide: true } }, () => app.swagger());
}

type DocumentFunction = FastifyInstance['swagger'];

/**
 * `@fastify/swagger` in its dynamic mode, loaded when the document is first asked for: at start-up
 * it only collects the routes, yet loading it (its YAML writer, reference resolver and their
 * dependencies) cost about a tenth of the server's start. This collects the same routes, plugin
 * instances and shared schemas at the same moments, and hands them to the plugin on the first
 * `app.swagger()`: the document is the one the plugin registered at start-up would build.
 */
const lazyOpenApiDocument: FastifyPluginCallback<SwaggerOptions> = (app, options, done) => {
  const routes: RouteOptions[] = [];
  const instances: FastifyInstance[] = [];
  let sharedSchemas: Record<string, unknown> | undefined;
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onRegister', (instance) => {
    instances.push(instance);
  });
  app.addHook('onReady', (ready) => {
    // As the plugin does: each registered instance's schemas, then the root's; the later wins.
    const schemas: Record<string, unknown> = {};
    for (const instance of [...instances, app]) Object.assign(schemas, instance.getSchemas());
    sharedSchemas = schemas;
    instances.length = 0;
    ready();
  });
  let document: DocumentFunction | undefined;
  const swagger = ((documentRequest?: { yaml?: boolean }) => {
    if (sharedSchemas === undefined) throw new Error('.swagger() must be called after .ready()');
    document ??= loadDocumentFunction(options, routes, sharedSchemas);
    return document(documentRequest as never);
  }) as DocumentFunction;
  app.decorate('swagger', swagger);
  done();
};
// Like fastify-plugin: the hooks and the decorator belong to the root instance, and the
// API reference (which depends on '@fastify/swagger' by name) finds it registered.
Object.assign(lazyOpenApiDocument, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: '@fastify/swagger',
  [Symbol.for('plugin-meta')]: { name: '@fastify/swagger', fastify: '5.x' },
});

/** Runs the plugin against a stand-in instance, then replays what the real one saw. */
function loadDocumentFunction(options: SwaggerOptions, routes: readonly RouteOptions[], sharedSchemas: Record<string, unknown>): DocumentFunction {
  const { fastifySwagger } = createRequire(import.meta.url)('@fastify/swagger') as typeof import('@fastify/swagger');
  const hooks = new Map<string, ((...parameters: unknown[]) => unknown)[]>();
  let document: DocumentFunction | undefined;
  const standIn = {
    addHook(name: string, hook: (...parameters: unknown[]) => unknown) {
      hooks.set(name, [...(hooks.get(name) ?? []), hook]);
      return standIn;
    },
    decorate(_name: string, value: DocumentFunction) {
      document = value;
      return standIn;
    },
    getSchemas: () => sharedSchemas,
  };
  // The plugin writes its defaults into the options it is given.
  fastifySwagger(standIn as unknown as FastifyInstance, { ...options }, (error?: Error) => {
    if (error) throw error;
  });
  for (const route of routes) for (const hook of hooks.get('onRoute') ?? []) hook(route);
  for (const hook of hooks.get('onReady') ?? []) hook(() => {});
  if (!document) throw new Error('@fastify/swagger did not decorate the instance with its document');
  return document;
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
