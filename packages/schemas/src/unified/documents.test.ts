import { describe, expect, it } from 'vitest';
import { coreUnifiedResources } from '../catalogue/core-resources.js';
import { UnifiedCatalogue } from '../catalogue/unified-catalogue.js';
import { fileSchema, folderSchema } from './documents.js';
import { fileUploadRequestSchema } from './file-upload.js';

const item = {
  id: 'c28xIQaWQ6MQ',
  remote_id: '1',
  name: 'plan.docx',
  description: null,
  url: null,
  size: 48213,
  path: '/Projects/plan.docx',
  owner_id: null,
  remote_owner_id: null,
  drive_id: null,
  remote_drive_id: null,
  all_parent_folder_ids: null,
  has_content: true,
  has_children: false,
  created_at: '2024-03-01T09:00:00-08:00',
  updated_at: null,
};

describe('documents folders and files', () => {
  it('takes a size as a number and a format as an open enum object', () => {
    const file = {
      ...item,
      folder_id: null,
      remote_folder_id: null,
      file_format: { value: 'docx', source_value: 'docx' },
      export_formats: null,
      default_download_format: null,
    };
    expect(fileSchema.parse(file)).toEqual(file);
    expect(fileSchema.safeParse({ ...file, size: '48213' }).success).toBe(false);
    expect(fileSchema.safeParse({ ...file, updated_at: '2024-03-01' }).success).toBe(false);
    expect(folderSchema.safeParse({ ...item, parent_folder_id: null, remote_parent_folder_id: null, is_root: 'false' }).success).toBe(false);
  });

  it('declares the folder and file routes with the filters of the vendor SDK, and its top-level nested_items', () => {
    const documents = new UnifiedCatalogue(coreUnifiedResources).list().filter((resource) => resource.category === 'documents');
    expect(documents.map((resource) => [resource.path, Object.keys(resource.operations), resource.filters])).toEqual([
      ['/unified/documents/drives', ['list', 'get'], ['updated_after']],
      ['/unified/documents/folders', ['list', 'get'], ['updated_after', 'drive_id', 'folder_id', 'nested_items']],
      [
        '/unified/documents/files',
        ['list', 'get', 'download', 'upload'],
        ['updated_after', 'drive_id', 'folder_id', 'nested_items', 'name', 'content', 'created_after'],
      ],
    ]);
  });

  it('takes an upload as the vendor SDK sends it, and refuses one without a name or with content that is not base64', () => {
    const sent = {
      name: 'report.pdf',
      content: Buffer.from('%PDF-1.7').toString('base64'),
      file_format: { value: 'pdf', source_value: 'application/pdf' },
      path: '/Projects',
      category_id: null,
      category: { value: 'reports', source_value: null },
      confidential: { value: 'false', source_value: false },
    };
    expect(fileUploadRequestSchema.parse(sent)).toEqual(sent);
    expect(fileUploadRequestSchema.safeParse({ content: sent.content }).success).toBe(false);
    expect(fileUploadRequestSchema.safeParse({ name: 'x.txt', content: 'not base64!' }).success).toBe(false);
    expect(fileUploadRequestSchema.safeParse({ name: 'empty.txt', content: '' }).success).toBe(true);
  });
});
