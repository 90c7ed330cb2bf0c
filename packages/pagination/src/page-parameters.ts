import { BadRequestError } from '@openunified/errors';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface PageSizeBounds {
  defaultSize?: number;
  max?: number;
}

function readPositiveInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 ? value : undefined;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) {
    const parsed = Number(value);
    return parsed >= 1 && Number.isSafeInteger(parsed) ? parsed : undefined;
  }
  return undefined;
}

const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/** docs/concepts/unified-resources.md `page_size` (a string on the wire): the default when absent, else 1..max. */
export function parsePageSize(value: unknown, { defaultSize = DEFAULT_PAGE_SIZE, max = MAX_PAGE_SIZE }: PageSizeBounds = {}): number {
  if (isAbsent(value)) return defaultSize;
  const size = readPositiveInteger(value);
  if (size === undefined || size > max) throw new BadRequestError(`page_size must be an integer between 1 and ${max}`);
  return size;
}

/** docs/concepts/unified-resources.md deprecated `page`: a 1-based page number, or undefined when absent. */
export function parsePage(value: unknown): number | undefined {
  if (isAbsent(value)) return undefined;
  const page = readPositiveInteger(value);
  if (page === undefined) throw new BadRequestError('page must be an integer of 1 or more');
  return page;
}
