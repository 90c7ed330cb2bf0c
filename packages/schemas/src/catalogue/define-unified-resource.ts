import type { z } from 'zod';
import { type Category, categoryValues } from '../categories.js';

/** What a `/unified/...` route can do with a resource; each maps to one HTTP method. */
export const unifiedVerbs = ['list', 'get', 'create', 'update', 'delete'] as const;
export type UnifiedVerb = (typeof unifiedVerbs)[number];

/**
 * `{category}.{resource}.{verb}`, e.g. `documents.drives.list`: what an action declares in its
 * `unified` field to serve a unified route, and what the route dispatches to.
 */
export type UnifiedOperation = `${string}.${string}.${UnifiedVerb}`;

/** The statuses a successful write may answer with. */
export const unifiedWriteStatuses = [200, 201] as const;
export type UnifiedWriteStatus = (typeof unifiedWriteStatuses)[number];

export interface UnifiedWriteOperation {
  body: z.ZodType;
  /**
   * The success status of the route, as the wire promises it: 201 for a create and 200 for an
   * update unless said otherwise (some resources answer a create with 200).
   */
  status?: UnifiedWriteStatus;
}

export interface UnifiedResourceOperations {
  list?: {
    /** Also answer the deprecated `next_page` (the same cursor as `next`). */
    withNextPage?: boolean;
  };
  get?: Record<string, never>;
  /** The create body; the route answers `{statusCode, message, timestamp, data: {id, remote_id}}`, 201 by default. */
  create?: UnifiedWriteOperation;
  /** The update body (PATCH); the route answers in the same shape as create, 200 by default. */
  update?: UnifiedWriteOperation;
  delete?: Record<string, never>;
}

/** The path parameters of a sub-resource's routes: the parent's id, then the record's own. */
export const PARENT_ID_PARAMETER = 'id';
export const SUB_RESOURCE_ID_PARAMETER = 'subResourceId';

export interface UnifiedResourceInput<Model extends z.ZodObject = z.ZodObject> {
  category: Category;
  /** snake_case, unique within the category: `drives`, `push_templates`. */
  resource: string;
  /**
   * The route, without the record's own id: `/unified/documents/drives`,
   * `/unified/marketing/templates/push`. A sub-resource names its parent with `{id}`:
   * `/unified/ticketing/tickets/{id}/comments`; its list and create then take the parent's id in
   * path parameter `id`, its get and update the parent's `id` and the record's `subResourceId`
   * (docs/concepts/unified-resources.md#sub-resources).
   */
  path: string;
  /** Singular and plural nouns for route summaries and docs: `{ one: 'drive', many: 'drives' }`. */
  noun: { one: string; many: string };
  description?: string;
  /** The record every read returns, after the connector's mapper. */
  model: Model;
  operations: UnifiedResourceOperations;
  /**
   * `filter[...]` keys every provider of the resource understands. `updated_after` is always
   * accepted; a connector documents the extra keys it supports in its manifest.
   */
  filters?: readonly string[];
}

/** One resource of the open catalogue: data, not code. */
export interface UnifiedResource<Model extends z.ZodObject = z.ZodObject> extends Required<Omit<UnifiedResourceInput<Model>, 'description'>> {
  /** `{category}.{resource}`, e.g. `documents.drives`. */
  key: string;
  description: string;
  /** True for a sub-resource: its path names a parent record with `{id}`. */
  nested: boolean;
  /** The path parameters an operation's action receives in `path`: `['id']`, `['id', 'subResourceId']` or none. */
  pathParameters(verb: UnifiedVerb): readonly string[];
  /** The success status of a create or update route. */
  successStatus(verb: 'create' | 'update'): UnifiedWriteStatus;
  /** `{category}.{resource}.{verb}` for a verb the resource supports. */
  operation(verb: UnifiedVerb): UnifiedOperation;
}

const RESOURCE_NAME = /^[a-z][a-z0-9_]*$/;
const RESOURCE_PATH = /^\/unified\/[a-z0-9_-]+(\/[a-z0-9_-]+)+$/;
/** One level of nesting, as far as the wire goes: `/unified/{category}/{parent...}/{id}/{resource...}`. */
const NESTED_RESOURCE_PATH = /^\/unified\/[a-z0-9_-]+(\/[a-z0-9_-]+)+\/\{id\}(\/[a-z0-9_-]+)+$/;
const defaultWriteStatus = { create: 201, update: 200 } as const;

/** The path parameters each verb of a resource takes, by whether it is a sub-resource. */
function pathParametersOf(nested: boolean, verb: UnifiedVerb): readonly string[] {
  const ownId = verb === 'get' || verb === 'update' || verb === 'delete';
  if (!nested) return ownId ? [PARENT_ID_PARAMETER] : [];
  return ownId ? [PARENT_ID_PARAMETER, SUB_RESOURCE_ID_PARAMETER] : [PARENT_ID_PARAMETER];
}

/**
 * Declares a unified resource. The route table, `/openapi.json`, the `/actions` catalogue and
 * the connector contract kit are all derived from these declarations, so adding a resource
 * needs no change to the platform (docs/connector-authoring.md).
 */
export function defineUnifiedResource<Model extends z.ZodObject>(input: UnifiedResourceInput<Model>): UnifiedResource<Model> {
  if (!(categoryValues as readonly string[]).includes(input.category)) {
    throw new Error(`unified resource "${input.resource}": unknown category "${input.category}"`);
  }
  if (!RESOURCE_NAME.test(input.resource)) {
    throw new Error(`unified resource "${input.resource}": the name must be snake_case`);
  }
  const nested = NESTED_RESOURCE_PATH.test(input.path);
  if ((!RESOURCE_PATH.test(input.path) && !nested) || !input.path.startsWith(`/unified/${input.category}/`)) {
    throw new Error(
      `unified resource "${input.category}.${input.resource}": path "${input.path}" must start with /unified/${input.category}/ ` +
        'and have no parameter but a parent record\'s {id} between two segments, e.g. /unified/ticketing/tickets/{id}/comments',
    );
  }
  if (Object.keys(input.operations).length === 0) {
    throw new Error(`unified resource "${input.category}.${input.resource}" declares no operation`);
  }
  for (const verb of ['create', 'update'] as const) {
    const status = input.operations[verb]?.status;
    if (status !== undefined && !(unifiedWriteStatuses as readonly number[]).includes(status)) {
      throw new Error(`unified resource "${input.category}.${input.resource}": ${verb} status ${status} must be one of ${unifiedWriteStatuses.join(', ')}`);
    }
  }
  const key = `${input.category}.${input.resource}`;
  return {
    ...input,
    key,
    description: input.description ?? '',
    filters: [...new Set(['updated_after', ...(input.filters ?? [])])],
    nested,
    operation: (verb) => `${input.category}.${input.resource}.${verb}`,
    pathParameters: (verb) => pathParametersOf(nested, verb),
    successStatus: (verb) => input.operations[verb]?.status ?? defaultWriteStatus[verb],
  };
}

/** Splits `documents.drives.list` into its resource key and verb; undefined when malformed. */
export function parseUnifiedOperation(operation: string): { resourceKey: string; verb: UnifiedVerb } | undefined {
  const lastDot = operation.lastIndexOf('.');
  const verb = operation.slice(lastDot + 1);
  const resourceKey = operation.slice(0, lastDot);
  if (lastDot <= 0 || !resourceKey.includes('.') || !(unifiedVerbs as readonly string[]).includes(verb)) return undefined;
  return { resourceKey, verb: verb as UnifiedVerb };
}
