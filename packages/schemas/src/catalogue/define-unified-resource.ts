import type { z } from 'zod';
import { type Category, categoryValues } from '../categories.js';

/**
 * What a `/unified/...` route can do with a resource; each maps to one HTTP method and URL:
 * `download` is `GET .../{id}/download` (the file's bytes, streamed), `upload` is
 * `POST .../upload`, `batch_upload` is `POST .../upload/batch`, `upsert` is `PUT` on the
 * collection, `batch_upsert` is `POST .../batch` and `webhook` is `POST .../webhook` (a provider's
 * event, verified by the connector and relayed to the project's webhooks). A resource's own commands
 * (`POST .../{id}/move`) are named by the resource ({@link UnifiedResourceOperations.commands}).
 */
export const unifiedVerbs = ['list', 'get', 'create', 'update', 'delete', 'download', 'upload', 'batch_upload', 'upsert', 'batch_upsert', 'webhook'] as const;
export type UnifiedVerb = (typeof unifiedVerbs)[number];

/** A command's name: snake_case, never one of the verbs. */
const COMMAND_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * `{category}.{resource}.{verb}`, e.g. `documents.drives.list`, or `{category}.{resource}.{command}`
 * (`ats.applications.move`): what an action declares in its `unified` field to serve a unified
 * route, and what the route dispatches to.
 */
export type UnifiedOperation = `${string}.${string}.${string}`;

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

/** A batch's body is `{ items: [...] }` of the single operation's body; the route answers 202 with the batch result. */
export interface UnifiedBatchOperation {
  /** The body of one item. */
  item: z.ZodType;
  /** The most items one call takes; more is a 400. Default 100. */
  maxItems?: number;
}

/** A command on one record, `POST {record}/{name}`: answers `{statusCode, message, timestamp, data: {id, remote_id}}`. */
export interface UnifiedCommandOperation extends UnifiedWriteOperation {
  /** Summary words for the route and docs: `Move an application`. */
  summary: string;
  /**
   * The HTTP method, POST unless the wire says otherwise: `PATCH {record}/result` sets a part of
   * the record (an order's result) rather than acting on it.
   */
  method?: UnifiedCommandMethod;
}

export const unifiedCommandMethods = ['POST', 'PATCH'] as const;
export type UnifiedCommandMethod = (typeof unifiedCommandMethods)[number];

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
  /**
   * `GET {record}/download`: the record's file, streamed with the provider's content type and
   * length. Query `format` / `export_format` ask for a conversion where the provider has one.
   */
  download?: Record<string, never>;
  /**
   * `POST {collection}/upload`: a file as JSON (`name`, `file_format`, base64 `content`, ...),
   * within the server's upload limit (413 beyond it). Answers as create does, 201 by default.
   */
  upload?: UnifiedWriteOperation;
  /** `POST {collection}/upload/batch`: several uploads at once, answered 202. */
  batch_upload?: UnifiedBatchOperation;
  /** `PUT {collection}`: create or update by the body's external reference; answers 201 with `data.external_reference`. */
  upsert?: UnifiedWriteOperation;
  /** `POST {collection}/batch`: several upserts at once, answered 202. */
  batch_upsert?: UnifiedBatchOperation;
  /**
   * `POST {collection}/webhook`: an event the provider sends about a record of the resource. The
   * connector checks the provider's signature over the body's exact bytes (a bad or missing one is
   * a 401) and turns the event into the record; the route appends `{category}_{resource}.created`
   * or `.updated` to the project's outbox and answers 200 with `{event, data}`.
   */
  webhook?: { body: z.ZodType; summary: string };
  /** Commands on one record, by name: `{ move: {...}, reject: {...} }` is `POST {record}/move` and `POST {record}/reject`. */
  commands?: Record<string, UnifiedCommandOperation>;
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
  pathParameters(verb: UnifiedVerb | string): readonly string[];
  /** The success status of a write route. */
  successStatus(verb: 'create' | 'update' | 'upload' | 'upsert'): UnifiedWriteStatus;
  /** `{category}.{resource}.{verb}` for a verb or command the resource supports. */
  operation(verb: UnifiedVerb | string): UnifiedOperation;
  /** Whether the resource offers the verb or the command. */
  supports(verb: string): boolean;
}

