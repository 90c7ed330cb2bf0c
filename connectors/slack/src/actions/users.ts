import { defineAction, getInputSchema, listInputSchema, toIsoDateTime, toRemoteId, z } from '@openunified/connector-sdk';
import { mapUser } from '../mappers/user.js';
import type { SlackUserAnswer, SlackUsersPage } from '../provider-types.js';
import { USERS_READ_SCOPES } from '../scopes.js';
import { callSlack, nextCursor } from '../slack-api.js';
import { keepUpdatedAfter } from './updated-after.js';

/** users.list: Slack asks for pages of at most 200 (https://api.slack.com/methods/users.list). */
export const USERS_MAX_PAGE_SIZE = 200;

export const listUsersAction = defineAction({
  id: 'slack_list_users',
  label: 'List users',
  description:
    'Lists the people and apps of the workspace, deactivated ones included (users.list, one call per page, Slack cursor paging). ' +
    "updated_after is applied to each page, on the user's last change.",
  tags: ['messaging', 'users'],
  schema_type: 'unified',
  unified: 'messaging.users.list',
  required_scopes: [...USERS_READ_SCOPES],
  kind: 'list',
  input: listInputSchema(z.object({}).strict(), { maxPageSize: USERS_MAX_PAGE_SIZE }),
  async run({ input, http }) {
    const { page_size: limit, cursor, updated_after: updatedAfter } = input.query;
    const page = await callSlack<SlackUsersPage>(http, 'users.list', { query: { limit, cursor } });
    const changed = keepUpdatedAfter(page.members, updatedAfter, (user) => toIsoDateTime(user.updated ?? null));
    return { data: changed.map(mapUser), next: nextCursor(page) };
  },
});

export const getUserAction = defineAction({
  id: 'slack_get_user',
  label: 'Get user',
  description: 'Reads one user of the workspace (users.info).',
  tags: ['messaging', 'users'],
  schema_type: 'unified',
  unified: 'messaging.users.get',
  required_scopes: [...USERS_READ_SCOPES],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const answer = await callSlack<SlackUserAnswer>(http, 'users.info', { query: { user: toRemoteId(input.path.id) } });
    return { data: mapUser(answer.user) };
  },
});
