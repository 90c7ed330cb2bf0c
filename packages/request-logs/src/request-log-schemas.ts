import { listQueryParameter, pageSizeQueryParameter } from '@openunified/feature-kit';
import { dateTimeSchema } from '@openunified/schemas';
import { z } from 'zod';

/** Filters of `GET /requests/logs`; each is accepted as `filter[key]=...` and as a bare `key=...`. */
const requestLogFilterShape = {
  account_ids: listQueryParameter(z.string().min(1)),
  providers: listQueryParameter(z.string().min(1)),
  action_ids: listQueryParameter(z.string().min(1)),
  status_codes: listQueryParameter(
    z
      .string()
      .regex(/^[1-5]\d\d$/, 'must be HTTP status codes such as 200 or 502')
      .transform(Number),
  ),
  request_ids: listQueryParameter(z.string().min(1)),
  start_date: dateTimeSchema.optional().describe('Only requests that started at or after this instant'),
  end_date: dateTimeSchema.optional().describe('Only requests that started before this instant'),
};
export type RequestLogFilterQuery = z.output<z.ZodObject<typeof requestLogFilterShape>>;

export const listRequestLogsQuerySchema = z.object({
  page_size: pageSizeQueryParameter(),
  next: z.string().min(1).optional().describe('The `next` cursor of the previous page'),
  filter: z.strictObject(requestLogFilterShape).optional().describe('deepObject: filter[providers]=googledrive, ...'),
  ...requestLogFilterShape,
});
export type ListRequestLogsQuery = z.output<typeof listRequestLogsQuerySchema>;

export const requestLogSchema = z
  .object({
    id: z.string(),
    request_id: z.string().describe('The x-request-id of the request'),
    account_id: z.string().nullable(),
    provider: z.string().nullable(),
    action_id: z.string().nullable(),
    method: z.string(),
    path: z.string(),
    route: z.string().nullable().describe('The route pattern, e.g. /unified/documents/drives/:id'),
    status: z.number().int().describe('The status the client was told (see Prefer: heartbeat); 499 when the client closed the connection before its answer'),
    duration_ms: z.number(),
    query: z.string().nullable().describe('The query string as received'),
    warnings: z.array(z.string()).describe('Problems that did not fail the request, e.g. a provider record the unified model only partly accepted'),
    started_at: dateTimeSchema,
  })
  .meta({ id: 'RequestLog' });

export const providerLogSummarySchema = z.object({
  id: z.string(),
  method: z.string(),
  url: z.string(),
  status: z.number().int().nullable().describe('null when no response arrived'),
  duration_ms: z.number(),
  started_at: dateTimeSchema,
  error: z.string().nullable(),
});

export const listRequestLogsResponseSchema = z.object({
  next: z.string().nullable(),
  data: z.array(requestLogSchema),
});

export const requestLogDetailResponseSchema = z.object({
  data: requestLogSchema.extend({
    provider_logs: z.array(providerLogSummarySchema).describe('The provider requests made while serving it, oldest first'),
  }),
});

const exchangeBody = z.unknown().describe('Parsed JSON when the body is JSON, else its text; null when there was none');

export const providerLogDetailResponseSchema = z.object({
  data: z
    .object({
      id: z.string(),
      request_id: z.string(),
      account_id: z.string().nullable(),
      method: z.string(),
      url: z.string(),
      request: z.object({ headers: z.record(z.string(), z.string()), body: exchangeBody }),
      response: z.object({
        status: z.number().int().nullable().describe('null when no response arrived'),
        headers: z.record(z.string(), z.string()),
        body: exchangeBody.describe('Capped at 64 KiB, with a truncation note past it'),
      }),
      duration_ms: z.number(),
      started_at: dateTimeSchema,
      error: z.string().nullable().describe('Why no response arrived (network failure, time-out)'),
      body_omission: z
        .string()
        .nullable()
        .describe(
          'Why `request.body` and `response.body` are null although the call had bodies: the provider log policy did not keep them (PROVIDER_LOG_BODIES, PROVIDER_LOG_BODY_SAMPLING). null when the bodies were kept',
        ),
    })
    .meta({ id: 'ProviderLog', description: 'One provider request and its response, secrets redacted' }),
});

export const requestLogIdParametersSchema = z.object({
  id: z.string().min(1).max(200).describe('The request log id (rql_...) or the request id (x-request-id)'),
});

export const providerLogParametersSchema = z.object({
  requestId: z.string().min(1).max(200).describe('The x-request-id of the unified request'),
  id: z.string().min(1).max(200).describe('The provider log id'),
});
