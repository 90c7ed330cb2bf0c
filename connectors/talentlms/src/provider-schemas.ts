import { BadGatewayError, z } from '@openunified/connector-sdk';

/**
 * The shapes TalentLMS API v1 answers with. TalentLMS serialises most numbers as strings and
 * sometimes as numbers, so ids accept both and come out as strings. Unknown fields are kept
 * (`looseObject`) so they can reach `unified_custom_fields` and native actions untouched.
 */

const idSchema = z.union([z.string(), z.number()]).transform(String);
const optionalIdSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined || value === '' || value === '0' || value === 0 ? null : String(value)));

/** `GET /categories` items. A top-level category has no `parent_category_id` (null, empty or 0). */
export const talentlmsCategorySchema = z.looseObject({
  id: idSchema,
  name: z.string().nullable().optional(),
  price: z.string().nullable().optional(),
  parent_category_id: optionalIdSchema,
});
export type TalentlmsCategory = z.output<typeof talentlmsCategorySchema>;

export const talentlmsCategoryListSchema = z.array(talentlmsCategorySchema);

/**
 * A course as `GET /courses` lists it and `GET /categories/id:{id}` embeds it. Values stay as
 * TalentLMS sent them, since the courses action returns them natively.
 */
export const talentlmsCourseSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  name: z.string().nullable().optional(),
  category_id: z.union([z.string(), z.number(), z.null()]).optional(),
});
export type TalentlmsCourse = z.output<typeof talentlmsCourseSchema>;

export const talentlmsCourseListSchema = z.array(talentlmsCourseSchema);

/** `GET /categories/id:{id}`: the category plus the courses filed under it. */
export const talentlmsCategoryWithCoursesSchema = talentlmsCategorySchema.extend({
  courses: z.array(talentlmsCourseSchema).optional(),
});
export type TalentlmsCategoryWithCourses = z.output<typeof talentlmsCategoryWithCoursesSchema>;

/** `GET /siteinfo`: counters and settings of the TalentLMS account (domain). */
export const talentlmsSiteInfoSchema = z.looseObject({});

/** TalentLMS's error body: `{ "error": { "type": "invalid_request_error", "message": "..." } }`. */
export const talentlmsErrorBodySchema = z.object({
  error: z.object({
    type: z.string().optional(),
    message: z.string(),
  }),
});
export type TalentlmsErrorBody = z.output<typeof talentlmsErrorBodySchema>;

/**
 * Validates a successful provider body. A body of the wrong shape is the provider's fault, so it
 * becomes a 502 rather than a crash further down.
 */
export function parseProviderBody<Schema extends z.ZodType>(schema: Schema, body: unknown, description: string): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new BadGatewayError(`TalentLMS returned an unexpected ${description} body: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
