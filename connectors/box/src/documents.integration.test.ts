import { type ApiError, type DocumentFile, encodeCompositeId, type Folder } from '@openunified/connector-sdk';
import { runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningBoxEmulator, startBoxEmulator } from './emulator/index.js';
import { boxConnector } from './index.js';

describe('box unified folders and files against the emulator', () => {
  let emulator: RunningBoxEmulator;
  const run = (actionId: string, input: Parameters<typeof runAction>[2], credentials = emulator.sandboxCredentials) =>
    runAction(boxConnector, actionId, input, { originOverride: emulator.url, credentials });

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

  const seeded = (type: 'file' | 'folder') =>
    [...emulator.data.items.values()].filter((item) => item.type === type && item.item_status === 'active' && item.id !== '0');
  const lastQuery = () => new URLSearchParams(emulator.requests.at(-1)!.query);

  beforeAll(async () => {
    emulator = await startBoxEmulator();
  });
  afterAll(() => emulator.close());
  beforeEach(() => {
    emulator.clearFaults();
    emulator.clearRequests();
  });

  it('walks the whole folder tree for files, one folder-items call per page, the trash left out', async () => {
    const { records, pages } = await listAll<DocumentFile>('box_list_files', { page_size: 10 });
    expect(records.map((file) => file.remote_id).sort()).toEqual(
      seeded('file')
        .map((file) => file.id)
        .sort(),
    );
    expect(records.some((file) => file.remote_id === '3000900')).toBe(false);
    expect(emulator.requests).toHaveLength(pages);
    expect(emulator.requests.every((request) => /^\/2\.0\/folders\/\d+\/items$/.test(request.path))).toBe(true);
    expect(lastQuery().get('usemarker')).toBe('true');
    expect(lastQuery().get('fields')).toContain('path_collection');
  });

  it('maps what Box says of a file: path, folders above it, owner, format', async () => {
    const file = (await run('box_get_file', { path: { id: encodeCompositeId('3000001') } })).data as DocumentFile;
    expect(file).toMatchObject({
      remote_id: '3000001',
      name: 'plan.docx',
      path: '/Projects/Launch/plan.docx',
      remote_folder_id: '4000002',
      remote_owner_id: emulator.data.scenario.users.admin.id,
      file_format: { value: 'docx', source_value: 'docx' },
      size: 48_213,
      url: 'https://app.box.com/file/3000001',
    });
    expect(file.all_parent_folder_ids).toEqual(['0', '4000001', '4000002'].map((id) => encodeCompositeId(id)));
  });

  it("lists one folder's own files across marker pages with filter[folder_id]", async () => {
    const { records, pages } = await listAll<DocumentFile>('box_list_files', { page_size: 10, filter: { folder_id: encodeCompositeId('4000003') } });
    expect(records.map((file) => file.name)).toEqual(Array.from({ length: 24 }, (_, index) => `mockup-${String(index + 1).padStart(2, '0')}.png`));
    expect(pages).toBe(3);
    expect(emulator.requests.every((request) => request.path === '/2.0/folders/4000003/items')).toBe(true);
  });

  it('searches by name or content, within a folder and a creation window, with offset paging', async () => {
    const named = (await listAll<DocumentFile>('box_list_files', { page_size: 2, filter: { name: 'report' } })).records;
    expect(named.map((file) => file.name)).toEqual(['Q3 report.pdf']);
    expect(lastQuery().get('content_types')).toBe('name');
    expect(lastQuery().get('type')).toBe('file');

    const { records: about, pages } = await listAll<DocumentFile>('box_list_files', { page_size: 2, filter: { content: 'vendor contract' } });
    expect(about.map((file) => file.remote_id).sort()).toEqual(
      seeded('file')
        .filter((file) => emulator.data.contents.get(file.id)?.includes('vendor contract'))
        .map((file) => file.id)
        .sort(),
    );
    expect(pages).toBeGreaterThan(1);
    expect(emulator.requests.every((request) => request.path === '/2.0/search')).toBe(true);

    const inFolder = (await run('box_list_files', { query: { filter: { content: 'vendor', folder_id: '4000001' } } })).data as DocumentFile[];
    expect(inFolder.map((file) => file.name)).toEqual(['notes.txt']);
    expect(lastQuery().get('ancestor_folder_ids')).toBe('4000001');

    const cutoff = seeded('file').find((file) => file.id === '3000004')!.created_at!;
    const recent = (await run('box_list_files', { query: { filter: { content: 'vendor contract', created_after: cutoff } } })).data as DocumentFile[];
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((file) => Date.parse(file.created_at!) > Date.parse(cutoff))).toBe(true);
    expect(lastQuery().get('created_at_range')).toBe(`${cutoff},`);
  });

  it('applies updated_after to each page of a walk', async () => {
    const all = (await listAll<DocumentFile>('box_list_files', { page_size: 50 })).records;
    const cutoff = all.map((file) => file.updated_at!).sort()[Math.floor(all.length / 2)]!;
    const recent = (await listAll<DocumentFile>('box_list_files', { page_size: 50, updated_after: cutoff })).records;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(all.length);
    expect(recent.every((file) => file.updated_at! > cutoff)).toBe(true);
  });

  it('walks every folder, or lists the subfolders of one, and gets a folder with whether it holds anything', async () => {
    const { records } = await listAll<Folder>('box_list_folders', { page_size: 3 });
    expect(records.map((folder) => folder.remote_id).sort()).toEqual(
      seeded('folder')
        .map((folder) => folder.id)
        .sort(),
    );
    const archive = (await run('box_list_folders', { query: { filter: { folder_id: '4000005' } } })).data as Folder[];
    expect(archive.map((folder) => folder.name)).toEqual(['2022', '2023', 'Empty']);

    const empty = (await run('box_get_folder', { path: { id: '4000006' } })).data as Folder;
    expect(empty).toMatchObject({ path: '/Archive/Empty', has_children: false, has_content: false, is_root: false });
    const root = (await run('box_get_folder', { path: { id: '0' } })).data as Folder;
    expect(root).toMatchObject({ name: 'All Files', is_root: true, has_children: true, parent_folder_id: null });
  });

  it('refuses a drive filter, name with content, an unknown filter and a forged cursor with a 400, before any call', async () => {
    const drive = await failure(run('box_list_files', { query: { filter: { drive_id: 'x' } } }));
    expect(drive).toMatchObject({ statusCode: 400, message: 'filter[drive_id]: Box has no drives; filter by folder_id instead' });
    expect((await failure(run('box_list_folders', { query: { filter: { drive_id: 'x' } } }))).statusCode).toBe(400);
    expect((await failure(run('box_list_files', { query: { filter: { name: 'a', content: 'b' } } }))).statusCode).toBe(400);
    expect((await failure(run('box_list_folders', { query: { filter: { name: 'a' } } }))).statusCode).toBe(400);
    const cursor = await failure(run('box_list_files', { query: { cursor: 'not-ours' } }));
    expect(cursor).toMatchObject({ statusCode: 400, message: 'cursor: not a cursor this list issued; send the next of the previous page' });
    expect(emulator.requests).toHaveLength(0);
  });

  it('answers 404 for an unknown item, a folder asked for as a file and a file in the trash', async () => {
    expect((await failure(run('box_get_file', { path: { id: '3999999' } }))).statusCode).toBe(404);
    expect((await failure(run('box_get_file', { path: { id: '4000001' } }))).statusCode).toBe(404);
    expect((await failure(run('box_get_folder', { path: { id: '3000001' } }))).statusCode).toBe(404);
    expect(await failure(run('box_get_file', { path: { id: '3000900' } }))).toMatchObject({ statusCode: 404, message: 'file 3000900 is in the trash' });
    expect((await failure(run('box_list_files', { query: { filter: { folder_id: '4999999' } } }))).statusCode).toBe(404);
  });

  it("passes on Box's 401 for a bad token as a 400 carrying the provider status", async () => {
    const error = await failure(run('box_list_folders', {}, { ...emulator.sandboxCredentials, access_token: 'wrong' }));
    expect(error.statusCode).toBe(400);
    expect(error.data?.statusCode).toBe(401);
  });
});
