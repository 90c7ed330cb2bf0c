export * from './ats-resources.js';
export * from './core-resources.js';
export * from './crm-resources.js';
export * from './define-unified-resource.js';
export * from './iam-resources.js';
export * from './lms-resources.js';
export * from './ticketing-resources.js';
export * from './unified-catalogue.js';
