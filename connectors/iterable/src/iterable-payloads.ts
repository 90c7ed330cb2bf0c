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

// The answers' schemas are built when an answer is first checked (z.lazy), not when the connector
// loads: every installed connector loads at each start, and their schemas were a quarter of the zod
// work of the server's start. Schemas other code extends stay plain.

/** One entry of `GET /api/templates` (ApiTemplateResponse). */
export const iterableTemplateSummarySchema = z.lazy(() =>
  z.looseObject({
    templateId: z.number().int(),
    name: z.string().nullish(),
    createdAt: iterableInstantSchema.nullish(),
    updatedAt: iterableInstantSchema.nullish(),
    creatorUserId: z.string().nullish(),
    messageTypeId: z.number().nullish(),
    campaignId: z.number().nullish(),
    clientTemplateId: z.string().nullish(),
  }),
);
export type IterableTemplateSummary = z.infer<typeof iterableTemplateSummarySchema>;

/** `GET /api/templates` (GetTemplatesResponse): page-numbered with `page` and `pageSize`. */
export const iterableTemplatesPageSchema = z.lazy(() =>
  z.looseObject({
    templates: z.array(iterableTemplateSummarySchema),
    totalTemplatesCount: z.number().int().nullish(),
    nextPageUrl: z.string().nullish(),
    previousPageUrl: z.string().nullish(),
  }),
);
export type IterableTemplatesPage = z.infer<typeof iterableTemplatesPageSchema>;

/** What the `get` of every template medium answers besides its content. */
const iterableTemplateDetailShape = {
  templateId: z.number().int(),
  name: z.string().nullish(),
  campaignDataFields: z.record(z.string(), z.unknown()).nullish(),
  messageTypeId: z.number().nullish(),
  campaignId: z.number().nullish(),
  clientTemplateId: z.string().nullish(),
  creatorUserId: z.string().nullish(),
  locale: z.string().nullish(),
  createdAt: iterableInstantSchema.nullish(),
  updatedAt: iterableInstantSchema.nullish(),
};

/** `GET /api/templates/push/get` (ApiPushTemplateModel). */
export const iterablePushTemplateSchema = z.lazy(() =>
  z.looseObject({
    ...iterableTemplateDetailShape,
    title: z.string().nullish(),
    message: z.string().nullish(),
    badge: z.union([z.string(), z.number()]).nullish(),
    sound: z.string().nullish(),
    payload: z.record(z.string(), z.unknown()).nullish(),
    deeplink: z.record(z.string(), z.unknown()).nullish(),
  }),
);
export type IterablePushTemplate = z.infer<typeof iterablePushTemplateSchema>;

/** `GET /api/templates/email/get` (EmailTemplate). */
export const iterableEmailTemplateSchema = z.lazy(() =>
  z.looseObject({
    ...iterableTemplateDetailShape,
    subject: z.string().nullish(),
    preheaderText: z.string().nullish(),
    fromName: z.string().nullish(),
    fromEmail: z.string().nullish(),
    replyToEmail: z.string().nullish(),
    ccEmails: z.array(z.string()).nullish(),
    bccEmails: z.array(z.string()).nullish(),
    html: z.string().nullish(),
    plainText: z.string().nullish(),
  }),
);
export type IterableEmailTemplate = z.infer<typeof iterableEmailTemplateSchema>;

/** `GET /api/templates/sms/get` (SMSTemplate). */
export const iterableSmsTemplateSchema = z.lazy(() =>
  z.looseObject({
    ...iterableTemplateDetailShape,
    message: z.string().nullish(),
    imageUrl: z.string().nullish(),
    trackingDomain: z.string().nullish(),
  }),
);
export type IterableSmsTemplate = z.infer<typeof iterableSmsTemplateSchema>;

/** `GET /api/templates/inapp/get` (InAppTemplate). */
export const iterableInAppTemplateSchema = z.lazy(() =>
  z.looseObject({
    ...iterableTemplateDetailShape,
    html: z.string().nullish(),
    expirationDateTime: z.string().nullish(),
    inAppDisplaySettings: z.record(z.string(), z.unknown()).nullish(),
    webInAppDisplaySettings: z.record(z.string(), z.unknown()).nullish(),
    inboxMetadata: z.record(z.string(), z.unknown()).nullish(),
    payload: z.record(z.string(), z.unknown()).nullish(),
  }),
);
export type IterableInAppTemplate = z.infer<typeof iterableInAppTemplateSchema>;

