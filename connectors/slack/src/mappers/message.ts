import { encodeCompositeId, type MessagingAuthor, type MessagingMessage, toIsoDateTime } from '@openunified/connector-sdk';
import type { SlackMessage } from '../provider-types.js';
import { mapAttachment } from './attachment.js';
import { messageId, messageRemoteId } from './ids.js';

/** Slack's `ts` ("1712345678.000100": seconds and a sequence) as an ISO date-time. */
export function tsToIsoDateTime(ts: string | undefined): string | null {
  if (!ts) return null;
  const seconds = Number(ts);
  return Number.isFinite(seconds) ? toIsoDateTime(new Date(Math.floor(seconds * 1000))) : null;
}

/** The user who wrote it, or the app (`bot_id`) posting in its own name. */
function mapAuthor(message: SlackMessage): MessagingAuthor | null {
  const remoteId = message.user ?? message.bot_id;
  if (!remoteId) return null;
  const profile = message.user_profile;
  const name = profile?.real_name || profile?.display_name || message.username || message.bot_profile?.name || null;
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    name,
    email: null,
    phone_number: null,
    external_reference: null,
    active: message.bot_profile?.deleted === undefined ? null : !message.bot_profile.deleted,
    unified_custom_fields: message.user ? null : { bot_id: message.bot_id },
    created_at: null,
    updated_at: null,
  };
}

/**
 * conversations.history / conversations.replies `objs_message` of `channel` -> unified message.
 * Slack's text is its own markup (mrkdwn): it goes to `plain` as written; Slack keeps no HTML.
 */
export function mapMessage(channel: string, message: SlackMessage): MessagingMessage {
  const isReply = message.thread_ts !== undefined && message.thread_ts !== message.ts;
  const createdAt = tsToIsoDateTime(message.ts);
  return {
    id: messageId(channel, message.ts),
    remote_id: messageRemoteId(channel, message.ts),
    content: { plain: message.text ?? null, html: null },
    author: mapAuthor(message),
    attachments: (message.files ?? []).map(mapAttachment),
    parent_message_id: isReply ? messageId(channel, message.thread_ts!) : null,
    created_at: createdAt,
    updated_at: tsToIsoDateTime(message.edited?.ts) ?? createdAt,
  };
}
