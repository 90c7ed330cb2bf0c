import {
  decodeCompositeId,
  encodeCompositeId,
  ticketCommentSchema,
  ticketingCollectionSchema,
  ticketingUserSchema,
  ticketSchema,
  ticketTypeSchema,
} from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import {
  jiraCommentPageSchema,
  jiraIssueTypeListSchema,
  jiraProjectPageSchema,
  jiraSearchResultsSchema,
  jiraUserListSchema,
  parseJiraBody,
} from '../provider-schemas.js';
import commentsFixture from './__fixtures__/comments.json' with { type: 'json' };
import issueTypesFixture from './__fixtures__/issue-types.json' with { type: 'json' };
import projectSearchFixture from './__fixtures__/project-search.json' with { type: 'json' };
import searchResultsFixture from './__fixtures__/search-results.json' with { type: 'json' };
import usersFixture from './__fixtures__/users.json' with { type: 'json' };
import { mapCollection } from './collection.js';
import { mapComment } from './comment.js';
import { mapTicket } from './ticket.js';
import { mapTicketType } from './ticket-type.js';
import { mapUser } from './user.js';

const site = 'https://acme.atlassian.net';
const { issues } = parseJiraBody(jiraSearchResultsSchema, searchResultsFixture, 'issue search');
const id = (remoteId: string) => encodeCompositeId(remoteId);

describe('mapTicket', () => {
  it('maps a full issue, ADF description as text and custom fields with a value', () => {
    const ticket = mapTicket(issues[0]!, site);

    expect(ticket).toEqual({
      id: id('10042'),
      remote_id: '10042',
      ticket_number: 'OPS-7',
      title: 'Checkout fails for saved cards',
      description: 'Reported by @Emma Richards\n\n- Open checkout\n- Pick a saved card',
      status: { value: 'in_progress', source_value: 'In Review' },
      priority: { value: 'high', source_value: 'High' },
      ticket_type: { id: id('10002'), remote_id: '10002', name: 'Bug' },
      collection_ids: [id('10000')],
      parent_ticket_id: id('10040'),
      creator_id: id('5b10ac8d82e05b22cc7d4ef5'),
      reporter_id: id('5b10ac8d82e05b22cc7d4ef5'),
      assignee_ids: [id('5b10a2844c20165700ede21g')],
      tags: ['payments', 'regression'],
      due_date: '2024-06-14T00:00:00.000Z',
      completed_at: null,
      ticket_url: 'https://acme.atlassian.net/browse/OPS-7',
      unified_custom_fields: { customfield_10016: 5, customfield_10050: 'Chrome 124 only' },
      created_at: '2024-05-02T07:15:00.000Z',
      updated_at: '2024-05-03T17:40:12.345Z',
    });
    expect(decodeCompositeId(ticket.id)).toEqual({ remoteId: '10042' });
    expect(ticketSchema.parse(ticket)).toEqual(ticket);
  });

  it('maps a sparse issue: no assignee or reporter, a custom priority, resolved', () => {
    const ticket = mapTicket(issues[1]!, null);

    expect(ticket).toMatchObject({
      description: null,
      status: { value: 'closed', source_value: 'Done' },
      priority: { value: 'unmapped_value', source_value: 'Blocker' },
      assignee_ids: [],
      reporter_id: null,
      parent_ticket_id: null,
      tags: [],
      due_date: null,
      completed_at: '2024-05-04T08:00:00.000Z',
      ticket_url: null,
      unified_custom_fields: {},
    });
    expect(ticketSchema.parse(ticket)).toEqual(ticket);
  });

  it('maps an issue read without fields to nulls', () => {
    const ticket = mapTicket({ id: '1', key: 'A-1' }, site);
    expect(ticket).toMatchObject({ title: null, status: null, priority: null, ticket_type: null, collection_ids: [], created_at: null });
    expect(ticketSchema.parse(ticket)).toEqual(ticket);
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
      body: 'Reproduced on staging.',
      is_private: false,
      unified_custom_fields: {},
      created_at: '2024-05-02T10:00:00.000Z',
      updated_at: '2024-05-02T10:05:00.000Z',
    });
    expect(ticketCommentSchema.parse(comment)).toEqual(comment);
  });

  it('marks a comment restricted to a role private and keeps the restriction', () => {
    const comment = mapComment(page.comments[1]!, '10042');
    expect(comment).toMatchObject({
      body: 'Card tokens expired\nafter the key rotation.',
      is_private: true,
      unified_custom_fields: { visibility: { type: 'role', value: 'Administrators' } },
    });
  });

  it('marks an internal Jira Service Management note private', () => {
    expect(mapComment({ id: '1', jsdPublic: false }, '2').is_private).toBe(true);
  });
});

