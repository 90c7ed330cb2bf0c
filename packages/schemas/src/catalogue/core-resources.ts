import { driveSchema, fileSchema, folderSchema } from '../unified/documents.js';
import { fileUploadRequestSchema } from '../unified/file-upload.js';
import { accountingResources } from './accounting-resources.js';
import { atsUnifiedResources } from './ats-resources.js';
import { crmResources } from './crm-resources.js';
import { defineUnifiedResource } from './define-unified-resource.js';
import { hrisUnifiedResources } from './hris-resources.js';
import { iamUnifiedResources } from './iam-resources.js';
import { lmsResources } from './lms-resources.js';
import { marketingResources } from './marketing-resources.js';
import { messagingResources } from './messaging-resources.js';
import { schedulingResources } from './scheduling-resources.js';
import { screeningResources } from './screening-resources.js';
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

export const foldersResource = defineUnifiedResource({
  category: 'documents',
  resource: 'folders',
  path: '/unified/documents/folders',
  noun: { one: 'folder', many: 'folders' },
  description:
    'Folders of a documents provider, in a drive or in the account. filter[folder_id]: only the folders directly inside that folder; with filter[nested_items]=true every folder below it.',
  model: folderSchema,
  operations: { list: {}, get: {} },
  filters: ['drive_id', 'folder_id', 'nested_items'],
});

export const filesResource = defineUnifiedResource({
  category: 'documents',
  resource: 'files',
  path: '/unified/documents/files',
  noun: { one: 'file', many: 'files' },
  description:
    'Files of a documents provider (folders are a resource of their own). filter[folder_id]: only the files directly inside that folder; with filter[nested_items]=true every file below it. ' +
    'A download streams the bytes (`export_format` converts a document the provider converts); an upload takes the file base64-encoded.',
  model: fileSchema,
  operations: { list: {}, get: {}, download: {}, upload: { body: fileUploadRequestSchema } },
  filters: ['drive_id', 'folder_id', 'nested_items', 'name', 'content', 'created_after'],
});

/** The unified resources every server offers, whichever connectors are installed. */
export const coreUnifiedResources = [
  drivesResource,
  foldersResource,
  filesResource,
  ...lmsResources,
  ...marketingResources,
  ...hrisUnifiedResources,
  ...atsUnifiedResources,
  ...iamUnifiedResources,
  ...ticketingResources,
  ...crmResources,
  ...messagingResources,
  ...accountingResources,
  ...screeningResources,
  ...schedulingResources,
] as const;
