import { describe, expect, it } from 'vitest';
import { isEventTypePattern, subscribes } from './event-types.js';

describe('event type patterns', () => {
  it('match exact types and * as any run of characters', () => {
    expect(subscribes(['account.created'], 'account.created')).toBe(true);
    expect(subscribes(['account.created'], 'account.updated')).toBe(false);
    expect(subscribes(['account.*'], 'account.deleted')).toBe(true);
    expect(subscribes(['hris_*'], 'hris_employees.updated')).toBe(true);
    expect(subscribes(['hris_*'], 'ats_jobs.created')).toBe(false);
    expect(subscribes(['*.deleted'], 'documents_drives.deleted')).toBe(true);
    expect(subscribes(['*'], 'sync_run.failed')).toBe(true);
    // The dot is literal: a pattern never matches across it by accident.
    expect(subscribes(['account.created'], 'accountXcreated')).toBe(false);
  });

  it('accept lower-case names with one dot, and refuse anything else', () => {
    for (const pattern of ['account.created', 'hris_*', '*', '*.deleted', 'sync_run.finished']) expect(isEventTypePattern(pattern)).toBe(true);
    for (const pattern of ['Account.Created', 'account created', 'a.b.c', '', 'account.(created|updated)', 'x'.repeat(201)]) {
      expect(isEventTypePattern(pattern)).toBe(false);
    }
  });
});
