import { decodeCompositeId, fileSchema, folderSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { BoxItem } from '../provider-types.js';
import fileFixture from './__fixtures__/file.json' with { type: 'json' };
import folderFixture from './__fixtures__/folder.json' with { type: 'json' };
import { mapFile, mapFolder } from './item.js';

const remoteIds = (ids: string[] | null) => ids?.map((id) => decodeCompositeId(id)?.remoteId);

describe('mapFile', () => {
  it('maps a Box file: its path below All Files, its folders, its owner, its extension as the format', () => {
    const file = mapFile(fileFixture as BoxItem);
    expect(file).toMatchObject({
      remote_id: '1330001567',
      name: 'Q3 report.pdf',
      description: 'Board report',
      url: 'https://app.box.com/file/1330001567',
      size: 812004,
      path: '/Projects/Q3 report.pdf',
      remote_owner_id: '11446498',
      remote_folder_id: '160001',
      drive_id: null,
      remote_drive_id: null,
      file_format: { value: 'pdf', source_value: 'PDF' },
      export_formats: null,
      default_download_format: null,
      has_content: true,
      has_children: false,
    });
    expect(remoteIds(file.all_parent_folder_ids)).toEqual(['0', '160001']);
    expect(decodeCompositeId(file.folder_id!)).toEqual({ remoteId: '160001' });
    expect(Date.parse(file.updated_at!)).toBe(Date.parse('2024-03-11T16:40:12-07:00'));
    expect(fileSchema.parse(file)).toEqual(file);
  });

  it('keeps Box fields without a unified home in unified_custom_fields', () => {
    expect(Object.keys(mapFile(fileFixture as BoxItem).unified_custom_fields!).sort()).toEqual(
      ['content_created_at', 'content_modified_at', 'etag', 'item_status', 'sequence_id', 'sha1', 'shared_link'].sort(),
    );
  });

  it('says an empty file has no content, and leaves what Box did not send null', () => {
    expect(mapFile({ type: 'file', id: '1', size: 0 }).has_content).toBe(false);
    const bare = mapFile({ type: 'file', id: '2' });
    expect(bare).toMatchObject({ name: null, path: null, size: null, file_format: null, has_content: null, all_parent_folder_ids: null });
    expect(fileSchema.parse(bare)).toEqual(bare);
  });
});

describe('mapFolder', () => {
  it('maps a Box folder: an empty description is none, its item collection says it has children', () => {
    const folder = mapFolder(folderFixture as BoxItem);
    expect(folder).toMatchObject({
      remote_id: '160001',
      description: null,
      url: 'https://app.box.com/folder/160001',
      path: '/Projects',
      remote_parent_folder_id: '0',
      is_root: false,
      has_children: true,
      has_content: true,
      size: 861241,
    });
    expect(folderSchema.parse(folder)).toEqual(folder);
  });

  it('marks the root folder, All Files, which has no parent', () => {
    const root = mapFolder({ type: 'folder', id: '0', name: 'All Files', parent: null, path_collection: { total_count: 0, entries: [] } });
    expect(root).toMatchObject({ is_root: true, path: '/', parent_folder_id: null, remote_parent_folder_id: null, all_parent_folder_ids: [] });
  });
});
