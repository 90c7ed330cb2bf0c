// One file per category's unified models; each connector's category owns its file.
export * from './ats.js';
export * from './crm.js';
export * from './documents.js';
export * from './hris.js';
export * from './iam.js';
export * from './lms.js';
export * from './marketing.js';
export * from './ticketing.js';
