import type { BambooHrJobInfoRow } from '../provider-types.js';
import type { JobInfoChange } from './employee-update.js';

/**
 * BambooHR's jobInfo table is effective-dated: the row with the latest date on or before a day
 * is the job in effect that day, and the employee's jobTitle, department, division, location
 * and supervisor fields show the row in effect today.
 */

export type JobInfoWrite =
  /** `POST /employees/{id}/tables/jobInfo/{rowId}`: the row already starts on the effective date. */
  | { kind: 'update_row'; rowId: string; row: Record<string, string> }
  /** `POST /employees/{id}/tables/jobInfo`: a new row from the effective date on. */
  | { kind: 'add_row'; row: Record<string, string> };

// Columns a new row copies from the row it succeeds so that only the changed ones change.
// reportsTo is not among them: rows show the manager's name, a write takes the employee id.
const carriedColumns = ['location', 'division', 'department', 'jobTitle'] as const;

function byEffectiveOrder(left: BambooHrJobInfoRow, right: BambooHrJobInfoRow): number {
  if (left.date !== right.date) return left.date < right.date ? -1 : 1;
  return Number(left.id) - Number(right.id);
}

/** The row in effect on `day` (`yyyy-mm-dd`), if any. */
export function jobInfoRowInEffect(rows: readonly BambooHrJobInfoRow[], day: string): BambooHrJobInfoRow | undefined {
  return rows
    .filter((row) => row.date <= day)
    .sort(byEffectiveOrder)
    .at(-1);
}

export interface JobInfoWriteContext {
  rows: readonly BambooHrJobInfoRow[];
  /** `yyyy-mm-dd`, used when the change names no effective date. */
  today: string;
  /** Employee id of the current manager (`supervisorEId`), carried into a new row. */
  currentManagerId: string | null;
}

/**
 * Where a job change lands: in the row already starting on the effective date (a second change
 * the same day must not stack a duplicate row), otherwise in a new row that copies the columns
 * of the row it succeeds.
 */
export function planJobInfoWrite(change: JobInfoChange, context: JobInfoWriteContext): JobInfoWrite {
  const date = change.effectiveDate ?? context.today;
  const inEffect = jobInfoRowInEffect(context.rows, date);
  if (inEffect && inEffect.date === date) return { kind: 'update_row', rowId: inEffect.id, row: change.columns };

  const carried: Record<string, string> = {};
  for (const column of carriedColumns) {
    const value = inEffect?.[column];
    if (value) carried[column] = value;
  }
  if (context.currentManagerId) carried.reportsTo = context.currentManagerId;
  return { kind: 'add_row', row: { ...carried, ...change.columns, date } };
}
