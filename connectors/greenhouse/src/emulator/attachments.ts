import { createHash } from 'node:crypto';
import type { EmulatorRequest, EmulatorResponse, EmulatorRoute } from '@openunified/connector-sdk/emulator';
import type { EmulatedCandidate, EmulatedOrganization } from './emulated-records.js';
import { type FieldError, HarvestValidationError, resourceNotFound } from './harvest-responses.js';
import { onBehalfOfWrite, type WriteBody } from './write-guard.js';

/**
 * Candidate attachments. Harvest lists them on the candidate with a temporary link to its file
 * store (S3), on another host than the API; the link carries its own signature and the store
 * refuses a request that also sends Harvest's Basic auth, as S3 refuses two auth schemes.
 * `POST /candidates/{id}/attachments` adds one from base64 `content` (On-Behalf-Of, 422 for a
 * missing field, an unknown type or content that is not base64).
 */

/** The file store's host: the emulator answers for it too, through the client's origin override. */
export const ATTACHMENT_HOST = 'https://greenhouse-attachments.s3.amazonaws.com';
const UPLOAD_TYPES = ['resume', 'cover_letter', 'admin_only', 'offer_letter'];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

interface StoredFile {
  bytes: Buffer;
  contentType: string;
  signature: string;
}

function signatureOf(key: string): string {
  return createHash('sha256').update(`greenhouse-emulator:${key}`).digest('hex').slice(0, 32);
}

/** S3's error body: XML, not Harvest's JSON. */
function storeError(status: number, code: string, message: string): EmulatorResponse {
  return {
    status,
    headers: { 'content-type': 'application/xml' },
    rawBody: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  };
}

/** A small PDF naming its candidate, so each file's bytes differ. */
function seededPdf(candidate: EmulatedCandidate, what: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${what} of ${candidate.first_name} ${candidate.last_name} (${candidate.id})\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
}

export class AttachmentStore {
  private readonly files = new Map<string, StoredFile>();
  private sequence = 0;

  constructor(
    private readonly organization: EmulatedOrganization,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {
    // Every candidate has a résumé; every third a cover letter too.
    organization.candidates.forEach((candidate, index) => {
      const base = `${candidate.first_name}_${candidate.last_name}`;
      this.attach(candidate, `${base}_Resume.pdf`, 'resume', 'application/pdf', seededPdf(candidate, 'Resume'), candidate.created_at);
      if (index % 3 === 0)
        this.attach(candidate, `${base}_Cover_Letter.pdf`, 'cover_letter', 'application/pdf', seededPdf(candidate, 'Cover letter'), candidate.created_at);
    });
  }

  routes(): { api: EmulatorRoute[]; store: EmulatorRoute[] } {
    return {
      api: [
        {
          method: 'POST',
          pattern: '/v1/candidates/:id/attachments',
          handle: (request) => onBehalfOfWrite(this.organization, request, (body) => this.upload(request.params.id, body)),
        },
      ],
      store: [
        { method: 'GET', pattern: '/person_attachments/data/:candidate/:sequence/original/:filename', public: true, handle: (request) => this.serve(request) },
      ],
    };
  }

  private attach(candidate: EmulatedCandidate, filename: string, type: string, contentType: string, bytes: Buffer, createdAt: string) {
    this.sequence += 1;
    const key = `/person_attachments/data/${candidate.id}/${this.sequence}/original/${encodeURIComponent(filename)}`;
    const signature = signatureOf(key);
    this.files.set(key, { bytes, contentType, signature });
    const attachment = {
      filename,
      url: `${ATTACHMENT_HOST}${key}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=604800&X-Amz-Signature=${signature}`,
      type,
      created_at: createdAt,
    };
    candidate.attachments.push(attachment);
    return { ...attachment, content_type: contentType };
  }

  private upload(candidateId: string | undefined, body: WriteBody): EmulatorResponse {
    const candidate = this.organization.candidates.find((existing) => String(existing.id) === candidateId);
    if (!candidate) return resourceNotFound();
    const errors: FieldError[] = [];
    const text = (field: string) => (typeof body[field] === 'string' && body[field] !== '' ? (body[field] as string) : undefined);
    const filename = text('filename');
    const type = text('type');
    const content = text('content');
    const contentType = text('content_type');
    if (!filename) errors.push({ field: 'filename', message: "can't be blank" });
    if (!type) errors.push({ field: 'type', message: "can't be blank" });
    else if (!UPLOAD_TYPES.includes(type)) errors.push({ field: 'type', message: `must be one of ${UPLOAD_TYPES.join(', ')}` });
    if (!content && !text('url')) errors.push({ field: 'content', message: 'content or url is required' });
    if (content && (!BASE64.test(content) || content.length % 4 !== 0)) errors.push({ field: 'content', message: 'must be Base64 encoded' });
    if (content && !contentType) errors.push({ field: 'content_type', message: "can't be blank when content is sent" });
    if (!content && text('url')) errors.push({ field: 'url', message: 'the emulator cannot fetch files: send content' });
    if (errors.length > 0 || !filename || !type || !content) throw new HarvestValidationError(errors);

    const stored = this.attach(candidate, filename, type, contentType!, Buffer.from(content, 'base64'), this.now());
    candidate.updated_at = candidate.last_activity = this.now();
    const { created_at: _createdAt, ...answer } = stored;
    return { status: 201, body: answer };
  }

  private serve(request: EmulatorRequest): EmulatorResponse {
    if (request.headers.authorization) {
      return storeError(
        400,
        'InvalidArgument',
        'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
      );
    }
    const file = this.files.get(request.path);
    if (!file) return storeError(404, 'NoSuchKey', 'The specified key does not exist.');
    if (request.query.get('X-Amz-Signature') !== file.signature)
      return storeError(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    return { status: 200, headers: { 'content-type': file.contentType, 'content-length': String(file.bytes.length) }, rawBody: file.bytes };
  }
}
