import {
  decodeCompositeId,
  encodeCompositeId,
  ticketingCommentSchema,
  ticketingComponentSchema,
  ticketingProjectSchema,
  ticketingTicketSchema,
  ticketingTicketStatusSchema,
  ticketingTicketTypeSchema,
  ticketingUserSchema,
} from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import {
  jiraCommentPageSchema,
  jiraComponentPageSchema,
  jiraIssueTypeListSchema,
  jiraProjectPageSchema,
  jiraSearchResultsSchema,
  jiraTransitionsSchema,
  jiraUserListSchema,
  parseJiraBody,
} from '../provider-schemas.js';
import commentsFixture from './__fixtures__/comments.json' with { type: 'json' };
import componentPageFixture from './__fixtures__/component-page.json' with { type: 'json' };
import issueTypesFixture from './__fixtures__/issue-types.json' with { type: 'json' };
import projectSearchFixture from './__fixtures__/project-search.json' with { type: 'json' };
import searchResultsFixture from './__fixtures__/search-results.json' with { type: 'json' };
import transitionsFixture from './__fixtures__/transitions.json' with { type: 'json' };
import usersFixture from './__fixtures__/users.json' with { type: 'json' };
import { mapComment } from './comment.js';
import { mapComponent } from './component.js';
import { mapProject } from './project.js';
import { mapTicket } from './ticket.js';
import { mapTicketStatus } from './ticket-status.js';
import { mapTicketType } from './ticket-type.js';
import { mapUser } from './user.js';

const site = 'https://acme.atlassian.net';
const { issues } = parseJiraBody(jiraSearchResultsSchema, searchResultsFixture, 'issue search');
const id = (remoteId: string) => encodeCompositeId(remoteId);

describe('mapTicket', () => {
  it('maps a full issue, ADF description as plain content and custom fields with a value', () => {
    const ticket = mapTicket(issues[0]!, site);

    expect(ticket).toEqual({
      id: id('10042'),
      remote_id: '10042',
      ticket_number: 'OPS-7',
      title: 'Checkout fails for saved cards',
      content: [{ plain: 'Reported by @Emma Richards\n\n- Open checkout\n- Pick a saved card', html: null }],
      status: { id: id('10003'), name: 'In Review', type: { value: 'in-progress', source_value: 'indeterminate' } },
      priority: { id: id('2'), value: 'high', source_value: 'High' },
      type: { id: id('10002'), name: 'Bug', project_id: id('10000') },
      projects: [{ id: id('10000'), remote_id: '10000', organization_id: null, name: 'Operations', description: null, created_at: null, updated_at: null }],
      components: [
        {
          id: id('10101'),
          remote_id: '10101',
          organization_id: null,
          project_id: id('10000'),
          name: 'Checkout',
          description: 'Payment and order confirmation',
          created_at: null,
          updated_at: null,
        },
      ],
      organization: null,
      parent_id: id('10040'),
      creator_id: id('5b10ac8d82e05b22cc7d4ef5'),
      reporters: [id('5b10ac8d82e05b22cc7d4ef5')],
      assignees: [id('5b10a2844c20165700ede21g')],
      tags: ['payments', 'regression'],
      ticket_url: 'https://acme.atlassian.net/browse/OPS-7',
      closed_at: null,
      unified_custom_fields: { customfield_10016: 5, customfield_10050: 'Chrome 124 only' },
      created_at: '2024-05-02T07:15:00.000Z',
      updated_at: '2024-05-03T17:40:12.345Z',
    });
    expect(decodeCompositeId(ticket.id)).toEqual({ remoteId: '10042' });
    expect(ticketingTicketSchema.parse(ticket)).toEqual(ticket);
  });

  it('maps a sparse issue: no assignee or reporter, a custom priority, resolved', () => {
    const ticket = mapTicket(issues[1]!, null);

    expect(ticket).toMatchObject({
      content: [],
      status: { name: 'Done', type: { value: 'closed', source_value: 'done' } },
      priority: { value: 'unmapped_value', source_value: 'Blocker' },
      assignees: [],
      reporters: [],
      parent_id: null,
      tags: [],
      components: [],
      closed_at: '2024-05-04T08:00:00.000Z',
      ticket_url: null,
      unified_custom_fields: {},
    });
    expect(ticketingTicketSchema.parse(ticket)).toEqual(ticket);
  });

  it('maps an issue read without fields to nulls', () => {
    const ticket = mapTicket({ id: '1', key: 'A-1' }, site);
    expect(ticket).toMatchObject({ title: null, status: null, priority: null, type: null, projects: [], created_at: null });
    expect(ticketingTicketSchema.parse(ticket)).toEqual(ticket);
  });
});

