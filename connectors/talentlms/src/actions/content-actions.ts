import { defineAction, getInputSchema, listInputSchema, NotFoundError, toRemoteId, z } from '@openunified/connector-sdk';
import { mapContent, parseContentRemoteId } from '../mappers/content.js';
import { parseTalentlmsDate, type TalentlmsDateFormat } from '../mappers/talentlms-dates.js';
import type { TalentlmsCourseWithUnits } from '../provider-schemas.js';
import { accountDateFormat } from './account-date-format.js';
import { fetchAllCourses, fetchCourse } from './talentlms-records.js';
import { walkParents } from './walk-parents.js';

// Content is the units of TalentLMS courses, which only the course record lists (GET /courses/id:{id}).

const contentFilterSchema = z.strictObject({
  active: z.union([z.boolean(), z.stringbool()]).optional().describe('true: only units of active courses; false: of inactive ones'),
});
export const CONTENT_FILTER_KEYS = Object.keys(contentFilterSchema.shape);

function contentOf(course: TalentlmsCourseWithUnits, dateFormat: TalentlmsDateFormat) {
  return (course.units ?? []).map((unit, index) => mapContent(course, unit, index + 1, dateFormat));
}

export const listContentAction = defineAction({
  id: 'talentlms_list_content',
  label: 'List content',
  description:
    'Lists the units of every TalentLMS course as unified content. TalentLMS has no unit list: a page reads GET /courses ' +
    '(and GET /siteinfo for the date format), then course records (GET /courses/id:{id}) from where the last page stopped, ' +
    'at most 20 a page. Filters: active (the course is active), updated_after (the course changed), applied before the ' +
    'course records are read.',
  tags: ['lms', 'content'],
  schema_type: 'unified',
  unified: 'lms.content.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(contentFilterSchema),
  async run({ input, http }) {
    const [courses, dateFormat] = await Promise.all([fetchAllCourses(http), accountDateFormat(http)]);
    const active = input.query.filter?.active;
    // Units carry no dates of their own: a course unchanged since updated_after has no changed content, and is not read.
    const since = input.query.updated_after === undefined ? undefined : Date.parse(input.query.updated_after);
    const changed = courses.filter((course) => {
      if (active !== undefined && (course.status === 'active') !== active) return false;
      const updated = parseTalentlmsDate(course.last_update_on, dateFormat);
      return since === undefined || (updated !== null && Date.parse(updated) > since);
    });
    return walkParents({
      parents: changed,
      pageSize: input.query.page_size,
      cursor: input.query.cursor,
      childrenOf: async (course) => contentOf(await fetchCourse(http, course.id), dateFormat),
    });
  },
});

export const getContentAction = defineAction({
  id: 'talentlms_get_content',
  label: 'Get content',
  description: 'Gets one unit of a TalentLMS course by its content id, "{course id}-{unit id}" (GET /courses/id:{course id}).',
  tags: ['lms', 'content'],
  schema_type: 'unified',
  unified: 'lms.content.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const { courseId, unitId } = parseContentRemoteId(toRemoteId(input.path.id));
    const [course, dateFormat] = await Promise.all([fetchCourse(http, courseId), accountDateFormat(http)]);
    const content = contentOf(course, dateFormat).find((candidate) => candidate.unified_custom_fields?.unit_id === unitId);
    if (!content) throw new NotFoundError(`TalentLMS course ${courseId} has no unit ${unitId}`);
    return { data: content };
  },
});
