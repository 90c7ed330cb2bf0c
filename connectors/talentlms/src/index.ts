import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { CATEGORY_FILTER_KEYS } from './actions/category-filter.js';
import { CONTENT_FILTER_KEYS, getContentAction, listContentAction } from './actions/content-actions.js';
import {
  ASSIGNMENT_FILTER_KEYS,
  createUserAssignmentAction,
  deleteUserCompletionAction,
  getAssignmentAction,
  getCompletionAction,
  getUserAssignmentAction,
  getUserCompletionAction,
  listAssignmentsAction,
  listCompletionsAction,
  listUserAssignmentsAction,
  listUserCompletionsAction,
} from './actions/enrolment-actions.js';
import { getCategoryAction } from './actions/get-category.js';
import { getCourseAction } from './actions/get-course.js';
import { getSiteInfoAction } from './actions/get-site-info.js';
import { getUserAction } from './actions/get-user.js';
import { listCategoriesAction } from './actions/list-categories.js';
import { COURSE_FILTER_KEYS, listCoursesAction } from './actions/list-courses.js';
import { listUsersAction, USER_FILTER_KEYS } from './actions/list-users.js';
import { talentlmsAuthentication } from './authentication.js';
import { talentlmsErrorMessage, talentlmsRetryAfterSeconds } from './provider-responses.js';

const NO_UNIT_WRITES =
  "neither TalentLMS API can create or update a unit; its course upsert would make an empty course and drop the content's URL, type and duration";
const NO_SKILLS = 'neither TalentLMS API (v1 or v2) has an endpoint for skills, so no skill can be listed or read';

export const talentlmsConnector = defineConnector({
  key: 'talentlms',
  name: 'TalentLMS',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  customer_description:
    'Lets the application read the courses, categories, units, users, enrolments and completions of your TalentLMS portal, ' +
    'enrol users in courses and reset their progress.',
  description:
    'TalentLMS learning management system: unified LMS categories, courses, content (course units), users, assignments ' +
    '(enrolments; create enrols) and completions (delete resets progress), plus account info.',
  release_stage: 'beta',
  categories: ['lms'],
  authentication: [talentlmsAuthentication],
  // TalentLMS API keys are account-wide administrator keys; the provider has no scopes to declare.
  scope_definitions: [],
  resource_types: ['category', 'course', 'content', 'user', 'assignment', 'completion'],
  baseUrl: 'https://{domain}.talentlms.com/api/v1',
  errorMessage: talentlmsErrorMessage,
  retryAfterSeconds: talentlmsRetryAfterSeconds,
  resources: {
    'lms.categories': {
      filters: CATEGORY_FILTER_KEYS,
      description:
        'filter[name]: name contains the text, ignoring case. filter[parent_id]: direct children of a category (unified or ' +
        'TalentLMS id). Both are applied after fetching, as TalentLMS API v1 cannot filter categories.',
    },
    'lms.courses': {
      filters: COURSE_FILTER_KEYS,
      description:
        'filter[active], filter[external_reference] (the course code) and filter[category_id] (unified or TalentLMS id), applied ' +
        'after fetching; updated_after reads last_update_on.',
    },
    'lms.content': {
      filters: CONTENT_FILTER_KEYS,
      description: 'Course units. filter[active]: units of active (true) or inactive (false) courses; updated_after: the course changed.',
    },
    'lms.users': {
      filters: USER_FILTER_KEYS,
      description: 'filter[email]: the user with that address, looked up by TalentLMS; updated_after reads last_updated_timestamp.',
    },
    'lms.user_assignments': {
      filters: ASSIGNMENT_FILTER_KEYS,
      description: 'filter[status]: pending, in_progress or completed; updated_after: enrolled or completed after.',
    },
    'lms.assignments': {
      filters: ASSIGNMENT_FILTER_KEYS,
      description: 'filter[status]: pending, in_progress or completed; updated_after: enrolled or completed after.',
    },
  },
  actions: [
    listCategoriesAction,
    getCategoryAction,
    listCoursesAction,
    getCourseAction,
    listContentAction,
    getContentAction,
    listUsersAction,
    getUserAction,
    listUserAssignmentsAction,
    getUserAssignmentAction,
    createUserAssignmentAction,
    listAssignmentsAction,
    getAssignmentAction,
    listUserCompletionsAction,
    getUserCompletionAction,
    deleteUserCompletionAction,
    listCompletionsAction,
    getCompletionAction,
    getSiteInfoAction,
  ],
  unsupported: {
    'lms.content.update': 'TalentLMS content is course units, and neither TalentLMS API (v1 or v2) can edit a unit',
    'lms.content.upsert': NO_UNIT_WRITES,
    'lms.content.batch_upsert': NO_UNIT_WRITES,
    'lms.user_completions.create': "neither TalentLMS API can mark a course or unit completed: they read a user's progress and reset it, nothing more",
    'lms.skills.list': NO_SKILLS,
    'lms.skills.get': NO_SKILLS,
  },
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: talentlmsConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startTalentlmsEmulator()),
});

export default manifest;

export { talentlmsAuthentication } from './authentication.js';
export { mapCategory } from './mappers/category.js';
export { CategoryTree } from './mappers/category-tree.js';
export { mapContent } from './mappers/content.js';
export { mapCourse } from './mappers/course.js';
export { mapAssignment, mapCompletion } from './mappers/enrolment.js';
export { mapUser } from './mappers/user.js';
export type { TalentlmsCategory, TalentlmsCategoryWithCourses, TalentlmsCourse, TalentlmsErrorBody } from './provider-schemas.js';
