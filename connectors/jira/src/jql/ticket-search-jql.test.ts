import { BadRequestError, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { ticketSearchJql } from './ticket-search-jql.js';

describe('ticketSearchJql', () => {
  it('bounds a search without filters by project, in creation order', () => {
    expect(ticketSearchJql(undefined, undefined)).toBe('project IS NOT EMPTY ORDER BY created ASC, key ASC');
    expect(ticketSearchJql({ status: ' , ' }, undefined)).toBe('project IS NOT EMPTY ORDER BY created ASC, key ASC');
  });

  it('maps unified status phases to status categories and other values to status names', () => {
    expect(ticketSearchJql({ status: 'to-do' }, undefined)).toBe('statusCategory = "To Do" ORDER BY created ASC, key ASC');
    expect(ticketSearchJql({ status: 'in-progress,closed' }, undefined)).toMatch(/^statusCategory in \("In Progress", "Done"\) ORDER/);
    expect(ticketSearchJql({ status: 'closed, In Review' }, undefined)).toMatch(/^\(statusCategory = "Done" OR status = "In Review"\) ORDER/);
  });

  it('matches types and projects by id when numeric, by name or key otherwise, composite ids decoded', () => {
    const jql = ticketSearchJql({ type: `${encodeCompositeId('10002')},Story`, project_id: 'OPS' }, undefined);
    expect(jql).toBe('project = "OPS" AND issuetype in (10002, "Story") ORDER BY created ASC, key ASC');
  });

  it('writes updated_after 12 hours earlier to the minute, covering every user time zone', () => {
    expect(ticketSearchJql(undefined, '2024-05-01T10:15:30.500Z')).toBe('updated >= "2024-04-30 22:15" ORDER BY created ASC, key ASC');
    expect(ticketSearchJql({ status: 'to-do' }, '2024-05-01T00:00:00+02:00')).toBe(
      'statusCategory = "To Do" AND updated >= "2024-04-30 10:00" ORDER BY created ASC, key ASC',
    );
  });

  it('escapes quotes and backslashes and refuses control characters', () => {
    expect(ticketSearchJql({ status: 'Say "hi" \\o/' }, undefined)).toBe('status = "Say \\"hi\\" \\\\o/" ORDER BY created ASC, key ASC');
    expect(() => ticketSearchJql({ project_id: 'OPS\n OR project = X' }, undefined)).toThrow(BadRequestError);
  });
});
