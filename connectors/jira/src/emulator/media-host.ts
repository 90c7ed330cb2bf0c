import { createHmac, timingSafeEqual } from 'node:crypto';
import { type EmulatorResponse, type EmulatorRoute, seededContentStream } from '@openunified/connector-sdk/emulator';
import type { EmulatedAttachment, EmulatedSite } from './seed-data.js';

/**
 * Atlassian's media host, where Jira keeps attachments' bytes. `GET /attachment/content/{id}`
 * answers 303 to `https://api.media.atlassian.com/file/{mediaId}/binary?token=...` with a short
 * lived token of its own, so the file is fetched without the site's credentials; `redirect=false`
 * streams it from Jira instead.
 */

export const MEDIA_ORIGIN = 'https://api.media.atlassian.com';
const TOKEN_TTL_MS = 10 * 60_000;
const CLIENT_ID = 'b1c2d3e4-jira-media-client';

export class MediaHost {
  private readonly secret: string;

  constructor(site: EmulatedSite) {
    this.secret = `media-secret-${site.cloudId}`;
  }

  private signature(mediaId: string, expiresAt: number): string {
    return createHmac('sha256', this.secret).update(`${mediaId}.${expiresAt}`).digest('base64url');
  }

  /** Where Jira redirects a content request: the media file with a token for it alone. */
  redirectTo(attachment: EmulatedAttachment): EmulatorResponse {
    const expiresAt = Date.now() + TOKEN_TTL_MS;
    const url = new URL(`${MEDIA_ORIGIN}/file/${attachment.mediaId}/binary`);
    url.searchParams.set('token', `${expiresAt}.${this.signature(attachment.mediaId, expiresAt)}`);
    url.searchParams.set('client', CLIENT_ID);
    url.searchParams.set('collection', `contentId-${attachment.issueId}`);
    url.searchParams.set('dl', 'true');
    url.searchParams.set('name', attachment.filename);
    return { status: 303, headers: { location: url.toString() }, rawBody: '' };
  }

  private validToken(mediaId: string, token: string | null): boolean {
    const [expires, signature] = (token ?? '').split('.');
    const expiresAt = Number(expires);
    if (!signature || !Number.isSafeInteger(expiresAt) || expiresAt < Date.now()) return false;
    const expected = Buffer.from(this.signature(mediaId, expiresAt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  routes(site: EmulatedSite): EmulatorRoute[] {
    return [
      {
        method: 'GET',
        pattern: '/file/:mediaId/binary',
        // The media host takes its own token, never the site's credentials.
        public: true,
        handle: (request) => {
          const attachment = site.attachments.find((candidate) => candidate.mediaId === request.params.mediaId);
          if (!attachment) return { status: 404, body: { error: { code: 'FileNotFound', title: 'The file was not found' } } };
          if (!this.validToken(attachment.mediaId, request.query.get('token'))) {
            return { status: 401, body: { error: { code: 'Unauthorized', title: 'The token is missing, invalid or expired' } } };
          }
          return attachmentBytes(attachment, request.query.get('dl') === 'true');
        },
      },
    ];
  }
}

/** An attachment's bytes with its type, length and name, as both hosts send them. */
export function attachmentBytes(attachment: EmulatedAttachment, download: boolean): EmulatorResponse {
  return {
    status: 200,
    headers: {
      'content-type': attachment.mimeType,
      'content-length': String(attachment.size),
      'content-disposition': `${download ? 'attachment' : 'inline'}; filename="${attachment.filename}"`,
    },
    stream: seededContentStream(attachment.mediaId, attachment.size, attachment.mimeType),
  };
}
