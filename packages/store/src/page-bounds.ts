import { BadRequestError } from '@openunified/errors';

// Negative or fractional bounds would reach the database as a SQL error, i.e. a 500.
export function assertPageSize(pageSize: number): void {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new BadRequestError(`pageSize must be a positive integer, got ${pageSize}`);
  }
}

export function assertPageIndex(page: number): void {
  if (!Number.isInteger(page) || page < 0) {
    throw new BadRequestError(`page must be an integer of 0 or more, got ${page}`);
  }
}
