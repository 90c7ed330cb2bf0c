import { BadRequestError } from '@openunified/errors';

// Negative or fractional bounds would reach the database as a SQL error, i.e. a 500.

export function assertPositiveInteger(value: number, fieldName: string): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new BadRequestError(`${fieldName} must be a positive integer, got ${value}`);
  }
}

export function assertNonNegativeInteger(value: number, fieldName: string): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new BadRequestError(`${fieldName} must be an integer of 0 or more, got ${value}`);
  }
}
