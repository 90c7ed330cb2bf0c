import { buffer } from 'node:stream/consumers';
import type { DownloadedFile, HrisDocument, HrisDocumentCategory, SyncParams } from '@openunified/connector-sdk';
import { seededContent } from '@openunified/connector-sdk/emulator';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningBamboohrEmulator, startBamboohrEmulator } from './emulator/index.js';
import { bamboohrConnector } from './index.js';

let emulator: RunningBamboohrEmulator;

beforeAll(async () => {
  emulator = await startBamboohrEmulator({ seed: 4, employeeCount: 20 });
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  emulator.clearRequests();
});

const run = (actionId: string, input: SyncParams) =>
  runAction(bamboohrConnector, actionId, input, { originOverride: emulator.url, credentials: emulator.sandboxCredentials });
const providerCalls = () => emulator.requests.map((request) => `${request.method} ${request.path.replace(/^.*\/v1/, '')}`);

async function documentsOf(employeeId: string): Promise<HrisDocument[]> {
  return (await run('bamboohr_list_employee_documents', { path: { id: employeeId }, query: { page_size: 100 } })).data as HrisDocument[];
}

describe('employee documents', () => {
  it("lists an employee's files from their file view, one call per page", async () => {
    let employeeId = 101;
    let documents: HrisDocument[] = [];
    while (documents.length < 2) documents = await documentsOf(String(++employeeId));
    emulator.clearRequests();
    const first = await run('bamboohr_list_employee_documents', { path: { id: String(employeeId) }, query: { page_size: 1 } });
    expect(first.data).toEqual([documents[0]]);
    const second = await run('bamboohr_list_employee_documents', { path: { id: String(employeeId) }, query: { page_size: 1, cursor: first.next! } });
    expect(second.data).toEqual([documents[1]]);
    expect(providerCalls()).toEqual([`GET /employees/${employeeId}/files/view`, `GET /employees/${employeeId}/files/view`]);
    expect(documents[0]!.remote_url).toBe(`${emulator.url}/api/gateway.php/sandbox/v1/employees/${employeeId}/files/${documents[0]!.remote_id}`);

    const read = await run('bamboohr_get_employee_document', { path: { id: String(employeeId), subResourceId: documents[1]!.id } });
    expect(read.data).toEqual(documents[1]);
    const otherEmployee = await expectApiError(run('bamboohr_get_employee_document', { path: { id: '101', subResourceId: documents[1]!.id } }));
    expect(otherEmployee.statusCode).toBe(404);
  });

  it('keeps files uploaded after updated_after, and answers 404 for an unknown employee', async () => {
    const threshold = '2024-01-01T00:00:00Z';
    for (const employeeId of ['102', '103', '104', '105', '106']) {
      const everything = await documentsOf(employeeId);
      const recent = (await run('bamboohr_list_employee_documents', { path: { id: employeeId }, query: { updated_after: threshold } })).data as HrisDocument[];
      expect(recent).toEqual(everything.filter((document) => document.created_at! > threshold));
    }
    expect((await expectApiError(run('bamboohr_list_employee_documents', { path: { id: '9999' } }))).statusCode).toBe(404);
  });

  it("lists the account's file categories from the API key's own file view", async () => {
    const categories = (await run('bamboohr_list_employee_document_categories', { query: { page_size: 10 } })).data as HrisDocumentCategory[];
    expect(categories.map((category) => category.name)).toEqual(['Signed Documents', 'Resumes and Applications', 'Offer Letters', 'Payroll', 'Training Docs']);
    expect(providerCalls()).toEqual(['GET /employees/0/files/view']);
    expect((await run('bamboohr_get_employee_document_category', { path: { id: categories[3]!.id } })).data).toEqual(categories[3]);
    expect((await expectApiError(run('bamboohr_get_employee_document_category', { path: { id: '99' } }))).statusCode).toBe(404);
  });
});