describe('mapComment', () => {
  const page = parseJiraBody(jiraCommentPageSchema, commentsFixture, 'comment page');

  it('maps a public comment', () => {
    const comment = mapComment(page.comments[0]!, '10042');
    expect(comment).toEqual({
      id: id('10100'),
      remote_id: '10100',
      ticket_id: id('10042'),
      user_id: id('5b10a2844c20165700ede21g'),
      content: [{ plain: 'Reproduced on staging.', html: null }],
      internal: false,
      created_at: '2024-05-02T10:00:00.000Z',
      updated_at: '2024-05-02T10:05:00.000Z',
    });
    expect(ticketingCommentSchema.parse(comment)).toEqual(comment);
  });

  it('marks a comment restricted to a role internal', () => {
    const comment = mapComment(page.comments[1]!, '10042');
    expect(comment).toMatchObject({ content: [{ plain: 'Card tokens expired\nafter the key rotation.', html: null }], internal: true });
  });

  it('marks an internal Jira Service Management note internal', () => {
    expect(mapComment({ id: '1', jsdPublic: false }, '2')).toMatchObject({ internal: true, content: [] });
  });
});

describe('mapUser', () => {
  const users = parseJiraBody(jiraUserListSchema, usersFixture, 'user list').map(mapUser);

  it('maps an Atlassian account with its display name and e-mail; Jira keeps no first or last name', () => {
    expect(users[0]).toEqual({
      id: id('5b10a2844c20165700ede21g'),
      remote_id: '5b10a2844c20165700ede21g',
      type: { value: 'agent', source_value: 'atlassian' },
      name: 'Mia Krystof',
      first_name: null,
      last_name: null,
      username: null,
      primary_email: 'mia@acme.example',
      primary_phone: null,
      customer_account_reference: null,
      active: true,
      created_at: null,
      updated_at: null,
    });
  });

  it('maps customers to contacts and apps to bots, a hidden e-mail to null', () => {
    expect(users[1]).toMatchObject({ primary_email: null, active: false, type: { value: 'contact', source_value: 'customer' } });
    expect(users[2]).toMatchObject({ type: { value: 'bot', source_value: 'app' } });
    for (const user of users) expect(ticketingUserSchema.parse(user)).toEqual(user);
  });
});

describe('mapProject', () => {
  const page = parseJiraBody(jiraProjectPageSchema, projectSearchFixture, 'project page');

  it('maps a project', () => {
    const project = mapProject(page.values[0]!);
    expect(project).toEqual({
      id: id('10000'),
      remote_id: '10000',
      organization_id: null,
      name: 'Operations',
      description: 'Incidents and chores of the platform team',
      created_at: null,
      updated_at: null,
    });
    expect(ticketingProjectSchema.parse(project)).toEqual(project);
  });

  it('turns an empty description into null', () => {
    expect(mapProject(page.values[1]!)).toMatchObject({ description: null });
  });
});

describe('mapComponent', () => {
  const page = parseJiraBody(jiraComponentPageSchema, componentPageFixture, 'component page');

  it("maps a component with its project from Jira's numeric projectId", () => {
    const components = page.values.map((component) => mapComponent(component));
    expect(components[0]).toEqual({
      id: id('10100'),
      remote_id: '10100',
      organization_id: null,
      project_id: id('10000'),
      name: 'Alerting',
      description: 'Pager rules and alert routing',
      created_at: null,
      updated_at: null,
    });
    expect(components[1]).toMatchObject({ name: 'Backups', description: null });
    for (const component of components) expect(ticketingComponentSchema.parse(component)).toEqual(component);
  });
});

describe('mapTicketStatus', () => {
  const { transitions } = parseJiraBody(jiraTransitionsSchema, transitionsFixture, 'transitions');

  it('maps the target of a transition, its category as the phase', () => {
    const statuses = transitions.map((transition) => mapTicketStatus(transition.to!));
    expect(statuses).toEqual([
      { id: id('10000'), name: 'To Do', type: { value: 'to-do', source_value: 'new' } },
      { id: id('10003'), name: 'Done', type: { value: 'closed', source_value: 'done' } },
      { id: id('10200'), name: 'Parked', type: { value: 'unmapped_value', source_value: 'undefined' } },
    ]);
    for (const status of statuses) expect(ticketingTicketStatusSchema.parse(status)).toEqual(status);
  });
});

describe('mapTicketType', () => {
  const types = parseJiraBody(jiraIssueTypeListSchema, issueTypesFixture, 'issue type list').map(mapTicketType);

  it('maps a company-managed type without a project and a team-managed one with its project', () => {
    expect(types[0]).toEqual({ id: id('10002'), name: 'Bug', project_id: null });
    expect(types[1]).toMatchObject({ project_id: id('10001') });
    for (const type of types) expect(ticketingTicketTypeSchema.parse(type)).toEqual(type);
  });
});
