import { BadGatewayError, z } from '@openunified/connector-sdk';

/**
 * The shapes Greenhouse Harvest API v1 answers with (https://developers.greenhouse.io/harvest.html).
 * Only what the mappers read is declared; objects stay loose so fields Greenhouse adds later
 * pass through to native actions and `raw`. Harvest sends `null` for a property without a value,
 * and the schemas accept an absent one too, so an older or trimmed record still maps.
 */

export const idSchema = z.union([z.number(), z.string()]).transform(String);
export const nullableId = idSchema.nullish().transform((value) => value ?? null);
export const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
export const nullableBoolean = z
  .boolean()
  .nullish()
  .transform((value) => value ?? null);
export const nullableNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);
export const list = <Item extends z.ZodType>(item: Item) =>
  z
    .array(item)
    .nullish()
    .transform((value) => value ?? []);

/** `{ value, type }` contact details of a candidate. */
const typedValueSchema = z.looseObject({ value: z.string(), type: nullableText });

// The answers' schemas are built when an answer is first checked (z.lazy), not when the connector
// loads: every installed connector loads at each start, and their schemas were a quarter of the zod
// work of the server's start. Schemas other code extends stay plain.

/** How Harvest embeds a user in another record (recruiter, organizer, credited_to, ...). */
export const greenhouseUserReferenceSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    first_name: nullableText,
    last_name: nullableText,
    name: nullableText,
    employee_id: nullableText,
  }),
);
export type GreenhouseUserReference = z.output<typeof greenhouseUserReferenceSchema>;

export const namedReferenceSchema = z.looseObject({ id: idSchema, name: nullableText });

/** `keyed_custom_fields`: custom field values keyed by the field's immutable key. */
const keyedCustomFieldsSchema = z
  .record(z.string(), z.looseObject({ name: nullableText, type: nullableText, value: z.unknown() }).nullable())
  .nullish()
  .transform((value) => value ?? null);
const customFieldsSchema = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) => value ?? null);

export const greenhouseApplicationSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    candidate_id: nullableId,
    prospect: nullableBoolean,
    applied_at: nullableText,
    rejected_at: nullableText,
    last_activity_at: nullableText,
    source: z
      .looseObject({ id: idSchema, public_name: nullableText })
      .nullish()
      .transform((value) => value ?? null),
    credited_to: greenhouseUserReferenceSchema.nullish().transform((value) => value ?? null),
    recruiter: greenhouseUserReferenceSchema.nullish().transform((value) => value ?? null),
    coordinator: greenhouseUserReferenceSchema.nullish().transform((value) => value ?? null),
    rejection_reason: namedReferenceSchema
      .extend({
        type: namedReferenceSchema
          .partial()
          .nullish()
          .transform((value) => value ?? null),
      })
      .nullish()
      .transform((value) => value ?? null),
    jobs: list(namedReferenceSchema),
    status: nullableText,
    current_stage: namedReferenceSchema.nullish().transform((value) => value ?? null),
    answers: list(z.looseObject({ question: nullableText, answer: nullableText })),
    custom_fields: customFieldsSchema,
    keyed_custom_fields: keyedCustomFieldsSchema,
  }),
);
export type GreenhouseApplication = z.output<typeof greenhouseApplicationSchema>;

export const greenhouseCandidateSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    first_name: nullableText,
    last_name: nullableText,
    company: nullableText,
    title: nullableText,
    created_at: nullableText,
    updated_at: nullableText,
    last_activity: nullableText,
    is_private: nullableBoolean,
    can_email: nullableBoolean,
    application_ids: list(idSchema),
    phone_numbers: list(typedValueSchema),
    addresses: list(typedValueSchema),
    email_addresses: list(typedValueSchema),
    website_addresses: list(typedValueSchema),
    social_media_addresses: list(z.looseObject({ value: z.string() })),
    recruiter: greenhouseUserReferenceSchema.nullish().transform((value) => value ?? null),
    coordinator: greenhouseUserReferenceSchema.nullish().transform((value) => value ?? null),
    tags: list(z.string()),
    custom_fields: customFieldsSchema,
    keyed_custom_fields: keyedCustomFieldsSchema,
  }),
);
export type GreenhouseCandidate = z.output<typeof greenhouseCandidateSchema>;

