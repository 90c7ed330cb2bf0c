import type { UnifiedCatalogue, UnifiedOperation, UnifiedResource, UnifiedWriteStatus } from '@openunified/schemas';
import type { z } from 'zod';

/**
 * One `/unified/...` route: which unified operation it dispatches to on the account's connector
 * and which wire model it speaks. Derived from the catalogue, so a resource declared with
 * `defineUnifiedResource` (by the core or by a connector's manifest) gets its routes with no
 * change here.
 */
interface RouteCommon {
  /** The Fastify URL: `/unified/ticketing/tickets/:id/comments/:subResourceId`. */
  url: string;
  operation: UnifiedOperation;
  operationId: string;
  summary: string;
  tag: string;
  /**
   * The path parameters the action receives in `path`, in URL order: `id` (the record, or the
   * parent of a sub-resource) and `subResourceId` (a sub-resource's own record).
   */
  pathParameters: readonly string[];
  /** What the parameters name, for the route's documentation. */
  nouns: { parent: string | null; one: string };
}

export type UnifiedRouteDefinition =
  | (RouteCommon & {
      kind: 'list';
      record: z.ZodObject;
      withNextPage: boolean;
      /** The resource's declared filter keys (`updated_after` among them); the list takes each as `filter[key]` and as a top-level `key`. */
      filters: readonly string[];
    })
  | (RouteCommon & { kind: 'get'; record: z.ZodObject })
  | (RouteCommon & { kind: 'create' | 'update'; body: z.ZodType; status: UnifiedWriteStatus })
  | (RouteCommon & { kind: 'delete' });

/**
 * `an item`, `a user`: a vowel sound, save the `you` sound of `us-` and `uni-`. An initialism
 * (its first word in capitals) is read letter by letter, so what counts is how its first letter
 * is named: `an SMS template`, `an HTML page`, `an API key`, but `a URL`, `a PDF`.
 */
export function article(noun: string): string {
  const firstWord = /^[^\s-]+/.exec(noun)?.[0] ?? '';
  if (firstWord.length > 1 && /^[A-Z0-9]+$/.test(firstWord)) return /^[AEFHILMNORSX]/.test(firstWord) ? 'an' : 'a';
  return /^(?!us|uni)[aeiou]/i.test(noun) ? 'an' : 'a';
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function snake(text: string): string {
  return text.replace(/[^a-z0-9]+/gi, '_').toLowerCase();
}

/** `/unified/ticketing/tickets/{id}/comments` -> `ticket`: the parent a sub-resource's `id` names. */
function parentNoun(path: string): string | null {
  const segments = path.split('/');
  const at = segments.indexOf('{id}');
  if (at < 1) return null;
  const parent = segments[at - 1]!.replace(/_/g, ' ');
  return parent.endsWith('s') ? parent.slice(0, -1) : parent;
}

/** The routes of one resource, in a stable order: list, get, create, update, delete. */
function routesOfResource(resource: UnifiedResource): UnifiedRouteDefinition[] {
  const { category, noun, operations, model } = resource;
  // Fastify's parameter syntax; `{id}` is the catalogue's (and OpenAPI's).
  const path = resource.path.replace('{id}', ':id');
  const recordUrl = resource.nested ? `${path}/:subResourceId` : `${path}/:id`;
  const tag = `Unified ${category}`;
  const nouns = { parent: resource.nested ? parentNoun(resource.path) : null, one: noun.one };
  const of = resource.nested && nouns.parent ? ` of ${article(nouns.parent)} ${nouns.parent}` : '';
  const routes: UnifiedRouteDefinition[] = [];
  if (operations.list) {
    routes.push({
      kind: 'list',
      url: path,
      operation: resource.operation('list'),
      operationId: `${category}_list_${snake(noun.many)}`,
      summary: `List ${noun.many}${of}`,
      tag,
      pathParameters: resource.pathParameters('list'),
      nouns,
      record: model,
      withNextPage: operations.list.withNextPage ?? false,
      filters: resource.filters,
    });
  }
  if (operations.get) {
    routes.push({
      kind: 'get',
      url: recordUrl,
      operation: resource.operation('get'),
      operationId: `${category}_get_${snake(noun.one)}`,
      summary: `Get ${article(noun.one)} ${noun.one}${of}`,
      tag,
      pathParameters: resource.pathParameters('get'),
      nouns,
      record: model,
    });
  }
  for (const kind of ['create', 'update'] as const) {
    const write = operations[kind];
    if (!write) continue;
    routes.push({
      kind,
      url: kind === 'create' ? path : recordUrl,
      operation: resource.operation(kind),
      operationId: `${category}_${kind}_${snake(noun.one)}`,
      summary: `${capitalized(kind)} ${article(noun.one)} ${noun.one}${of}`,
      tag,
      pathParameters: resource.pathParameters(kind),
      nouns,
      body: write.body,
      status: resource.successStatus(kind),
    });
  }
  if (operations.delete) {
    routes.push({
      kind: 'delete',
      url: recordUrl,
      operation: resource.operation('delete'),
      operationId: `${category}_delete_${snake(noun.one)}`,
      summary: `Delete ${article(noun.one)} ${noun.one}${of}`,
      tag,
      pathParameters: resource.pathParameters('delete'),
      nouns,
    });
  }
  return routes;
}

/** Every unified route the catalogue calls for. */
export function unifiedRouteTable(catalogue: UnifiedCatalogue): UnifiedRouteDefinition[] {
  return catalogue.list().flatMap(routesOfResource);
}
