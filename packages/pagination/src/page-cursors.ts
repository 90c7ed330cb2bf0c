import { BadRequestError } from '@openunified/errors';

/**
 * The provider paging token a connector keeps in the unified cursor, when it is a number: an
 * offset into a list (providers that return whole lists, offset/limit APIs) or a 1-based page
 * number (page/per_page APIs). Anything else is a 400 naming the cursor, never a crash or a
 * silently empty page.
 */

const offsetPattern = /^\d{1,15}$/;
const pageNumberPattern = /^[1-9]\d{0,14}$/;

/** The offset a cursor carries; 0 without a cursor. */
export function parseOffsetCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (!offsetPattern.test(cursor)) throw new BadRequestError('invalid cursor: not an offset');
  return Number(cursor);
}

/** The 1-based page number a cursor carries; 1 without a cursor. */
export function parsePageNumberCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 1;
  if (!pageNumberPattern.test(cursor)) throw new BadRequestError('invalid cursor: not a page number');
  return Number(cursor);
}
