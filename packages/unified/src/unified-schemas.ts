import { wholeNumberQueryParameter } from '@openunified/feature-kit';
import { MAX_PAGE_SIZE } from '@openunified/pagination';
import { dateTimeSchema } from '@openunified/schemas';
import { z } from 'zod';

/** docs/concepts/unified-resources.md query parameters and the response envelopes shared by every unified route. */

/**
 * Provider cursors are opaque, so page N can only be reached by reading pages 1..N-1 first; the
 * bound keeps one deprecated request from turning into hundreds of provider calls.
 */
export const MAX_DEPRECATED_PAGE = 20;

// `true` or `false` on the wire, a boolean in the API reference (as the vendor's clients send it).
const booleanParameter = z.stringbool({ truthy: ['true'], falsy: ['false'], error: 'must be true or false' }).meta({ type: 'boolean' });

const deepObjectParameter = z.record(z.string(), z.unknown());

const readParameters = {
  raw: booleanParameter.optional().describe('Also return the provider requests and responses in `raw`'),
  proxy: deepObjectParameter.optional().describe('Query parameters passed through to the provider request (deepObject: `proxy[name]=value`, nestable)'),
  fields: z.string().optional().describe('Comma-separated fields to return; empty returns all but unified_custom_fields; a name the model lacks is a 400'),
};

export const unifiedGetQuerySchema = z.object(readParameters);
export type UnifiedGetQuery = z.output<typeof unifiedGetQuerySchema>;

const listParameters = {
  ...readParameters,
  filter: deepObjectParameter.optional().describe('Filters (deepObject: `filter[name]=value`); `filter[updated_after]` everywhere, other keys per provider'),
  page: wholeNumberQueryParameter({ minimum: 1, maximum: MAX_DEPRECATED_PAGE })
    .meta({ deprecated: true })
    .describe(`Deprecated: 1-based page number up to ${MAX_DEPRECATED_PAGE}, served by following the provider's cursor from the first page; use next`),
  // No default here: a `next` cursor carries the page size it was issued with.
  page_size: wholeNumberQueryParameter({ minimum: 1, maximum: MAX_PAGE_SIZE }).describe(`Results per page, 1 to ${MAX_PAGE_SIZE}, default 25`),
  next: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .describe('The `next` cursor of the previous page; it continues that query (fields, filter, raw, proxy), which may be repeated only with the same values'),
  updated_after: dateTimeSchema.optional().meta({ deprecated: true }).describe('Deprecated: use filter[updated_after]'),
};

const baseListQuerySchema = z.object(listParameters);

/** A filter sent as a top-level parameter: one value, or a repeated key's values. */
const formStyleFilterParameter = z.union([z.string(), z.array(z.string())]);

/**
 * The resource's filters that a list also takes as top-level parameters (`status=pending`, form
 * style), as some clients send a list's filter: every declared filter but those whose name is a
 * parameter of every list already (`updated_after` is the deprecated top-level parameter of the
 * same meaning).
 */
export function formStyleFilterNames(filters: readonly string[]): string[] {
  return filters.filter((name) => !Object.hasOwn(listParameters, name));
}

/**
 * The query string of a list route over a resource with these `filters`: the list parameters of
 * docs/concepts/unified-resources.md plus each filter as a top-level parameter. Any other
 * parameter is left out of the query the route reads, as before.
 */
export function unifiedListQuerySchema(filters: readonly string[]) {
  const names = formStyleFilterNames(filters);
  const key = names.join(',');
  let schema = listQuerySchemas.get(key);
  if (!schema) {
    schema = baseListQuerySchema.extend(
      Object.fromEntries(names.map((name) => [name, formStyleFilterParameter.optional().describe(`The same as filter[${name}] (form style)`)])),
    );
    listQuerySchemas.set(key, schema);
  }
  return schema;
}

// Some three hundred unified routes share a few dozen distinct query and path schemas: each is
// built once (building one per route was most of the zod work of registering the routes). zod
// schemas are immutable, so a route cannot change another's.
const listQuerySchemas = new Map<string, z.ZodObject>();
const pathParametersSchemas = new Map<string, z.ZodObject<Record<string, z.ZodString>>>();

