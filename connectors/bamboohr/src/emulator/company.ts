import type { BambooHrChangedEmployees, BambooHrCustomReport, BambooHrEmployee, BambooHrTableRow } from '../provider-types.js';
import { emulatedFields, findField, tableColumns } from './field-catalogue.js';

/** A request BambooHR would refuse: the status plus the text of its X-BambooHR-Error-Message header. */
export class BambooHrRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface StoredEmployee {
  id: string;
  fields: Record<string, string | null>;
  createdAt: string;
  lastChanged: string;
}

export interface StoredRow {
  id: string;
  columns: Record<string, string | null>;
}

export interface CompanySeed {
  employees: StoredEmployee[];
  /** Per employee id, per table name, the rows. */
  tables: Map<string, Map<string, StoredRow[]>>;
  deleted: Array<{ id: string; lastChanged: string }>;
}

/** BambooHR's timestamp format: second precision with a numeric offset. */
export function toBambooHrTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

const directoryFields = [
  { id: 'displayName', type: 'text', name: 'Display Name' },
  { id: 'firstName', type: 'text', name: 'First Name' },
  { id: 'lastName', type: 'text', name: 'Last Name' },
  { id: 'preferredName', type: 'text', name: 'Preferred Name' },
  { id: 'jobTitle', type: 'list', name: 'Job Title' },
  { id: 'workPhone', type: 'text', name: 'Work Phone' },
  { id: 'mobilePhone', type: 'text', name: 'Mobile Phone' },
  { id: 'workEmail', type: 'email', name: 'Work Email' },
  { id: 'department', type: 'list', name: 'Department' },
  { id: 'location', type: 'list', name: 'Location' },
  { id: 'division', type: 'list', name: 'Division' },
  { id: 'workPhoneExtension', type: 'text', name: 'Work Ext.' },
  { id: 'photoUrl', type: 'url', name: 'Employee photo' },
];

function byEffectiveOrder(left: StoredRow, right: StoredRow): number {
  const leftDate = left.columns.date ?? '';
  const rightDate = right.columns.date ?? '';
  if (leftDate !== rightDate) return leftDate < rightDate ? -1 : 1;
  return Number(left.id) - Number(right.id);
}

/** One BambooHR company's employees and tables, in memory, changed by the API as BambooHR would. */
export class EmulatedCompany {
  private readonly employees = new Map<string, StoredEmployee>();
  private readonly tables: Map<string, Map<string, StoredRow[]>>;
  private readonly deleted: Array<{ id: string; lastChanged: string }>;
  private nextRowId: number;

  constructor(
    seed: CompanySeed,
    private readonly clock: () => Date = () => new Date(),
  ) {
    for (const employee of seed.employees) this.employees.set(employee.id, employee);
    this.tables = seed.tables;
    this.deleted = seed.deleted;
    const rowIds = [...seed.tables.values()].flatMap((tables) => [...tables.values()].flat().map((row) => Number(row.id)));
    this.nextRowId = Math.max(0, ...rowIds) + 1;
  }

  private employee(id: string): StoredEmployee {
    const employee = this.employees.get(id);
    if (!employee) throw new BambooHrRefusal(404, 'Employee not found');
    return employee;
  }

  private displayNameOf(employee: StoredEmployee): string {
    const { preferredName, firstName, lastName } = employee.fields;
    return [preferredName ?? firstName, lastName].filter(Boolean).join(' ');
  }

  /** BambooHR writes an employee reference as "Last, First". */
  private referenceNameOf(id: string | null): string | null {
    const employee = id === null ? undefined : this.employees.get(id);
    return employee ? `${employee.fields.lastName ?? ''}, ${employee.fields.firstName ?? ''}` : null;
  }

  private valueOf(employee: StoredEmployee, alias: string): string | null {
    if (alias === 'displayName') return this.displayNameOf(employee);
    if (alias === 'lastChanged') return employee.lastChanged;
    if (alias === 'supervisor') return this.referenceNameOf(employee.fields.supervisorEId ?? null);
    return employee.fields[alias] ?? null;
  }

  /** "First Last" of an employee, undefined when there is none: what time off requests show. */
  employeeName(id: string): string | undefined {
    const employee = this.employees.get(id);
    return employee ? [employee.fields.firstName, employee.fields.lastName].filter(Boolean).join(' ') : undefined;
  }

  employeeIds(): string[] {
    return [...this.employees.keys()];
  }

  isPendingHire(id: string): boolean {
    const hireDate = this.employees.get(id)?.fields.hireDate;
    return hireDate !== null && hireDate !== undefined && hireDate > this.clock().toISOString().slice(0, 10);
  }

