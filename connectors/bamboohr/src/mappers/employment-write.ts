import { BadRequestError, type EmploymentCreate, type EmploymentUpdate } from '@openunified/connector-sdk';
import type { BambooHrJobInfoRow } from '../provider-types.js';
import { isSet, unwritableEmploymentMembers } from './employee-update.js';
import { jobInfoRowInEffect } from './job-info.js';

/**
 * Employment writes land in BambooHR's jobInfo table: a create adds a row (a job change from its
 * effective date), an update rewrites one. Pay, contract and grade live in other BambooHR tables
 * (compensation, employmentStatus) and are refused rather than dropped.
 */
const unwritableMembers = [...unwritableEmploymentMembers, 'job_id'] as const;

export interface JobInfoRowWrite {
  /** `yyyy-mm-dd`, or null for today. */
  date: string | null;
  columns: Record<string, string>;
}

/** The jobInfo columns an employment body sets; `null` clears (an empty string to BambooHR). */
export function toJobInfoRowWrite(body: EmploymentCreate | EmploymentUpdate): JobInfoRowWrite {
  const unwritable = unwritableMembers.filter((member) => isSet((body as Record<string, unknown>)[member]));
  if (unwritable.length > 0) {
    throw new BadRequestError(
      `BambooHR cannot store ${unwritable.join(', ')} in a job (jobInfo) row; pay lives in its compensation table and the contract in employmentStatus`,
    );
  }
  const columns: Record<string, string> = {};
  if (body.job_title !== undefined) columns.jobTitle = body.job_title ?? '';
  for (const [column, value] of Object.entries(body.passthrough ?? {})) {
    if (value !== null && typeof value !== 'string' && typeof value !== 'number')
      throw new BadRequestError(`passthrough.${column} must be a string or a number`);
    columns[column] = value === null ? '' : String(value);
  }
  const date = body.effective_date ? body.effective_date.slice(0, 10) : null;
  return { date, columns };
}

// What a new row copies from the row in effect on its date, so only what the body sends changes.
const carriedColumns = ['location', 'division', 'department', 'jobTitle'] as const;

/** The row a create adds: the job in effect on its date, changed by the body, with the current manager. */
export function newJobInfoRow(write: JobInfoRowWrite, context: { rows: readonly BambooHrJobInfoRow[]; today: string; currentManagerId: string | null }) {
  const date = write.date ?? context.today;
  const inEffect = jobInfoRowInEffect(context.rows, date);
  const row: Record<string, string> = {};
  for (const column of carriedColumns) {
    const value = inEffect?.[column];
    if (value) row[column] = value;
  }
  if (context.currentManagerId) row.reportsTo = context.currentManagerId;
  return { ...row, ...write.columns, date };
}
