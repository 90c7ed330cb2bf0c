import { BadRequestError } from '@openunified/errors';

/** Where a newest-first page of request logs stopped: the last item's start time and id. */
export interface RequestLogPosition {
  startedAt: string;
  id: string;
}

/** Opaque to clients: base64url of a JSON pair, so its shape can change without breaking them. */
export function encodeRequestLogCursor(position: RequestLogPosition): string {
  return Buffer.from(JSON.stringify([position.startedAt, position.id])).toString('base64url');
}

export function decodeRequestLogCursor(cursor: string): RequestLogPosition {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) throw invalidCursor();
  const [startedAt, id] = decoded as unknown[];
  if (typeof startedAt !== 'string' || typeof id !== 'string') throw invalidCursor();
  return { startedAt, id };
}

/**
 * A newest-first page from `pageSize + 1` rows read in (startedAt, id) order: the extra row only
 * tells that another page exists, without a count query.
 */
export function newestFirstPage<Item extends RequestLogPosition>(rows: Item[], pageSize: number): { items: Item[]; next: string | null } {
  const items = rows.slice(0, pageSize);
  const lastItem = items.at(-1);
  return { items, next: rows.length > pageSize && lastItem ? encodeRequestLogCursor({ startedAt: lastItem.startedAt, id: lastItem.id }) : null };
}

function invalidCursor(): BadRequestError {
  return new BadRequestError('The next cursor is invalid');
}