  directory(): { fields: typeof directoryFields; employees: BambooHrEmployee[] } {
    const employees = [...this.employees.values()].map((employee) => {
      const entry: BambooHrEmployee = { id: employee.id };
      for (const field of directoryFields) entry[field.id] = this.valueOf(employee, field.id);
      return entry;
    });
    return { fields: directoryFields, employees };
  }

  /** `POST /reports/custom`: every employee with the fields asked for; unknown field names are refused. */
  customReport(title: string, requested: readonly string[]): BambooHrCustomReport {
    const fields = requested.map((key) => {
      const field = findField(key);
      if (!field) throw new BambooHrRefusal(400, `Invalid field: "${key}"`);
      return { id: key, type: field.type, name: field.name };
    });
    return { title, fields, employees: [...this.employees.keys()].map((id) => this.read(id, requested)) };
  }

  /** `GET /employees/{id}?fields=...`: unknown field names are refused, as BambooHR does. */
  read(id: string, requested: readonly string[]): BambooHrEmployee {
    const employee = this.employee(id);
    const record: BambooHrEmployee = { id: employee.id };
    for (const key of requested) {
      // `id` is always answered, so asking for it alone (an existence check) is no error.
      if (key === 'id') continue;
      const field = findField(key);
      if (!field) throw new BambooHrRefusal(400, `Invalid field: "${key}"`);
      record[key] = this.valueOf(employee, field.alias);
    }
    return record;
  }