describe('employee document files', () => {
  const content = Buffer.from('%PDF-1.7\nsigned offer\n\u0000\u00ff binary tail');

  async function employeeWithDocuments(): Promise<{ employeeId: string; documents: HrisDocument[] }> {
    for (let employeeId = 102; ; employeeId += 1) {
      const documents = await documentsOf(String(employeeId));
      if (documents.length > 0) return { employeeId: String(employeeId), documents };
    }
  }

  it("downloads a file's bytes with BambooHR's type, length and name, one call; an unknown file is a 404", async () => {
    const { employeeId, documents } = await employeeWithDocuments();
    const document = documents[0]!;
    emulator.clearRequests();
    const file = (await run('bamboohr_download_employee_document', { path: { id: employeeId, subResourceId: document.id } })).data as DownloadedFile;
    const originalName = document.unified_custom_fields!.original_file_name as string;
    const size = document.unified_custom_fields!.size as number;
    expect(file).toMatchObject({ content_length: size, file_name: originalName });
    const bytes = await buffer(file.stream);
    expect(bytes.equals(seededContent(`bamboohr-file-${document.remote_id}`, size, file.content_type))).toBe(true);
    expect(providerCalls()).toEqual([`GET /employees/${employeeId}/files/${document.remote_id}`]);
    const missing = await expectApiError(run('bamboohr_download_employee_document', { path: { id: employeeId, subResourceId: '99999' } }));
    expect({ status: missing.statusCode, message: missing.message }).toEqual({ status: 404, message: 'File not found' });
  });

  it('uploads a file as BambooHR multipart form, which reads back in the documents list and downloads as sent', async () => {
    const employeeId = '103';
    const created = await run('bamboohr_upload_employee_document', {
      path: { id: employeeId },
      body: { name: 'Signed offer', file_format: { value: 'pdf' }, content: content.toString('base64'), category_id: '15', confidential: { value: 'false' } },
    });
    const { remote_id: fileId } = created.data as { remote_id: string };
    const upload = emulator.requests.find((request) => request.method === 'POST')!;
    expect(upload.path).toBe(`/api/gateway.php/sandbox/v1/employees/${employeeId}/files`);
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const listed = (await documentsOf(employeeId)).find((document) => document.remote_id === fileId);
    expect(listed).toMatchObject({ name: 'Signed offer', category: { value: 'offer_letter', source_value: 'Offer Letters' }, file_format: { value: 'pdf' } });
    expect(listed!.unified_custom_fields).toMatchObject({ original_file_name: 'Signed offer.pdf', size: content.length, share_with_employee: true });
    const file = (await run('bamboohr_download_employee_document', { path: { id: employeeId, subResourceId: fileId } })).data as DownloadedFile;
    expect(file.content_type).toBe('application/pdf');
    expect((await buffer(file.stream)).equals(content)).toBe(true);
  });

  it("finds the category by name or unified value, and passes BambooHR's refusals on as 400s", async () => {
    const byName = await run('bamboohr_upload_employee_document', {
      path: { id: '104' },
      body: { name: 'cv.pdf', content: content.toString('base64'), category: { source_value: 'Resumes and Applications' } },
    });
    const byValue = await run('bamboohr_upload_employee_document', {
      path: { id: '104' },
      body: { name: 'w4.pdf', content: content.toString('base64'), category: { value: 'payroll' } },
    });
    const listed = await documentsOf('104');
    const categoryOf = (result: { data: unknown }) =>
      listed.find((document) => document.remote_id === (result.data as { remote_id: string }).remote_id)?.category?.source_value;
    expect([categoryOf(byName), categoryOf(byValue)]).toEqual(['Resumes and Applications', 'Payroll']);

    const noCategory = await expectApiError(run('bamboohr_upload_employee_document', { path: { id: '104' }, body: { name: 'x.pdf', content: 'eA==' } }));
    expect({ status: noCategory.statusCode, message: noCategory.message }).toEqual({
      status: 400,
      message: 'Missing category. A file must be uploaded into a category.',
    });
    expect(noCategory.providerErrors?.[0]?.status).toBe(400);
    const unknownCategory = await expectApiError(
      run('bamboohr_upload_employee_document', { path: { id: '104' }, body: { name: 'x.pdf', content: 'eA==', category_id: '999' } }),
    );
    expect(unknownCategory.message).toBe('Invalid category: 999');
    const noContent = await expectApiError(run('bamboohr_upload_employee_document', { path: { id: '104' }, body: { name: 'x.pdf', category_id: '13' } }));
    expect(noContent.statusCode).toBe(400);
    const unknownEmployee = await expectApiError(
      run('bamboohr_upload_employee_document', { path: { id: '9999' }, body: { name: 'x.pdf', content: 'eA==', category_id: '13' } }),
    );
    expect(unknownEmployee.statusCode).toBe(404);
  });

  it('uploads a batch one BambooHR call per item; a refused item is reported in errors while the others land', async () => {
    const before = await documentsOf('105');
    emulator.clearRequests();
    const result = await run('bamboohr_batch_upload_employee_documents', {
      path: { id: '105' },
      body: {
        items: [
          { name: 'one.txt', content: Buffer.from('one').toString('base64'), category_id: '13' },
          { name: 'two.txt', content: Buffer.from('two').toString('base64'), category_id: '999' },
          { name: 'three.txt', content: Buffer.from('three').toString('base64'), category_id: '17' },
        ],
      },
    });
    expect(result.data).toEqual({ errors: [['items[1]: Invalid category: 999']] });
    expect(providerCalls()).toEqual(Array.from({ length: 3 }, () => 'POST /employees/105/files'));
    const added = (await documentsOf('105')).filter((document) => !before.some((existing) => existing.id === document.id));
    expect(added.map((document) => document.unified_custom_fields?.original_file_name).sort()).toEqual(['one.txt', 'three.txt']);
  });
});
