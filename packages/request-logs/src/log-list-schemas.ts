import { listQueryParameter, pageSizeQueryParameter } from '@openunified/feature-kit';
import { dateTimeSchema } from '@openunified/schemas';
import { z } from 'zod';

/*
 * GET /requests/logs/steps and GET /requests/platform-logs, in the vendor's wire shapes
 * (`StepLogsPaginated`, `PlatformLogsPaginated`). Their clients send `filter` exploded as bare
 * keys, so each filter is accepted as `filter[key]` and as `key`, like GET /requests/logs; any
 * other key is refused by name.
 */

const ids = listQueryParameter(z.string().min(1));
const statusCodes = listQueryParameter(
  z
    .string()
    .regex(/^[1-5]\d\d$/, 'must be HTTP status codes such as 200 or 502')
    .transform(Number),
);
const httpMethods = listQueryParameter(
  z
    .string()
    .transform((method) => method.toUpperCase())
    .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'], 'must be HTTP methods such as GET or POST')),
);
const success = z
  .enum(['true', 'false'], 'must be true or false')
  .transform((value) => value === 'true')
  .optional()
  .describe('true: answered below 400; false: 400 and above (for a step, also no answer at all)');
// Logs are served newest first only: the one order a keyset over (started_at, id) pages cheaply.
const orderBy = z.enum(['eventDatetime'], 'only eventDatetime is served').optional().describe('Only eventDatetime (the default) is served');
const orderDirection = z.enum(['desc'], 'only desc is served').optional().describe('Only desc (newest first, the default) is served');

const sharedFilterShape = {
  account_ids: ids,
  request_ids: ids,
  status_codes: statusCodes,
  http_methods: httpMethods,
  actions: ids.describe('Action ids, e.g. googledrive_list_drives'),
  success,
  start_date: dateTimeSchema.optional().describe('Only logs that started at or after this instant'),
  end_date: dateTimeSchema.optional().describe('Only logs that started before this instant'),
};

const stepLogFilterShape = {
  ...sharedFilterShape,
  providers: ids,
};
export type StepLogFilterQuery = z.output<z.ZodObject<typeof stepLogFilterShape>>;

const platformLogFilterShape = {
  ...sharedFilterShape,
  source_ids: ids.describe('Ids of the API keys that authenticated the requests'),
  source_types: listQueryParameter(z.enum(['api_key'], 'must be api_key')),
  order_by: orderBy,
  order_direction: orderDirection,
};
export type PlatformLogFilterQuery = z.output<z.ZodObject<typeof platformLogFilterShape>>;

const pagingShape = {
  page_size: pageSizeQueryParameter(),
  next: z.string().min(1).optional().describe('The `next` cursor of the previous page'),
  order_by: orderBy,
  order_direction: orderDirection,
};

export const listStepLogsQuerySchema = z.strictObject({
  ...pagingShape,
  filter: z.strictObject(stepLogFilterShape).optional().describe('deepObject: filter[request_ids]=..., ...'),
  ...stepLogFilterShape,
});
export type ListStepLogsQuery = z.output<typeof listStepLogsQuerySchema>;

export const listPlatformLogsQuerySchema = z.strictObject({
  ...pagingShape,
  filter: z.strictObject(platformLogFilterShape).optional().describe('deepObject: filter[source_ids]=..., ...'),
  ...platformLogFilterShape,
});
export type ListPlatformLogsQuery = z.output<typeof listPlatformLogsQuerySchema>;

/** What the request's route says it was about: /unified/{category}/{resource}/:id/{sub_resource}/... */
const routeFields = {
  action: z.string().nullable().describe('The action served, e.g. googledrive_list_drives'),
  resource: z.string().nullable(),
  sub_resource: z.string().nullable(),
  child_resource: z.string().nullable(),
};

export const stepLogSchema = z
  .object({
    id: z.string(),
    request_id: z.string().describe('The x-request-id of the request this call served'),
    project_id: z.string(),
    account_id: z.string().nullable(),
    provider: z.string().nullable(),
    service: z.string().nullable().describe('unified, actions or mcp: the platform service of the request'),
    ...routeFields,
    http_method: z.string(),
    url: z.string().describe('The provider URL called, secrets redacted'),
    path: z.string().nullable(),
    status: z.number().int().nullable().describe('null when no response arrived'),
    success: z.boolean(),
    duration: z.number().describe('Milliseconds'),
    start_time: dateTimeSchema,
    end_time: dateTimeSchema,
    is_worker: z.boolean().describe('Always false: every call is made while serving a client request'),
  })
  .meta({ id: 'StepLogPartial', description: 'One provider call made while serving a request' });

export const listStepLogsResponseSchema = z.object({
  next: z.string().nullable(),
  data: z.array(stepLogSchema),
});

export const platformLogSchema = z
  .object({
    request_id: z.string().describe('The x-request-id of the request'),
    project_id: z.string(),
    account_id: z.string().nullable(),
    category: z.string().nullable().describe('The unified category (hris, documents, ...), or the service for other routes (actions, mcp)'),
    ...routeFields,
    http_method: z.string(),
    path: z.string(),
    url: z.string().describe('The path and query string as received'),
    status: z.number().int(),
    success: z.boolean(),
    duration: z.number().describe('Milliseconds'),
    start_time: dateTimeSchema,
    end_time: dateTimeSchema,
    event_datetime: dateTimeSchema.describe('When the request arrived'),
    source_type: z.string().nullable().describe('What authenticated the request: api_key'),
    source_id: z.string().nullable().describe("The API key's id; null for logs written before it was kept"),
    source_value: z.string().nullable().describe("The API key's visible prefix (never the key)"),
  })
  .meta({ id: 'PlatformLog', description: 'One request the platform served' });

export const listPlatformLogsResponseSchema = z.object({
  next: z.string().nullable(),
  data: z.array(platformLogSchema),
});
