import type { BambooHrChangedEmployees, BambooHrEmployee } from '../provider-types.js';

/** Ids of the employees `GET /employees/changed` reports as inserted or updated (deleted ones are gone). */
export function changedEmployeeIds(changed: BambooHrChangedEmployees): Set<string> {
  return new Set(
    Object.values(changed.employees ?? {})
      .filter((entry) => entry.action !== 'Deleted')
      .map((entry) => String(entry.id)),
  );
}

export interface DirectorySelection {
  /** Only these employee ids, when set. */
  ids?: ReadonlySet<string>;
  /** Department name, compared without regard to case. */
  department?: string;
  /** Work e-mail, compared without regard to case. */
  workEmail?: string;
}

function sameText(value: unknown, expected: string): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === expected.trim().toLowerCase();
}

/** The directory entries a list page is cut from, in directory order. */
export function selectDirectoryEntries(employees: readonly BambooHrEmployee[], selection: DirectorySelection): BambooHrEmployee[] {
  return employees.filter(
    (employee) =>
      (selection.ids === undefined || selection.ids.has(String(employee.id))) &&
      (selection.department === undefined || sameText(employee.department, selection.department)) &&
      (selection.workEmail === undefined || sameText(employee.workEmail, selection.workEmail)),
  );
}
