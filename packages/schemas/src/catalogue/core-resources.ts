import { atsUnifiedResources } from './ats-resources.js';
import { crmResources } from './crm-resources.js';
import { defineUnifiedResource } from './define-unified-resource.js';
import { iamUnifiedResources } from './iam-resources.js';
import { marketingResources } from './marketing-resources.js';
import { driveSchema } from '../unified/documents.js';
import { employeeSchema, employeeUpdateSchema } from '../unified/hris.js';
import { lmsCategorySchema } from '../unified/lms.js';
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
  lmsCategoriesResource,
  ...marketingResources,
  employeesResource,
  ...atsUnifiedResources,
  ...iamUnifiedResources,
  ...ticketingResources,
  ...crmResources,
] as const;
