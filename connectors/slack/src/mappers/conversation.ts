import { encodeCompositeId, type MessagingConversation, toIsoDateTime } from '@openunified/connector-sdk';
import type { SlackConversation } from '../provider-types.js';
import { tsToIsoDateTime } from './message.js';

/**
 * conversations.list / conversations.info `objs_conversation` -> unified conversation.
 * `participants` come from conversations.members (the get) or, for a direct message, its
 * other person; a list leaves them null for channels (one more call per channel).
 */
export function mapConversation(conversation: SlackConversation, members?: readonly string[]): MessagingConversation {
  const participants = members ?? (conversation.is_im && conversation.user ? [conversation.user] : undefined);
  return {
    id: encodeCompositeId(conversation.id),
    remote_id: conversation.id,
    // A direct message has no name: it is known by the person it is with (participants).
    name: conversation.name ?? null,
    participants: participants ? participants.map((user) => encodeCompositeId(user)) : null,
    private: conversation.is_im || conversation.is_mpim ? true : (conversation.is_private ?? null),
    created_at: toIsoDateTime(conversation.created),
    last_message_at: tsToIsoDateTime(conversation.latest?.ts),
  };
}
