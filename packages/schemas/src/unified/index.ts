// One file per category's unified models; each connector's category owns its file.
export * from './accounting.js';
export * from './ats.js';
export * from './ats-documents.js';
export * from './ats-partner-checks.js';
export * from './crm.js';
export * from './documents.js';
export * from './file-upload.js';
export * from './hris.js';
export * from './iam.js';
export * from './lms.js';
export * from './marketing.js';
export * from './messaging.js';
export * from './scheduling.js';
export * from './screening.js';
export * from './ticketing.js';
