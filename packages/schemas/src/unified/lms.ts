import { z } from 'zod';
import { dateTimeSchema, enumValueSchema, openEnumValueSchema, UNMAPPED_VALUE, writableOpenEnumValueSchema } from '../enum-value.js';

/**
 * Unified lms models (docs/unified/lms.md). Providers differ widely in what they know about a category, so
 * every field except the identifiers may be null, and absent when a client's `fields` selector
 * leaves it out.
 */

/** An object whose only member is the provider's own value, as docs/unified/lms.md writes `hierarchy` and `level`. */
const sourceValueObjectSchema = z.object({
  source_value: z.string().nullable(),
});

/** docs/unified/lms.md Category: a node of the provider's course catalogue tree. */
export const lmsCategorySchema = z.object({
  /** Composite id (`c28xIQ...`) of the category. */
  id: z.string(),
  /** The provider's own id of the category. */
  remote_id: z.string(),
  /** Provider fields without a unified home, keyed by the connector. */
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().optional(),
  name: z.string().nullable().optional(),
  active: z.boolean().nullable().optional(),
  /** Where the category sits in the tree; each connector documents the shape of `source_value`. */
  hierarchy: sourceValueObjectSchema.nullable().optional(),
  /** Depth of the category in the tree; each connector documents how it counts. */
  level: sourceValueObjectSchema.nullable().optional(),
  language: z
    .object({
      value: z.string().nullable(),
      source_value: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type LmsCategory = z.infer<typeof lmsCategorySchema>;

/*
 * The learning records around the catalogue: courses, their content, the learners, what they are
 * assigned and what they completed, and skills. Field names, types and enum values are those of the
 * vendor's published API, so its clients read our answers as they read its own. Every field but the
 * ids may be null: providers differ in what they record. `*_id` fields hold unified ids of other
 * records and `remote_*_id` the provider's ids of the same records.
 */

/** What a learning record is: one piece of content, a course, or a collection of courses. */
export const lmsLearningObjectTypeValues = ['content', 'course', 'collection'] as const;
/** Where an assignment stands. */
export const lmsAssignmentStatusValues = ['pending', 'in_progress', 'completed'] as const;
/** How a completion (or a finished assignment) ended, capitalised as the vendor's API writes it. */
export const lmsResultValues = ['Pass', 'Fail'] as const;
/** The kind of a piece of content. */
export const lmsContentTypeValues = ['video', 'quiz', 'document', 'audio', 'article'] as const;
/** Where a skill sits in a provider's skill tree. */
export const lmsSkillLevelValues = ['primary', 'secondary', 'tertiary'] as const;

const unifiedIdOf = (what: string) => z.string().nullable().describe(`Unified id of ${what}`);
const remoteIdOf = (what: string) => z.string().nullable().describe(`The provider's id of ${what}`);

/** A language: `value` a locale such as `en_GB` (the vendor's list is open), `source_value` as the provider writes it. */
export const lmsLanguageSchema = openEnumValueSchema;

export const lmsAuthorSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
});

/** docs/unified/lms.md Skill: a skill a provider tracks, on its own or on a course or content. */
export const lmsSkillSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  active: z.boolean().nullable(),
  hierarchy: enumValueSchema(lmsSkillLevelValues).nullable(),
  language: lmsLanguageSchema.nullable(),
  level: enumValueSchema(lmsSkillLevelValues).nullable(),
});
export type LmsSkill = z.infer<typeof lmsSkillSchema>;

const catalogueShape = {
  /** The categories the record is filed under, as `GET /unified/lms/categories` returns them. */
  categories: z.array(lmsCategorySchema).nullable(),
  skills: z.array(lmsSkillSchema).nullable(),
  authors: z.array(lmsAuthorSchema).nullable(),
  languages: z.array(lmsLanguageSchema).nullable(),
  provider: z.string().nullable().describe('Who publishes the record: the LMS itself or a content provider'),
  /** ISO 8601 duration, e.g. `PT1H30M`. */
  duration: z.string().nullable().describe('ISO 8601 duration, e.g. PT1H30M'),
  cover_url: z.string().nullable(),
  active: z.boolean().nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
};

