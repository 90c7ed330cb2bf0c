import { BadRequestError, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { changesNothing, toJiraIssueBody } from './ticket-write.js';

describe('toJiraIssueBody', () => {
  it('maps a create body to Jira fields, ids decoded, content as ADF', () => {
    const body = toJiraIssueBody({
      title: 'Printer on fire',
      content: [{ plain: 'Smoke since 9am' }, { plain: 'Second floor', html: null }],
      project_id: encodeCompositeId('10000'),
      type: 'Bug',
      priority: { value: 'highest', source_value: null },
      assignees: [encodeCompositeId('5b10a2844c20165700ede21g')],
      reporters: ['5b10ac8d82e05b22cc7d4ef5'],
      parent_id: 'OPS-5',
      component_ids: `${encodeCompositeId('10001')},Backups`,
      tags: ['hardware'],
      unified_custom_fields: { customfield_10016: 3, duedate: '2024-06-15' },
      passthrough: { fields: { environment: null }, update: { labels: [{ add: 'urgent' }] } },
    });

    expect(body).toEqual({
      update: { labels: [{ add: 'urgent' }] },
      fields: {
        summary: 'Printer on fire',
        description: {
          type: 'doc',
          version: 1,
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Smoke since 9am' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'Second floor' }] },
          ],
        },
        project: { id: '10000' },
        issuetype: { name: 'Bug' },
        priority: { name: 'Highest' },
        assignee: { accountId: '5b10a2844c20165700ede21g' },
        reporter: { accountId: '5b10ac8d82e05b22cc7d4ef5' },
        parent: { key: 'OPS-5' },
        components: [{ id: '10001' }, { name: 'Backups' }],
        labels: ['hardware'],
        customfield_10016: 3,
        duedate: '2024-06-15',
        environment: null,
      },
    });
  });

  it('takes a priority by id, and clears with null while leaving out what was not sent', () => {
    expect(toJiraIssueBody({ priority: { id: encodeCompositeId('3') } }).fields).toEqual({ priority: { id: '3' } });
    expect(toJiraIssueBody({ content: null, assignees: [], tags: null, component_ids: null, priority: { source_value: 'Blocker' } })).toEqual({
      fields: { description: null, assignee: null, labels: [], components: [], priority: { name: 'Blocker' } },
    });
    expect(changesNothing(toJiraIssueBody({}))).toBe(true);
    expect(changesNothing(toJiraIssueBody({ passthrough: { update: {} } }))).toBe(false);
  });

  it('refuses what Jira cannot hold: several assignees or reporters, HTML only, a creator, an organization', () => {
    expect(() => toJiraIssueBody({ assignees: ['a', 'b'] })).toThrow(BadRequestError);
    expect(() => toJiraIssueBody({ reporters: ['a', 'b'] })).toThrow('a Jira issue has a single reporter; send at most one id in reporters');
    expect(() => toJiraIssueBody({ priority: { value: 'unmapped_value' } })).toThrow(BadRequestError);
    expect(() => toJiraIssueBody({ content: [{ html: '<p>Hi</p>' }] })).toThrow("content: Jira takes plain text; send each part's text in plain");
    expect(() => toJiraIssueBody({ creator_id: 'x' })).toThrow(/creator_id/);
    expect(() => toJiraIssueBody({ organization_id: 'x' })).toThrow(/organization_id/);
  });
});
