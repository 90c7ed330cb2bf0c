import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@openunified/pagination';
import { dateTimeSchema, type SyncParams, syncParamsSchema } from '@openunified/schemas';
import { z } from 'zod';

/**
 * Ready-made `input` schemas for the usual action shapes, so every connector validates
 * SyncParams (docs/concepts/actions.md#syncparams) the same way and the `/actions` catalogue describes them alike.
 * Each extends `syncParamsSchema`, so the members a helper does not pin down keep its shape.
 */

// Built once and shared by every list action (zod schemas are immutable): each connector module
// built its own at import, a few hundred zod clones at every start.
const pageSizeSchemas = new Map<number, ReturnType<typeof buildPageSizeSchema>>();

function buildPageSizeSchema(maxPageSize: number) {
  return z.coerce.number().int().min(1).max(maxPageSize).default(DEFAULT_PAGE_SIZE).describe(`Results per page, 1..${maxPageSize}`);
}

function pageSizeSchema(maxPageSize: number) {
  let schema = pageSizeSchemas.get(maxPageSize);
  if (!schema) {
    schema = buildPageSizeSchema(maxPageSize);
    pageSizeSchemas.set(maxPageSize, schema);
  }
  return schema;
}

const defaultFilterSchema = z.record(z.string(), z.unknown());
const cursorSchema = z.string().min(1).optional().describe("The provider's paging token from the previous page's `next`");
const updatedAfterSchema = dateTimeSchema.optional().describe('Only records updated after this instant');

function listQueryShape<FilterSchema extends z.ZodType<Record<string, unknown>>>(filterSchema: FilterSchema, maxPageSize: number) {
  return z.object({
    page_size: pageSizeSchema(maxPageSize),
    cursor: cursorSchema,
    filter: filterSchema.optional(),
    updated_after: updatedAfterSchema,
  });
}

/**
 * A member callers may leave out or send as null (SyncParams allows both); either way the
 * action sees `fallback`. The null branch is a pipe so JSON Schema still shows `null` as input.
 */
function withFallback<Schema extends z.ZodType>(schema: Schema, fallback: () => z.output<Schema>) {
  return z
    .union([schema, z.null().transform(fallback)])
    .optional()
    .transform((value) => value ?? fallback());
}

export interface ListInputOptions {
  /**
   * The largest `page_size` accepted: the action's `max_page_size`, the largest page its
   * provider's public API serves (default 100). Unified routes still cap pages at 100.
   */
  maxPageSize?: number;
}

/** Input of a list action: `query` is the ListQuery every door hands a list action. */
export function listInputSchema<FilterSchema extends z.ZodType<Record<string, unknown>> = typeof defaultFilterSchema>(
  filterSchema?: FilterSchema,
  { maxPageSize = MAX_PAGE_SIZE }: ListInputOptions = {},
) {
  const querySchema = listQueryShape(filterSchema ?? (defaultFilterSchema as unknown as FilterSchema), maxPageSize);
  return syncParamsSchema.extend({ query: withFallback(querySchema, () => querySchema.parse({})) });
}

const recordIdSchema = z.string().min(1).describe('Unified id (composite `c28xIQ...`) or the provider id');
const recordPathSchema = z.object({ id: recordIdSchema });

/** Input of a get action: `path.id` is required. */
export function getInputSchema() {
  return syncParamsSchema.extend({ path: recordPathSchema });
}

/**
 * The action contract types inputs as SyncParams, whose body values cannot be null, while unified
 * write bodies (docs/unified/hris.md) are nullable field by field. The body schema still validates exactly;
 * only its static type is widened to SyncParams so the action's `run` stays type-checked.
 */
type WriteInputSchema<Members> = z.ZodType<SyncParams & Members>;

/** Input of a create action: `body` is the unified create body. */
export function createInputSchema<BodySchema extends z.ZodType<Record<string, unknown>>>(
  bodySchema: BodySchema,
): WriteInputSchema<{ body: z.output<BodySchema> }> {
  return syncParamsSchema.extend({ body: bodySchema }) as unknown as WriteInputSchema<{ body: z.output<BodySchema> }>;
}

/** Input of an update action: `path.id` names the record, `body` the fields to change. */
export function updateInputSchema<BodySchema extends z.ZodType<Record<string, unknown>>>(
  bodySchema: BodySchema,
): WriteInputSchema<{ path: { id: string }; body: z.output<BodySchema> }> {
  return syncParamsSchema.extend({ path: recordPathSchema, body: bodySchema }) as unknown as WriteInputSchema<{
    path: { id: string };
    body: z.output<BodySchema>;
  }>;
}

/**
 * Sub-resources (docs/concepts/unified-resources.md#sub-resources): a record under a parent, such
 * as a ticket's comments. Their actions take the parent's id in `path.id` and, to name one
 * record, its own id in `path.subResourceId`: the unified route's path parameters, as received.
 */
const parentPathSchema = z.object({ id: recordIdSchema.describe("The parent record's unified id (composite `c28xIQ...`) or provider id") });
const subResourcePathSchema = parentPathSchema.extend({ subResourceId: recordIdSchema });

/** Input of a sub-resource's list action: `path.id` names the parent, `query` is the ListQuery. */
export function subResourceListInputSchema<FilterSchema extends z.ZodType<Record<string, unknown>> = typeof defaultFilterSchema>(
  filterSchema?: FilterSchema,
  options: ListInputOptions = {},
) {
  return listInputSchema(filterSchema, options).extend({ path: parentPathSchema });
}

/** Input of a sub-resource's get action: `path.id` names the parent, `path.subResourceId` the record. */
export function subResourceGetInputSchema() {
  return syncParamsSchema.extend({ path: subResourcePathSchema });
}

/** Input of a sub-resource's create action: `path.id` names the parent, `body` is the unified create body. */
export function subResourceCreateInputSchema<BodySchema extends z.ZodType<Record<string, unknown>>>(
  bodySchema: BodySchema,
): WriteInputSchema<{ path: { id: string }; body: z.output<BodySchema> }> {
  return syncParamsSchema.extend({ path: parentPathSchema, body: bodySchema }) as unknown as WriteInputSchema<{
    path: { id: string };
    body: z.output<BodySchema>;
  }>;
}

/** Input of a sub-resource's update action: `path.id` names the parent, `path.subResourceId` the record, `body` the fields to change. */
export function subResourceUpdateInputSchema<BodySchema extends z.ZodType<Record<string, unknown>>>(
  bodySchema: BodySchema,
): WriteInputSchema<{ path: { id: string; subResourceId: string }; body: z.output<BodySchema> }> {
  return syncParamsSchema.extend({ path: subResourcePathSchema, body: bodySchema }) as unknown as WriteInputSchema<{
    path: { id: string; subResourceId: string };
    body: z.output<BodySchema>;
  }>;
}

/**
 * Input of a webhook action (`{category}.{resource}.webhook`): `body.raw` is the exact text the
 * provider sent (its signature covers these bytes, so check it before parsing), `headers` the
 * request's headers, names in lower case (the caller's own credentials left out).
 */
export function webhookInputSchema() {
  return syncParamsSchema.extend({
    body: z.object({ raw: z.string().describe('The request body, as sent') }),
    headers: z.record(z.string(), z.string()).default({}),
  });
}

export type ListInput = z.output<ReturnType<typeof listInputSchema>>;
export type GetInput = z.output<ReturnType<typeof getInputSchema>>;
