import { BadRequestError, type Employment, encodeCompositeId, mapEnumValue, toIsoDateTime } from '@openunified/connector-sdk';
import type { BambooHrJobInfoRow, BambooHrTableRow } from '../provider-types.js';

/**
 * BambooHR's jobInfo table is the employee's job history: each row a job from its date on, in
 * effect until the next row's date. Each row is one unified employment; its id names the
 * employee and the row, so a get needs no search: `{employeeId}-{rowId}`.
 */

export function employmentRemoteId(employeeId: string, rowId: string): string {
  return `${employeeId}-${rowId}`;
}

/** The employee and row an employment id names; a 400 for anything else. */
export function parseEmploymentId(remoteId: string, id: string): { employeeId: string; rowId: string } {
  const match = /^(\d{1,18})-(\d{1,18})$/.exec(remoteId);
  if (!match) throw new BadRequestError(`"${id}" is not a BambooHR employment id (employee id and jobInfo row id, such as 101-7)`);
  return { employeeId: match[1]!, rowId: match[2]! };
}

/**
 * BambooHR's employmentStatus table names the kind of employment per account (Full-Time,
 * Part-Time, Contractor, Terminated, ...); the common names map to the unified types and, for
 * full and part time, contract types.
 */
const employmentTypeTable = {
  'full-time': 'permanent',
  'full time': 'permanent',
  'part-time': 'permanent',
  'part time': 'permanent',
  contractor: 'contractor',
  contract: 'contractor',
  freelance: 'freelance',
  intern: 'intern',
  internship: 'intern',
  temporary: 'temporary',
  seasonal: 'seasonal',
  volunteer: 'volunteer',
  probation: 'probation',
  terminated: 'terminated',
} as const;
const contractTypeTable = { 'full-time': 'full_time', 'full time': 'full_time', 'part-time': 'part_time', 'part time': 'part_time' } as const;

/** One row of `GET /employees/{id}/tables/employmentStatus`. */
export interface BambooHrEmploymentStatusRow extends BambooHrTableRow {
  date: string;
  employmentStatus: string | null;
}

function byEffectiveOrder(left: { date: string; id: string }, right: { date: string; id: string }): number {
  if (left.date !== right.date) return left.date < right.date ? -1 : 1;
  return Number(left.id) - Number(right.id);
}

function textOf(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && text !== '0000-00-00' ? text : null;
}

function dayBefore(date: string): string | null {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? null : new Date(time - 86_400_000).toISOString();
}

function namedGroup(name: string | null, kind: 'department' | 'division') {
  if (name === null) return null;
  return {
    // jobInfo names the list option, not its id: GET /unified/hris/groups/departments has the ids.
    id: null,
    remote_id: null,
    name,
    type: kind === 'department' ? { value: 'department' as const, source_value: kind } : { value: 'unmapped_value' as const, source_value: kind },
    parent_ids: null,
    remote_parent_ids: null,
    owner_ids: null,
    remote_owner_ids: null,
    company_id: null,
    remote_company_id: null,
    unified_custom_fields: null,
  };
}

function typesOf(status: string | null) {
  if (status === null) return { type: null, employment_type: null, contract_type: null, employment_contract_type: null };
  const employmentType = mapEnumValue(status, employmentTypeTable);
  const contractType = mapEnumValue(status, contractTypeTable);
  const contract = contractType.value === 'unmapped_value' ? null : contractType;
  return {
    type: { id: null, remote_id: null, label: status, type: employmentType },
    employment_type: employmentType,
    contract_type: contract && { id: null, remote_id: null, label: status, contract_type: contract },
    employment_contract_type: contract,
  };
}

/**
 * The employments of one employee from their jobInfo rows (any order). The row in effect on
 * `today` is the active one, unless the employee is terminated; a row ends the day before the
 * next one starts. The kind of employment is the employmentStatus row in effect on the job's
 * last day (today for the current job).
 */
export function toEmployments(rows: readonly BambooHrJobInfoRow[], today: string, statusRows: readonly BambooHrEmploymentStatusRow[] = []): Employment[] {
  const ordered = [...rows].sort(byEffectiveOrder);
  const statuses = [...statusRows].sort(byEffectiveOrder);
  const statusOn = (day: string) => textOf(statuses.filter((status) => status.date <= day).at(-1)?.employmentStatus);
  const current = ordered.filter((row) => row.date <= today).at(-1);
  return ordered.map((row, index) => {
    const employeeId = String(row.employeeId);
    const next = ordered[index + 1];
    // The current job is as of today; a past one as of its last day; a future one as of its first.
    const lastDay = row === current ? today : next && next.date !== row.date ? (dayBefore(next.date) ?? row.date).slice(0, 10) : row.date;
    const status = statusOn(lastDay);
    const startDate = toIsoDateTime(textOf(row.date));
    return {
      id: encodeCompositeId(employmentRemoteId(employeeId, String(row.id))),
      remote_id: employmentRemoteId(employeeId, String(row.id)),
      employee_id: encodeCompositeId(employeeId),
      remote_employee_id: employeeId,
      job_title: textOf(row.jobTitle),
      active: row === current && status?.toLowerCase() !== 'terminated',
      effective_date: startDate,
      start_date: startDate,
      end_date: next && next.date !== row.date ? dayBefore(next.date) : null,
      department: namedGroup(textOf(row.department), 'department'),
      division: namedGroup(textOf(row.division), 'division'),
      cost_center: null,
      // jobInfo names the manager ("Last, First"), not their employee id: kept in unified_custom_fields.
      manager: null,
      grade: null,
      ...typesOf(status),
      pay_rate: null,
      pay_currency: null,
      pay_period: null,
      pay_frequency: null,
      payroll_code: null,
      fte: null,
      work_time: null,
      unified_custom_fields: { job_info_row_id: String(row.id), location: textOf(row.location), reports_to: textOf(row.reportsTo), employment_status: status },
      created_at: null,
      updated_at: null,
    };
  });
}

function byEmployee<Row extends { employeeId: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const employeeRows = grouped.get(String(row.employeeId)) ?? [];
    employeeRows.push(row);
    grouped.set(String(row.employeeId), employeeRows);
  }
  return grouped;
}

/** Rows of many employees (`GET /employees/all/tables/...`), mapped employee by employee, in employee then date order. */
export function toEmploymentsOfAll(rows: readonly BambooHrJobInfoRow[], today: string, statusRows: readonly BambooHrEmploymentStatusRow[] = []): Employment[] {
  const jobs = byEmployee(rows);
  const statuses = byEmployee(statusRows);
  return [...jobs.keys()]
    .sort((left, right) => Number(left) - Number(right))
    .flatMap((employeeId) => toEmployments(jobs.get(employeeId)!, today, statuses.get(employeeId)));
}
