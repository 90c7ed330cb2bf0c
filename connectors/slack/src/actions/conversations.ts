import {
  createInputSchema,
  defineAction,
  encodeCompositeId,
  getInputSchema,
  listInputSchema,
  messagingConversationCreateSchema,
  type ProviderHttpClient,
  toIsoDateTime,
  toRemoteId,
  z,
} from '@openunified/connector-sdk';
import { mapConversation } from '../mappers/conversation.js';
import type { SlackConversationAnswer, SlackConversationsPage, SlackMembersPage } from '../provider-types.js';
import { CONVERSATION_READ_SCOPES, CONVERSATION_WRITE_SCOPES } from '../scopes.js';
import { callSlack, nextCursor } from '../slack-api.js';
import { keepUpdatedAfter } from './updated-after.js';

/** conversations.list, conversations.members: "must be an integer under 1000". */
export const CONVERSATIONS_MAX_PAGE_SIZE = 999;
/** Every kind of conversation; Slack lists only public channels when `types` is left out. */
const CONVERSATION_TYPES = 'public_channel,private_channel,mpim,im';

export const listConversationsAction = defineAction({
  id: 'slack_list_conversations',
  label: 'List conversations',
  description:
    'Lists public and private channels, group and direct messages the token can see (conversations.list, one call per page, ' +
    'Slack cursor paging). Participants are null for channels (conversations.members is one more call per channel; the get fills them). ' +
    "updated_after is applied to each page, on the channel's last change.",
  tags: ['messaging', 'conversations'],
  schema_type: 'unified',
  unified: 'messaging.conversations.list',
  required_scopes: [...CONVERSATION_READ_SCOPES],
  kind: 'list',
  input: listInputSchema(z.object({}).strict(), { maxPageSize: CONVERSATIONS_MAX_PAGE_SIZE }),
  async run({ input, http }) {
    const { page_size: limit, cursor, updated_after: updatedAfter } = input.query;
    const page = await callSlack<SlackConversationsPage>(http, 'conversations.list', { query: { types: CONVERSATION_TYPES, limit, cursor } });
    const changed = keepUpdatedAfter(page.channels, updatedAfter, (channel) => toIsoDateTime(channel.updated ?? channel.created));
    return { data: changed.map((channel) => mapConversation(channel)), next: nextCursor(page) };
  },
});

/** Every member of a conversation, conversations.members page by page. */
async function conversationMembers(http: ProviderHttpClient, channel: string): Promise<string[]> {
  const members: string[] = [];
  let cursor: string | null = null;
  do {
    const page: SlackMembersPage = await callSlack<SlackMembersPage>(http, 'conversations.members', {
      query: { channel, limit: CONVERSATIONS_MAX_PAGE_SIZE, cursor: cursor ?? undefined },
    });
    members.push(...page.members);
    cursor = nextCursor(page);
  } while (cursor !== null);
  return members;
}

export const getConversationAction = defineAction({
  id: 'slack_get_conversation',
  label: 'Get conversation',
  description: 'Reads a conversation (conversations.info) and its participants (conversations.members, one call per 999 members).',
  tags: ['messaging', 'conversations'],
  schema_type: 'unified',
  unified: 'messaging.conversations.get',
  required_scopes: [...CONVERSATION_READ_SCOPES],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const channel = toRemoteId(input.path.id);
    const answer = await callSlack<SlackConversationAnswer>(http, 'conversations.info', { query: { channel } });
    const members = await conversationMembers(http, answer.channel.id);
    return { data: mapConversation(answer.channel, members) };
  },
});

export const createConversationAction = defineAction({
  id: 'slack_create_conversation',
  label: 'Create conversation',
  description:
    'Creates a public or private channel (conversations.create; Slack names are lowercase, without spaces or periods, at most 80 characters) ' +
    "and invites the participants (conversations.invite, users by unified or Slack id). Slack's refusals (name_taken, invalid_name_specials, ...) " +
    'come back as a 400 with provider_errors.',
  tags: ['messaging', 'conversations'],
  schema_type: 'unified',
  unified: 'messaging.conversations.create',
  required_scopes: [...CONVERSATION_WRITE_SCOPES],
  kind: 'create',
  input: createInputSchema(messagingConversationCreateSchema),
  async run({ input, http }) {
    const { name, private: isPrivate, participants, passthrough } = input.body;
    const created = await callSlack<SlackConversationAnswer>(http, 'conversations.create', {
      json: { name: name ?? '', is_private: isPrivate ?? false, ...passthrough },
    });
    const channel = created.channel.id;
    if (participants && participants.length > 0) {
      await callSlack(http, 'conversations.invite', { json: { channel, users: participants.map((user) => toRemoteId(user)).join(',') } });
    }
    return { data: { id: encodeCompositeId(channel), remote_id: channel } };
  },
});
