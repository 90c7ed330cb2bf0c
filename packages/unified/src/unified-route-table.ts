import type { UnifiedCatalogue, UnifiedCommandMethod, UnifiedOperation, UnifiedResource, UnifiedWriteStatus } from '@openunified/schemas';
import { z } from 'zod';

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
  /** `upload`: a file as JSON with base64 content, as large as the server's upload limit rather than its body limit. */
  | (RouteCommon & { kind: 'create' | 'update' | 'upload'; body: z.ZodType; status: UnifiedWriteStatus })
  /** A resource's command: POST, or PATCH where the wire sets a part of the record (`PATCH .../orders/{id}/result`). */
  | (RouteCommon & { kind: 'command'; body: z.ZodType; status: UnifiedWriteStatus; method: UnifiedCommandMethod })
  | (RouteCommon & { kind: 'upsert'; body: z.ZodType; status: UnifiedWriteStatus })
  | (RouteCommon & { kind: 'batch_upload' | 'batch_upsert'; body: z.ZodType; status: 202 })
  /** `webhook`: a provider's signed event; the action receives the body's exact text and the request's headers. */
  | (RouteCommon & { kind: 'webhook'; record: z.ZodObject; body: z.ZodType; eventPrefix: string })
  | (RouteCommon & { kind: 'download' })
  | (RouteCommon & { kind: 'delete' });

export type UnifiedRouteKind = UnifiedRouteDefinition['kind'];

/** The HTTP method of each kind of route; a command's own `method` wins ({@link unifiedRouteMethod}). */
export const unifiedRouteMethods = {
  list: 'GET',
  get: 'GET',
  create: 'POST',
  update: 'PATCH',
  delete: 'DELETE',
  download: 'GET',
  upload: 'POST',
  batch_upload: 'POST',
  upsert: 'PUT',
  batch_upsert: 'POST',
  command: 'POST',
  webhook: 'POST',
} as const satisfies Record<UnifiedRouteKind, string>;

/** The HTTP method a route is served on. */
export function unifiedRouteMethod(route: UnifiedRouteDefinition): string {
  return route.kind === 'command' ? route.method : unifiedRouteMethods[route.kind];
}

const DEFAULT_BATCH_ITEMS = 100;

/** `{ items: [...] }` of one item's body, at least one and at most `maxItems`. */
function batchBody(item: z.ZodType, maxItems = DEFAULT_BATCH_ITEMS): z.ZodType {
  return z.object({ items: z.array(item).min(1).max(maxItems).describe(`The batch of items, 1 to ${maxItems}`) });
}

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

/** The routes of one resource, in a stable order: list, get, create, update, delete, then files, upserts and commands. */
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
  const common = (verb: string, operationId: string, summary: string) => ({
    operation: resource.operation(verb),
    operationId,
    summary: `${summary}${of}`,
    tag,
    pathParameters: resource.pathParameters(verb),
    nouns,
  });
  if (operations.download) {
    routes.push({
      kind: 'download',
      url: `${recordUrl}/download`,
      ...common('download', `${category}_download_${snake(noun.one)}`, `Download ${article(noun.one)} ${noun.one}`),
    });
  }
  if (operations.upload) {
    routes.push({
      kind: 'upload',
      url: `${path}/upload`,
      ...common('upload', `${category}_upload_${snake(noun.one)}`, `Upload ${article(noun.one)} ${noun.one}`),
      body: operations.upload.body,
      status: resource.successStatus('upload'),
    });
  }
  if (operations.batch_upload) {
    routes.push({
      kind: 'batch_upload',
      url: `${path}/upload/batch`,
      ...common('batch_upload', `${category}_batch_upload_${snake(noun.one)}`, `Upload a batch of ${noun.many}`),
      body: batchBody(operations.batch_upload.item, operations.batch_upload.maxItems),
      status: 202,
    });
  }
  if (operations.upsert) {
    routes.push({
      kind: 'upsert',
      url: path,
      ...common('upsert', `${category}_upsert_${snake(noun.one)}`, `Create or update ${article(noun.one)} ${noun.one} by its external reference`),
      body: operations.upsert.body,
      status: resource.successStatus('upsert'),
    });
  }
  if (operations.batch_upsert) {
    routes.push({
      kind: 'batch_upsert',
      url: `${path}/batch`,
      ...common('batch_upsert', `${category}_batch_upsert_${snake(noun.one)}`, `Create or update a batch of ${noun.many}`),
      body: batchBody(operations.batch_upsert.item, operations.batch_upsert.maxItems),
      status: 202,
    });
  }
  if (operations.webhook) {
    routes.push({
      kind: 'webhook',
      url: `${path}/webhook`,
      ...common('webhook', `${category}_webhook_${snake(noun.one)}`, operations.webhook.summary),
      record: model,
      body: operations.webhook.body,
      // `screening_results`: the record events of the outbox are named `{category}_{resource}.{change}`.
      eventPrefix: `${snake(category)}_${resource.resource}`,
    });
  }
  for (const [name, command] of Object.entries(operations.commands ?? {})) {
    routes.push({
      kind: 'command',
      url: `${recordUrl}/${name}`,
      ...common(name, `${category}_${name}_${snake(noun.one)}`, command.summary),
      body: command.body,
      status: command.status ?? 200,
      method: command.method ?? 'POST',
    });
  }
  return routes;
}

/** Every unified route the catalogue calls for. */
export function unifiedRouteTable(catalogue: UnifiedCatalogue): UnifiedRouteDefinition[] {
  return catalogue.list().flatMap(routesOfResource);
}
