import { isApiError, type TimeOffCreate } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { BambooHrTimeOffPolicy, BambooHrTimeOffTypes } from '../provider-types.js';
import policiesFixture from './__fixtures__/time-off-policies.json' with { type: 'json' };
import typesFixture from './__fixtures__/time-off-types.json' with { type: 'json' };
import { needsTimeOffMeta, planTimeOffRequest, planTimeOffUpdate, replacementBody, resolveTimeOffType, toBambooHrTimeOffRequest } from './time-off-create.js';

const meta = typesFixture as BambooHrTimeOffTypes;
const policies = policiesFixture as BambooHrTimeOffPolicy[];

function refusal(body: TimeOffCreate): string {
  try {
    planTimeOffRequest(body);
  } catch (error) {
    if (isApiError(error) && error.statusCode === 400) return error.message;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('planTimeOffRequest and toBambooHrTimeOffRequest', () => {
  it('writes a pending request with the calendar dates as written and the comment as the employee note', () => {
    const plan = planTimeOffRequest({
      start_date: '2026-03-02T00:00:00+02:00',
      end_date: '2026-03-04',
      reason: { id: 'c28xIQaWQ6Nzc' },
      comment: 'Ski trip',
      passthrough: { previousRequest: '1000' },
    });
    expect(needsTimeOffMeta(plan)).toEqual({ types: false, policies: false });
    expect(toBambooHrTimeOffRequest(plan, resolveTimeOffType(plan.typeChoice, [], []))).toEqual({
      status: 'requested',
      start: '2026-03-02',
      end: '2026-03-04',
      timeOffTypeId: '77',
      notes: [{ from: 'employee', note: 'Ski trip' }],
      previousRequest: '1000',
    });
  });

  it('maps approved and rejected, and sends a source_value as is', () => {
    const base = { start_date: '2026-03-02', end_date: '2026-03-02', reason: { remote_id: '78' } };
    expect(planTimeOffRequest({ ...base, status: { value: 'approved' } }).status).toBe('approved');
    expect(planTimeOffRequest({ ...base, status: { value: 'rejected' } }).status).toBe('denied');
    expect(planTimeOffRequest({ ...base, status: { value: 'approved', source_value: 'declined' } }).status).toBe('declined');
  });

  it('spreads half days over the working days of a type counted in days', () => {
    const plan = planTimeOffRequest({ start_date: '2026-03-06', end_date: '2026-03-09', reason: { id: '77' }, start_half_day: 'true', end_half_day: true });
    expect(needsTimeOffMeta(plan).types).toBe(true);
    expect(toBambooHrTimeOffRequest(plan, '77', meta).dates).toEqual([
      { ymd: '2026-03-06', amount: '0.5' },
      { ymd: '2026-03-07', amount: '0' },
      { ymd: '2026-03-08', amount: '0' },
      { ymd: '2026-03-09', amount: '0.5' },
    ]);
    expect(() => toBambooHrTimeOffRequest(plan, '78', meta)).toThrow(/half days need a type counted in days/);
  });

  it('finds the type by policy, by name and by unified type', () => {
    const base = { start_date: '2026-03-02', end_date: '2026-03-02' };
    const byPolicy = planTimeOffRequest({ ...base, time_off_policy_id: 'c28xIQaWQ6MQ' });
    expect(needsTimeOffMeta(byPolicy)).toEqual({ types: false, policies: true });
    expect(resolveTimeOffType(byPolicy.typeChoice, meta.timeOffTypes, policies)).toBe('77');
    expect(resolveTimeOffType(planTimeOffRequest({ ...base, reason: { name: 'sick' } }).typeChoice, meta.timeOffTypes, policies)).toBe('78');
    expect(resolveTimeOffType(planTimeOffRequest({ ...base, type: { value: 'comp_time' } }).typeChoice, meta.timeOffTypes, policies)).toBe('80');
    expect(() => resolveTimeOffType(planTimeOffRequest({ ...base, type: { value: 'sabbatical' } }).typeChoice, meta.timeOffTypes, policies)).toThrow(
      /maps to "sabbatical"/,
    );
    expect(() => resolveTimeOffType(planTimeOffRequest({ ...base, time_off_policy_id: '99' }).typeChoice, meta.timeOffTypes, policies)).toThrow(
      /no time off policy 99/,
    );
  });

  it('refuses what BambooHR cannot store, naming every problem at once', () => {
    const message = refusal({ end_date: '2026-02-30', approver_id: 'c28xIQaWQ6MTAx', status: { value: 'draft' } });
    expect(message).toContain('start_date is required');
    expect(message).toContain('"2026-02-30" is not a date');
    expect(message).toContain('status.value "draft"');
    expect(message).toContain('approver_id');
    expect(message).toContain('reason.id');
    expect(refusal({ start_date: '2026-03-05', end_date: '2026-03-04', reason: { id: '77' } })).toContain('end_date is before start_date');
  });
});

describe('planTimeOffUpdate and replacementBody', () => {
  it('changes a status alone in place, with the comment as the note', () => {
    expect(planTimeOffUpdate({ status: { value: 'approved' }, comment: 'Enjoy' })).toEqual({ kind: 'status', status: 'approved', note: 'Enjoy' });
    expect(planTimeOffUpdate({ status: { value: 'rejected' } })).toEqual({ kind: 'status', status: 'denied', note: null });
    expect(planTimeOffUpdate({ status: { value: 'cancelled' } })).toMatchObject({ status: 'canceled' });
    expect(() => planTimeOffUpdate({ status: { value: 'pending' } })).toThrow(/approved, rejected \(denied\) or cancelled/);
  });

  it('replaces the request when dates, type or the comment change, keeping what the update leaves out', () => {
    expect(planTimeOffUpdate({ end_date: '2026-03-06' })).toEqual({ kind: 'replace' });
    expect(planTimeOffUpdate({ comment: 'New note' })).toEqual({ kind: 'replace' });
    expect(() => planTimeOffUpdate({})).toThrow(/nothing to change/);
    const existing = { start: '2026-03-02', end: '2026-03-04', typeId: '77', status: 'approved', comment: 'Trip' };
    expect(replacementBody({ end_date: '2026-03-06' }, existing)).toMatchObject({
      start_date: '2026-03-02',
      end_date: '2026-03-06',
      reason: { remote_id: '77' },
      status: { source_value: 'approved' },
      comment: 'Trip',
    });
    expect(replacementBody({ time_off_policy_id: '3', comment: null }, { ...existing, status: 'denied' })).toMatchObject({
      reason: undefined,
      time_off_policy_id: '3',
      status: { source_value: 'requested' },
      comment: null,
    });
  });
});
