import { defineAction, getInputSchema } from '@openunified/connector-sdk';
import { mapCourse } from '../mappers/course.js';
import { accountDateFormat } from './account-date-format.js';
import { fetchCourse, talentlmsId } from './talentlms-records.js';

export const getCourseAction = defineAction({
  id: 'talentlms_get_course',
  label: 'Get course',
  description:
    'Gets one TalentLMS course as a unified LMS course, with the ids of its units in content_ids (GET /courses/id:{id}, ' +
    'plus GET /siteinfo for the date format).',
  tags: ['lms', 'courses'],
  schema_type: 'unified',
  unified: 'lms.courses.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const id = talentlmsId(input.path.id, 'course');
    const [course, dateFormat] = await Promise.all([fetchCourse(http, id), accountDateFormat(http)]);
    return { data: mapCourse(course, dateFormat) };
  },
});
