import {
  encodeCompositeId,
  mapEnumValue,
  type TimeOff,
  type TimeOffBalance,
  type TimeOffDurationUnit,
  type TimeOffPolicy,
  type TimeOffStatus,
  type TimeOffType,
  type TimeOffTypeReference,
  toIsoDateTime,
} from '@openunified/connector-sdk';
import type {
  BambooHrAssignedTimeOffPolicy,
  BambooHrTimeOffBalance,
  BambooHrTimeOffPolicy,
  BambooHrTimeOffRequest,
  BambooHrTimeOffType,
} from '../provider-types.js';

/**
 * BambooHR request statuses. A superseded request was cancelled and replaced by a newer one
 * (BambooHR's `previousRequest`); BambooHR spells it "superceded" in places.
 */
const statusTable: Record<string, TimeOffStatus> = {
  approved: 'approved',
  requested: 'pending',
  denied: 'rejected',
  declined: 'rejected',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  superseded: 'cancelled',
  superceded: 'cancelled',
};

/**
 * BambooHR time off types are named per account; the common names map to the unified types
 * (matched on the name without case, punctuation or a trailing "time"/"leave").
 */
const typeByName: Record<string, TimeOffType> = {
  vacation: 'vacation',
  pto: 'vacation',
  paidtimeoff: 'vacation',
  annual: 'annual_leave',
  annualleave: 'annual_leave',
  sick: 'sick',
  sickleave: 'sick',
  bereavement: 'bereavement',
  juryduty: 'jury_duty',
  compinlieu: 'comp_time',
  comp: 'comp_time',
  compensatory: 'comp_time',
  inlieu: 'in_lieu',
  training: 'training',
  sabbatical: 'sabbatical',
  maternity: 'maternity_leave',
  maternityleave: 'maternity_leave',
  parental: 'child_care_leave',
  parentalleave: 'child_care_leave',
  childcare: 'child_care_leave',
  unpaid: 'unpaid',
  unpaidleave: 'unpaid',
  leaveofabsence: 'leave_of_absence',
  holiday: 'holiday',
  personal: 'personal',
  shorttermdisability: 'short_term_disability',
  longtermdisability: 'long_term_disability',
};

const unitTable: Record<string, TimeOffDurationUnit> = { days: 'days', day: 'days', hours: 'hours', hour: 'hours' };

function textOf(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' || text === '0000-00-00' ? null : text;
}

