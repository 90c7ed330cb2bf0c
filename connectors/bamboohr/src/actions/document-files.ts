import type { Readable } from 'node:stream';
import {
  BadGatewayError,
  BadRequestError,
  defineAction,
  downloadedFile,
  encodeCompositeId,
  type HrisDocumentUpload,
  hrisDocumentUploadSchema,
  isApiError,
  multipartBody,
  type ProviderHttpClient,
  subResourceCreateInputSchema,
  subResourceGetInputSchema,
  toRemoteId,
  z,
} from '@openunified/connector-sdk';
import { employeePath } from '../employee-reads.js';
import { toDocumentCategoryValue } from '../mappers/document.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import type { BambooHrEmployeeFiles } from '../provider-types.js';
import { numericRemoteId } from '../time-off-reads.js';

// An employee file's bytes (GET /employees/{id}/files/{fileId}) and new files
// (POST /employees/{id}/files, multipart/form-data: file, fileName, category, share).

/** The type a file part is sent with, by extension; BambooHR keeps what it is told. */
const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain',
  csv: 'text/csv',
};

const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

/** The name to file it under: `name`, with `file_format`'s extension when the name has none. */
function fileNameOf(upload: HrisDocumentUpload): string {
  const name = upload.name?.trim();
  if (!name) throw new BadRequestError('name is required: BambooHR files every upload under a name');
  const extension = upload.file_format?.value?.trim().replace(/^\./, '');
  return extension && !/\.[A-Za-z0-9]{1,10}$/.test(name) ? `${name}.${extension}` : name;
}

function bytesOf(upload: HrisDocumentUpload): Buffer {
  if (!upload.content || !BASE64.test(upload.content)) throw new BadRequestError('content is required: the file, base64-encoded');
  return Buffer.from(upload.content, 'base64');
}

/**
 * The BambooHR category id: `category_id` (unified or BambooHR id) as it is; else the category
 * named by `category.source_value` (its id or name) or matching `category.value`, looked up in
 * the account's categories (one more call). Neither: none, and BambooHR says it needs one.
 */
async function categoryIdOf(http: ProviderHttpClient, upload: HrisDocumentUpload): Promise<string | undefined> {
  if (upload.category_id) return toRemoteId(upload.category_id);
  const source = upload.category?.source_value;
  const value = upload.category?.value;
  if ((source === undefined || source === null) && !value) return undefined;
  if (typeof source === 'number' || (typeof source === 'string' && /^\d+$/.test(source))) return String(source);
  const view = (await http.get<BambooHrEmployeeFiles>(`${employeePath('0')}/files/view`)).body ?? {};
  const categories = view.categories ?? [];
  const match =
    typeof source === 'string'
      ? categories.find((category) => category.name?.trim().toLowerCase() === source.trim().toLowerCase())
      : categories.find((category) => toDocumentCategoryValue(category.name)?.value === value);
  if (!match) throw new BadRequestError(`BambooHR has no employee file category ${JSON.stringify(source ?? value)}`);
  return String(match.id);
}

/** Uploads one file; answers the new file's id from BambooHR's Location header. */
async function uploadFile(http: ProviderHttpClient, employeeId: string, upload: HrisDocumentUpload): Promise<{ id: string; remote_id: string }> {
  const fileName = fileNameOf(upload);
  const bytes = bytesOf(upload);
  const categoryId = await categoryIdOf(http, upload);
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const form = multipartBody([
    ...(categoryId === undefined ? [] : [{ name: 'category', value: categoryId }]),
    { name: 'fileName', value: fileName },
    // Confidential files stay with HR; BambooHR shares a file with its employee only when asked.
    { name: 'share', value: upload.confidential?.value === 'false' ? 'yes' : 'no' },
    { name: 'file', value: bytes, fileName, contentType: contentTypes[extension] ?? 'application/octet-stream' },
  ]);
  const response = await http.post(`${employeePath(employeeId)}/files`, {
    body: form.body,
    headers: { 'content-type': form.contentType },
    responseType: 'none',
  });
  const fileId = /\/files\/(\d+)\/?$/.exec(response.headers.location ?? '')?.[1];
  if (!fileId) throw new BadGatewayError('BambooHR stored the file but sent no Location header naming it');
  return { id: encodeCompositeId(fileId), remote_id: fileId };
}

export const downloadEmployeeDocumentAction = defineAction({
  id: 'bamboohr_download_employee_document',
  label: 'Download employee document',
  description: "Downloads a file (path.subResourceId) of the employee in path.id: GET /employees/{id}/files/{fileId}, streamed with BambooHR's type and name.",
  tags: ['hris', 'documents', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_documents.download',
  required_scopes: [],
  kind: 'download',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const employeeId = numericRemoteId(input.path.id, 'employee');
    const fileId = numericRemoteId(input.path.subResourceId, 'file');
    const response = await explainBambooHrErrors(http).get<Readable>(`${employeePath(employeeId)}/files/${fileId}`, { responseType: 'stream' });
    return { data: downloadedFile(response) };
  },
});

export const uploadEmployeeDocumentAction = defineAction({
  id: 'bamboohr_upload_employee_document',
  label: 'Upload employee document',
  description:
    'Uploads a file to the record of the employee in path.id (POST /employees/{id}/files, multipart/form-data). category_id, or category ' +
    "by name or unified value (one more call to find it), picks BambooHR's category; confidential false shares it with the employee.",
  tags: ['hris', 'documents', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_documents.upload',
  required_scopes: [],
  kind: 'upload',
  input: subResourceCreateInputSchema(hrisDocumentUploadSchema),
  async run({ input, http }) {
    return { data: await uploadFile(explainBambooHrErrors(http), numericRemoteId(input.path.id, 'employee'), input.body) };
  },
});

export const batchUploadEmployeeDocumentsAction = defineAction({
  id: 'bamboohr_batch_upload_employee_documents',
  label: 'Upload employee documents',
  description:
    'Uploads several files to the record of the employee in path.id, one POST /employees/{id}/files per item in turn (BambooHR has no ' +
    'batch upload). An item BambooHR refuses does not stop the others; errors lists its messages.',
  tags: ['hris', 'documents', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_documents.batch_upload',
  required_scopes: [],
  kind: 'batch_upload',
  input: subResourceCreateInputSchema(z.object({ items: z.array(hrisDocumentUploadSchema).min(1) })),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const employeeId = numericRemoteId(input.path.id, 'employee');
    const errors: string[][] = [];
    // One at a time: BambooHR rate-limits per key, and the order of a record's files is the order sent.
    for (const [index, item] of input.body.items.entries()) {
      try {
        await uploadFile(client, employeeId, item);
      } catch (error) {
        // A refusal of the item is reported; anything else (a rate limit, an outage) fails the batch.
        if (!isApiError(error) || (error.statusCode !== 400 && error.statusCode !== 404)) throw error;
        errors.push([`items[${index}]: ${error.message}`]);
      }
    }
    return { data: { errors } };
  },
});