/** docs/unified/lms.md Course: something learners are assigned and complete, made of content. */
export const lmsCourseSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().optional(),
  external_reference: z.string().nullable().describe("The course's id in the system that publishes it, where the provider keeps one"),
  title: z.string().nullable(),
  description: z.string().nullable(),
  url: z.string().nullable().describe('Where a learner opens the course'),
  content_ids: z.array(z.string()).nullable().describe('Unified ids of the content of the course, in order'),
  remote_content_ids: z.array(z.string()).nullable(),
  ...catalogueShape,
});
export type LmsCourse = z.infer<typeof lmsCourseSchema>;

export const lmsLocalizationSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  tags: z.array(z.string()).nullable(),
  language: lmsLanguageSchema.nullable(),
});

/** docs/unified/lms.md Content: one learning item (a video, a document, a test, ...), on its own or in courses. */
export const lmsContentSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().optional(),
  external_reference: z.string().nullable(),
  course_ids: z.array(z.string()).nullable().describe('Unified ids of the courses the content belongs to'),
  remote_course_ids: z.array(z.string()).nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  short_description: z.string().nullable(),
  content_url: z.string().nullable(),
  mobile_launch_content_url: z.string().nullable(),
  content_type: enumValueSchema(lmsContentTypeValues).nullable(),
  order: z.number().nullable().describe('Position of the content in its course, from 1'),
  tags: z.array(z.string()).nullable(),
  localizations: z.array(lmsLocalizationSchema).nullable(),
  ...catalogueShape,
});
export type LmsContent = z.infer<typeof lmsContentSchema>;

/** docs/unified/lms.md User: a person who learns (or teaches) on the platform. */
export const lmsUserSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().optional(),
  external_reference: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  active: z.boolean().nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type LmsUser = z.infer<typeof lmsUserSchema>;

const learnerShape = {
  user_id: unifiedIdOf('the learner'),
  remote_user_id: remoteIdOf('the learner'),
  learning_object_id: unifiedIdOf('the course, content or collection'),
  remote_learning_object_id: remoteIdOf('the course, content or collection'),
  learning_object_external_reference: z.string().nullable(),
  learning_object_type: enumValueSchema(lmsLearningObjectTypeValues).nullable(),
  course_id: unifiedIdOf('the course (when the learning object is one, or belongs to one)'),
  remote_course_id: remoteIdOf('the course'),
  certificate_url: z.string().nullable(),
  completed_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
};

/** docs/unified/lms.md Assignment: a learner enrolled in (or assigned) a course or content. */
export const lmsAssignmentSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().optional(),
  external_reference: z.string().nullable(),
  ...learnerShape,
  progress: z.number().nullable().describe('Percentage done, 0 to 100'),
  status: enumValueSchema(lmsAssignmentStatusValues).nullable(),
  result: enumValueSchema(lmsResultValues).nullable(),
  due_date: dateTimeSchema.nullable(),
});
export type LmsAssignment = z.infer<typeof lmsAssignmentSchema>;

/** docs/unified/lms.md Completion: a learner finished a course or content. */
export const lmsCompletionSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().optional(),
  external_reference: z.string().nullable(),
  external_id: z.string().nullable(),
  remote_external_id: z.string().nullable(),
  content_id: unifiedIdOf('the content completed'),
  remote_content_id: remoteIdOf('the content completed'),
  content_external_reference: z.string().nullable(),
  ...learnerShape,
  result: enumValueSchema(lmsResultValues).nullable(),
  time_spent: z.string().nullable().describe('ISO 8601 duration, e.g. PT1H30M'),
});
export type LmsCompletion = z.infer<typeof lmsCompletionSchema>;

/** An enum member in a write: `value` one of the unified members, `source_value` the provider's own (any scalar, read as text). */
function writableEnumSchema<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.object({
    value: z.enum([...values, UNMAPPED_VALUE] as unknown as [Values[number] | typeof UNMAPPED_VALUE]).nullish(),
    source_value: z
      .union([z.string(), z.number(), z.boolean()])
      .transform((value) => String(value))
      .nullish(),
  });
}

const passthroughSchema = z.record(z.string(), z.unknown()).nullish().describe('Merged into the provider request as is');