const RESOURCE_NAME = /^[a-z][a-z0-9_]*$/;
const RESOURCE_PATH = /^\/unified\/[a-z0-9_-]+(\/[a-z0-9_-]+)+$/;
/** One level of nesting, as far as the wire goes: `/unified/{category}/{parent...}/{id}/{resource...}`. */
const NESTED_RESOURCE_PATH = /^\/unified\/[a-z0-9_-]+(\/[a-z0-9_-]+)+\/\{id\}(\/[a-z0-9_-]+)+$/;
const defaultWriteStatus = { create: 201, update: 200, upload: 201, upsert: 201 } as const;

/** Verbs that act on one record: they take the record's own id. Commands do too. */
const recordVerbs: ReadonlySet<string> = new Set(['get', 'update', 'delete', 'download']);
const collectionVerbs: ReadonlySet<string> = new Set(['list', 'create', 'upload', 'batch_upload', 'upsert', 'batch_upsert', 'webhook']);

/** The path parameters each verb of a resource takes, by whether it is a sub-resource. */
function pathParametersOf(nested: boolean, verb: string): readonly string[] {
  const ownId = recordVerbs.has(verb) || !collectionVerbs.has(verb);
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
        "and have no parameter but a parent record's {id} between two segments, e.g. /unified/ticketing/tickets/{id}/comments",
    );
  }
  if (Object.keys(input.operations).length === 0) {
    throw new Error(`unified resource "${input.category}.${input.resource}" declares no operation`);
  }
  for (const name of Object.keys(input.operations.commands ?? {})) {
    if (!COMMAND_NAME.test(name) || (unifiedVerbs as readonly string[]).includes(name)) {
      throw new Error(`unified resource "${input.category}.${input.resource}": command "${name}" must be snake_case and not one of ${unifiedVerbs.join(', ')}`);
    }
    const method = input.operations.commands?.[name]?.method;
    if (method !== undefined && !(unifiedCommandMethods as readonly string[]).includes(method)) {
      throw new Error(
        `unified resource "${input.category}.${input.resource}": command "${name}" method ${method} must be one of ${unifiedCommandMethods.join(', ')}`,
      );
    }
  }
  const writes = [
    ...(['create', 'update', 'upload', 'upsert'] as const).map((verb) => [verb, input.operations[verb]?.status] as const),
    ...Object.entries(input.operations.commands ?? {}).map(([name, command]) => [name, command.status] as const),
  ];
  for (const [verb, status] of writes) {
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
    supports: (verb) => supportsVerb(input.operations, verb),
  };
}

function supportsVerb(operations: UnifiedResourceOperations, verb: string): boolean {
  if ((unifiedVerbs as readonly string[]).includes(verb)) return operations[verb as UnifiedVerb] !== undefined;
  return Object.hasOwn(operations.commands ?? {}, verb);
}

/** Whether `verb` is one of the fixed verbs rather than a resource's command. */
export function isUnifiedVerb(verb: string): verb is UnifiedVerb {
  return (unifiedVerbs as readonly string[]).includes(verb);
}

/** Splits `documents.drives.list` (or `ats.applications.move`) into its resource key and verb or command; undefined when malformed. */
export function parseUnifiedOperation(operation: string): { resourceKey: string; verb: string } | undefined {
  const lastDot = operation.lastIndexOf('.');
  const verb = operation.slice(lastDot + 1);
  const resourceKey = operation.slice(0, lastDot);
  if (lastDot <= 0 || !resourceKey.includes('.') || !COMMAND_NAME.test(verb)) return undefined;
  return { resourceKey, verb };
}
