import { BadRequestError } from '@openunified/errors';

/**
 * TalentLMS API v1 returns whole collections in one response and takes no paging parameters, so
 * list actions page the fetched collection themselves. The cursor is the offset of the page's
 * first item, as a decimal string; the pipeline wraps it into the opaque unified `next`.
 */

export interface OffsetPage<Item> {
  items: Item[];
  /** Offset of the next page, or null when this page is the last. */
  next: string | null;
}

function parseOffset(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const offset = /^\d{1,15}$/.test(cursor) ? Number(cursor) : Number.NaN;
  if (!Number.isSafeInteger(offset)) throw new BadRequestError(`cursor "${cursor}" is not a TalentLMS page offset`);
  return offset;
}

export function sliceOffsetPage<Item>(items: readonly Item[], pageSize: number, cursor: string | undefined): OffsetPage<Item> {
  const offset = parseOffset(cursor);
  const end = offset + pageSize;
  return { items: items.slice(offset, end), next: end < items.length ? String(end) : null };
}