/** Iterable's campaign states (CampaignDetails.campaignState). */
export const iterableCampaignStates = ['Draft', 'Ready', 'Scheduled', 'Running', 'Finished', 'Starting', 'Aborted', 'Recurring', 'Archived'] as const;
export type IterableCampaignState = (typeof iterableCampaignStates)[number];

/** `GET /api/campaigns/{id}` and each entry of `GET /api/campaigns` (CampaignDetails). */
export const iterableCampaignSchema = z.lazy(() =>
  z.looseObject({
    id: z.number().int(),
    name: z.string().nullish(),
    type: z.string().nullish(),
    campaignState: z.string().nullish(),
    messageMedium: z.string().nullish(),
    templateId: z.number().int().nullish(),
    createdAt: iterableInstantSchema.nullish(),
    updatedAt: iterableInstantSchema.nullish(),
    startAt: iterableInstantSchema.nullish(),
    endedAt: iterableInstantSchema.nullish(),
    createdByUserId: z.string().nullish(),
    updatedByUserId: z.string().nullish(),
    labels: z.array(z.string()).nullish(),
    listIds: z.array(z.number()).nullish(),
    suppressionListIds: z.array(z.number()).nullish(),
    recurringCampaignId: z.number().nullish(),
    workflowId: z.number().nullish(),
    sendSize: z.number().nullish(),
  }),
);
export type IterableCampaign = z.infer<typeof iterableCampaignSchema>;

/** `GET /api/campaigns` (CampaignsResponse): page-numbered with `page` and `pageSize`. */
export const iterableCampaignsPageSchema = z.lazy(() =>
  z.looseObject({
    campaigns: z.array(iterableCampaignSchema),
    totalCampaignsCount: z.number().int().nullish(),
    nextPageUrl: z.string().nullish(),
    previousPageUrl: z.string().nullish(),
  }),
);

/** A snippet (SnippetResponse); its instants are ISO 8601 strings, unlike templates'. */
export const iterableSnippetSchema = z.lazy(() =>
  z.looseObject({
    id: z.number().int(),
    name: z.string().nullish(),
    content: z.string().nullish(),
    description: z.string().nullish(),
    variables: z.array(z.string()).nullish(),
    createdAt: iterableInstantSchema.nullish(),
    updatedAt: iterableInstantSchema.nullish(),
    createdBy: z.string().nullish(),
    updatedBy: z.string().nullish(),
    projectId: z.number().nullish(),
  }),
);
export type IterableSnippet = z.infer<typeof iterableSnippetSchema>;

/** `GET /api/snippets` (GetSnippetsResponse): every snippet of the project, unpaged. */
export const iterableSnippetsSchema = z.lazy(() => z.looseObject({ snippets: z.array(iterableSnippetSchema) }));

/** `GET /api/snippets/{identifier}` (GetSnippetResponse). */
export const iterableSnippetResponseSchema = z.lazy(() => z.looseObject({ snippet: iterableSnippetSchema }));

/** What `POST /api/snippets` and `PUT /api/snippets/{identifier}` answer. */
export const iterableSnippetIdSchema = z.lazy(() => z.looseObject({ snippetId: z.number().int() }));

/** IterableApiResponse: what every write endpoint answers, on success and on failure. */
export const iterableApiResponseSchema = z.lazy(() =>
  z.looseObject({
    msg: z.string(),
    code: z.string(),
    params: z.record(z.string(), z.unknown()).nullish(),
  }),
);
export type IterableApiResponse = z.infer<typeof iterableApiResponseSchema>;

/** `GET /api/messageTypes`. */
export const iterableMessageTypesSchema = z.lazy(() =>
  z.looseObject({
    messageTypes: z.array(
      z.looseObject({
        id: z.number().int(),
        name: z.string(),
        channelId: z.number().int(),
        subscriptionPolicy: z.string().nullish(),
        rateLimitPerMinute: z.number().nullish(),
      }),
    ),
  }),
);
export type IterableMessageTypes = z.infer<typeof iterableMessageTypesSchema>;

export function parseIterableBody<Schema extends z.ZodType>(schema: Schema, body: unknown, endpoint: string): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new BadGatewayError(`Iterable answered ${endpoint} with an unexpected body: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
