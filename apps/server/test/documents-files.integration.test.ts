import { createHash } from 'node:crypto';
import type { RunningBoxEmulator } from '@openunified/connector-box/emulator';
import { type RunningGoogledriveEmulator, seededContent } from '@openunified/connector-googledrive/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

/**
 * Files of the documents category through the real server: downloads stream the provider's bytes
 * with its type and length, uploads take base64 JSON and read back, and an upload past the
 * server's UPLOAD_LIMIT_BYTES (1 KiB here) is refused before it reaches the provider.
 */

const UPLOAD_LIMIT_BYTES = 1024;
let context: UnifiedTestContext;
let box: string;

beforeAll(async () => {
  context = await startUnifiedTestContext({ UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT_BYTES) });
  box = (await context.testServer.createAccount({ provider: 'box', credentials: context.credentials('box') })).id;
});
afterAll(() => context.close());

const drive = () => context.emulator('googledrive') as RunningGoogledriveEmulator;
const boxEmulator = () => context.emulator('box') as RunningBoxEmulator;
beforeEach(() => {
  drive().clearRequests();
  boxEmulator().clearRequests();
});

/** A download's status, headers and bytes. */
async function download(path: string, account: string) {
  const response = await fetch(`${context.testServer.url}${path}`, { headers: { authorization: context.authorization, 'x-account-id': account } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('GET /unified/documents/files/{id}/download', () => {
  it("streams a Drive file's bytes with its type, length and name", async () => {
    const memberDrives = new Set(
      drive()
        .data.drives.filter((seeded) => seeded.sandboxUserIsMember)
        .map((seeded) => seeded.drive.id),
    );
    const pdf = drive().data.files.find(
      (file) => file.mimeType === 'application/pdf' && !file.trashed && (file.driveId === undefined || memberDrives.has(file.driveId)),
    )!;
    const answer = await download(`/unified/documents/files/${pdf.id}/download`, context.accounts.googledrive);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-length')).toBe(pdf.size);
    expect(answer.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(pdf.name!)}`);
    expect(sha256(answer.bytes)).toBe(sha256(seededContent(pdf.id, Number(pdf.size), 'application/pdf')));
  });

  it('exports a Google document to the format asked for, and refuses one Drive cannot give', async () => {
    const document = drive().data.files.find((file) => file.mimeType === 'application/vnd.google-apps.document' && file.driveId === undefined)!;
    const pdf = await download(`/unified/documents/files/${document.id}/download?export_format=application/pdf`, context.accounts.googledrive);
    expect(pdf.status, pdf.bytes.toString()).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const refused = await context.call(`/unified/documents/files/${document.id}/download?format=csv`, { account: context.accounts.googledrive });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('it exports as');
  });

  it("follows Box's redirect to its download host", async () => {
    const { plan } = boxEmulator().data.scenario;
    const answer = await download(`/unified/documents/files/${plan.id}/download`, box);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-length')).toBe(String(plan.size));
    expect(answer.headers.get('content-disposition')).toContain('plan.docx');
    expect(answer.bytes.length).toBe(plan.size);
    expect(boxEmulator().requests.map((request) => request.headers.authorization === undefined)).toEqual([false, true]);
  });

  it('answers the usual envelope when the provider fails before the first byte', async () => {
    const missing = await context.call('/unified/documents/files/3999999/download', { account: box });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 404 });
  });
});

describe('POST /unified/documents/files/upload', () => {
  it('uploads to Drive and to Box as the vendor SDK sends it, 201, and the file reads back', async () => {
    const content = Buffer.from('name,amount\nrent,1200\n');
    for (const account of [context.accounts.googledrive, box]) {
      const created = await context.call('/unified/documents/files/upload', {
        method: 'POST',
        account,
        body: {
          name: `costs-${account.slice(-4)}.csv`,
          content: content.toString('base64'),
          file_format: { value: 'csv', source_value: 'text/csv' },
          confidential: { value: 'false' },
        },
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body).toMatchObject({
        statusCode: 201,
        message: 'File uploaded successfully',
        data: { id: expect.any(String), remote_id: expect.any(String) },
      });
      const read = await context.call(`/unified/documents/files/${created.body.data.id}`, { account });
      expect(read.body.data).toMatchObject({ name: `costs-${account.slice(-4)}.csv`, size: content.length });
      const bytes = await download(`/unified/documents/files/${created.body.data.id}/download`, account);
      expect(bytes.bytes.equals(content)).toBe(true);
    }
  });

  it('refuses a file past UPLOAD_LIMIT_BYTES with a 413 naming the limit, and the provider hears nothing of it', async () => {
    const tooLarge = Buffer.alloc(64 * 1024, 7).toString('base64');
    const refused = await context.call('/unified/documents/files/upload', {
      method: 'POST',
      account: context.accounts.googledrive,
      body: { name: 'big.bin', content: tooLarge },
    });
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ statusCode: 413 });
    expect(refused.body.message).toContain(`at most ${UPLOAD_LIMIT_BYTES} bytes`);
    expect(refused.body.message).toContain('UPLOAD_LIMIT_BYTES');
    expect(drive().requests).toEqual([]);
  });

  it('refuses a body without a name or with content that is not base64, before the provider', async () => {
    const nameless = await context.call('/unified/documents/files/upload', { method: 'POST', account: box, body: { content: 'aGk=' } });
    expect(nameless.status).toBe(400);
    const garbled = await context.call('/unified/documents/files/upload', { method: 'POST', account: box, body: { name: 'x.txt', content: 'not base64!' } });
    expect(garbled.status).toBe(400);
    expect(boxEmulator().requests).toEqual([]);
  });
});
