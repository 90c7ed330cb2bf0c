import { BadRequestError, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { changesNothing, toJiraIssueBody } from './ticket-write.js';

describe('toJiraIssueBody', () => {
  it('maps a create body to Jira fields, ids decoded, description as ADF', () => {
    const body = toJiraIssueBody({
      title: 'Printer on fire',
      description: 'Smoke since 9am',
      collection_id: encodeCompositeId('10000'),
      ticket_type_id: 'Bug',
      priority: { value: 'highest' },
      assignee_ids: [encodeCompositeId('5b10a2844c20165700ede21g')],
      reporter_id: '5b10ac8d82e05b22cc7d4ef5',
      parent_ticket_id: 'OPS-5',
      tags: ['hardware'],
      due_date: '2024-06-14T23:30:00-02:00',
      unified_custom_fields: { customfield_10016: 3 },
      passthrough: { fields: { environment: null }, update: { labels: [{ add: 'urgent' }] } },
    });

    expect(body).toEqual({
      update: { labels: [{ add: 'urgent' }] },
      fields: {
        summary: 'Printer on fire',
        description: { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Smoke since 9am' }] }] },
        project: { id: '10000' },
        issuetype: { name: 'Bug' },
        priority: { name: 'Highest' },
        assignee: { accountId: '5b10a2844c20165700ede21g' },
        reporter: { accountId: '5b10ac8d82e05b22cc7d4ef5' },
        parent: { key: 'OPS-5' },
        labels: ['hardware'],
        duedate: '2024-06-15',
        customfield_10016: 3,
        environment: null,
      },
    });
  });

  it('clears with null and leaves out what was not sent', () => {
    expect(toJiraIssueBody({ description: null, assignee_ids: [], tags: null, due_date: null, priority: { source_value: 'Blocker' } })).toEqual({
      fields: { description: null, assignee: null, labels: [], duedate: null, priority: { name: 'Blocker' } },
    });
    expect(changesNothing(toJiraIssueBody({}))).toBe(true);
    expect(changesNothing(toJiraIssueBody({ passthrough: { update: {} } }))).toBe(false);
  });

  it('refuses several assignees and a priority without a usable value', () => {
    expect(() => toJiraIssueBody({ assignee_ids: ['a', 'b'] })).toThrow(BadRequestError);
    expect(() => toJiraIssueBody({ priority: { value: 'unmapped_value' } })).toThrow(BadRequestError);
  });
});
