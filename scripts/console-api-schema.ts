import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenApiDocument } from './openapi-types.js';

/** Where the console's typed client reads its types from; committed, and kept current by console-api-schema.test.ts. */
export const consoleSchemaPath = fileURLToPath(new URL('../apps/console/src/api/schema.d.ts', import.meta.url));

/**
 * Routes the console never calls: the unified data routes and MCP are for applications and
 * agents, and their thousands of schema lines would only slow the console's typecheck.
 */
const omittedPathPrefixes = ['/unified/', '/mcp'];

/** Every `#/components/schemas/<name>` a value refers to, directly. */
function referencedSchemas(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) referencedSchemas(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      if (key === '$ref' && typeof member === 'string' && member.startsWith('#/components/schemas/')) found.add(member.slice('#/components/schemas/'.length));
      else referencedSchemas(member, found);
    }
  }
}

/** The document without the omitted routes, and with only the schemas the kept routes reach. */
export function consoleDocument(document: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => !omittedPathPrefixes.some((prefix) => path.startsWith(prefix))));
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const kept = new Set<string>();
  referencedSchemas(paths, kept);
  // Schemas refer to schemas: follow them until nothing new turns up.
  for (let size = -1; size !== kept.size; ) {
    size = kept.size;
    for (const name of [...kept]) referencedSchemas(schemas[name], kept);
  }
  const components = { ...document.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name))) };
  return { ...document, paths, components } as OpenApiDocument;
}

/** The TypeScript the console's openapi-fetch client is typed with. */
export async function renderConsoleSchema(document: OpenApiDocument): Promise<string> {
  const ast = await openapiTS(consoleDocument(document) as never, { alphabetize: true });
  const header = '// Generated from /openapi.json by `pnpm --filter @openunified/console generate:api`; do not edit.\n';
  return header + astToString(ast);
}
