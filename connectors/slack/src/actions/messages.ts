import {
  BadRequestError,
  createInputSchema,
  defineAction,
  getInputSchema,
  messagingMessageSendSchema,
  subResourceListInputSchema,
  toRemoteId,
  z,
} from '@openunified/connector-sdk';
import { messageId, messageRemoteId, parseMessageId } from '../mappers/ids.js';
import { mapMessage } from '../mappers/message.js';
import type { SlackMessagesPage, SlackPostMessageAnswer } from '../provider-types.js';
import { CHAT_WRITE_SCOPE, CONVERSATION_HISTORY_SCOPES } from '../scopes.js';
import { callSlack, nextCursor } from '../slack-api.js';
import { findMessage } from './find-message.js';
import { keepUpdatedAfter } from './updated-after.js';

/** conversations.history: "must be an integer under 1000" (999; Slack suggests 200 at most). */
export const HISTORY_MAX_PAGE_SIZE = 999;

export const listConversationMessagesAction = defineAction({
  id: 'slack_list_conversation_messages',
  label: 'List conversation messages',
  description:
    "Lists a conversation's messages, newest first (conversations.history, one call per page, Slack cursor paging). " +
    'Thread replies are not listed (they are read by id); their first message is. updated_after is applied to each page, on the last edit.',
  tags: ['messaging', 'messages'],
  schema_type: 'unified',
  unified: 'messaging.conversation_messages.list',
  required_scopes: [...CONVERSATION_HISTORY_SCOPES],
  kind: 'list',
  input: subResourceListInputSchema(z.object({}).strict(), { maxPageSize: HISTORY_MAX_PAGE_SIZE }),
  async run({ input, http }) {
    const channel = toRemoteId(input.path.id);
    const { page_size: limit, cursor, updated_after: updatedAfter } = input.query;
    const page = await callSlack<SlackMessagesPage>(http, 'conversations.history', { query: { channel, limit, cursor } });
    const messages = page.messages.map((message) => mapMessage(channel, message));
    return { data: keepUpdatedAfter(messages, updatedAfter, (message) => message.updated_at), next: nextCursor(page) };
  },
});

export const getMessageAction = defineAction({
  id: 'slack_get_message',
  label: 'Get message',
  description:
    'Reads one message by the id a list gave (its conversation and ts): conversations.history with latest=ts, inclusive, limit=1; ' +
    'a thread reply takes one more call (conversations.replies).',
  tags: ['messaging', 'messages'],
  schema_type: 'unified',
  unified: 'messaging.messages.get',
  required_scopes: [...CONVERSATION_HISTORY_SCOPES],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const { channel, ts } = parseMessageId(input.path.id);
    return { data: mapMessage(channel, await findMessage(http, channel, ts)) };
  },
});

export const sendMessageAction = defineAction({
  id: 'slack_send_message',
  label: 'Send message',
  description:
    'Posts a message (chat.postMessage) as the linked app: recipient is a conversation, or a user (unified or Slack id) for a direct ' +
    "message from the app; content is the text, in Slack's markup. sender is refused: Slack posts as the token's bot.",
  tags: ['messaging', 'messages'],
  schema_type: 'unified',
  unified: 'messaging.messages.create',
  required_scopes: [CHAT_WRITE_SCOPE],
  kind: 'create',
  input: createInputSchema(messagingMessageSendSchema),
  async run({ input, http }) {
    const { content, recipient, sender, passthrough } = input.body;
    if (!recipient) throw new BadRequestError('recipient: the conversation or user to send the message to is required');
    if (!content) throw new BadRequestError('content: the text of the message is required');
    if (sender) throw new BadRequestError("sender: Slack posts as the linked app's bot user; the sender cannot be chosen");
    const answer = await callSlack<SlackPostMessageAnswer>(http, 'chat.postMessage', {
      json: { channel: toRemoteId(recipient), text: content, ...passthrough },
    });
    // A message to a user lands in the app's direct message with them: `channel` names it.
    return { data: { id: messageId(answer.channel, answer.ts), remote_id: messageRemoteId(answer.channel, answer.ts) } };
  },
});
