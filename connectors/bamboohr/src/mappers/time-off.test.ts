import { timeOffBalanceSchema, timeOffPolicySchema, timeOffSchema, timeOffTypeSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { BambooHrTimeOffBalance, BambooHrTimeOffPolicy, BambooHrTimeOffRequest, BambooHrTimeOffTypes } from '../provider-types.js';
import calculatorFixture from './__fixtures__/time-off-calculator.json' with { type: 'json' };
import policiesFixture from './__fixtures__/time-off-policies.json' with { type: 'json' };
import requestsFixture from './__fixtures__/time-off-requests.json' with { type: 'json' };
import typesFixture from './__fixtures__/time-off-types.json' with { type: 'json' };
import { toTimeOffBalance, toTimeOffPolicy, toTimeOffType, toTimeOffTypeValue, toUnifiedTimeOff } from './time-off.js';

const requests = requestsFixture as unknown as BambooHrTimeOffRequest[];
const types = typesFixture as BambooHrTimeOffTypes;
const policies = policiesFixture as BambooHrTimeOffPolicy[];
const balances = calculatorFixture as BambooHrTimeOffBalance[];

describe('toUnifiedTimeOff', () => {
  it("maps BambooHR's documented request", () => {
    const mapped = toUnifiedTimeOff(requests[0]!);
    expect(mapped).toEqual({
      id: 'c28xIQaWQ6MQ',
      remote_id: '1',
      employee_id: 'c28xIQaWQ6MQ',
      remote_employee_id: '1',
      approver_id: null,
      remote_approver_id: null,
      status: { value: 'approved', source_value: 'approved' },
      type: { value: 'vacation', source_value: 'Vacation' },
      start_date: '2001-01-01T00:00:00',
      end_date: '2001-01-06T00:00:00',
      start_half_day: false,
      end_half_day: false,
      duration: 'P5D',
      time_off_policy_id: null,
      remote_time_off_policy_id: null,
      policy: null,
      reason: { id: 'c28xIQaWQ6MQ', remote_id: '1', name: 'Vacation' },
      comment: 'Relaxing in the country for a few days.',
      created_at: '2011-08-13T00:00:00.000Z',
      updated_at: '2011-08-14T00:00:00.000Z',
    });
    expect(timeOffSchema.parse(mapped)).toEqual(mapped);
  });

  it('reads numeric ids and amounts, hours, pending requests and empty notes', () => {
    const mapped = toUnifiedTimeOff(requests[1]!);
    expect(mapped).toMatchObject({
      remote_id: '20',
      remote_employee_id: '123',
      status: { value: 'pending', source_value: 'requested' },
      type: { value: 'sick', source_value: 'Sick' },
      duration: 'PT4H',
      // Half days are told by the per-day amounts of requests counted in days only.
      start_half_day: null,
      end_half_day: null,
      reason: { remote_id: '78', name: 'Sick' },
      comment: null,
    });
    expect(timeOffSchema.safeParse(mapped).success).toBe(true);
  });

  it('reads a superseded request as cancelled, a half last day, and an account-specific type as unmapped', () => {
    const mapped = toUnifiedTimeOff(requests[2]!);
    expect(mapped).toMatchObject({
      status: { value: 'cancelled', source_value: 'superceded' },
      type: { value: 'unmapped_value', source_value: 'Floating Holiday' },
      start_half_day: false,
      end_half_day: true,
      duration: 'P1.5D',
      comment: null,
    });
    expect(timeOffSchema.safeParse(mapped).success).toBe(true);
  });
});

describe('toTimeOffTypeValue', () => {
  it('matches common names without regard to case, punctuation or a trailing "time"', () => {
    expect(toTimeOffTypeValue('Comp/In Lieu Time')?.value).toBe('comp_time');
    expect(toTimeOffTypeValue('JURY DUTY')?.value).toBe('jury_duty');
    expect(toTimeOffTypeValue('Sick Leave')?.value).toBe('sick');
    expect(toTimeOffTypeValue('Paid Time Off')?.value).toBe('vacation');
    expect(toTimeOffTypeValue(null)).toBeNull();
  });
});

describe('toTimeOffType and toTimeOffPolicy', () => {
  it('maps the types of the meta list', () => {
    const mapped = types.timeOffTypes.map(toTimeOffType);
    expect(mapped[0]).toEqual({ id: 'c28xIQaWQ6Nzc', remote_id: '77', name: 'Vacation', active: true });
    for (const type of mapped) expect(timeOffTypeSchema.parse(type)).toEqual(type);
  });

  it("maps a policy with its type's kind and unit", () => {
    const mapped = toTimeOffPolicy(policies[0]!, types.timeOffTypes[0]);
    expect(mapped).toEqual({
      id: 'c28xIQaWQ6MQ',
      remote_id: '1',
      name: 'Vacation Full-Time',
      description: 'Accruing policy for Vacation',
      type: { value: 'vacation', source_value: 'Vacation' },
      duration_unit: { value: 'days', source_value: 'days' },
      reasons: [{ id: 'c28xIQaWQ6Nzc', remote_id: '77', name: 'Vacation' }],
      created_at: null,
      updated_at: null,
    });
    expect(timeOffPolicySchema.parse(mapped)).toEqual(mapped);
  });

  it('maps a policy whose type is not in the list with an unknown unit', () => {
    const mapped = toTimeOffPolicy(policies[1]!, undefined);
    expect(mapped).toMatchObject({ type: null, duration_unit: { value: 'unknown', source_value: null }, reasons: [{ remote_id: '81', name: null }] });
    expect(timeOffPolicySchema.safeParse(mapped).success).toBe(true);
  });
});

describe('toTimeOffBalance', () => {
  it('maps a calculator entry with the policy assigned to the employee', () => {
    const policy = toTimeOffPolicy(policies[0]!, types.timeOffTypes[0]);
    const mapped = toTimeOffBalance(balances[0]!, {
      employeeId: '123',
      assigned: { timeOffPolicyId: 1, timeOffTypeId: 77, accrualStartDate: '2024-01-01' },
      policy,
    });
    expect(mapped).toEqual({
      id: 'c28xIQaWQ6Nzc',
      remote_id: '77',
      employee_id: 'c28xIQaWQ6MTIz',
      remote_employee_id: '123',
      policy_id: 'c28xIQaWQ6MQ',
      remote_policy_id: '1',
      policy,
      current_balance: 12.5,
      initial_balance: null,
      balance_unit: { value: 'days', source_value: 'days' },
      balance_start_date: '2024-01-01T00:00:00.000Z',
      balance_expiry_date: null,
      updated_at: '2026-11-28T00:00:00.000Z',
    });
    expect(timeOffBalanceSchema.parse(mapped)).toEqual(mapped);
  });

  it('maps a balance without an assigned policy', () => {
    const mapped = toTimeOffBalance(balances[1]!, { employeeId: '123' });
    expect(mapped).toMatchObject({ policy_id: null, policy: null, current_balance: 0, balance_start_date: null });
    expect(timeOffBalanceSchema.safeParse(mapped).success).toBe(true);
  });
});