  /** `POST /employees/{id}`: an empty string clears a field. */
  update(id: string, values: Record<string, unknown>): void {
    const employee = this.employee(id);
    const changes: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(values)) {
      const field = findField(key);
      if (!field) throw new BambooHrRefusal(400, `Invalid field: "${key}"`);
      if (field.readOnly) throw new BambooHrRefusal(400, `Field "${key}" is read-only`);
      if (typeof value !== 'string' && typeof value !== 'number') throw new BambooHrRefusal(400, `Invalid value for field "${key}"`);
      if (field.type === 'date' && value !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(String(value))) {
        throw new BambooHrRefusal(400, `Invalid date for field "${key}"; expected yyyy-mm-dd`);
      }
      changes[field.alias] = value === '' ? null : String(value);
    }
    Object.assign(employee.fields, changes);
    this.touch(employee);
  }

  /**
   * `POST /employees`: first and last name are required, every field is checked as an update
   * checks it. Job fields open the employee's first jobInfo row, dated the hire date (else today).
   */
  create(values: Record<string, unknown>): string {
    for (const required of ['firstName', 'lastName']) {
      const value = values[required];
      if (typeof value !== 'string' || value.trim() === '') throw new BambooHrRefusal(400, `Missing required field: "${required}"`);
    }
    const ids = [...this.employees.keys(), ...this.deleted.map((removed) => removed.id)].map(Number);
    const id = String(Math.max(100, ...ids) + 1);
    const now = toBambooHrTimestamp(this.clock());
    const employee: StoredEmployee = { id, fields: { status: 'Active' }, createdAt: now, lastChanged: now };
    this.employees.set(id, employee);
    try {
      this.update(id, values);
    } catch (error) {
      this.employees.delete(id);
      throw error;
    }
    const { jobTitle = null, department = null, division = null, location = null, hireDate } = employee.fields;
    if (jobTitle || department || division || location) {
      const date = hireDate ?? this.clock().toISOString().slice(0, 10);
      this.rowsOf(id, 'jobInfo').push({ id: String(this.nextRowId++), columns: { date, location, division, department, jobTitle, reportsTo: null } });
    }
    return id;
  }

  /** `GET /employees/all/tables/{table}`: the rows of every employee, employee by employee. */
  allTableRows(table: string): BambooHrTableRow[] {
    if (!tableColumns[table]) throw new BambooHrRefusal(404, `Table "${table}" not found`);
    return [...this.employees.keys()].flatMap((id) => this.tableRows(id, table));
  }

  /** `GET /employees/changed/tables/{table}?since=`: the rows of employees changed since, keyed by employee. */
  changedTableRows(table: string, since: Date): { employees: Record<string, { lastChanged: string; rows: BambooHrTableRow[] }> } {
    if (!tableColumns[table]) throw new BambooHrRefusal(404, `Table "${table}" not found`);
    const employees: Record<string, { lastChanged: string; rows: BambooHrTableRow[] }> = {};
    for (const employee of this.employees.values()) {
      if (Date.parse(employee.lastChanged) > since.getTime())
        employees[employee.id] = { lastChanged: employee.lastChanged, rows: this.tableRows(employee.id, table) };
    }
    return { employees };
  }

  private touch(employee: StoredEmployee): void {
    employee.lastChanged = toBambooHrTimestamp(this.clock());
  }

  private rowsOf(employeeId: string, table: string): StoredRow[] {
    this.employee(employeeId);
    if (!tableColumns[table]) throw new BambooHrRefusal(404, `Table "${table}" not found`);
    let employeeTables = this.tables.get(employeeId);
    if (!employeeTables) {
      employeeTables = new Map();
      this.tables.set(employeeId, employeeTables);
    }
    let rows = employeeTables.get(table);
    if (!rows) {
      rows = [];
      employeeTables.set(table, rows);
    }
    return rows;
  }

  tableRows(employeeId: string, table: string): BambooHrTableRow[] {
    return [...this.rowsOf(employeeId, table)].sort(byEffectiveOrder).map((row) => {
      const columns = { ...row.columns };
      if (table === 'jobInfo') columns.reportsTo = this.referenceNameOf(row.columns.reportsTo ?? null);
      return { id: row.id, employeeId, ...columns };
    });
  }

  private validatedColumns(employeeId: string, table: string, values: Record<string, unknown>): Record<string, string | null> {
    const allowed = tableColumns[table] ?? [];
    const columns: Record<string, string | null> = {};
    for (const [column, value] of Object.entries(values)) {
      if (!allowed.includes(column)) throw new BambooHrRefusal(400, `Invalid field: "${column}"`);
      if (typeof value !== 'string') throw new BambooHrRefusal(400, `Invalid value for field "${column}"`);
      if (column === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new BambooHrRefusal(400, 'Invalid date; expected yyyy-mm-dd');
      // The JSON table API takes an employee reference by employee id.
      if (column === 'reportsTo' && value !== '' && (value === employeeId || !this.employees.has(value))) {
        throw new BambooHrRefusal(400, `Invalid employee for reportsTo: "${value}"`);
      }
      columns[column] = value === '' ? null : value;
    }
    return columns;
  }

  addRow(employeeId: string, table: string, values: Record<string, unknown>): void {
    const rows = this.rowsOf(employeeId, table);
    const columns = this.validatedColumns(employeeId, table, values);
    if (!columns.date) throw new BambooHrRefusal(400, 'The "date" field is required');
    rows.push({ id: String(this.nextRowId), columns });
    this.nextRowId += 1;
    this.applyRowsInEffect(employeeId, table);
  }

  updateRow(employeeId: string, table: string, rowId: string, values: Record<string, unknown>): void {
    const row = this.rowsOf(employeeId, table).find((candidate) => candidate.id === rowId);
    if (!row) throw new BambooHrRefusal(404, 'Row not found');
    Object.assign(row.columns, this.validatedColumns(employeeId, table, values));
    this.applyRowsInEffect(employeeId, table);
  }

  /** BambooHR shows the row in effect today in the employee's fields. */
  private applyRowsInEffect(employeeId: string, table: string): void {
    const employee = this.employee(employeeId);
    const today = this.clock().toISOString().slice(0, 10);
    const inEffect = this.rowsOf(employeeId, table)
      .filter((row) => (row.columns.date ?? '') <= today)
      .sort(byEffectiveOrder)
      .at(-1);
    if (inEffect && table === 'jobInfo') {
      const { jobTitle = null, department = null, division = null, location = null, reportsTo = null } = inEffect.columns;
      Object.assign(employee.fields, { jobTitle, department, division, location, supervisorEId: reportsTo });
    }
    if (inEffect && table === 'employmentStatus') {
      const status = inEffect.columns.employmentStatus ?? null;
      const terminated = status === 'Terminated';
      Object.assign(employee.fields, {
        employmentHistoryStatus: status,
        status: terminated ? 'Inactive' : 'Active',
        terminationDate: terminated ? (inEffect.columns.date ?? null) : null,
      });
    }
    this.touch(employee);
  }

  /** `GET /employees/changed?since=...`. */
  changedSince(since: Date): BambooHrChangedEmployees {
    const employees: BambooHrChangedEmployees['employees'] = {};
    let latest: string | null = null;
    const record = (id: string, action: 'Inserted' | 'Updated' | 'Deleted', lastChanged: string) => {
      employees[id] = { id, action, lastChanged };
      if (latest === null || Date.parse(lastChanged) > Date.parse(latest)) latest = lastChanged;
    };
    for (const employee of this.employees.values()) {
      if (Date.parse(employee.lastChanged) <= since.getTime()) continue;
      record(employee.id, Date.parse(employee.createdAt) > since.getTime() ? 'Inserted' : 'Updated', employee.lastChanged);
    }
    for (const removed of this.deleted) {
      if (Date.parse(removed.lastChanged) > since.getTime()) record(removed.id, 'Deleted', removed.lastChanged);
    }
    return { latest, employees };
  }

  fieldCatalogue() {
    return emulatedFields.map(({ id, name, type, alias }) => ({ id, name, type, alias }));
  }
}
