import { BadRequestError } from '@openunified/errors';

/** Opaque to clients: base64url of a JSON pair (a sort value and an id), so its shape can change. */
export function encodeKeysetCursor(sortValue: string, id: string): string {
  return Buffer.from(JSON.stringify([sortValue, id])).toString('base64url');
}

export function decodeKeysetCursor(cursor: string): { sortValue: string; id: string } {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError('The next cursor is invalid');
  }
  if (!Array.isArray(decoded) || decoded.length !== 2 || typeof decoded[0] !== 'string' || typeof decoded[1] !== 'string') {
    throw new BadRequestError('The next cursor is invalid');
  }
  return { sortValue: decoded[0], id: decoded[1] };
}
