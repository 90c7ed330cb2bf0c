import type { UnifiedCatalogue, UnifiedOperation, UnifiedResource } from '@openunified/schemas';
import type { z } from 'zod';

/**
 * One `/unified/...` route: which unified operation it dispatches to on the account's connector
 * and which wire model it speaks. Derived from the catalogue, so a resource declared with
 * `defineUnifiedResource` (by the core or by a connector's manifest) gets its routes with no
 * change here.
 */
export type UnifiedRouteDefinition =
  | { kind: 'list'; url: string; operation: UnifiedOperation; operationId: string; summary: string; tag: string; record: z.ZodObject; withNextPage: boolean }
  | { kind: 'get'; url: string; operation: UnifiedOperation; operationId: string; summary: string; tag: string; record: z.ZodObject }
  | { kind: 'create' | 'update'; url: string; operation: UnifiedOperation; operationId: string; summary: string; tag: string; body: z.ZodType };

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? 'an' : 'a';
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function snake(text: string): string {
  return text.replace(/[^a-z0-9]+/gi, '_').toLowerCase();
}

/** The routes of one resource, in a stable order: list, get, create, update. */
function routesOfResource(resource: UnifiedResource): UnifiedRouteDefinition[] {
  const { category, noun, operations, path, model } = resource;
  const tag = `Unified ${category}`;
  const routes: UnifiedRouteDefinition[] = [];
  if (operations.list) {
    routes.push({
      kind: 'list',
      url: path,
      operation: resource.operation('list'),
      operationId: `${category}_list_${snake(noun.many)}`,
      summary: `List ${noun.many}`,
      tag,
      record: model,
      withNextPage: operations.list.withNextPage ?? false,
    });
  }
  if (operations.get) {
    routes.push({
      kind: 'get',
      url: `${path}/:id`,
      operation: resource.operation('get'),
      operationId: `${category}_get_${snake(noun.one)}`,
      summary: `Get ${article(noun.one)} ${noun.one}`,
      tag,
      record: model,
    });
  }
  for (const kind of ['create', 'update'] as const) {
    const write = operations[kind];
    if (!write) continue;
    routes.push({
      kind,
      url: kind === 'create' ? path : `${path}/:id`,
      operation: resource.operation(kind),
      operationId: `${category}_${kind}_${snake(noun.one)}`,
      summary: `${capitalized(kind)} ${article(noun.one)} ${noun.one}`,
      tag,
      body: write.body,
    });
  }
  return routes;
}

/** Every unified route the catalogue calls for. */
export function unifiedRouteTable(catalogue: UnifiedCatalogue): UnifiedRouteDefinition[] {
  return catalogue.list().flatMap(routesOfResource);
}
