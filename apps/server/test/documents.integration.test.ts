import type { RunningBoxEmulator } from '@openunified/connector-box/emulator';
import type { RunningGoogledriveEmulator } from '@openunified/connector-googledrive/emulator';
import { fileSchema, folderSchema } from '@openunified/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

/** The documents category's folders and files end to end: the real server, the sandbox's Google Drive and Box emulators. */

let context: UnifiedTestContext;
let box: string;

beforeAll(async () => {
  context = await startUnifiedTestContext();
  box = (await context.testServer.createAccount({ provider: 'box', credentials: context.credentials('box') })).id;
});
afterAll(() => context.close());

const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';
const drive = () => context.emulator('googledrive') as RunningGoogledriveEmulator;
const boxEmulator = () => context.emulator('box') as RunningBoxEmulator;

describe('GET /unified/documents/files and /folders on Google Drive', () => {
  it('pages through every file with an opaque next, each record on the unified model', async () => {
    const { records, pages } = await context.readAllPages('/unified/documents/files?page_size=40', context.accounts.googledrive);
    const memberDriveIds = new Set(
      drive()
        .data.drives.filter((seeded) => seeded.sandboxUserIsMember)
        .map((seeded) => seeded.drive.id),
    );
    const expected = drive().data.files.filter(
      (file) => file.mimeType !== FOLDER_MIME_TYPE && !file.trashed && (file.driveId === undefined || memberDriveIds.has(file.driveId)),
    );
    expect(records.map((file) => file.remote_id).sort()).toEqual(expected.map((file) => file.id).sort());
    expect(pages).toBe(Math.ceil(expected.length / 40));
    for (const file of records) expect(fileSchema.partial().parse(file)).toEqual(file);
  });

  it('takes the filters the vendor SDK sends, and refuses one Drive cannot serve', async () => {
    const folder = drive().data.files.find((file) => file.mimeType === FOLDER_MIME_TYPE && file.driveId !== undefined)!;
    const inFolder = await context.call(
      `/unified/documents/files?filter[folder_id]=${folder.id}&filter[drive_id]=${folder.driveId}&fields=id,remote_folder_id`,
      {
        account: context.accounts.googledrive,
      },
    );
    expect(inFolder.status).toBe(200);
    expect(inFolder.body.data.length).toBeGreaterThan(0);
    expect(inFolder.body.data.every((file: { remote_folder_id: string }) => file.remote_folder_id === folder.id)).toBe(true);

    const refused = await context.call('/unified/documents/files?filter[mime_type]=image/png', { account: context.accounts.googledrive });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('mime_type');

    // The vendor SDK sends folder_id and nested_items top-level: read as the filters of the same names.
    const topLevel = await context.call(
      `/unified/documents/files?folder_id=${folder.id}&filter[drive_id]=${folder.driveId}&nested_items=false&fields=id,remote_folder_id`,
      {
        account: context.accounts.googledrive,
      },
    );
    expect(topLevel.body.data).toEqual(inFolder.body.data);
    const nested = await context.call(`/unified/documents/folders?folder_id=${folder.id}&nested_items=true`, { account: context.accounts.googledrive });
    expect(nested.status).toBe(400);
    expect(nested.body.message).toContain('Google Drive lists the direct children of one folder per query');
  });

  it('lists and gets folders; a file asked for as a folder is a 404', async () => {
    const list = await context.call('/unified/documents/folders?page_size=5', { account: context.accounts.googledrive });
    expect(list.status).toBe(200);
    for (const folder of list.body.data) expect(folderSchema.partial().parse(folder)).toEqual(folder);
    const one = await context.call(`/unified/documents/folders/${list.body.data[0].id}`, { account: context.accounts.googledrive });
    expect(one.body.data).toEqual(list.body.data[0]);
    const file = drive().data.files.find((candidate) => candidate.mimeType !== FOLDER_MIME_TYPE && candidate.driveId === undefined)!;
    expect((await context.call(`/unified/documents/folders/${file.id}`, { account: context.accounts.googledrive })).status).toBe(404);
    expect((await context.call(`/unified/documents/files/${file.id}`, { account: context.accounts.googledrive })).body.data.name).toBe(file.name);
  });
});

describe('GET /unified/documents/files and /folders on Box', () => {
  it('walks the folder tree across pages, and answers a get by unified id', async () => {
    const { records } = await context.readAllPages('/unified/documents/files?page_size=10', box);
    const expected = [...boxEmulator().data.items.values()].filter((item) => item.type === 'file' && item.item_status === 'active');
    expect(records.map((file) => file.remote_id).sort()).toEqual(expected.map((file) => file.id).sort());
    const one = await context.call(`/unified/documents/files/${records[0]!.id}`, { account: box });
    expect(one.body.data).toEqual(records[0]);
  });

  it('refuses filter[drive_id] with a 400 saying Box has no drives', async () => {
    const refused = await context.call('/unified/documents/folders?filter[drive_id]=x', { account: box });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Box has no drives');
  });

  it('takes folder_id and nested_items as the vendor SDK sends them, top-level: a folder alone or everything below it', async () => {
    const items = [...boxEmulator().data.items.values()].filter((item) => item.item_status === 'active');
    const below = (folderId: string, item: (typeof items)[number]): boolean => {
      for (let parent = item.parentId; parent !== null; parent = boxEmulator().data.items.get(parent)?.parentId ?? null) if (parent === folderId) return true;
      return false;
    };
    // A folder with a subfolder that holds files: its own files differ from everything below it.
    const folder = items.find(
      (candidate) =>
        candidate.type === 'folder' &&
        candidate.id !== '0' &&
        items.some((item) => item.type === 'file' && item.parentId !== candidate.id && below(candidate.id, item)),
    )!;
    const own = await context.readAllPages(`/unified/documents/files?folder_id=${folder.id}&page_size=50`, box);
    expect(own.records.map((file) => file.remote_id).sort()).toEqual(
      items
        .filter((item) => item.type === 'file' && item.parentId === folder.id)
        .map((item) => item.id)
        .sort(),
    );
    const nested = await context.readAllPages(`/unified/documents/files?folder_id=${folder.id}&nested_items=true&page_size=50`, box);
    expect(nested.records.map((file) => file.remote_id).sort()).toEqual(
      items
        .filter((item) => item.type === 'file' && below(folder.id, item))
        .map((item) => item.id)
        .sort(),
    );
    const folders = await context.readAllPages(`/unified/documents/folders?filter[folder_id]=${folder.id}&filter[nested_items]=true&page_size=50`, box);
    expect(folders.records.map((record) => record.remote_id).sort()).toEqual(
      items
        .filter((item) => item.type === 'folder' && below(folder.id, item))
        .map((item) => item.id)
        .sort(),
    );
  });

  it('says Box serves no drives', async () => {
    const refused = await context.call('/unified/documents/drives', { account: box });
    expect(refused.body.message).toBe(
      'provider "box" does not support documents.drives.list: Box has no drives: an account holds one tree of folders, served as folders and files',
    );
  });
});
