import type { Readable } from 'node:stream';
import {
  atsDocumentUploadSchema,
  BadRequestError,
  defineAction,
  downloadedFile,
  encodeCompositeId,
  getInputSchema,
  listInputSchema,
  NotFoundError,
  type ProviderHttpClient,
  subResourceCreateInputSchema,
  subResourceGetInputSchema,
  subResourceListInputSchema,
  toRemoteId,
  z,
} from '@openunified/connector-sdk';
import { onBehalfOfUserId } from '../authentication.js';
import {
  attachmentRemoteId,
  greenhouseAttachmentSchema,
  greenhouseAttachmentTypes,
  mapAttachment,
  mapAttachmentType,
  toGreenhouseAttachment,
} from '../mappers/attachment.js';
import { parseProviderBody } from '../provider-schemas.js';
import { candidateOfApplication } from './notes.js';

/**
 * An application's documents are its candidate's attachments: Harvest keeps files on the
 * candidate only (`attachments[]` of `GET /candidates/{id}`, answered whole), so the application
 * is read first to learn its candidate, pages are cut from the list, and a get or download finds
 * the file in it. A download then streams the file from the temporary link Greenhouse gives,
 * on its file store's host, without the account's credentials.
 */

const candidateAttachmentsSchema = z.looseObject({
  attachments: z
    .array(greenhouseAttachmentSchema)
    .nullish()
    .transform((value) => value ?? []),
});

async function candidateAttachments(http: ProviderHttpClient, candidateId: string) {
  const response = await http.get(`/candidates/${candidateId}`);
  return parseProviderBody(candidateAttachmentsSchema, response.body, 'candidate').attachments;
}

async function findAttachment(http: ProviderHttpClient, applicationId: string, documentId: string) {
  const remoteId = toRemoteId(documentId).trim();
  const attachments = await candidateAttachments(http, await candidateOfApplication(http, applicationId));
  const attachment = attachments.find((candidate) => attachmentRemoteId(candidate.url) === remoteId);
  if (!attachment) throw new NotFoundError(`Document ${documentId} not found on application ${applicationId}`);
  return attachment;
}

/** `{candidate id}:{offset}`: the pages after the first need not read the application again. */
function parseDocumentsCursor(cursor: string): { candidateId: string; offset: number } {
  const match = /^([1-9]\d{0,14}):(\d{1,9})$/.exec(cursor);
  if (!match) throw new BadRequestError(`cursor "${cursor}" is not a page of Greenhouse documents`);
  return { candidateId: match[1]!, offset: Number(match[2]) };
}

export const listApplicationDocumentsAction = defineAction({
  id: 'greenhouse_list_application_documents',
  label: 'List application documents',
  description:
    "Lists the attachments of an application's candidate as unified ATS documents: Greenhouse keeps files on the candidate only. " +
    'Page one reads the application then the candidate (GET /applications/{id}, GET /candidates/{id}); later pages read the candidate alone. ' +
    'updated_after is applied to the time the file was attached.',
  tags: ['ats', 'applications', 'documents'],
  schema_type: 'unified',
  unified: 'ats.application_documents.list',
  required_scopes: [],
  kind: 'list',
  input: subResourceListInputSchema(z.strictObject({})),
  async run({ input, http }) {
    const { candidateId, offset } =
      input.query.cursor === undefined
        ? { candidateId: await candidateOfApplication(http, input.path.id), offset: 0 }
        : parseDocumentsCursor(input.query.cursor);
    const since = input.query.updated_after === undefined ? undefined : Date.parse(input.query.updated_after);
    const documents = (await candidateAttachments(http, candidateId))
      .map(mapAttachment)
      .filter((document) => since === undefined || (document.updated_at !== null && Date.parse(document.updated_at) >= since));
    const end = offset + input.query.page_size;
    return { data: documents.slice(offset, end), next: end < documents.length ? `${candidateId}:${end}` : null };
  },
});

export const getApplicationDocumentAction = defineAction({
  id: 'greenhouse_get_application_document',
  label: 'Get application document',
  description: "Gets one attachment of an application's candidate as a unified ATS document (GET /applications/{id}, then GET /candidates/{id}).",
  tags: ['ats', 'applications', 'documents'],
  schema_type: 'unified',
  unified: 'ats.application_documents.get',
  required_scopes: [],
  kind: 'get',
  input: subResourceGetInputSchema(),
  run: async ({ input, http }) => ({ data: mapAttachment(await findAttachment(http, input.path.id, input.path.subResourceId)) }),
});

