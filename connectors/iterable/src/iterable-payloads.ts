import { BadGatewayError, z } from '@openunified/connector-sdk';

/**
 * The shapes of Iterable's API bodies this connector reads, after the public reference
 * (https://api.iterable.com/api/docs). Unknown members are kept (`loose`) so the raw record
 * survives; a body that misses what the mappers need is a provider fault (502), never a 500.
 */

/** Iterable sends instants as epoch milliseconds; some documents show date-time strings. */
const iterableInstantSchema = z.union([z.number(), z.string()]);

export const iterableTemplateTypes = ['Base', 'Blast', 'Triggered', 'Workflow'] as const;
export type IterableTemplateType = (typeof iterableTemplateTypes)[number];

export const iterableMessageMediums = ['Email', 'Push', 'InApp', 'SMS'] as const;
export type IterableMessageMedium = (typeof iterableMessageMediums)[number];

/** One entry of `GET /api/templates` (ApiTemplateResponse). */
export const iterableTemplateSummarySchema = z.looseObject({
  templateId: z.number().int(),
  name: z.string().nullish(),
  createdAt: iterableInstantSchema.nullish(),
  updatedAt: iterableInstantSchema.nullish(),
  creatorUserId: z.string().nullish(),
  messageTypeId: z.number().nullish(),
  campaignId: z.number().nullish(),
  clientTemplateId: z.string().nullish(),
});
export type IterableTemplateSummary = z.infer<typeof iterableTemplateSummarySchema>;

/** `GET /api/templates` (GetTemplatesResponse): page-numbered with `page` and `pageSize`. */
export const iterableTemplatesPageSchema = z.looseObject({
  templates: z.array(iterableTemplateSummarySchema),
  totalTemplatesCount: z.number().int().nullish(),
  nextPageUrl: z.string().nullish(),
  previousPageUrl: z.string().nullish(),
});
export type IterableTemplatesPage = z.infer<typeof iterableTemplatesPageSchema>;

/** `GET /api/templates/push/get` (ApiPushTemplateModel). */
export const iterablePushTemplateSchema = z.looseObject({
  templateId: z.number().int(),
  name: z.string().nullish(),
  title: z.string().nullish(),
  message: z.string().nullish(),
  badge: z.union([z.string(), z.number()]).nullish(),
  sound: z.string().nullish(),
  payload: z.record(z.string(), z.unknown()).nullish(),
  deeplink: z.record(z.string(), z.unknown()).nullish(),
  campaignDataFields: z.record(z.string(), z.unknown()).nullish(),
  messageTypeId: z.number().nullish(),
  campaignId: z.number().nullish(),
  clientTemplateId: z.string().nullish(),
  locale: z.string().nullish(),
  createdAt: iterableInstantSchema.nullish(),
  updatedAt: iterableInstantSchema.nullish(),
});
export type IterablePushTemplate = z.infer<typeof iterablePushTemplateSchema>;

/** IterableApiResponse: what every write endpoint answers, on success and on failure. */
export const iterableApiResponseSchema = z.looseObject({
  msg: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.unknown()).nullish(),
});
export type IterableApiResponse = z.infer<typeof iterableApiResponseSchema>;

/** `GET /api/messageTypes`. */
export const iterableMessageTypesSchema = z.looseObject({
  messageTypes: z.array(
    z.looseObject({
      id: z.number().int(),
      name: z.string(),
      channelId: z.number().int(),
      subscriptionPolicy: z.string().nullish(),
      rateLimitPerMinute: z.number().nullish(),
    }),
  ),
});
export type IterableMessageTypes = z.infer<typeof iterableMessageTypesSchema>;

export function parseIterableBody<Schema extends z.ZodType>(schema: Schema, body: unknown, endpoint: string): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new BadGatewayError(`Iterable answered ${endpoint} with an unexpected body: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
