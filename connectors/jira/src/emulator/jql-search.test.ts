import { describe, expect, it } from 'vitest';
import { JqlError, parseJql } from './jql-parser.js';
import { jqlDateToInstant, searchIssues } from './jql-search.js';
import { seedSite } from './seed-data.js';

const site = seedSite({ seed: 4, usersCount: 12, issuesCount: 40 });
const user = site.sandboxUser;
const keys = (jql: string) => searchIssues(site, jql, user).map((issue) => issue.key);

describe('parseJql', () => {
  it('reads clauses, precedence, lists, functions and ORDER BY', () => {
    expect(parseJql('project = OPS AND (status in ("To Do", 10001) OR assignee = currentUser()) ORDER BY created DESC, key')).toEqual({
      where: {
        kind: 'and',
        left: { kind: 'clause', field: 'project', operator: '=', value: { kind: 'text', text: 'OPS' } },
        right: {
          kind: 'or',
          left: {
            kind: 'clause',
            field: 'status',
            operator: 'in',
            value: {
              kind: 'list',
              items: [
                { kind: 'text', text: 'To Do' },
                { kind: 'text', text: '10001' },
              ],
            },
          },
          right: { kind: 'clause', field: 'assignee', operator: '=', value: { kind: 'function', name: 'currentuser' } },
        },
      },
      orderBy: [
        { field: 'created', direction: 'desc' },
        { field: 'key', direction: 'asc' },
      ],
    });
  });

  it('answers mistakes in Jira words', () => {
    expect(() => parseJql('project = "OPS')).toThrow(/^Error in the JQL Query: unterminated string/);
    expect(() => parseJql('project OPS')).toThrow("Error in the JQL Query: Expecting operator but got 'OPS'.");
    expect(() => parseJql('project = OPS status = Done')).toThrow(/Expecting either 'OR' or 'AND' but got 'status'/);
    expect(() => parseJql('(project = OPS')).toThrow(JqlError);
    expect(() => parseJql('project = OPS ORDER created')).toThrow(/Expecting 'BY'/);
  });
});

describe('searchIssues', () => {
  it('refuses unbounded queries, unknown fields and unknown values', () => {
    expect(() => keys('ORDER BY created')).toThrow('Unbounded JQL queries are not allowed here. Please add a search restriction to your query.');
    expect(() => keys('colour = red')).toThrow("Field 'colour' does not exist or you do not have permission to view it.");
    expect(() => keys('project = NOPE')).toThrow("The value 'NOPE' does not exist for the field 'project'.");
  });

  it('matches projects by key, name or id, types and statuses by name or id, categories by name', () => {
    const ops = site.issues.filter((issue) => issue.projectId === '10000').map((issue) => issue.key);
    expect(keys('project = OPS')).toEqual(ops);
    expect(keys('project = "operations"')).toEqual(ops);
    expect(keys('project in (10000)')).toEqual(ops);
    const done = site.issues.filter((issue) => ['10003', '10004'].includes(issue.statusId)).map((issue) => issue.key);
    expect(keys('statusCategory = Done').sort()).toEqual([...done].sort());
    expect(keys('status not in ("To Do", "In Progress", "In Review")').sort()).toEqual([...done].sort());
  });

  it('handles EMPTY, labels, text search, currentUser() and NOT', () => {
    const unassigned = site.issues.filter((issue) => issue.assigneeId === null).map((issue) => issue.id);
    expect(
      searchIssues(site, 'assignee IS EMPTY', user)
        .map((issue) => issue.id)
        .sort(),
    ).toEqual(unassigned.sort());
    expect(searchIssues(site, 'NOT assignee IS EMPTY', user)).toHaveLength(site.issues.length - unassigned.length);
    const labelled = site.issues.filter((issue) => issue.labels.includes('backend'));
    expect(searchIssues(site, 'labels = backend', user)).toHaveLength(labelled.length);
    const word = site.issues[0]!.summary.split(' ')[1]!;
    expect(searchIssues(site, `summary ~ "${word.toUpperCase()}"`, user).every((issue) => issue.summary.includes(word))).toBe(true);
    expect(searchIssues(site, 'reporter = currentUser()', user).every((issue) => issue.reporterId === user.accountId)).toBe(true);
  });

  it('orders by key number, not text, by default and by the ORDER BY fields otherwise', () => {
    const ops = keys('project = OPS');
    expect(ops.slice(0, 3)).toEqual(['OPS-1', 'OPS-2', 'OPS-3']);
    expect(keys('project = OPS ORDER BY key DESC')).toEqual([...ops].reverse());
    const byUpdated = searchIssues(site, 'project IS NOT EMPTY ORDER BY updated DESC', user).map((issue) => issue.updated);
    expect(byUpdated).toEqual([...byUpdated].sort().reverse());
  });

  it('reads dates in the searching user time zone', () => {
    expect(user.timeZone).toBe('Australia/Sydney');
    // 10:00 in Sydney on 1 July (UTC+10) is midnight UTC; on 1 January (UTC+11, summer time) 23:00 UTC the day before.
    expect(new Date(jqlDateToInstant('2024-07-01 10:00', user.timeZone)).toISOString()).toBe('2024-07-01T00:00:00.000Z');
    expect(new Date(jqlDateToInstant('2024/01/01', user.timeZone)).toISOString()).toBe('2023-12-31T13:00:00.000Z');
    expect(jqlDateToInstant('-2d', user.timeZone, Date.UTC(2024, 0, 3))).toBe(Date.UTC(2024, 0, 1));
    expect(() => jqlDateToInstant('yesterday', user.timeZone)).toThrow(/is invalid/);

    const issue = site.issues[10]!;
    const local = new Date(Date.parse(issue.updated) + 11 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(searchIssues(site, `updated >= "${local}"`, user).every((found) => found.updated >= issue.updated.slice(0, 16))).toBe(true);
  });
});