export const downloadApplicationDocumentAction = defineAction({
  id: 'greenhouse_download_application_document',
  label: 'Download application document',
  description:
    "Streams the file of one attachment of an application's candidate (GET /applications/{id}, GET /candidates/{id}, then the attachment's " +
    "temporary link on Greenhouse's file store, without the account's credentials). format and export_format are refused: Greenhouse converts nothing.",
  tags: ['ats', 'applications', 'documents'],
  schema_type: 'unified',
  unified: 'ats.application_documents.download',
  required_scopes: [],
  kind: 'download',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const query = (input.query ?? {}) as Record<string, unknown>;
    if (query.format || query.export_format) throw new BadRequestError('format: Greenhouse serves attachments as they were uploaded and converts nothing');
    const attachment = await findAttachment(http, input.path.id, input.path.subResourceId);
    const response = await http.get<Readable>(attachment.url, { responseType: 'stream', followRedirects: true, withoutCredentials: true });
    return { data: downloadedFile(response, attachment.filename) };
  },
});

export const uploadApplicationDocumentAction = defineAction({
  id: 'greenhouse_upload_application_document',
  label: 'Upload application document',
  description:
    "Attaches a file to an application's candidate (GET /applications/{id}, then POST /candidates/{id}/attachments with the file base64). " +
    "category (or category_id) is resume, cover_letter, offer_letter or admin_only (Greenhouse's type; admin_only when none is given). " +
    "Greenhouse records it against the user in the On-Behalf-Of header, else the account's on_behalf_of_user_id credential.",
  tags: ['ats', 'applications', 'documents'],
  schema_type: 'unified',
  unified: 'ats.application_documents.upload',
  required_scopes: [],
  kind: 'upload',
  input: subResourceCreateInputSchema(atsDocumentUploadSchema),
  async run({ input, http, credentials }) {
    const request = toGreenhouseAttachment(input.body);
    const onBehalfOf = onBehalfOfUserId(input.headers, credentials);
    const candidateId = await candidateOfApplication(http, input.path.id);
    const response = await http.post(`/candidates/${candidateId}/attachments`, { json: request, headers: { 'On-Behalf-Of': onBehalfOf } });
    const created = parseProviderBody(greenhouseAttachmentSchema, response.body, 'created attachment');
    const remoteId = attachmentRemoteId(created.url);
    return { data: { id: encodeCompositeId(remoteId), remote_id: remoteId } };
  },
});

export const listApplicationDocumentCategoriesAction = defineAction({
  id: 'greenhouse_list_application_document_categories',
  label: 'List application document categories',
  description:
    "Lists Greenhouse's attachment types (resume, cover_letter, admin_only, offer_letter, ...) as document categories: a fixed list, read without a call to Greenhouse.",
  tags: ['ats', 'documents'],
  schema_type: 'unified',
  unified: 'ats.application_document_categories.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(z.strictObject({})),
  async run({ input }) {
    const offset = input.query.cursor === undefined ? 0 : Number(/^\d{1,3}$/.exec(input.query.cursor)?.[0] ?? Number.NaN);
    if (Number.isNaN(offset)) throw new BadRequestError(`cursor "${input.query.cursor}" is not a page of document categories`);
    const end = offset + input.query.page_size;
    return { data: greenhouseAttachmentTypes.slice(offset, end).map(mapAttachmentType), next: end < greenhouseAttachmentTypes.length ? String(end) : null };
  },
});

export const getApplicationDocumentCategoryAction = defineAction({
  id: 'greenhouse_get_application_document_category',
  label: 'Get application document category',
  description: "Gets one of Greenhouse's attachment types as a document category, without a call to Greenhouse.",
  tags: ['ats', 'documents'],
  schema_type: 'unified',
  unified: 'ats.application_document_categories.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input }) {
    const type = toRemoteId(input.path.id).trim();
    const entry = greenhouseAttachmentTypes.find((known) => known.type === type);
    if (!entry)
      throw new NotFoundError(
        `Document category ${input.path.id} not found: Greenhouse's types are ${greenhouseAttachmentTypes.map((known) => known.type).join(', ')}`,
      );
    return { data: mapAttachmentType(entry) };
  },
});
