import { pick, seededRandom } from '@openunified/connector-sdk/emulator';
import type {
  BambooHrAssignedTimeOffPolicy,
  BambooHrTimeOffBalance,
  BambooHrTimeOffPolicy,
  BambooHrTimeOffRequest,
  BambooHrTimeOffTypes,
} from '../provider-types.js';
import { BambooHrRefusal } from './company.js';

/**
 * BambooHR's time off, in memory: the account's time off types and policies, the policies each
 * employee is assigned, their requests, and the balances the calculator derives from them.
 */

interface StoredType {
  id: string;
  name: string;
  units: 'days' | 'hours';
  color: string;
  icon: string;
  /** What one year of the type grants, in its units. */
  yearlyAllowance: number;
}

interface StoredPolicy {
  id: string;
  timeOffTypeId: string;
  name: string;
  type: 'accruing' | 'manual' | 'discretionary';
}

export interface StoredTimeOffRequest {
  id: string;
  employeeId: string;
  /** approved, denied, superseded, requested or canceled. */
  status: string;
  statusLastChanged: string;
  created: string;
  start: string;
  end: string;
  typeId: string;
  amount: number;
  dates: Record<string, number>;
  notes: { employee: string | null; manager: string | null };
}

const types: StoredType[] = [
  { id: '77', name: 'Vacation', units: 'days', color: '4ea6ea', icon: 'palm-trees', yearlyAllowance: 20 },
  { id: '78', name: 'Sick', units: 'hours', color: 'f3a84f', icon: 'medical-kit', yearlyAllowance: 64 },
  { id: '79', name: 'Bereavement', units: 'days', color: '8a8a8a', icon: 'heart', yearlyAllowance: 5 },
  { id: '80', name: 'Comp/In Lieu Time', units: 'hours', color: '7fbd3b', icon: 'clock', yearlyAllowance: 40 },
  { id: '81', name: 'Jury Duty', units: 'days', color: '5e5ea6', icon: 'scale', yearlyAllowance: 10 },
];

const policies: StoredPolicy[] = [
  { id: '1', timeOffTypeId: '77', name: 'Vacation Full-Time', type: 'accruing' },
  { id: '2', timeOffTypeId: '77', name: 'Vacation Part-Time', type: 'accruing' },
  { id: '3', timeOffTypeId: '78', name: 'Sick Leave', type: 'accruing' },
  { id: '4', timeOffTypeId: '79', name: 'Bereavement', type: 'discretionary' },
  { id: '5', timeOffTypeId: '80', name: 'Comp Time', type: 'manual' },
  { id: '6', timeOffTypeId: '81', name: 'Jury Duty', type: 'discretionary' },
];

const requestStatuses = ['approved', 'denied', 'superseded', 'requested', 'canceled'] as const;
/** What a new request may start as; BambooHR takes "declined" for "denied". */
const writableStatuses: Record<string, string> = { approved: 'approved', denied: 'denied', declined: 'denied', requested: 'requested' };
const employeeNotes = ['Family trip', 'Doctor appointment', 'Moving house', null, null] as const;
const DAY_MS = 86_400_000;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function dateOf(milliseconds: number): string {
  return new Date(milliseconds).toISOString().slice(0, 10);
}

function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && datePattern.test(value) && dateOf(Date.parse(`${value}T00:00:00Z`)) === value;
}

