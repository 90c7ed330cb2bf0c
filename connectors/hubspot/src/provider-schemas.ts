import { BadGatewayError, z } from '@openunified/connector-sdk';

/**
 * What HubSpot sends, as far as the connector reads it (CRM v3 objects, search, properties and
 * lists APIs; https://developers.hubspot.com/docs/api-reference). Unknown members pass through:
 * HubSpot adds fields over time and `raw=true` shows them anyway.
 */

// The answers' schemas are built when an answer is first checked (z.lazy), not when the connector
// loads: every installed connector loads at each start, and their schemas were a quarter of the zod
// work of the server's start. Schemas other code extends stay plain.

/** A CRM record: every property value is a string, or null when requested but unset. */
export const hubspotObjectSchema = z.lazy(() =>
  z.looseObject({
    id: z.string(),
    properties: z.record(z.string(), z.string().nullable()),
    createdAt: z.string().nullish(),
    updatedAt: z.string().nullish(),
    archived: z.boolean().nullish(),
  }),
);
export type HubspotObject = z.infer<typeof hubspotObjectSchema>;

const pagingSchema = z.looseObject({ next: z.looseObject({ after: z.string(), link: z.string().nullish() }).nullish() }).nullish();

/** `GET /crm/v3/objects/{type}` and, with `total`, `POST /crm/v3/objects/{type}/search`. */
export const hubspotObjectPageSchema = z.lazy(() =>
  z.looseObject({
    results: z.array(hubspotObjectSchema),
    paging: pagingSchema,
    total: z.number().nullish(),
  }),
);
export type HubspotObjectPage = z.infer<typeof hubspotObjectPageSchema>;

export const hubspotPropertyOptionSchema = z.lazy(() => z.looseObject({ label: z.string(), value: z.string() }));

/** One property definition of `GET /crm/v3/properties/{type}`. */
export const hubspotPropertySchema = z.lazy(() =>
  z.looseObject({
    name: z.string(),
    label: z.string().nullish(),
    type: z.string(),
    fieldType: z.string().nullish(),
    groupName: z.string().nullish(),
    hubspotDefined: z.boolean().nullish(),
    options: z.array(hubspotPropertyOptionSchema).nullish(),
    archived: z.boolean().nullish(),
  }),
);
export type HubspotProperty = z.infer<typeof hubspotPropertySchema>;

export const hubspotPropertiesResponseSchema = z.lazy(() => z.looseObject({ results: z.array(hubspotPropertySchema) }));

/** A list of the lists API v3, as `GET /crm/v3/lists/{listId}` and the search return it. */
export const hubspotListSchema = z.lazy(() =>
  z.looseObject({
    listId: z.string(),
    name: z.string().nullish(),
    objectTypeId: z.string().nullish(),
    processingType: z.string().nullish(),
    processingStatus: z.string().nullish(),
    listVersion: z.number().nullish(),
    size: z.number().nullish(),
    additionalProperties: z.record(z.string(), z.union([z.string(), z.number()]).nullable()).nullish(),
    createdAt: z.string().nullish(),
    updatedAt: z.string().nullish(),
  }),
);
export type HubspotList = z.infer<typeof hubspotListSchema>;

/** `POST /crm/v3/lists/search`: offset paging. */
export const hubspotListSearchResponseSchema = z.lazy(() =>
  z.looseObject({
    lists: z.array(hubspotListSchema),
    offset: z.number(),
    hasMore: z.boolean(),
    total: z.number().nullish(),
  }),
);

/** `GET /crm/v3/lists/{listId}`. */
export const hubspotListFetchResponseSchema = z.lazy(() => z.looseObject({ list: hubspotListSchema }));

/** HubSpot's error body: `{status, message, correlationId, category, errors: [...]}`. */
export const hubspotErrorBodySchema = z.lazy(() =>
  z.looseObject({
    status: z.string().nullish(),
    message: z.string(),
    correlationId: z.string().nullish(),
    category: z.string().nullish(),
    errors: z.array(z.looseObject({ message: z.string() })).nullish(),
  }),
);
export type HubspotErrorBody = z.infer<typeof hubspotErrorBodySchema>;

/** A 2xx body that is not what HubSpot documents is HubSpot's failure, not the caller's: 502. */
export function parseHubspotBody<Schema extends z.ZodType>(schema: Schema, body: unknown, what: string): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new BadGatewayError(`HubSpot returned an unexpected ${what}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
