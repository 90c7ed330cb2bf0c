import { z } from '@openunified/connector-sdk';
import { idSchema, list, namedReferenceSchema, nullableBoolean, nullableId, nullableNumber, nullableText } from './provider-schemas.js';

// The answers' schemas are built when an answer is first checked (z.lazy), not when the connector
// loads: every installed connector loads at each start, and their schemas were a quarter of the zod
// work of the server's start. Schemas other code extends stay plain.

/**
 * The organisation's reference records as Harvest API v1 answers them: departments, offices,
 * custom fields, rejection reasons and job posts (https://developers.greenhouse.io/harvest.html).
 * As in provider-schemas.ts, only what the mappers read is declared and objects stay loose.
 */

export const greenhouseDepartmentSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    name: nullableText,
    parent_id: nullableId,
    child_ids: list(idSchema),
    external_id: nullableText,
  }),
);
export type GreenhouseDepartment = z.output<typeof greenhouseDepartmentSchema>;

export const greenhouseOfficeSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    name: nullableText,
    location: z
      .looseObject({ name: nullableText })
      .nullish()
      .transform((value) => value ?? null),
    primary_contact_user_id: nullableId,
    parent_id: nullableId,
    child_ids: list(idSchema),
    external_id: nullableText,
  }),
);
export type GreenhouseOffice = z.output<typeof greenhouseOfficeSchema>;

/** The kinds of record `GET /custom_fields/{field_type}` takes that unified resources serve. */
export const greenhouseCustomFieldTypes = ['candidate', 'application', 'job'] as const;
export type GreenhouseCustomFieldType = (typeof greenhouseCustomFieldTypes)[number];

export const greenhouseCustomFieldSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    name: nullableText,
    active: nullableBoolean,
    field_type: nullableText,
    priority: nullableNumber,
    value_type: nullableText,
    private: nullableBoolean,
    required: nullableBoolean,
    name_key: nullableText,
    description: nullableText,
    custom_field_options: list(z.looseObject({ id: idSchema, name: z.union([z.string(), z.number()]).transform(String), priority: nullableNumber })),
  }),
);
export type GreenhouseCustomField = z.output<typeof greenhouseCustomFieldSchema>;

export const greenhouseRejectionReasonSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    name: nullableText,
    type: namedReferenceSchema
      .partial()
      .nullish()
      .transform((value) => value ?? null),
  }),
);
export type GreenhouseRejectionReason = z.output<typeof greenhouseRejectionReasonSchema>;

/** A job post question; `values` are the choices of a select or boolean question. */
const jobPostQuestionSchema = z.looseObject({
  required: nullableBoolean,
  private: nullableBoolean,
  label: nullableText,
  name: nullableText,
  type: nullableText,
  description: nullableText,
  values: list(z.looseObject({ value: z.union([z.number(), z.string()]).transform(String), label: nullableText })),
});
export type GreenhouseJobPostQuestion = z.output<typeof jobPostQuestionSchema>;

export const greenhouseJobPostSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    title: nullableText,
    location: z
      .looseObject({ id: nullableId, name: nullableText, office_id: nullableId })
      .nullish()
      .transform((value) => value ?? null),
    internal: nullableBoolean,
    external: nullableBoolean,
    active: nullableBoolean,
    live: nullableBoolean,
    first_published_at: nullableText,
    job_id: nullableId,
    content: nullableText,
    internal_content: nullableText,
    created_at: nullableText,
    updated_at: nullableText,
    questions: list(jobPostQuestionSchema),
  }),
);
export type GreenhouseJobPost = z.output<typeof greenhouseJobPostSchema>;
