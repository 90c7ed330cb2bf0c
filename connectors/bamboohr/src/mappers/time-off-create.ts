import { BadRequestError, type TimeOffCreate, type TimeOffStatus, toRemoteId } from '@openunified/connector-sdk';
import type { BambooHrTimeOffPolicy, BambooHrTimeOffRequestWrite, BambooHrTimeOffType, BambooHrTimeOffTypes } from '../provider-types.js';
import { calendarDateOf } from '../time-off-reads.js';
import { toTimeOffTypeValue } from './time-off.js';

/** The statuses a new BambooHR request may start in, by unified status. */
const bambooHrStatusOf: Partial<Record<TimeOffStatus, string>> = { pending: 'requested', approved: 'approved', rejected: 'denied' };

/** How the body names the time off type, strongest first. */
export type TimeOffTypeChoice =
  | { kind: 'type_id'; typeId: string }
  | { kind: 'policy_id'; policyId: string }
  | { kind: 'name'; name: string }
  | { kind: 'unified_type'; value: string };

export interface TimeOffRequestPlan {
  start: string;
  end: string;
  status: string;
  startHalfDay: boolean;
  endHalfDay: boolean;
  typeChoice: TimeOffTypeChoice;
  comment: string | null;
  passthrough: Record<string, unknown>;
}

const isTrue = (value: boolean | 'true' | 'false' | null | undefined) => value === true || value === 'true';

function typeChoiceOf(body: TimeOffCreate): TimeOffTypeChoice | undefined {
  const reasonId = body.reason?.remote_id ?? (body.reason?.id ? toRemoteId(body.reason.id) : undefined);
  if (reasonId) return { kind: 'type_id', typeId: reasonId };
  if (body.time_off_policy_id) return { kind: 'policy_id', policyId: toRemoteId(body.time_off_policy_id) };
  if (body.reason?.name) return { kind: 'name', name: body.reason.name };
  const unifiedType = body.type?.source_value ?? body.type?.value;
  if (typeof unifiedType === 'string' && unifiedType !== '') {
    return body.type?.source_value ? { kind: 'name', name: unifiedType } : { kind: 'unified_type', value: unifiedType };
  }
  return undefined;
}

/**
 * Checks a create body against what BambooHR can store and plans the request. Every problem is
 * reported at once, before BambooHR is called.
 */
export function planTimeOffRequest(body: TimeOffCreate): TimeOffRequestPlan {
  const problems: string[] = [];
  const dateOf = (value: string | null | undefined, member: string): string | undefined => {
    if (!value) {
      problems.push(`${member} is required: BambooHR requests cover whole days from a start to an end date`);
      return undefined;
    }
    try {
      return calendarDateOf(value, member);
    } catch (error) {
      problems.push((error as Error).message);
      return undefined;
    }
  };
  const start = dateOf(body.start_date, 'start_date');
  const end = dateOf(body.end_date, 'end_date');
  if (start && end && end < start) problems.push('end_date is before start_date');

  let status = 'requested';
  const statusSource = body.status?.source_value;
  if (statusSource !== undefined && statusSource !== null) {
    status = String(statusSource);
  } else if (body.status?.value) {
    const mapped = bambooHrStatusOf[body.status.value as TimeOffStatus];
    if (mapped) status = mapped;
    else problems.push(`status.value "${body.status.value}": a BambooHR request starts as pending (requested), approved or rejected (denied)`);
  }
  if (body.approver_id) problems.push('approver_id: BambooHR routes requests to approvers through its own approval flow');

  const typeChoice = typeChoiceOf(body);
  if (!typeChoice) problems.push('reason.id: name the time off type (GET /unified/hris/time_off_types), or send time_off_policy_id');

  if (problems.length > 0 || !start || !end || !typeChoice) {
    throw new BadRequestError(`BambooHR cannot store this time off request: ${problems.join('; ')}`);
  }
  return {
    start,
    end,
    status,
    startHalfDay: isTrue(body.start_half_day),
    endHalfDay: isTrue(body.end_half_day),
    typeChoice,
    comment: body.comment ?? null,
    passthrough: body.passthrough ?? {},
  };
}

/** The BambooHR time off type a plan names; types and policies are only read for choices that need them. */
export function resolveTimeOffType(choice: TimeOffTypeChoice, types: BambooHrTimeOffType[], policies: BambooHrTimeOffPolicy[]): string {
  switch (choice.kind) {
    case 'type_id':
      return choice.typeId;
    case 'policy_id': {
      const policy = policies.find((candidate) => String(candidate.id) === choice.policyId);
      if (!policy) throw new BadRequestError(`time_off_policy_id: BambooHR has no time off policy ${choice.policyId}`);
      return String(policy.timeOffTypeId);
    }
    case 'name': {
      const type = types.find((candidate) => candidate.name.trim().toLowerCase() === choice.name.trim().toLowerCase());
      if (!type) throw new BadRequestError(`reason.name: BambooHR has no time off type named "${choice.name}"`);
      return String(type.id);
    }
    case 'unified_type': {
      const type = types.find((candidate) => toTimeOffTypeValue(candidate.name)?.value === choice.value);
      if (!type) throw new BadRequestError(`type.value: no BambooHR time off type of this account maps to "${choice.value}"; send reason.id`);
      return String(type.id);
    }
  }
}