describe('mapUser', () => {
  const users = parseJiraBody(jiraUserListSchema, usersFixture, 'user list').map(mapUser);

  it('maps an Atlassian account with e-mail, largest avatar, time zone and locale', () => {
    expect(users[0]).toEqual({
      id: id('5b10a2844c20165700ede21g'),
      remote_id: '5b10a2844c20165700ede21g',
      name: 'Mia Krystof',
      email: 'mia@acme.example',
      avatar_url: 'https://avatar-management.example/initials/MK-5.png?size=48',
      active: true,
      type: { value: 'agent', source_value: 'atlassian' },
      unified_custom_fields: { time_zone: 'Europe/Prague', locale: 'en_US' },
    });
  });

  it('maps customers to contacts and apps to bots, a hidden e-mail to null', () => {
    expect(users[1]).toMatchObject({ email: null, avatar_url: null, active: false, type: { value: 'contact', source_value: 'customer' } });
    expect(users[2]).toMatchObject({ type: { value: 'bot', source_value: 'app' }, avatar_url: 'https://avatar-management.example/automation.png?size=24' });
    for (const user of users) expect(ticketingUserSchema.parse(user)).toEqual(user);
  });
});

describe('mapCollection', () => {
  const page = parseJiraBody(jiraProjectPageSchema, projectSearchFixture, 'project page');

  it('maps a project to a collection of type project', () => {
    const collection = mapCollection(page.values[0]!, site);
    expect(collection).toEqual({
      id: id('10000'),
      remote_id: '10000',
      name: 'Operations',
      description: 'Incidents and chores of the platform team',
      collection_type: { value: 'project', source_value: 'software' },
      parent_collection_id: null,
      url: 'https://acme.atlassian.net/browse/OPS',
      unified_custom_fields: { key: 'OPS', style: 'classic', lead_id: id('5b10a2844c20165700ede21g'), category: 'Engineering', archived: false },
    });
    expect(ticketingCollectionSchema.parse(collection)).toEqual(collection);
  });

  it('turns an empty description into null and keeps the archived flag', () => {
    expect(mapCollection(page.values[1]!, null)).toMatchObject({ description: null, url: null, unified_custom_fields: { archived: true, lead_id: null } });
  });
});

describe('mapTicketType', () => {
  const types = parseJiraBody(jiraIssueTypeListSchema, issueTypesFixture, 'issue type list').map(mapTicketType);

  it('maps a company-managed type without a collection and a team-managed one with its project', () => {
    expect(types[0]).toEqual({
      id: id('10002'),
      remote_id: '10002',
      name: 'Bug',
      description: 'A problem which impairs or prevents the functions of the product.',
      collection_id: null,
      unified_custom_fields: { subtask: false, hierarchy_level: 0, icon_url: 'https://acme.atlassian.net/images/icons/issuetypes/bug.svg' },
    });
    expect(types[1]).toMatchObject({ description: null, collection_id: id('10001') });
    for (const type of types) expect(ticketTypeSchema.parse(type)).toEqual(type);
  });
});
