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

// The answers' schemas are built when an answer is first checked (z.lazy), not when the connector
// loads: every installed connector loads at each start, and their schemas were a quarter of the zod
// work of the server's start. Schemas other code extends stay plain.

export const talentlmsCategoryListSchema = z.lazy(() => z.array(talentlmsCategorySchema));

/**
 * A course as `GET /courses` lists it and `GET /categories/id:{id}` embeds it. Values stay as
 * TalentLMS sent them, since the courses action returns them natively.
 */
export const talentlmsCourseSchema = z.lazy(() =>
  z.looseObject({
    id: z.union([z.string(), z.number()]),
    name: z.string().nullable().optional(),
    category_id: z.union([z.string(), z.number(), z.null()]).optional(),
  }),
);
export type TalentlmsCourse = z.output<typeof talentlmsCourseSchema>;

export const talentlmsCourseListSchema = z.lazy(() => z.array(talentlmsCourseSchema));

/** `GET /categories/id:{id}`: the category plus the courses filed under it. */
export const talentlmsCategoryWithCoursesSchema = z.lazy(() =>
  talentlmsCategorySchema.extend({
    courses: z.array(talentlmsCourseSchema).optional(),
  }),
);
export type TalentlmsCategoryWithCourses = z.output<typeof talentlmsCategoryWithCoursesSchema>;

/** `GET /siteinfo`: counters and settings of the TalentLMS account (domain). */
export const talentlmsSiteInfoSchema = z.lazy(() =>
  z.looseObject({
    /** How the account prints dates: `DDMMYYYY`, `MMDDYYYY` or `YYYYMMDD`. */
    date_format: z.string().nullable().optional(),
  }),
);

/** TalentLMS's error body: `{ "error": { "type": "invalid_request_error", "message": "..." } }`. */
export const talentlmsErrorBodySchema = z.lazy(() =>
  z.object({
    error: z.object({
      type: z.string().optional(),
      message: z.string(),
    }),
  }),
);
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

const looseString = z
  .union([z.string(), z.number()])
  .nullable()
  .optional()
  .transform((value) => (value === null || value === undefined ? null : String(value)));

/** `GET /courses` items and the course record of `GET /courses/id:{id}`. */
export const talentlmsCourseRecordSchema = z.looseObject({
  id: idSchema,
  name: z.string().nullable().optional(),
  code: z.string().nullable().optional(),
  category_id: optionalIdSchema,
  description: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
  creation_date: z.string().nullable().optional(),
  last_update_on: z.string().nullable().optional(),
  creator_id: optionalIdSchema,
  avatar: z.string().nullable().optional(),
  big_avatar: z.string().nullable().optional(),
  shared_url: z.string().nullable().optional(),
});
export type TalentlmsCourseRecord = z.output<typeof talentlmsCourseRecordSchema>;
export const talentlmsCourseRecordListSchema = z.lazy(() => z.array(talentlmsCourseRecordSchema));

/** A unit of a course, as the course record lists it. */
export const talentlmsUnitSchema = z.lazy(() =>
  z.looseObject({
    id: idSchema,
    type: z.string().nullable().optional(),
    name: z.string().nullable().optional(),
    url: z.string().nullable().optional(),
  }),
);
export type TalentlmsUnit = z.output<typeof talentlmsUnitSchema>;

/** `GET /courses/id:{id}`: the course with its units (and its learners, which the connector reads from the user side). */
export const talentlmsCourseWithUnitsSchema = z.lazy(() =>
  talentlmsCourseRecordSchema.extend({
    units: z.array(talentlmsUnitSchema).optional(),
  }),
);
export type TalentlmsCourseWithUnits = z.output<typeof talentlmsCourseWithUnitsSchema>;

/** `GET /users` items. */
export const talentlmsUserSchema = z.looseObject({
  id: idSchema,
  login: z.string().nullable().optional(),
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
  created_on: z.string().nullable().optional(),
  last_updated_timestamp: looseString,
});
export type TalentlmsUser = z.output<typeof talentlmsUserSchema>;
export const talentlmsUserListSchema = z.lazy(() => z.array(talentlmsUserSchema));

/** A user's enrolment in a course, as the user record's `courses[]` tells it; timestamps are Unix seconds. */
export const talentlmsUserCourseSchema = z.looseObject({
  id: idSchema,
  name: z.string().nullable().optional(),
  role: z.string().nullable().optional(),
  enrolled_on_timestamp: looseString,
  completed_on_timestamp: looseString,
  completion_status: z.string().nullable().optional(),
  completion_percentage: looseString,
  total_time_seconds: looseString,
});
export type TalentlmsUserCourse = z.output<typeof talentlmsUserCourseSchema>;

const talentlmsCertificationSchema = z.looseObject({
  course_id: optionalIdSchema,
  public_url: z.string().nullable().optional(),
  download_url: z.string().nullable().optional(),
});

/** `GET /users/id:{id}` (and `/users/email:{email}`): the user with their courses and certifications. */
export const talentlmsUserWithCoursesSchema = z.lazy(() =>
  talentlmsUserSchema.extend({
    courses: z.array(talentlmsUserCourseSchema).optional(),
    certifications: z.array(talentlmsCertificationSchema).optional(),
  }),
);
export type TalentlmsUserWithCourses = z.output<typeof talentlmsUserWithCoursesSchema>;

/** `GET /getuserstatusincourse/course_id:{c},user_id:{u}`: one enrolment's progress, without the course's id and name. */
export const talentlmsUserStatusInCourseSchema = z.lazy(() => talentlmsUserCourseSchema.omit({ id: true, name: true }));

/** `POST /addusertocourse`: a one-element list naming the enrolment. */
export const talentlmsEnrolmentResultSchema = z.lazy(() =>
  z.array(z.looseObject({ user_id: idSchema, course_id: idSchema, role: z.string().nullable().optional() })).min(1),
);
