import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { CATEGORY_FILTER_KEYS } from './actions/category-filter.js';
import { getCategoryAction } from './actions/get-category.js';
import { getSiteInfoAction } from './actions/get-site-info.js';
import { listCategoriesAction } from './actions/list-categories.js';
import { listCoursesAction } from './actions/list-courses.js';
import { talentlmsAuthentication } from './authentication.js';
import { talentlmsErrorMessage, talentlmsRetryAfterSeconds } from './provider-responses.js';

export const talentlmsConnector = defineConnector({
  key: 'talentlms',
  name: 'TalentLMS',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  customer_description: 'Lets the application read the course categories and courses of your TalentLMS portal.',
  description: 'TalentLMS learning management system: course categories as unified LMS categories, plus courses and account info.',
  release_stage: 'beta',
  categories: ['lms'],
  authentication: [talentlmsAuthentication],
  // TalentLMS API keys are account-wide administrator keys; the provider has no scopes to declare.
  scope_definitions: [],
  resource_types: ['category', 'course'],
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
  },
  actions: [listCategoriesAction, getCategoryAction, getSiteInfoAction, listCoursesAction],
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
export type { TalentlmsCategory, TalentlmsCategoryWithCourses, TalentlmsCourse, TalentlmsErrorBody } from './provider-schemas.js';