const weekdayNames = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * The per-day amounts of a request with half days: every working day of the account (a weekday
 * with default hours) counts one day, a half day a half. Only for types counted in days.
 */
function halfDayDates(plan: TimeOffRequestPlan, type: BambooHrTimeOffType | undefined, meta: BambooHrTimeOffTypes): Array<{ ymd: string; amount: string }> {
  if (type?.units?.toLowerCase() !== 'days') {
    throw new BadRequestError(
      `start_half_day, end_half_day: BambooHR counts time off type ${type?.name ?? ''} in ${type?.units ?? 'unknown units'}; half days need a type counted in days`,
    );
  }
  const hoursByWeekday = new Map((meta.defaultHours ?? []).map((entry) => [entry.name.toLowerCase(), Number(entry.amount)]));
  const dates: Array<{ ymd: string; amount: string }> = [];
  for (let time = Date.parse(`${plan.start}T00:00:00Z`); time <= Date.parse(`${plan.end}T00:00:00Z`); time += 86_400_000) {
    const day = new Date(time);
    const weekday = weekdayNames[day.getUTCDay()]!;
    const working = hoursByWeekday.size === 0 ? day.getUTCDay() % 6 !== 0 : (hoursByWeekday.get(weekday) ?? 0) > 0;
    const ymd = day.toISOString().slice(0, 10);
    const half = (plan.startHalfDay && ymd === plan.start) || (plan.endHalfDay && ymd === plan.end);
    dates.push({ ymd, amount: !working ? '0' : half ? '0.5' : '1' });
  }
  return dates;
}

/** The body of `PUT /employees/{id}/time_off/request`; `passthrough` is written last. */
export function toBambooHrTimeOffRequest(plan: TimeOffRequestPlan, timeOffTypeId: string, meta?: BambooHrTimeOffTypes): BambooHrTimeOffRequestWrite {
  const request: BambooHrTimeOffRequestWrite = { status: plan.status, start: plan.start, end: plan.end, timeOffTypeId };
  if (plan.comment) request.notes = [{ from: 'employee', note: plan.comment }];
  if (plan.startHalfDay || plan.endHalfDay) {
    const type = meta?.timeOffTypes.find((candidate) => String(candidate.id) === timeOffTypeId);
    request.dates = halfDayDates(plan, type, meta ?? { timeOffTypes: [] });
  }
  return { ...request, ...plan.passthrough };
}

/** Whether planning the request needs the account's time off types (and its policies). */
export function needsTimeOffMeta(plan: TimeOffRequestPlan): { types: boolean; policies: boolean } {
  return {
    types: plan.startHalfDay || plan.endHalfDay || plan.typeChoice.kind === 'name' || plan.typeChoice.kind === 'unified_type',
    policies: plan.typeChoice.kind === 'policy_id',
  };
}

/** The status endpoint's values, by unified status: what a request can be moved to. */
const bambooHrStatusChangeOf: Partial<Record<TimeOffStatus, string>> = { approved: 'approved', rejected: 'denied', cancelled: 'canceled' };

/** What a time off update does in BambooHR, which cannot edit a request in place. */
export type TimeOffUpdatePlan =
  /** `PUT /time_off/requests/{id}/status` with an optional manager note. */
  | { kind: 'status'; status: string; note: string | null }
  /** A new request replacing the old one (`previousRequest`): dates, type or note change. */
  | { kind: 'replace' };

const replacingMembers = ['start_date', 'end_date', 'start_half_day', 'end_half_day', 'reason', 'type', 'time_off_policy_id', 'passthrough'] as const;

export function planTimeOffUpdate(body: TimeOffCreate): TimeOffUpdatePlan {
  if (body.approver_id) throw new BadRequestError('approver_id: BambooHR routes requests to approvers through its own approval flow');
  const replaces = replacingMembers.some((member) => body[member] !== undefined && body[member] !== null);
  if (!replaces && body.status) {
    const source = body.status.source_value;
    const status = source !== undefined && source !== null ? String(source) : bambooHrStatusChangeOf[body.status.value as TimeOffStatus];
    if (!status) throw new BadRequestError(`status.value "${body.status.value}": a BambooHR request can be approved, rejected (denied) or cancelled`);
    return { kind: 'status', status, note: body.comment ?? null };
  }
  if (!replaces && body.comment === undefined) throw new BadRequestError('nothing to change: send status, comment, the dates or the time off type');
  return { kind: 'replace' };
}

/**
 * The body of the request that replaces `existing`: what the update sends, else what the request
 * has. An approved or pending request keeps its status unless the update names one.
 */
export function replacementBody(
  body: TimeOffCreate,
  existing: { start: string; end: string; typeId: string; status: string; comment: string | null },
): TimeOffCreate {
  const keptStatus = existing.status === 'approved' ? 'approved' : 'requested';
  return {
    start_date: body.start_date ?? existing.start,
    end_date: body.end_date ?? existing.end,
    start_half_day: body.start_half_day,
    end_half_day: body.end_half_day,
    reason: body.reason ?? (body.time_off_policy_id || body.type ? undefined : { remote_id: existing.typeId }),
    time_off_policy_id: body.time_off_policy_id,
    type: body.type,
    status: body.status ?? { source_value: keptStatus },
    comment: body.comment === undefined ? existing.comment : body.comment,
    passthrough: body.passthrough,
  };
}
