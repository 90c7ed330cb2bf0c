import { atsUnifiedResources } from './ats-resources.js';
import { crmResources } from './crm-resources.js';
import { defineUnifiedResource } from './define-unified-resource.js';
import { iamUnifiedResources } from './iam-resources.js';
import { lmsResources } from './lms-resources.js';
import { driveSchema } from '../unified/documents.js';
import { employeeSchema, employeeUpdateSchema } from '../unified/hris.js';
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

export const pushTemplatesResource = defineUnifiedResource({
  category: 'marketing',
  resource: 'push_templates',
  path: '/unified/marketing/templates/push',
  noun: { one: 'push template', many: 'push templates' },
  description: 'Push notification templates of a marketing platform.',
  model: pushTemplateSchema,
  operations: { list: { withNextPage: true }, get: {}, create: { body: pushTemplateWriteSchema }, update: { body: pushTemplateWriteSchema } },
});

export const employeesResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employees',
  path: '/unified/hris/employees',
  noun: { one: 'employee', many: 'employees' },
  description: 'People employed by the company, with their current employment.',
  model: employeeSchema,
  operations: { list: {}, get: {}, update: { body: employeeUpdateSchema } },
});

/** The unified resources every server offers, whichever connectors are installed. */
export const coreUnifiedResources = [
  drivesResource,
  ...lmsResources,
  pushTemplatesResource,
  employeesResource,
  ...atsUnifiedResources,
  ...iamUnifiedResources,
  ...ticketingResources,
  ...crmResources,
] as const;