/** The body of `POST /unified/lms/users/{id}/assignments`: assign the learner in the path to a course or content. */
export const lmsAssignmentCreateSchema = z.object({
  learning_object_id: z.string().min(1).nullish().describe('The course or content to assign (unified or provider id)'),
  learning_object_external_reference: z.string().min(1).nullish().describe("The learning object's external reference, for providers that find it so"),
  external_reference: z.string().nullish(),
  progress: z.number().min(0).max(100).nullish(),
  status: writableEnumSchema(lmsAssignmentStatusValues).nullish(),
  created_at: dateTimeSchema.nullish(),
  due_date: dateTimeSchema.nullish(),
  passthrough: passthroughSchema,
});
export type LmsAssignmentCreate = z.infer<typeof lmsAssignmentCreateSchema>;

/** The body of `POST /unified/lms/users/{id}/completions`: record that the learner in the path completed something. */
export const lmsCompletionCreateSchema = z.object({
  learning_object_id: z.string().min(1).nullish().describe('The course or content completed (unified or provider id)'),
  learning_object_external_reference: z.string().min(1).nullish(),
  content_id: z.string().min(1).nullish().describe('Deprecated: use learning_object_id'),
  content_external_reference: z.string().min(1).nullish().describe('Deprecated: use learning_object_external_reference'),
  completed_at: dateTimeSchema.nullish(),
  result: writableEnumSchema(lmsResultValues).nullish(),
  time_spent: z.string().nullish().describe('ISO 8601 duration, e.g. PT1H30M'),
  passthrough: passthroughSchema,
});
export type LmsCompletionCreate = z.infer<typeof lmsCompletionCreateSchema>;

/** A category or skill named in a content write: by id, or described for providers that file by name. */
const writableCatalogueNodeShape = {
  id: z.string().nullish().describe('The category or skill (unified or provider id)'),
  name: z.string().nullish(),
  hierarchy: writableOpenEnumValueSchema.nullish(),
  level: writableOpenEnumValueSchema.nullish(),
  language: writableOpenEnumValueSchema.nullish(),
};

/**
 * The body of `PATCH /unified/lms/content/{id}`, `PUT /unified/lms/content` (create or update the
 * content whose `external_reference` matches) and of each item of `POST /unified/lms/content/batch`:
 * a learning item as a client pushes it to a learning platform. Every member may be left out or null.
 */
export const lmsContentWriteSchema = z.object({
  external_reference: z.string().nullish().describe("The content's id in the system that publishes it: what an upsert matches on"),
  title: z.string().nullish(),
  description: z.string().nullish(),
  short_description: z.string().nullish().describe('Deprecated: use description'),
  content_url: z.string().nullish(),
  mobile_launch_content_url: z.string().nullish(),
  cover_url: z.string().nullish(),
  content_type: writableEnumSchema(lmsContentTypeValues).nullish(),
  duration: z.string().nullish().describe('ISO 8601 duration, e.g. PT1H30M'),
  order: z.number().nullish().describe('Position of the content within a content grouping; not for content pushed on its own'),
  active: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')])
    .nullish()
    .describe('Whether learners can use the content; the wire also takes "true" and "false"'),
  tags: z.array(z.string()).nullish(),
  languages: z.array(writableOpenEnumValueSchema).nullish(),
  localizations: z
    .array(
      z.object({
        title: z.string().nullish(),
        description: z.string().nullish(),
        tags: z.array(z.string()).nullish(),
        language: writableOpenEnumValueSchema.nullish(),
      }),
    )
    .nullish(),
  categories: z.array(z.object({ ...writableCatalogueNodeShape, unified_custom_fields: z.record(z.string(), z.unknown()).nullish() })).nullish(),
  skills: z.array(z.object(writableCatalogueNodeShape)).nullish(),
  authors: z.array(z.object({ id: z.string().nullish(), name: z.string().nullish() })).nullish(),
  additional_data: z
    .array(z.object({ id: z.string().nullish(), remote_id: z.string().nullish(), value: z.union([z.string(), z.array(z.string())]).nullish() }))
    .nullish()
    .describe('Provider fields the model lacks, as the wire names them: {id, remote_id, value}'),
  created_at: dateTimeSchema.nullish(),
  updated_at: dateTimeSchema.nullish(),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullish(),
  passthrough: passthroughSchema,
});
export type LmsContentWrite = z.infer<typeof lmsContentWriteSchema>;
