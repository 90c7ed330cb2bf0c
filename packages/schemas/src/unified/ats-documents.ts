import { z } from 'zod';
import { dateTimeSchema, enumValueSchema, openEnumValueSchema, writableEnumValueSchema, writableOpenEnumValueSchema } from '../enum-value.js';
import { atsApplicationStatusValues, atsOfferStatusValues } from './ats.js';

/**
 * The files, lists and history around ATS applications (docs/unified/ats.md#documents), and the
 * bodies of the application commands (move, reject) and of an offer's create.
 */

/** What a document of an application is. */
export const atsDocumentCategoryValues = [
  'resume',
  'avatar',
  'cover_letter',
  'profile_picture',
  'policy',
  'passport',
  'assessment',
  'interview_attachment',
  'take_home_test',
  'offer_letter',
  'signed_offer_letter',
  'national_id',
  'offer_packet',
  'other',
] as const;
export type AtsDocumentCategory = (typeof atsDocumentCategoryValues)[number];

/** A file kept with an application (or its candidate). */
export const atsDocumentSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  category: enumValueSchema(atsDocumentCategoryValues).nullable().describe("The document's category, `source_value` the provider's word"),
  category_id: z.string().nullable().describe('Unified id of the category (GET /unified/ats/documents/application_categories)'),
  type: enumValueSchema(atsDocumentCategoryValues).nullable(),
  file_format: openEnumValueSchema.nullable().describe('`value` the file extension, lower case'),
  remote_url: z.string().nullable().describe('Where the provider serves the file; may be a link that expires'),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type AtsDocument = z.infer<typeof atsDocumentSchema>;

/** A category documents are filed under, as a plain reference. */
export const atsDocumentCategoryRecordSchema = z.object({
  id: z.string().describe('Unified id'),
  remote_id: z.string().describe("The provider's id (its word for the category)"),
  name: z.string().nullable(),
  active: z.boolean().nullable(),
});
export type AtsDocumentCategoryRecord = z.infer<typeof atsDocumentCategoryRecordSchema>;

function optional<Schema extends z.ZodType>(schema: Schema) {
  return schema.nullable().optional();
}
const writablePassthrough = optional(z.record(z.string(), z.unknown())).describe('Merged into the provider request body as is');

/** docs/unified/ats.md: the body of `POST /unified/ats/applications/{id}/documents/upload`. */
export const atsDocumentUploadSchema = z.object({
  name: optional(z.string().min(1)).describe('The file name, with its extension'),
  file_format: optional(writableOpenEnumValueSchema).describe('`value` the file extension (pdf, docx), used for the content type when the name has none'),
  content: optional(z.string()).describe('The file, base64'),
  category: optional(writableOpenEnumValueSchema).describe("The unified category, or the provider's own word in `source_value`"),
  category_id: optional(z.string().min(1)).describe('Unified or provider id of the category; wins over category'),
  confidential: optional(writableEnumValueSchema(['true', 'false'])),
  path: optional(z.string()),
});
export type AtsDocumentUpload = z.infer<typeof atsDocumentUploadSchema>;

/** docs/unified/ats.md: the body of `POST /unified/ats/applications/{id}/move`. */
export const atsMoveApplicationSchema = z.object({
  interview_stage_id: optional(z.string().min(1)).describe('Unified or provider id of the stage to move the application to'),
  passthrough: writablePassthrough,
});
export type AtsMoveApplication = z.infer<typeof atsMoveApplicationSchema>;

/** docs/unified/ats.md: the body of `POST /unified/ats/applications/{id}/reject`. */
export const atsRejectApplicationSchema = z.object({
  rejected_reason_id: optional(z.string().min(1)).describe('Unified or provider id of the rejected reason (GET /unified/ats/rejected_reasons)'),
  passthrough: writablePassthrough,
});
export type AtsRejectApplication = z.infer<typeof atsRejectApplicationSchema>;

/** docs/unified/ats.md: the body of `POST /unified/ats/offers`. */
export const atsOfferCreateSchema = z.object({
  application_id: optional(z.string().min(1)).describe('Unified or provider id of the application the offer is for'),
  start_date: optional(z.string()),
  salary: optional(z.number()),
  currency: optional(z.string()),
  offer_status: optional(writableEnumValueSchema(atsOfferStatusValues)),
  offer_history: optional(
    z.array(
      z.object({
        start_date: optional(z.string()),
        salary: optional(z.number()),
        currency: optional(z.string()),
        created_at: optional(z.string()),
        updated_at: optional(z.string()),
      }),
    ),
  ),
  passthrough: writablePassthrough,
});
export type AtsOfferCreate = z.infer<typeof atsOfferCreateSchema>;

/** What a list holds. */
export const atsListTypeValues = ['candidates', 'contacts', 'companies'] as const;

/** A named list of records (a talent pool of candidates). */
export const atsListSchema = z.object({
  id: z.string().describe('Unified id'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  type: enumValueSchema(atsListTypeValues).nullable(),
  items: z
    .array(z.object({ id: z.string(), remote_id: z.string() }))
    .nullable()
    .describe('The records on the list; null where the provider does not list them'),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type AtsList = z.infer<typeof atsListSchema>;

/** What changed on an application. */
export const atsApplicationChangeTypeValues = ['application_status', 'interview_stage', 'rejected_reasons'] as const;

/** One change of an application's status, stage or rejected reasons, with the values after it. */
export const atsApplicationChangeSchema = z.object({
  id: z.string().describe('Unified id'),
  remote_id: z.string(),
  change_type: enumValueSchema(atsApplicationChangeTypeValues).nullable(),
  actor: z.object({ id: z.string().nullable(), remote_id: z.string().nullable() }).nullable().describe('Who made the change'),
  new_values: z
    .object({
      application_status: enumValueSchema(atsApplicationStatusValues).nullable().optional(),
      interview_stage_id: z.string().nullable().optional(),
      rejected_reason_ids: z.array(z.string()).nullable().optional(),
    })
    .describe('The values after the change: only those the change touched'),
  effective_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
});
export type AtsApplicationChange = z.infer<typeof atsApplicationChangeSchema>;
