import { buffer } from 'node:stream/consumers';
import { type ApiError, type DocumentFile, type DownloadedFile, encodeCompositeId } from '@openunified/connector-sdk';
import { seededContent } from '@openunified/connector-sdk/emulator';
import { runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningBoxEmulator, startBoxEmulator } from './emulator/index.js';
import { boxConnector } from './index.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('box downloads and uploads against the emulator', () => {
  let emulator: RunningBoxEmulator;
  const run = (actionId: string, input: Parameters<typeof runAction>[2]) =>
    runAction(boxConnector, actionId, input, { originOverride: emulator.url, credentials: emulator.sandboxCredentials });
  const download = async (id: string) => {
    const file = (await run('box_download_file', { path: { id } })).data as DownloadedFile;
    return { file, bytes: await buffer(file.stream) };
  };
  const upload = async (body: Record<string, string>) => (await run('box_upload_file', { body })).data as { id: string; remote_id: string };
  const failure = (promise: Promise<unknown>): Promise<ApiError> =>
    promise.then(
      () => expect.fail('expected the action to fail'),
      (caught: unknown) => caught as ApiError,
    );

  beforeAll(async () => {
    emulator = await startBoxEmulator();
  });
  afterAll(() => emulator.close());
  beforeEach(() => {
    emulator.clearFaults();
    emulator.clearRequests();
  });

  it("downloads a file by following Box's redirect to its download host, without the account's token there", async () => {
    const { plan } = emulator.data.scenario;
    const { file, bytes } = await download(encodeCompositeId(plan.id));
    expect(file).toMatchObject({ content_type: DOCX, content_length: plan.size, file_name: 'plan.docx' });
    expect(bytes.equals(seededContent(plan.id, plan.size!, DOCX))).toBe(true);
    const [content, host] = emulator.requests;
    expect(content).toMatchObject({ path: `/2.0/files/${plan.id}/content` });
    expect(content!.headers.authorization).toBe(`Bearer ${emulator.sandboxCredentials.access_token}`);
    expect(host!.path).toMatch(/^\/d\/1\/[^/]+\/download$/);
    expect(host!.headers.authorization).toBeUndefined();
    expect(emulator.requests).toHaveLength(2);
  });

  it('refuses a conversion before calling Box, and answers 404 for a file in the trash or unknown', async () => {
    const refused = await failure(run('box_download_file', { path: { id: '3000001' }, query: { export_format: 'application/pdf' } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toContain('Box downloads a file as it is');
    expect(emulator.requests).toHaveLength(0);
    expect((await failure(run('box_download_file', { path: { id: '3000900' } }))).statusCode).toBe(404);
    expect((await failure(run('box_download_file', { path: { id: '3999999' } }))).statusCode).toBe(404);
  });

  it('uploads a file to the upload host, attributes before the file, and it reads back', async () => {
    const content = Buffer.from('Kick-off agenda\n1. Goals\n2. Owners\n');
    const { id, remote_id: remoteId } = await upload({ name: 'agenda.txt', content: content.toString('base64'), path: encodeCompositeId('4000002') });
    expect(id).toBe(encodeCompositeId(remoteId));
    const sent = emulator.requests.at(-1)!;
    expect(sent.path).toBe('/api/2.0/files/content');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body.indexOf('name="attributes"')).toBeLessThan(sent.body.indexOf('name="file"'));

    const record = (await run('box_get_file', { path: { id } })).data as DocumentFile;
    expect(record).toMatchObject({ name: 'agenda.txt', path: '/Projects/Launch/agenda.txt', remote_folder_id: '4000002', size: content.length });
    const readBack = await download(id);
    expect(readBack.file).toMatchObject({ content_type: 'text/plain', file_name: 'agenda.txt' });
    expect(readBack.bytes.equals(content)).toBe(true);
  });

  it('uploads into a folder named by its path, one folder-items call per name, and to the root by default', async () => {
    const bytes = Buffer.from([0xde, 0xad, 0xbe, 0xef]);
    const byPath = await upload({ name: 'raw.bin', content: bytes.toString('base64'), path: '/Design/Icons' });
    expect(emulator.data.items.get(byPath.remote_id)).toMatchObject({ parentId: '4000004', size: 4 });
    expect(emulator.requests.map((request) => request.path)).toEqual(['/2.0/folders/0/items', '/2.0/folders/4000003/items', '/api/2.0/files/content']);
    const top = await upload({ name: 'top.txt', content: Buffer.from('top').toString('base64') });
    expect(emulator.data.items.get(top.remote_id)!.parentId).toBe('0');
    const missing = await failure(upload({ name: 'x.txt', content: '', path: '/Design/Nope' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.message).toContain('Box has no folder /Design/Nope');
  });

  it("answers Box's 409 for a name taken in the folder as a 400 with its provider error", async () => {
    const taken = await failure(upload({ name: 'budget.xlsx', content: Buffer.from('x').toString('base64') }));
    expect(taken.statusCode).toBe(400);
    expect(taken.message).toContain('Item with the same name already exists (item_name_in_use)');
    expect(taken.providerErrors?.[0]).toMatchObject({ status: 409, raw: { code: 'item_name_in_use', context_info: { conflicts: { id: '3000002' } } } });
    const invalid = await failure(upload({ name: 'a/b.txt', content: '' }));
    expect(invalid.message).toContain('item_name_invalid');
    expect((await failure(upload({ name: 'x.txt', content: '', path: '4999999' }))).statusCode).toBe(404);
  });
});