/** What `POST /candidates` answers: the candidate, or only its id while Greenhouse is still creating it. */
export const greenhouseCreatedRecordSchema = z.lazy(() => z.looseObject({ id: idSchema }));

const hiringTeamMemberSchema = greenhouseUserReferenceSchema;

export const greenhouseJobSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    name: nullableText,
    requisition_id: nullableText,
    confidential: nullableBoolean,
    status: nullableText,
    created_at: nullableText,
    opened_at: nullableText,
    closed_at: nullableText,
    updated_at: nullableText,
    departments: list(namedReferenceSchema),
    offices: list(namedReferenceSchema),
    hiring_team: z
      .looseObject({
        hiring_managers: list(hiringTeamMemberSchema),
        recruiters: list(hiringTeamMemberSchema),
        coordinators: list(hiringTeamMemberSchema),
        sourcers: list(hiringTeamMemberSchema),
      })
      .nullish()
      .transform((value) => value ?? null),
    custom_fields: customFieldsSchema,
    keyed_custom_fields: keyedCustomFieldsSchema,
  }),
);
export type GreenhouseJob = z.output<typeof greenhouseJobSchema>;

export const greenhouseJobStageSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    name: nullableText,
    created_at: nullableText,
    updated_at: nullableText,
    active: nullableBoolean,
    job_id: nullableId,
    priority: nullableNumber,
  }),
);
export type GreenhouseJobStage = z.output<typeof greenhouseJobStageSchema>;

/** `start` and `end` of a scheduled interview: a `date_time`, or a `date` for an all-day interview. */
const interviewTimeSchema = z
  .looseObject({ date_time: nullableText, date: nullableText })
  .nullish()
  .transform((value) => value?.date_time ?? value?.date ?? null);

export const greenhouseScheduledInterviewSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    application_id: nullableId,
    external_event_id: nullableText,
    start: interviewTimeSchema,
    end: interviewTimeSchema,
    location: nullableText,
    video_conferencing_url: nullableText,
    status: nullableText,
    created_at: nullableText,
    updated_at: nullableText,
    interview: namedReferenceSchema.nullish().transform((value) => value ?? null),
    organizer: greenhouseUserReferenceSchema.nullish().transform((value) => value ?? null),
    interviewers: list(z.looseObject({ id: idSchema, name: nullableText, email: nullableText })),
  }),
);
export type GreenhouseScheduledInterview = z.output<typeof greenhouseScheduledInterviewSchema>;

export const greenhouseOfferSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    version: nullableNumber,
    application_id: nullableId,
    job_id: nullableId,
    candidate_id: nullableId,
    created_at: nullableText,
    updated_at: nullableText,
    sent_at: nullableText,
    resolved_at: nullableText,
    starts_at: nullableText,
    status: nullableText,
    custom_fields: customFieldsSchema,
    keyed_custom_fields: keyedCustomFieldsSchema,
  }),
);
export type GreenhouseOffer = z.output<typeof greenhouseOfferSchema>;

export const greenhouseUserSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    name: nullableText,
    first_name: nullableText,
    last_name: nullableText,
    primary_email_address: nullableText,
    updated_at: nullableText,
    created_at: nullableText,
    disabled: nullableBoolean,
    employee_id: nullableText,
    custom_fields: customFieldsSchema,
    keyed_custom_fields: keyedCustomFieldsSchema,
  }),
);
export type GreenhouseUser = z.output<typeof greenhouseUserSchema>;

/** Native records (departments, notes) are returned as Greenhouse sends them; only the id is checked. */
export const greenhouseRecordSchema = z.lazy(() => z.looseObject({ id: z.union([z.number(), z.string()]) }));

/** Harvest's error body: `{"message": "Validation error", "errors": [{"message": "...", "field": "type"}]}`. */
export const greenhouseErrorBodySchema = z.lazy(() =>
  z.object({
    message: z.string(),
    errors: z.array(z.looseObject({ message: z.string().optional(), field: z.string().optional() })).optional(),
  }),
);
export type GreenhouseErrorBody = z.output<typeof greenhouseErrorBodySchema>;

/**
 * Validates a successful provider body. A body of the wrong shape is the provider's fault, so it
 * becomes a 502 rather than a crash further down.
 */
export function parseProviderBody<Schema extends z.ZodType>(schema: Schema, body: unknown, description: string): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new BadGatewayError(`Greenhouse returned an unexpected ${description} body: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
