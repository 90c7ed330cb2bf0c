import { BadRequestError } from '@openunified/errors';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../database-schema.js';
import { assertPositiveInteger } from '../page-bounds.js';
import type { KeysetPage } from '../records.js';

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

/** A page of rows in creation order (`created_at`, then `id` for rows created in the same instant), and the cursor after it. */
export async function pageByCreation<Row extends { created_at: string; id: string }, Item extends { createdAt: string; id: string }>(
  query: SelectQueryBuilder<Database, keyof Database, Row>,
  page: { pageSize: number; after?: string },
  order: 'asc' | 'desc',
  toItem: (row: Row) => Item,
): Promise<KeysetPage<Item>> {
  assertPositiveInteger(page.pageSize, 'pageSize');
  let paged = query;
  if (page.after !== undefined) {
    const { sortValue, id } = decodeKeysetCursor(page.after);
    const beyond = sql.raw(order === 'asc' ? '>' : '<');
    paged = paged.where(sql<boolean>`(created_at ${beyond} ${sortValue} or (created_at = ${sortValue} and id ${beyond} ${id}))`);
  }
  const rows = await paged
    .orderBy(sql.ref('created_at'), order)
    .orderBy(sql.ref('id'), order)
    .limit(page.pageSize + 1)
    .execute();
  const items = rows.slice(0, page.pageSize).map(toItem);
  const last = items.at(-1);
  return { items, next: rows.length > page.pageSize && last ? encodeKeysetCursor(last.createdAt, last.id) : null };
}
