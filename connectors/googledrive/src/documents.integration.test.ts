import { type ApiError, type DocumentFile, encodeCompositeId, type Folder } from '@openunified/connector-sdk';
import { runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningGoogledriveEmulator, startGoogledriveEmulator } from './emulator/index.js';
import { googledriveConnector } from './index.js';
import { FOLDER_MIME_TYPE } from './mappers/item.js';

describe('googledrive unified folders and files against the emulator', () => {
  let emulator: RunningGoogledriveEmulator;
  const run = (actionId: string, input: Parameters<typeof runAction>[2]) =>
    runAction(googledriveConnector, actionId, input, { originOverride: emulator.url, credentials: emulator.sandboxCredentials });

  const listAll = async <Item>(actionId: string, query: Record<string, unknown>) => {
    const records: Item[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const result = await run(actionId, { query: { ...query, ...(cursor ? { cursor } : {}) } });
      records.push(...(result.data as Item[]));
      cursor = result.next ?? undefined;
      pages += 1;
    } while (cursor);
    return { records, pages };
  };

  const failure = (promise: Promise<unknown>): Promise<ApiError> =>
    promise.then(
      () => expect.fail('expected the action to fail'),
      (caught: unknown) => caught as ApiError,
    );

  const queryOf = (index = -1) => new URLSearchParams(emulator.requests.at(index)!.query);
  const seededFiles = () => emulator.data.files.filter((file) => file.mimeType !== FOLDER_MIME_TYPE && !file.trashed);
  const seededFolders = () => emulator.data.files.filter((file) => file.mimeType === FOLDER_MIME_TYPE && !file.trashed);

  beforeAll(async () => {
    emulator = await startGoogledriveEmulator({ drivesCount: 6, domainOnlyDrivesCount: 2, filesPerDrive: 6 });
  });
  afterAll(() => emulator.close());
  beforeEach(() => {
    emulator.clearFaults();
    emulator.clearRequests();
  });

  it('pages through every file the user sees, one files.list call per page, folders and trash left out', async () => {
    const { records, pages } = await listAll<DocumentFile>('googledrive_list_unified_files', { page_size: 7 });
    const memberDriveIds = new Set(emulator.data.drives.filter((seeded) => seeded.sandboxUserIsMember).map(({ drive }) => drive.id));
    const expected = seededFiles().filter((file) => file.driveId === undefined || memberDriveIds.has(file.driveId));
    expect(records.map((file) => file.remote_id).sort()).toEqual(expected.map((file) => file.id).sort());
    expect(emulator.requests).toHaveLength(pages);
    expect(queryOf(0).get('q')).toBe("mimeType != 'application/vnd.google-apps.folder' and trashed = false");
    expect(queryOf(0).get('corpora')).toBe('user');
    expect(queryOf(0).get('pageSize')).toBe('7');
  });

  it('maps what Drive says of a file: owner in My Drive, export formats of a Google document, size of an upload', async () => {
    const { records } = await listAll<DocumentFile>('googledrive_list_unified_files', { page_size: 100 });
    const myDocument = records.find((file) => file.remote_drive_id === null && file.file_format?.value === 'gdoc');
    expect(myDocument).toMatchObject({ remote_owner_id: emulator.data.user.permissionId, has_content: true, size: null });
    expect(myDocument!.export_formats).toContain('application/pdf');
    const upload = records.find((file) => file.file_format?.value === 'pdf')!;
    const seeded = emulator.data.files.find((file) => file.id === upload.remote_id)!;
    expect(upload).toMatchObject({ size: Number(seeded.size), default_download_format: 'application/pdf', export_formats: null, url: seeded.webViewLink });
  });

  it('filters files by shared drive, folder, name, content and creation and modification time', async () => {
    const drive = emulator.data.drives.find((seeded) => seeded.sandboxUserIsMember)!.drive;
    const inDrive = (await listAll<DocumentFile>('googledrive_list_unified_files', { page_size: 100, filter: { drive_id: drive.id } })).records;
    expect(inDrive.length).toBeGreaterThan(0);
    expect(inDrive.every((file) => file.remote_drive_id === drive.id)).toBe(true);
    expect(queryOf().get('corpora')).toBe('drive');

    const folder = seededFolders().find((candidate) => candidate.driveId === drive.id)!;
    const inFolder = (await run('googledrive_list_unified_files', { query: { filter: { folder_id: encodeCompositeId(folder.id) } } })).data as DocumentFile[];
    expect(inFolder.every((file) => file.remote_folder_id === folder.id)).toBe(true);
    expect(queryOf().get('q')).toContain(`'${folder.id}' in parents`);

    const named = (await run('googledrive_list_unified_files', { query: { filter: { name: 'budget' } } })).data as DocumentFile[];
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((file) => file.name!.toLowerCase().includes('budget'))).toBe(true);

    const about = (await run('googledrive_list_unified_files', { query: { filter: { content: 'vendor contract' }, page_size: 100 } })).data as DocumentFile[];
    expect(about.length).toBeGreaterThan(0);
    expect(about.every((file) => emulator.data.fileContents.get(file.remote_id)!.includes('vendor contract'))).toBe(true);
    expect(queryOf().get('q')).toContain("fullText contains 'vendor contract'");

    const all = (await listAll<DocumentFile>('googledrive_list_unified_files', { page_size: 100 })).records;
    const createdCutoff = all.map((file) => file.created_at!).sort()[Math.floor(all.length / 2)]!;
    const created = (await listAll<DocumentFile>('googledrive_list_unified_files', { page_size: 100, filter: { created_after: createdCutoff } })).records;
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((file) => file.created_at! > createdCutoff)).toBe(true);
    const updatedCutoff = all.map((file) => file.updated_at!).sort()[Math.floor(all.length / 2)]!;
    const updated = (await listAll<DocumentFile>('googledrive_list_unified_files', { page_size: 100, updated_after: updatedCutoff })).records;
    expect(updated.length).toBeLessThan(all.length);
    expect(updated.every((file) => file.updated_at! > updatedCutoff)).toBe(true);
  });

  it('refuses a filter Drive cannot serve with a 400 naming it, before any call', async () => {
    const error = await failure(run('googledrive_list_unified_files', { query: { filter: { mime_type: 'image/png' } } }));
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain('mime_type');
    const folderError = await failure(run('googledrive_list_folders', { query: { filter: { name: 'x' } } }));
    expect(folderError.statusCode).toBe(400);
    expect(emulator.requests).toHaveLength(0);
  });

  it('lists folders, of a drive and inside a folder', async () => {
    const { records } = await listAll<Folder>('googledrive_list_folders', { page_size: 3 });
    const memberDriveIds = new Set(emulator.data.drives.filter((seeded) => seeded.sandboxUserIsMember).map(({ drive }) => drive.id));
    const expected = seededFolders().filter((folder) => folder.driveId === undefined || memberDriveIds.has(folder.driveId));
    expect(records.map((folder) => folder.remote_id).sort()).toEqual(expected.map((folder) => folder.id).sort());
    expect(queryOf(0).get('q')).toBe("mimeType = 'application/vnd.google-apps.folder' and trashed = false");

    const drive = emulator.data.drives.find((seeded) => seeded.sandboxUserIsMember)!.drive;
    const top = (await run('googledrive_list_folders', { query: { filter: { drive_id: drive.id, folder_id: drive.id } } })).data as Folder[];
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((folder) => folder.remote_parent_folder_id === drive.id && folder.remote_drive_id === drive.id && folder.is_root === false)).toBe(true);
  });

  it('gets a file and a folder by unified or Google id, and answers 404 for the other kind or an unknown id', async () => {
    const file = seededFiles().find((candidate) => candidate.driveId !== undefined)!;
    const byUnifiedId = (await run('googledrive_get_file', { path: { id: encodeCompositeId(file.id) } })).data as DocumentFile;
    expect(byUnifiedId).toMatchObject({ remote_id: file.id, name: file.name, remote_drive_id: file.driveId });
    expect(queryOf().get('supportsAllDrives')).toBe('true');
    const folder = seededFolders()[0]!;
    expect(((await run('googledrive_get_folder', { path: { id: folder.id } })).data as Folder).remote_id).toBe(folder.id);

    expect((await failure(run('googledrive_get_file', { path: { id: folder.id } }))).statusCode).toBe(404);
    expect((await failure(run('googledrive_get_folder', { path: { id: file.id } }))).statusCode).toBe(404);
    const unknown = await failure(run('googledrive_get_file', { path: { id: '1UnknownFileId' } }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.message).toBe('File not found: 1UnknownFileId.');
  });
});
