/**
 * The BambooHR JSON shapes this connector reads, as the API reference documents them
 * (https://documentation.bamboohr.com/reference). Field values arrive as strings or null;
 * dates are `yyyy-mm-dd`, with `0000-00-00` for "not set" on older accounts.
 */

export type BambooHrFieldValue = string | number | boolean | null;

/** `GET /employees/{id}?fields=...`: the id plus one key per requested field (alias or field id). */
export interface BambooHrEmployee {
  id: string | number;
  [field: string]: BambooHrFieldValue | undefined;
}

/** `GET /employees/directory` with `Accept: application/json`. */
export interface BambooHrDirectory {
  fields: Array<{ id: string; type: string; name: string }>;
  employees: BambooHrEmployee[];
}

/** `POST /reports/custom?format=JSON` with `{ title, fields }`: one row per employee with the fields asked for. */
export interface BambooHrCustomReport {
  title: string;
  fields: Array<{ id: string; type: string; name: string }>;
  employees: BambooHrEmployee[];
}

/** `GET /employees/changed?since=...`: employees keyed by id. */
export interface BambooHrChangedEmployees {
  latest: string | null;
  employees: Record<string, { id: string; action: 'Inserted' | 'Updated' | 'Deleted'; lastChanged: string }>;
}

/** One row of `GET /employees/{id}/tables/{table}`. */
export interface BambooHrTableRow {
  id: string;
  employeeId: string;
  [column: string]: string | null;
}

/** One row of `GET /employees/{id}/tables/jobInfo`. */
export interface BambooHrJobInfoRow extends BambooHrTableRow {
  date: string;
  location: string | null;
  division: string | null;
  department: string | null;
  jobTitle: string | null;
  reportsTo: string | null;
}

/** One entry of `GET /meta/fields`. */
export interface BambooHrFieldMetadata {
  id: number | string;
  name: string;
  type: string;
  alias?: string;
}
