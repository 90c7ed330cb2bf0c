import { describe, expect, it } from 'vitest';
import { checkIssueFields, createIssue } from './issue-writes.js';
import { adfParagraphs, seedSite } from './seed-data.js';

const freshSite = () => seedSite({ seed: 5, usersCount: 10, issuesCount: 12 });

describe('checkIssueFields', () => {
  it('requires a project, a type the project offers and a summary to create', () => {
    const site = freshSite();
    expect(checkIssueFields(site, undefined, { fields: {} }).errors).toEqual({
      project: 'Specify a valid project ID or key',
      summary: 'You must specify a summary of the issue.',
      issuetype: 'Specify an issue type',
    });
    // "Request" belongs to the team-managed project only.
    expect(checkIssueFields(site, undefined, { fields: { project: { key: 'OPS' }, summary: 'A', issuetype: { name: 'Request' } } }).errors).toEqual({
      issuetype: 'Specify a valid issue type',
    });
  });

  it('refuses malformed values field by field, and unknown fields', () => {
    const site = freshSite();
    const { errors } = checkIssueFields(site, site.issues[0], {
      fields: {
        description: 'plain text',
        duedate: '01/07/2024',
        labels: ['a b'],
        priority: { name: 'Urgent' },
        assignee: { accountId: 'nobody' },
        environment: 'x',
      },
    });
    expect(Object.keys(errors).sort()).toEqual(['assignee', 'description', 'duedate', 'environment', 'labels', 'priority']);
    expect(errors.description).toBe('Operation value must be an Atlassian Document (see the Atlassian Document Format)');
  });

  it('applies update operations on labels and set on other fields', () => {
    const site = freshSite();
    const issue = { ...site.issues[0]!, labels: ['keep', 'drop'] };
    const { errors, changes } = checkIssueFields(site, issue, { update: { labels: [{ add: 'new' }, { remove: 'drop' }], summary: [{ set: 'Renamed' }] } });
    expect(errors).toEqual({});
    expect(changes).toEqual({ labels: ['keep', 'new'], summary: 'Renamed' });
  });

  it('needs a parent for a sub-task', () => {
    const site = freshSite();
    const { errors } = checkIssueFields(site, undefined, { fields: { project: { key: 'OPS' }, summary: 'Child', issuetype: { name: 'Subtask' } } });
    expect(errors).toEqual({ parent: 'Issue type is a sub-task but parent issue key or id not specified.' });
  });
});

describe('createIssue', () => {
  it('files the issue under the next key of its project, reported by its creator', () => {
    const site = freshSite();
    const { changes } = checkIssueFields(site, undefined, {
      fields: { project: { id: '10000' }, summary: 'New', issuetype: { id: '10001' }, description: adfParagraphs([{ type: 'text', text: 'Body' }]) },
    });
    const issue = createIssue(site, changes, site.sandboxUser, '2024-05-01T00:00:00.000Z');
    const opsCount = site.issues.filter((candidate) => candidate.projectId === '10000').length;
    expect(issue).toMatchObject({
      key: `OPS-${opsCount}`,
      statusId: '10000',
      reporterId: site.sandboxUser.accountId,
      summary: 'New',
      created: '2024-05-01T00:00:00.000Z',
    });
    expect(site.issues.at(-1)).toBe(issue);
  });
});
