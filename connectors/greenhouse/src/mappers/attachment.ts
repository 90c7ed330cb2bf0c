import { createHash } from 'node:crypto';
import {
  type AtsDocument,
  type AtsDocumentCategory,
  type AtsDocumentCategoryRecord,
  type AtsDocumentUpload,
  BadRequestError,
  encodeCompositeId,
  toRemoteId,
  z,
} from '@openunified/connector-sdk';
import { nullableText } from '../provider-schemas.js';

/**
 * Greenhouse attachments as unified ATS documents. Harvest keeps files on the candidate
 * (`attachments[]` of `GET /candidates/{id}`: filename, a temporary storage `url`, type and
 * created_at) and gives them no id: a document's id is a digest of the file's storage key (the
 * path of its URL, without the expiring signature), stable while the file exists.
 */

export const greenhouseAttachmentSchema = z.looseObject({
  filename: z.string(),
  url: z.string(),
  type: nullableText,
  created_at: nullableText,
  content_type: nullableText,
});
export type GreenhouseAttachment = z.output<typeof greenhouseAttachmentSchema>;

/** Greenhouse's attachment types with their unified category and name; the first four are the ones an upload may use. */
export const greenhouseAttachmentTypes: readonly { type: string; category: AtsDocumentCategory; name: string }[] = [
  { type: 'resume', category: 'resume', name: 'Resume' },
  { type: 'cover_letter', category: 'cover_letter', name: 'Cover letter' },
  { type: 'admin_only', category: 'other', name: 'Admin only' },
  { type: 'offer_letter', category: 'offer_letter', name: 'Offer letter' },
  { type: 'take_home_test', category: 'take_home_test', name: 'Take home test' },
  { type: 'offer_packet', category: 'offer_packet', name: 'Offer packet' },
  { type: 'signed_offer_letter', category: 'signed_offer_letter', name: 'Signed offer letter' },
  { type: 'other', category: 'other', name: 'Other' },
];
const UPLOAD_TYPES = ['resume', 'cover_letter', 'admin_only', 'offer_letter'];

/**
 * The document id of an attachment: a digest of its storage key (128 bits, base64url), short
 * enough for a path segment once made a unified id, where the key itself (often 80 characters
 * and more) is not.
 */
export function attachmentRemoteId(url: string): string {
  return createHash('sha256').update(new URL(url).pathname).digest('base64url').slice(0, 22);
}

function extensionOf(filename: string): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(filename);
  return match ? match[1]!.toLowerCase() : null;
}

export function mapAttachment(attachment: GreenhouseAttachment): AtsDocument {
  const remoteId = attachmentRemoteId(attachment.url);
  const known = greenhouseAttachmentTypes.find((entry) => entry.type === attachment.type);
  const category = attachment.type === null ? null : { value: known?.category ?? ('unmapped_value' as const), source_value: attachment.type };
  const extension = extensionOf(attachment.filename);
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    name: attachment.filename,
    category,
    category_id: attachment.type === null ? null : encodeCompositeId(attachment.type),
    type: category,
    file_format: extension === null ? null : { value: extension, source_value: extension },
    remote_url: attachment.url,
    unified_custom_fields: attachment.content_type === null ? null : { content_type: attachment.content_type },
    created_at: attachment.created_at,
    updated_at: attachment.created_at,
  };
}

export function mapAttachmentType(entry: (typeof greenhouseAttachmentTypes)[number]): AtsDocumentCategoryRecord {
  return { id: encodeCompositeId(entry.type), remote_id: entry.type, name: entry.name, active: true };
}

const contentTypes: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain',
  html: 'text/html',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  zip: 'application/zip',
};

/** The Greenhouse attachment type an upload names: category_id (a Greenhouse type), else the category's provider word, else its unified value. */
function uploadType(body: AtsDocumentUpload): string {
  const wanted = body.category_id
    ? toRemoteId(body.category_id).trim()
    : typeof body.category?.source_value === 'string'
      ? body.category.source_value
      : (greenhouseAttachmentTypes.find((entry) => entry.type === body.category?.value)?.type ?? (body.category?.value ? 'unmapped' : 'admin_only'));
  if (!UPLOAD_TYPES.includes(wanted)) {
    throw new BadRequestError(
      `category: Greenhouse takes uploads as ${UPLOAD_TYPES.join(', ')}, not "${body.category_id ?? body.category?.source_value ?? body.category?.value}"`,
    );
  }
  return wanted;
}

/** The unified upload as Harvest's `POST /candidates/{id}/attachments` body: the file base64, its type and content type. */
export function toGreenhouseAttachment(body: AtsDocumentUpload): Record<string, string> {
  if (!body.name) throw new BadRequestError('name: the file name is required');
  if (!body.content) throw new BadRequestError('content: the file, base64, is required');
  const extension = (typeof body.file_format?.value === 'string' ? body.file_format.value : null) ?? extensionOf(body.name);
  return {
    filename: body.name,
    type: uploadType(body),
    content: body.content,
    content_type: (extension && contentTypes[extension.toLowerCase()]) ?? 'application/octet-stream',
  };
}