/** A BambooHR calendar date (`yyyy-mm-dd`) as the date-time without offset time off requests carry. */
function calendarDateTime(value: string | null | undefined): string | null {
  const text = textOf(value);
  return text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00` : null;
}

function dateTimeOf(value: string | null | undefined): string | null {
  const text = textOf(value);
  return text === null ? null : toIsoDateTime(text);
}

function numberOf(value: string | number | null | undefined): number | null {
  const text = textOf(value);
  if (text === null) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** The unified type of a BambooHR time off type name; `unmapped_value` when the name is the account's own. */
export function toTimeOffTypeValue(name: string | null | undefined) {
  const key = textOf(name)
    ?.toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/(time|days?)$/, '');
  const mapped = key === undefined ? undefined : typeByName[key];
  return name === null || name === undefined ? null : { value: mapped ?? ('unmapped_value' as const), source_value: name };
}

/** `P3D`, `PT16H`, `P0.5D`: what BambooHR's amount in its unit comes to. */
function durationOf(amount: number | null, unit: string | null): string | null {
  if (amount === null || unit === null) return null;
  const value = String(Math.round(amount * 100) / 100);
  if (unitTable[unit.toLowerCase()] === 'days') return `P${value}D`;
  if (unitTable[unit.toLowerCase()] === 'hours') return `PT${value}H`;
  return null;
}

/** Whether a day of a request counted in days is a part day; unknown (null) without the per-day amounts. */
function isHalfDay(request: BambooHrTimeOffRequest, day: string | null | undefined): boolean | null {
  const unit = request.amount?.unit?.toLowerCase();
  const amount = day ? request.dates?.[day] : undefined;
  if (unit === undefined || unitTable[unit] !== 'days' || amount === undefined) return null;
  const number = Number(amount);
  return number > 0 && number < 1;
}

export function toUnifiedTimeOff(request: BambooHrTimeOffRequest): TimeOff {
  const remoteId = String(request.id);
  const employeeId = String(request.employeeId);
  const typeId = textOf(request.type?.id);
  const unit = textOf(request.amount?.unit);
  const employeeNote = textOf(request.notes?.employee);
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    employee_id: encodeCompositeId(employeeId),
    remote_employee_id: employeeId,
    // BambooHR names who changed the status by user id, which is not an employee id.
    approver_id: null,
    remote_approver_id: null,
    status: request.status?.status ? mapEnumValue(request.status.status, statusTable) : null,
    type: toTimeOffTypeValue(request.type?.name),
    start_date: calendarDateTime(request.start),
    end_date: calendarDateTime(request.end),
    start_half_day: isHalfDay(request, request.start),
    end_half_day: isHalfDay(request, request.end),
    duration: durationOf(numberOf(request.amount?.amount), unit),
    // Requests name their time off type; the policy drawn on is assigned per employee and type.
    time_off_policy_id: null,
    remote_time_off_policy_id: null,
    policy: null,
    reason: typeId === null ? null : { id: encodeCompositeId(typeId), remote_id: typeId, name: textOf(request.type?.name) },
    comment: employeeNote,
    created_at: dateTimeOf(request.created),
    updated_at: dateTimeOf(request.status?.lastChanged),
  };
}

export function toTimeOffType(type: BambooHrTimeOffType): TimeOffTypeReference {
  const remoteId = String(type.id);
  // The meta list holds the types in use: BambooHR drops archived ones from it.
  return { id: encodeCompositeId(remoteId), remote_id: remoteId, name: textOf(type.name), active: true };
}

function durationUnitOf(units: string | null | undefined) {
  const text = textOf(units);
  return text === null ? { value: 'unknown' as const, source_value: null } : mapEnumValue(text, unitTable);
}

export function toTimeOffPolicy(policy: BambooHrTimeOffPolicy, type: BambooHrTimeOffType | undefined): TimeOffPolicy {
  const remoteId = String(policy.id);
  const typeId = String(policy.timeOffTypeId);
  const policyKind = textOf(policy.type);
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    name: textOf(policy.name),
    description:
      policyKind === null ? null : `${policyKind.charAt(0).toUpperCase()}${policyKind.slice(1)} policy for ${type?.name ?? `time off type ${typeId}`}`,
    type: toTimeOffTypeValue(type?.name),
    duration_unit: durationUnitOf(type?.units),
    reasons: [{ id: encodeCompositeId(typeId), remote_id: typeId, name: type ? textOf(type.name) : null }],
    created_at: null,
    updated_at: null,
  };
}

/**
 * One balance of BambooHR's calculator, for one time off type. Its id is the type's: an employee
 * has one balance per type. The policy is the one assigned to the employee for that type.
 */
export function toTimeOffBalance(
  balance: BambooHrTimeOffBalance,
  context: { employeeId: string; assigned?: BambooHrAssignedTimeOffPolicy; policy?: TimeOffPolicy },
): TimeOffBalance {
  const typeId = String(balance.timeOffType);
  const policyId = context.assigned === undefined ? null : String(context.assigned.timeOffPolicyId);
  const end = textOf(balance.end);
  return {
    id: encodeCompositeId(typeId),
    remote_id: typeId,
    employee_id: encodeCompositeId(context.employeeId),
    remote_employee_id: context.employeeId,
    policy_id: policyId === null ? null : encodeCompositeId(policyId),
    remote_policy_id: policyId,
    policy: context.policy ?? null,
    current_balance: numberOf(balance.balance),
    initial_balance: null,
    balance_unit: durationUnitOf(balance.units),
    balance_start_date: dateTimeOf(context.assigned?.accrualStartDate),
    balance_expiry_date: null,
    // The calculator answers for a day (today unless asked otherwise), not for a change.
    updated_at: end === null ? null : dateTimeOf(end),
  };
}
