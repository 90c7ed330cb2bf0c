import { decodeCompositeId, fileSchema, folderSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { GoogleFile, GoogleFileList } from '../provider-types.js';
import fileListFixture from './__fixtures__/file-list.json' with { type: 'json' };
import folderFixture from './__fixtures__/folder.json' with { type: 'json' };
import { mapFile, mapFolder } from './item.js';

describe('mapFile', () => {
  const [spreadsheet, pdf] = (fileListFixture as GoogleFileList).files!;

  it('maps a Google Docs editors file in a shared drive: no size, export formats, an Office default download', () => {
    const file = mapFile(spreadsheet!);
    expect(file).toMatchObject({
      remote_id: '1Zx8pTq3vKf0aB2cD4eF6gH8iJ0kL2mN4',
      name: 'Finance Budget 2',
      description: 'quarterly revenue forecast for Finance',
      url: 'https://docs.google.com/spreadsheets/d/1Zx8pTq3vKf0aB2cD4eF6gH8iJ0kL2mN4/edit?usp=drivesdk',
      size: null,
      remote_folder_id: '1Qw3rTy5uIo7pAs9dFg1hJk3lZx5cVb7n',
      remote_drive_id: '0AEa5BxQfKz1xUk9PVA',
      owner_id: null,
      remote_owner_id: null,
      file_format: { value: 'gsheet', source_value: 'application/vnd.google-apps.spreadsheet' },
      export_formats: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf', 'text/csv'],
      default_download_format: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      has_content: true,
      has_children: false,
      created_at: '2024-02-01T10:00:00.000Z',
      updated_at: '2024-05-20T16:42:11.318Z',
    });
    expect(decodeCompositeId(file.folder_id!)).toEqual({ remoteId: '1Qw3rTy5uIo7pAs9dFg1hJk3lZx5cVb7n' });
    expect(decodeCompositeId(file.drive_id!)).toEqual({ remoteId: '0AEa5BxQfKz1xUk9PVA' });
    expect(fileSchema.parse(file)).toEqual(file);
  });

  it('maps an upload in My Drive: its size as a number, its extension lower-cased, its owner', () => {
    const file = mapFile(pdf!);
    expect(file).toMatchObject({
      size: 482113,
      file_format: { value: 'pdf', source_value: 'application/pdf' },
      export_formats: null,
      default_download_format: 'application/pdf',
      drive_id: null,
      remote_drive_id: null,
      remote_owner_id: '04482916351125843756',
      has_content: true,
    });
    expect(decodeCompositeId(file.owner_id!)).toEqual({ remoteId: '04482916351125843756' });
    expect(fileSchema.parse(file)).toEqual(file);
  });

  it('keeps Drive fields without a unified home in unified_custom_fields', () => {
    expect(mapFile(pdf!).unified_custom_fields).toEqual({ trashed: false, starred: true });
  });

  it('leaves what Drive did not send null', () => {
    const file = mapFile({ id: 'bare' } as GoogleFile);
    expect(file).toMatchObject({ name: null, file_format: null, size: null, has_content: null, folder_id: null, created_at: null });
    expect(fileSchema.parse(file)).toEqual(file);
  });
});

describe('mapFolder', () => {
  it('maps a folder at the top of a shared drive: its parent is the drive root folder', () => {
    const folder = mapFolder(folderFixture as GoogleFile);
    expect(folder).toMatchObject({
      remote_id: '1Qw3rTy5uIo7pAs9dFg1hJk3lZx5cVb7n',
      name: 'Finance documents',
      url: 'https://drive.google.com/drive/folders/1Qw3rTy5uIo7pAs9dFg1hJk3lZx5cVb7n',
      remote_parent_folder_id: '0AEa5BxQfKz1xUk9PVA',
      remote_drive_id: '0AEa5BxQfKz1xUk9PVA',
      is_root: false,
      size: null,
      has_children: null,
      path: null,
      updated_at: '2024-03-02T12:30:45.000Z',
    });
    expect(folderSchema.parse(folder)).toEqual(folder);
  });

  it('does not call a folder without a visible parent a root', () => {
    expect(mapFolder({ id: 'shared-with-me', mimeType: 'application/vnd.google-apps.folder' }).is_root).toBeNull();
  });
});
