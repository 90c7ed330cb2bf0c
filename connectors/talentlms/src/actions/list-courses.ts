import { defineAction, listInputSchema, paginateArray, toRemoteId, z } from '@openunified/connector-sdk';
import { mapCourse } from '../mappers/course.js';
import { accountDateFormat } from './account-date-format.js';
import { fetchAllCourses, updatedAfter } from './talentlms-records.js';

const courseFilterSchema = z.strictObject({
  active: z.union([z.boolean(), z.stringbool()]).optional().describe('true: only active courses; false: only inactive ones'),
  external_reference: z.string().min(1).optional().describe('Only the course with this course code'),
  category_id: z
    .union([z.string().min(1), z.number()])
    .transform((id) => toRemoteId(String(id)))
    .optional()
    .describe('Only courses filed under this category (unified or TalentLMS id)'),
});

export const COURSE_FILTER_KEYS = Object.keys(courseFilterSchema.shape);

export const listCoursesAction = defineAction({
  id: 'talentlms_list_courses',
  label: 'List courses',
  description:
    'Lists the courses of the TalentLMS account as unified LMS courses (GET /courses, plus GET /siteinfo for the date format). ' +
    'Filters: active, external_reference (the course code), category_id, updated_after (last_update_on), applied after fetching. ' +
    'TalentLMS returns every course in one response, so pages are cut from it and the cursor is an offset.',
  tags: ['lms', 'courses'],
  schema_type: 'unified',
  unified: 'lms.courses.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(courseFilterSchema),
  async run({ input, http }) {
    const [courses, dateFormat] = await Promise.all([fetchAllCourses(http), accountDateFormat(http)]);
    const filter = input.query.filter ?? {};
    const matching = courses.filter(
      (course) =>
        (filter.active === undefined || (course.status === 'active') === filter.active) &&
        (filter.external_reference === undefined || course.code === filter.external_reference) &&
        (filter.category_id === undefined || course.category_id === filter.category_id),
    );
    const mapped = updatedAfter(
      matching.map((course) => mapCourse(course, dateFormat)),
      input.query.updated_after,
    );
    return paginateArray(mapped, input.query.page_size, input.query.cursor);
  },
});
