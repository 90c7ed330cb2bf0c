import { describeConnector } from '@openunified/connector-sdk/testing';
import type { LmsCategory } from '@openunified/connector-sdk';
import { startTalentlmsEmulator } from './emulator/index.js';
import { manifest } from './index.js';

describeConnector(manifest, {
  startEmulator: () => startTalentlmsEmulator({ seed: 5, categoryCount: 40, courseCount: 70 }),
  inputs: {
    talentlms_list_categories: { query: { page_size: 15 } },
    talentlms_get_category: (previous) => ({ path: { id: (previous.talentlms_list_categories as LmsCategory[])[3]!.id } }),
    talentlms_get_site_info: {},
    talentlms_list_courses: { query: { page_size: 30 } },
  },
});
