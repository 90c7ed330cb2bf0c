import { defineAction, listInputSchema, paginateArray, toRemoteId, z } from '@openunified/connector-sdk';
import { parseProviderBody, talentlmsCourseListSchema } from '../provider-schemas.js';
import { compareTalentlmsIds } from './compare-ids.js';

const courseFilterSchema = z.strictObject({
  category_id: z
    .union([z.string().min(1), z.number()])
    .transform((id) => toRemoteId(String(id)))
    .optional()
    .describe('Only courses filed under this category (unified or TalentLMS id)'),
});

export const listCoursesAction = defineAction({
  id: 'talentlms_list_courses',
  label: 'List courses',
  description:
    'Lists the courses of the TalentLMS account exactly as TalentLMS returns them (GET /courses). Filter: category_id. ' +
    'TalentLMS returns every course in one response, so pages are cut from it and the cursor is an offset.',
  tags: ['lms', 'courses'],
  schema_type: 'native',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(courseFilterSchema),
  async run({ input, http }) {
    const response = await http.get('/courses');
    const courses = parseProviderBody(talentlmsCourseListSchema, response.body, 'courses list').sort(compareTalentlmsIds);
    const categoryId = input.query.filter?.category_id;
    const matching = categoryId === undefined ? courses : courses.filter((course) => String(course.category_id ?? '') === categoryId);
    return paginateArray(matching, input.query.page_size, input.query.cursor);
  },
});
