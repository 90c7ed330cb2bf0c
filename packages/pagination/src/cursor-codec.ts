import { hash, timingSafeEqual } from 'node:crypto';
import { BadRequestError } from '@openunified/errors';

/**
 * The unified `next` cursor: the provider's own paging token wrapped with the account and route
 * it belongs to and signed with HMAC-SHA256. Clients treat it as opaque; the signature stops a
 * client from forging provider tokens or replaying one against another account or route.
 */

/** The request parameters a cursor continues with (docs/concepts/pagination.md); JSON values only. */
export type BoundQuery = Record<string, unknown>;

export interface CursorPayload {
  accountId: string;
  route: string;
  providerCursor: string;
  pageSize?: number;
  /** The query of the first page, so following `next` alone continues it. */
  query?: BoundQuery;
}

export interface DecodedCursor {
  providerCursor: string;
  pageSize?: number;
  /** Absent in cursors issued before queries were bound. */
  query?: BoundQuery;
}

export interface CursorCodec {
  encode(payload: CursorPayload): string;
  /** Throws BadRequestError when the token is malformed, tampered with, or issued elsewhere. */
  decode(token: string, expected: { accountId: string; route: string }): DecodedCursor;
}

// The wire form carries short keys: cursors travel in URLs.
interface SignedBody {
  a: string;
  r: string;
  c: string;
  s?: number;
  q?: BoundQuery;
}

const SIGNATURE_BYTES = 32;
const base64UrlPattern = /^[A-Za-z0-9_-]+$/;

function invalidCursor(reason: string): BadRequestError {
  return new BadRequestError(`invalid cursor: ${reason}`);
}

function isSignedBody(value: unknown): value is SignedBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.a === 'string' &&
    typeof body.r === 'string' &&
    typeof body.c === 'string' &&
    (body.s === undefined || (typeof body.s === 'number' && Number.isInteger(body.s))) &&
    (body.q === undefined || (typeof body.q === 'object' && body.q !== null && !Array.isArray(body.q)))
  );
}

const SHA256_BLOCK_BYTES = 64;

/**
 * HMAC-SHA256 (RFC 2104) as two one-shot digests over the key's padded blocks, computed once.
 * Every list page with a next page signs a cursor (docs/concepts/pagination.md), and making an
 * `Hmac` object for each was most of the signing in the server's CPU profiles; the signatures are
 * byte for byte those of `createHmac('sha256', secret)`.
 */
function hmacSha256(secret: Buffer): (message: Buffer) => Buffer {
  const key = Buffer.alloc(SHA256_BLOCK_BYTES);
  (secret.length > SHA256_BLOCK_BYTES ? hash('sha256', secret, 'buffer') : secret).copy(key);
  const innerPad = Buffer.from(key.map((byte) => byte ^ 0x36));
  const outerPad = Buffer.from(key.map((byte) => byte ^ 0x5c));
  return (message) => {
    const inner = hash('sha256', Buffer.concat([innerPad, message]), 'buffer');
    return hash('sha256', Buffer.concat([outerPad, inner]), 'buffer');
  };
}

export function createCursorCodec(secret: string | Buffer): CursorCodec {
  if (secret.length === 0) throw new Error('the cursor secret must not be empty');
  const sign = hmacSha256(typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret);

  return {
    encode({ accountId, route, providerCursor, pageSize, query }) {
      const body: SignedBody = { a: accountId, r: route, c: providerCursor };
      if (pageSize !== undefined) body.s = pageSize;
      if (query !== undefined) body.q = query;
      const bodyBytes = Buffer.from(JSON.stringify(body), 'utf8');
      return Buffer.concat([sign(bodyBytes), bodyBytes]).toString('base64url');
    },

    decode(token, expected) {
      if (!base64UrlPattern.test(token)) throw invalidCursor('not a cursor this service issued');
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length <= SIGNATURE_BYTES) throw invalidCursor('not a cursor this service issued');
      const signature = bytes.subarray(0, SIGNATURE_BYTES);
      const bodyBytes = bytes.subarray(SIGNATURE_BYTES);
      if (!timingSafeEqual(signature, sign(bodyBytes))) throw invalidCursor('signature mismatch');

      let body: unknown;
      try {
        body = JSON.parse(bodyBytes.toString('utf8'));
      } catch {
        throw invalidCursor('not a cursor this service issued');
      }
      if (!isSignedBody(body)) throw invalidCursor('not a cursor this service issued');
      if (body.a !== expected.accountId) throw invalidCursor('issued for another account');
      if (body.r !== expected.route) throw invalidCursor('issued for another route');
      return {
        providerCursor: body.c,
        ...(body.s !== undefined && { pageSize: body.s }),
        ...(body.q !== undefined && { query: body.q }),
      };
    },
  };
}
