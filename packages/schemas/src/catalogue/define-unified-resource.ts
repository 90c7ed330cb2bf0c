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

export interface UnifiedResourceOperations {
  list?: {
    /** Also answer the deprecated `next_page` (the same cursor as `next`). */
    withNextPage?: boolean;
  };
  get?: Record<string, never>;
  /** The create body; the route answers 201 `{statusCode, message, timestamp, data: {id, remote_id}}`. */
  create?: { body: z.ZodType };
  /** The update body (PATCH); the route answers 200 in the same shape as create. */
  update?: { body: z.ZodType };
  delete?: Record<string, never>;
}

export interface UnifiedResourceInput<Model extends z.ZodObject = z.ZodObject> {
  category: Category;
  /** snake_case, unique within the category: `drives`, `push_templates`. */
  resource: string;
  /** The route, without `/:id`: `/unified/documents/drives`, `/unified/marketing/templates/push`. */
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
  /** `{category}.{resource}.{verb}` for a verb the resource supports. */
  operation(verb: UnifiedVerb): UnifiedOperation;
}

const RESOURCE_NAME = /^[a-z][a-z0-9_]*$/;
const RESOURCE_PATH = /^\/unified\/[a-z0-9_-]+(\/[a-z0-9_-]+)+$/;

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
  if (!RESOURCE_PATH.test(input.path) || !input.path.startsWith(`/unified/${input.category}/`)) {
    throw new Error(`unified resource "${input.category}.${input.resource}": path "${input.path}" must start with /unified/${input.category}/`);
  }
  if (Object.keys(input.operations).length === 0) {
    throw new Error(`unified resource "${input.category}.${input.resource}" declares no operation`);
  }
  const key = `${input.category}.${input.resource}`;
  return {
    ...input,
    key,
    description: input.description ?? '',
    filters: [...new Set(['updated_after', ...(input.filters ?? [])])],
    operation: (verb) => `${input.category}.${input.resource}.${verb}`,
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
