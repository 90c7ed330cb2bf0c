import type { CheckrList } from './provider-types.js';

/** Checkr pages hold at most 100 records (`per_page`, default 25). */
export const CHECKR_MAX_PAGE_SIZE = 100;

/**
 * The cursor of the next page: Checkr's `next_href` (an absolute URL, null on the last page)
 * carries the page number, which is all the next call needs.
 */
export function nextPage(list: CheckrList<unknown>): string | null {
  if (!list.next_href) return null;
  const page = new URL(list.next_href, 'https://api.checkr.com').searchParams.get('page');
  return page && /^\d+$/.test(page) ? page : null;
}