/** Weekdays from start to end inclusive, each with the amount a full day takes. */
function workingDays(start: string, end: string, perDay: number): Record<string, number> {
  const dates: Record<string, number> = {};
  for (let time = Date.parse(`${start}T00:00:00Z`); time <= Date.parse(`${end}T00:00:00Z`); time += DAY_MS) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates[dateOf(time)] = perDay;
  }
  return dates;
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** The decimal as BambooHR writes it: no trailing zeros. */
function decimal(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export interface TimeOffDirectory {
  /** "First Last" of an employee, undefined when there is none. */
  employeeName(id: string): string | undefined;
  employeeIds(): string[];
  /** Employees hired after today have no time off yet. */
  isPendingHire(id: string): boolean;
}

export class EmulatedTimeOff {
  private readonly requests: StoredTimeOffRequest[] = [];
  private readonly assignments = new Map<string, string[]>();
  private nextRequestId = 1000;

  constructor(
    seed: number,
    private readonly directory: TimeOffDirectory,
    private readonly clock: () => Date = () => new Date(),
  ) {
    const random = seededRandom(seed * 7919 + 17);
    for (const employeeId of directory.employeeIds()) {
      this.assignments.set(employeeId, [random() < 0.8 ? '1' : '2', '3', '4', ...(random() < 0.3 ? ['5'] : [])]);
      if (directory.isPendingHire(employeeId)) continue;
      const count = Math.floor(random() * 4);
      for (let index = 0; index < count; index += 1) {
        const type = pick(random, types.slice(0, 3));
        const start = dateOf(Date.UTC(2024, 0, 8) + Math.floor(random() * 900) * DAY_MS);
        const end = dateOf(Date.parse(`${start}T00:00:00Z`) + Math.floor(random() * 5) * DAY_MS);
        const dates = workingDays(start, end, type.units === 'days' ? 1 : 8);
        if (Object.keys(dates).length === 0) continue;
        // Some single-day requests are half days.
        const [firstDay] = Object.keys(dates);
        if (type.units === 'days' && Object.keys(dates).length === 1 && random() < 0.5) dates[firstDay!] = 0.5;
        const created = dateOf(Date.parse(`${start}T00:00:00Z`) - (3 + Math.floor(random() * 30)) * DAY_MS);
        const status = pick(random, ['approved', 'approved', 'approved', 'denied', 'requested', 'canceled', 'superseded'] as const);
        this.requests.push({
          id: String(this.nextRequestId++),
          employeeId,
          status,
          statusLastChanged: status === 'requested' ? created : dateOf(Date.parse(`${created}T00:00:00Z`) + 2 * DAY_MS),
          created,
          start,
          end,
          typeId: type.id,
          amount: sum(Object.values(dates)),
          dates,
          notes: { employee: pick(random, employeeNotes), manager: status === 'approved' && random() < 0.3 ? 'Enjoy!' : null },
        });
      }
    }
  }

  private today(): string {
    return this.clock().toISOString().slice(0, 10);
  }

  private requireEmployee(id: string): string {
    const name = this.directory.employeeName(id);
    if (name === undefined) throw new BambooHrRefusal(404, 'Employee not found');
    return name;
  }

  private json(request: StoredTimeOffRequest, withNotes: boolean): BambooHrTimeOffRequest {
    const type = types.find((candidate) => candidate.id === request.typeId)!;
    return {
      id: request.id,
      employeeId: request.employeeId,
      name: this.directory.employeeName(request.employeeId) ?? '',
      status: { lastChanged: request.statusLastChanged, lastChangedByUserId: '2369', status: request.status },
      start: request.start,
      end: request.end,
      created: request.created,
      type: { id: type.id, name: type.name, icon: type.icon },
      amount: { unit: type.units, amount: decimal(request.amount) },
      actions: {
        view: true,
        edit: true,
        cancel: request.status === 'requested' || request.status === 'approved',
        approve: request.status === 'requested',
        deny: request.status === 'requested',
        bypass: true,
      },
      dates: Object.fromEntries(Object.entries(request.dates).map(([day, amount]) => [day, decimal(amount)])),
      ...(withNotes && { notes: { employee: request.notes.employee ?? '', manager: request.notes.manager ?? '' } }),
    };
  }

  /** `GET /time_off/requests`: `start` and `end` are required; a request matches when it overlaps them. */
  listRequests(query: URLSearchParams): BambooHrTimeOffRequest[] {
    const start = query.get('start');
    const end = query.get('end');
    if (!isCalendarDate(start) || !isCalendarDate(end)) throw new BambooHrRefusal(400, 'Invalid or missing start/end date; expected YYYY-MM-DD');
    const id = query.get('id');
    const employeeId = query.get('employeeId');
    const typeIds = query.get('type')?.split(',').filter(Boolean);
    const statuses = query.get('status')?.split(',').filter(Boolean);
    const action = query.get('action') ?? 'view';
    if (!['view', 'approve', 'myRequests'].includes(action)) throw new BambooHrRefusal(400, `Invalid action: "${action}"`);
    for (const status of statuses ?? []) {
      // BambooHR spells it "superceded" in places and accepts both.
      if (![...requestStatuses, 'superceded'].includes(status as (typeof requestStatuses)[number]))
        throw new BambooHrRefusal(400, `Invalid status: "${status}"`);
    }
    const wantedStatuses = statuses?.map((status) => (status === 'superceded' ? 'superseded' : status));
    return this.requests
      .filter(
        (request) =>
          request.end >= start &&
          request.start <= end &&
          (id === null || request.id === id) &&
          (employeeId === null || request.employeeId === employeeId) &&
          (typeIds === undefined || typeIds.includes(request.typeId)) &&
          (wantedStatuses === undefined || wantedStatuses.includes(request.status)) &&
          (action !== 'approve' || request.status === 'requested'),
      )
      .sort((left, right) => (left.start === right.start ? Number(left.id) - Number(right.id) : left.start < right.start ? -1 : 1))
      .map((request) => this.json(request, !query.get('excludeNote')));
  }

  /** `PUT /employees/{id}/time_off/request`: validates as BambooHR does and answers the new request. */
  createRequest(employeeId: string, body: Record<string, unknown>): BambooHrTimeOffRequest {
    this.requireEmployee(employeeId);
    const status = typeof body.status === 'string' ? writableStatuses[body.status] : undefined;
    if (status === undefined) throw new BambooHrRefusal(400, 'Invalid status; expected approved, denied, declined or requested');
    const { start, end } = body;
    if (!isCalendarDate(start) || !isCalendarDate(end)) throw new BambooHrRefusal(400, 'Invalid start or end date; expected YYYY-MM-DD');
    if (end < start) throw new BambooHrRefusal(400, 'The end date must be on or after the start date');
    const type = types.find((candidate) => String(body.timeOffTypeId) === candidate.id);
    if (!type) throw new BambooHrRefusal(400, `Invalid time off type: "${String(body.timeOffTypeId ?? '')}"`);

    let dates: Record<string, number>;
    if (body.dates !== undefined) {
      if (!Array.isArray(body.dates)) throw new BambooHrRefusal(400, 'Invalid dates; expected a list of {ymd, amount}');
      dates = {};
      for (const entry of body.dates as Array<Record<string, unknown>>) {
        const amount = Number(entry?.amount);
        if (!isCalendarDate(entry?.ymd) || entry.ymd < start || entry.ymd > end || !Number.isFinite(amount) || amount < 0) {
          throw new BambooHrRefusal(400, 'Invalid dates entry; each needs a ymd within the request and a non-negative amount');
        }
        dates[entry.ymd] = amount;
      }
    } else {
      dates = workingDays(start, end, type.units === 'days' ? 1 : 8);
    }
    let amount = sum(Object.values(dates));
    if (body.dates === undefined && body.amount !== undefined) {
      amount = Number(body.amount);
      if (!Number.isFinite(amount) || amount < 0) throw new BambooHrRefusal(400, 'Invalid amount');
    }

    const notes = { employee: null as string | null, manager: null as string | null };
    if (body.notes !== undefined) {
      if (!Array.isArray(body.notes)) throw new BambooHrRefusal(400, 'Invalid notes; expected a list of {from, note}');
      for (const note of body.notes as Array<Record<string, unknown>>) {
        if ((note?.from !== 'employee' && note?.from !== 'manager') || typeof note.note !== 'string') {
          throw new BambooHrRefusal(400, 'Invalid note; "from" must be employee or manager and "note" a text');
        }
        notes[note.from] = note.note;
      }
    }

    if (body.previousRequest !== undefined) {
      const previous = this.requests.find((request) => request.id === String(body.previousRequest));
      if (!previous || previous.employeeId !== employeeId) throw new BambooHrRefusal(400, `Invalid previous request: "${String(body.previousRequest)}"`);
      previous.status = 'superseded';
      previous.statusLastChanged = this.today();
    }

    const created: StoredTimeOffRequest = {
      id: String(this.nextRequestId++),
      employeeId,
      status,
      statusLastChanged: this.today(),
      created: this.today(),
      start,
      end,
      typeId: type.id,
      amount,
      dates,
      notes,
    };
    this.requests.push(created);
    return this.json(created, true);
  }

  /** `PUT /time_off/requests/{id}/status`: approve, deny or cancel; a superseded request is final. */
  changeStatus(requestId: string, body: Record<string, unknown>): void {
    const request = this.requests.find((candidate) => candidate.id === requestId);
    if (!request) throw new BambooHrRefusal(404, 'Time off request not found');
    const statuses: Record<string, string> = { approved: 'approved', denied: 'denied', declined: 'denied', canceled: 'canceled' };
    const status = typeof body.status === 'string' ? statuses[body.status] : undefined;
    if (status === undefined) throw new BambooHrRefusal(400, 'Invalid status; expected approved, denied, declined or canceled');
    if (request.status === 'superseded' || request.status === 'canceled') {
      throw new BambooHrRefusal(409, `The request is ${request.status} and cannot change`);
    }
    if (body.note !== undefined && typeof body.note !== 'string') throw new BambooHrRefusal(400, 'Invalid note');
    request.status = status;
    request.statusLastChanged = this.today();
    if (typeof body.note === 'string' && body.note !== '') request.notes.manager = body.note;
  }

  timeOffTypes(): BambooHrTimeOffTypes {
    return {
      timeOffTypes: types.map(({ id, name, units, color, icon }) => ({ id, name, units, color, icon })),
      defaultHours: [
        { name: 'Sunday', amount: '0' },
        ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((name) => ({ name, amount: '8' })),
        { name: 'Saturday', amount: '0' },
      ],
    };
  }

  timeOffPolicies(): BambooHrTimeOffPolicy[] {
    return policies.map((policy) => ({ ...policy, effectiveDate: null }));
  }

  assignedPolicies(employeeId: string): BambooHrAssignedTimeOffPolicy[] {
    this.requireEmployee(employeeId);
    return (this.assignments.get(employeeId) ?? []).map((policyId) => ({
      timeOffPolicyId: policyId,
      timeOffTypeId: policies.find((policy) => policy.id === policyId)!.timeOffTypeId,
      accrualStartDate: '2024-01-01',
    }));
  }

  /** `GET /employees/{id}/time_off/calculator?end=`: one balance per type of an assigned policy. */
  balances(employeeId: string, endParameter: string | null): BambooHrTimeOffBalance[] {
    this.requireEmployee(employeeId);
    if (endParameter !== null && !isCalendarDate(endParameter)) throw new BambooHrRefusal(400, 'Invalid end date; expected YYYY-MM-DD');
    const end = endParameter ?? this.today();
    const yearStart = `${end.slice(0, 4)}-01-01`;
    return this.assignedPolicies(employeeId).map((assignment) => {
      const type = types.find((candidate) => candidate.id === String(assignment.timeOffTypeId))!;
      const policy = policies.find((candidate) => candidate.id === String(assignment.timeOffPolicyId))!;
      const used = sum(
        this.requests
          .filter((request) => request.employeeId === employeeId && request.typeId === type.id && request.status === 'approved')
          .flatMap((request) => Object.entries(request.dates))
          .filter(([day]) => day >= yearStart && day <= end)
          .map(([, amount]) => amount),
      );
      const discretionary = policy.type === 'discretionary';
      return {
        timeOffType: type.id,
        name: type.name,
        units: type.units,
        balance: discretionary ? '0' : decimal(type.yearlyAllowance - used),
        end,
        policyType: policy.type,
        usedYearToDate: decimal(used),
      };
    });
  }
}
