import { atsUnifiedResources } from './ats-resources.js';
import { crmResources } from './crm-resources.js';
import { defineUnifiedResource } from './define-unified-resource.js';
import { hrisUnifiedResources } from './hris-resources.js';
import { iamUnifiedResources } from './iam-resources.js';
import { driveSchema } from '../unified/documents.js';
import { lmsCategorySchema } from '../unified/lms.js';
import { pushTemplateSchema, pushTemplateWriteSchema } from '../unified/marketing.js';
import { ticketingResources } from './ticketing-resources.js';

// One declaration per unified resource the platform ships (docs/unified/). A connector may
// contribute more from its own manifest.

export const drivesResource = defineUnifiedResource({
  category: 'documents',
  resource: 'drives',
  path: '/unified/documents/drives',
  noun: { one: 'drive', many: 'drives' },
  description: 'Drives of a documents provider: a Google shared drive, a SharePoint document library.',
  model: driveSchema,
  operations: { list: {}, get: {} },
});

export const lmsCategoriesResource = defineUnifiedResource({
  category: 'lms',
  resource: 'categories',
  path: '/unified/lms/categories',
  noun: { one: 'category', many: 'categories' },
  description: "Nodes of a learning platform's course catalogue tree.",
  model: lmsCategorySchema,
  operations: { list: {}, get: {} },
});

export const pushTemplatesResource = defineUnifiedResource({
  category: 'marketing',
  resource: 'push_templates',
  path: '/unified/marketing/templates/push',
  noun: { one: 'push template', many: 'push templates' },
  description: 'Push notification templates of a marketing platform.',
  model: pushTemplateSchema,
  operations: { list: { withNextPage: true }, get: {}, create: { body: pushTemplateWriteSchema }, update: { body: pushTemplateWriteSchema } },
});

/** The unified resources every server offers, whichever connectors are installed. */
export const coreUnifiedResources = [
  drivesResource,
  lmsCategoriesResource,
  pushTemplatesResource,
  ...hrisUnifiedResources,
  ...atsUnifiedResources,
  ...iamUnifiedResources,
  ...ticketingResources,
  ...crmResources,
] as const;