/** A list's query: the list parameters, and the resource's filters sent as top-level parameters by name. */
export type UnifiedListQuery = z.output<typeof baseListQuerySchema> & { [formStyleFilter: string]: unknown };

const idParameter = z.string().min(1).max(1000);

/**
 * The path parameters of a unified route: `id` names the record, or a sub-resource's parent
 * (docs/concepts/unified-resources.md#sub-resources); `subResourceId` names a sub-resource's record.
 */
export function unifiedPathParametersSchema(parameters: readonly string[], nouns: { parent: string | null; one: string }) {
  const descriptions = parameters.map((name) => {
    const what = name === 'id' && nouns.parent ? `the ${nouns.parent}` : `the ${nouns.one}`;
    return `Unified id (\`c28xIQ...\`) or the provider id of ${what}`;
  });
  const key = JSON.stringify([parameters, descriptions]);
  let schema = pathParametersSchemas.get(key);
  if (!schema) {
    schema = z.object(Object.fromEntries(parameters.map((name, index) => [name, idParameter.describe(descriptions[index]!)])));
    pathParametersSchemas.set(key, schema);
  }
  return schema;
}

export const rawExchangeSchema = z.object({
  method: z.string(),
  url: z.string(),
  body: z.unknown(),
  response: z.unknown(),
});

const rawMember = z.array(rawExchangeSchema).optional().describe('Present with raw=true: every provider request made, secrets redacted');

export function listResponseSchema(record: z.ZodObject, options: { withNextPage: boolean }) {
  const shape = {
    data: z.array(record.partial()),
    next: z.string().nullable().describe('Cursor of the next page; null on the last page'),
    raw: rawMember,
  };
  return options.withNextPage
    ? z.object({ ...shape, next_page: z.string().nullable().meta({ deprecated: true }).describe('Deprecated: same as next') })
    : z.object(shape);
}

export function recordResponseSchema(record: z.ZodObject) {
  return z.object({ data: record.partial(), raw: rawMember });
}

/** `POST .../webhook`: the event the provider sent, as the unified record it is about. */
export function webhookResultSchema(record: z.ZodObject) {
  return z.object({
    event: z.string().describe('What happened, e.g. `screening.results.completed`'),
    data: record.partial(),
  });
}
export interface WebhookResult {
  event: string;
  data: Record<string, unknown>;
}

export const writeResultSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  timestamp: dateTimeSchema,
  data: z.object({ id: z.string(), remote_id: z.string() }),
});
export type WriteResult = z.output<typeof writeResultSchema>;

/** What a delete answers: the write result without a record, since none is left to name. */
export const deleteResultSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  timestamp: dateTimeSchema,
});
export type DeleteResult = z.output<typeof deleteResultSchema>;

/** A download's query: what to convert the file to, where the provider converts (Google's documents). */
export const unifiedDownloadQuerySchema = z.object({
  format: z.string().max(200).optional().describe('The file format to download the file in, where the provider converts files'),
  export_format: z.string().max(200).optional().describe('The MIME type to export a native document as (e.g. application/pdf), where the provider exports'),
  proxy: deepObjectParameter.optional().describe('Query parameters passed through to the provider request (deepObject: `proxy[name]=value`, nestable)'),
});
export type UnifiedDownloadQuery = z.output<typeof unifiedDownloadQuerySchema>;

/** An upsert's answer: the record, and the external reference it was matched by. */
export const upsertResultSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  timestamp: dateTimeSchema,
  data: z.object({ id: z.string(), remote_id: z.string(), external_reference: z.string().nullable().optional() }),
});
export type UpsertResult = z.output<typeof upsertResultSchema>;

/** A batch's answer, 202: one entry per failed item, each the messages of its failure. */
export const batchResultSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  timestamp: dateTimeSchema,
  errors: z.array(z.array(z.string())),
});
export type BatchResult = z.output<typeof batchResultSchema>;
