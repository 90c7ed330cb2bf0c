import { buffer } from 'node:stream/consumers';
import { type ApiError, type DocumentFile, type DownloadedFile, encodeCompositeId } from '@openunified/connector-sdk';
import { runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningGoogledriveEmulator, seededContent, startGoogledriveEmulator } from './emulator/index.js';
import { googledriveConnector } from './index.js';
import { FOLDER_MIME_TYPE } from './mappers/item.js';

describe('googledrive downloads and uploads against the emulator', () => {
  let emulator: RunningGoogledriveEmulator;
  const run = (actionId: string, input: Parameters<typeof runAction>[2]) =>
    runAction(googledriveConnector, actionId, input, { originOverride: emulator.url, credentials: emulator.sandboxCredentials });
  const download = async (id: string, query?: Record<string, string>) => {
    const file = (await run('googledrive_download_file', { path: { id }, ...(query && { query }) })).data as DownloadedFile;
    return { file, bytes: await buffer(file.stream) };
  };
  const failure = (promise: Promise<unknown>): Promise<ApiError> =>
    promise.then(
      () => expect.fail('expected the action to fail'),
      (caught: unknown) => caught as ApiError,
    );
  const myFiles = () => emulator.data.files.filter((file) => file.driveId === undefined && !file.trashed);
  const pdf = () => myFiles().find((file) => file.mimeType === 'application/pdf') ?? emulator.data.files.find((file) => file.mimeType === 'application/pdf')!;
  const document = () => emulator.data.files.find((file) => file.mimeType === 'application/vnd.google-apps.document' && file.driveId === undefined)!;

  beforeAll(async () => {
    emulator = await startGoogledriveEmulator({ drivesCount: 3, filesPerDrive: 8 });
  });
  afterAll(() => emulator.close());
  beforeEach(() => {
    emulator.clearFaults();
    emulator.clearRequests();
  });

  it('downloads a file as its bytes: its type and length, files.get then alt=media', async () => {
    const seeded = pdf();
    const { file, bytes } = await download(encodeCompositeId(seeded.id));
    expect(file).toMatchObject({ content_type: 'application/pdf', content_length: Number(seeded.size), file_name: seeded.name });
    expect(bytes.equals(seededContent(seeded.id, Number(seeded.size), 'application/pdf'))).toBe(true);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(emulator.requests.map((request) => [request.path, new URLSearchParams(request.query).get('alt')])).toEqual([
      [`/drive/v3/files/${seeded.id}`, null],
      [`/drive/v3/files/${seeded.id}`, 'media'],
    ]);
    // Asking for the format the file already has is no conversion.
    expect((await download(seeded.id, { format: 'pdf' })).bytes.length).toBe(Number(seeded.size));
  });

  it('streams a large file without Drive or the connector holding it', async () => {
    const large = emulator.addFile({ name: 'large.bin', mimeType: 'application/octet-stream', size: 8 * 1024 * 1024 + 3 });
    const { file, bytes } = await download(large.id);
    expect(file.content_length).toBe(8 * 1024 * 1024 + 3);
    expect(bytes.equals(seededContent(large.id, 8 * 1024 * 1024 + 3))).toBe(true);
  });

  it('exports a Google document: the format its record announces by default, or the one asked for', async () => {
    const seeded = document();
    const record = (await run('googledrive_get_file', { path: { id: seeded.id } })).data as DocumentFile;
    const byDefault = await download(seeded.id);
    expect(byDefault.file.content_type).toBe(record.default_download_format);
    expect(byDefault.file.file_name).toBe(`${seeded.name}.docx`);
    expect(byDefault.file.content_length).toBeUndefined();
    expect(emulator.requests.at(-1)!.path).toBe(`/drive/v3/files/${seeded.id}/export`);

    const asPdf = await download(seeded.id, { export_format: 'application/pdf' });
    expect(asPdf.file).toMatchObject({ content_type: 'application/pdf', file_name: `${seeded.name}.pdf` });
    expect(asPdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(new URLSearchParams(emulator.requests.at(-1)!.query).get('mimeType')).toBe('application/pdf');
    const asText = await download(seeded.id, { format: 'txt' });
    expect(asText.bytes.toString()).toBe(emulator.data.fileContents.get(seeded.id));
  });

  it('refuses a format Drive cannot give with a 400 naming the ones it can, before any byte is asked for', async () => {
    const seeded = document();
    emulator.clearRequests();
    const notExportable = await failure(run('googledrive_download_file', { path: { id: seeded.id }, query: { export_format: 'text/csv' } }));
    expect(notExportable.statusCode).toBe(400);
    expect(notExportable.message).toContain('it exports as');
    expect(notExportable.message).toContain('application/pdf');
    const binary = await failure(run('googledrive_download_file', { path: { id: pdf().id }, query: { export_format: 'text/plain' } }));
    expect(binary.statusCode).toBe(400);
    expect(binary.message).toContain('converts only Google Docs editors files');
    const unknown = await failure(run('googledrive_download_file', { path: { id: pdf().id }, query: { format: 'xyz' } }));
    expect(unknown.message).toContain('unknown format "xyz"');
    expect(emulator.requests.every((request) => request.query.includes('fields='))).toBe(true);

    const folder = emulator.data.files.find((file) => file.mimeType === FOLDER_MIME_TYPE && file.driveId === undefined)!;
    expect((await failure(run('googledrive_download_file', { path: { id: folder.id } }))).statusCode).toBe(404);
    expect((await failure(run('googledrive_download_file', { path: { id: '1missing' } }))).statusCode).toBe(404);
  });

  it("answers Drive's own errors for bytes a file does not have", async () => {
    const seeded = document();
    const media = await fetch(`${emulator.url}/drive/v3/files/${seeded.id}?alt=media`, {
      headers: { authorization: `Bearer ${emulator.sandboxCredentials.access_token}` },
    });
    expect(media.status).toBe(403);
    expect(await media.json()).toMatchObject({ error: { code: 403, errors: [{ reason: 'fileNotDownloadable' }] } });
    const exported = await fetch(`${emulator.url}/drive/v3/files/${pdf().id}/export?mimeType=text/plain`, {
      headers: { authorization: `Bearer ${emulator.sandboxCredentials.access_token}` },
    });
    expect(exported.status).toBe(403);
    expect(await exported.json()).toMatchObject({ error: { errors: [{ reason: 'fileNotExportable' }] } });
  });

  it('uploads a file in one multipart request into the folder named, and it reads back', async () => {
    const folder = emulator.data.files.find((file) => file.mimeType === FOLDER_MIME_TYPE && file.driveId === undefined)!;
    const content = Buffer.from('quarter,revenue\nQ1,100\nQ2,120\n');
    const result = await run('googledrive_upload_file', {
      body: { name: 'revenue.csv', content: content.toString('base64'), path: encodeCompositeId(folder.id), file_format: { value: 'csv' } },
    });
    const { id, remote_id: remoteId } = result.data as { id: string; remote_id: string };
    expect(id).toBe(encodeCompositeId(remoteId));
    const sent = emulator.requests.at(-1)!;
    expect(sent.path).toBe('/upload/drive/v3/files');
    expect(new URLSearchParams(sent.query).get('uploadType')).toBe('multipart');
    expect(sent.headers['content-type']).toMatch(/^multipart\/related; boundary=/);

    const record = (await run('googledrive_get_file', { path: { id } })).data as DocumentFile;
    expect(record).toMatchObject({
      name: 'revenue.csv',
      remote_folder_id: folder.id,
      size: content.length,
      file_format: { value: 'csv', source_value: 'text/csv' },
    });
    const readBack = await download(id);
    expect(readBack.file.content_type).toBe('text/csv');
    expect(readBack.bytes.equals(content)).toBe(true);
  });

  it('uploads into a folder named by its path, and to the top of My Drive by default', async () => {
    const folder = emulator.data.files.find((file) => file.mimeType === FOLDER_MIME_TYPE && file.driveId === undefined)!;
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
    const byPath = await run('googledrive_upload_file', { body: { name: 'blob.bin', content: bytes.toString('base64'), path: `/${folder.name}` } });
    const uploaded = emulator.data.files.find((file) => file.id === (byPath.data as { remote_id: string }).remote_id)!;
    expect(uploaded).toMatchObject({ parents: [folder.id], mimeType: 'application/octet-stream' });
    expect((await download(uploaded.id)).bytes.equals(bytes)).toBe(true);

    const top = await run('googledrive_upload_file', { body: { name: 'notes.txt', content: Buffer.from('hello').toString('base64') } });
    expect(emulator.data.files.find((file) => file.id === (top.data as { remote_id: string }).remote_id)!.parents).toEqual([emulator.data.myDriveRootId]);

    const missing = await failure(run('googledrive_upload_file', { body: { name: 'x.txt', content: '', path: '/No such folder' } }));
    expect(missing.statusCode).toBe(400);
    expect(missing.message).toContain('My Drive has no folder /No such folder');
  });

  it("turns Drive's refusal of a parent into a 400 with its error, and an unknown parent into a 404", async () => {
    const notAFolder = await failure(run('googledrive_upload_file', { body: { name: 'x.txt', content: 'aGk=', path: pdf().id } }));
    expect(notAFolder.statusCode).toBe(400);
    expect(notAFolder.message).toContain('The specified parent is not a folder');
    expect(notAFolder.providerErrors?.[0]).toMatchObject({ status: 400 });
    expect((await failure(run('googledrive_upload_file', { body: { name: 'x.txt', content: 'aGk=', path: '1nosuchfolder' } }))).statusCode).toBe(404);
    expect((await failure(run('googledrive_upload_file', { body: { name: 'x.txt', content: 'not base64!' } }))).statusCode).toBe(400);
  });
});
