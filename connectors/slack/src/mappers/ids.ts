import { BadRequestError, encodeCompositeId, toRemoteId } from '@openunified/connector-sdk';

/**
 * A Slack message has no id of its own: it is the `ts` of its conversation
 * (https://api.slack.com/messaging/retrieving#individual_messages). Its remote id is both,
 * `C0123ABCD:1712345678.000100`, so `GET /unified/messaging/messages/{id}` finds its conversation.
 */
export function messageRemoteId(channel: string, ts: string): string {
  return `${channel}:${ts}`;
}

export function messageId(channel: string, ts: string): string {
  return encodeCompositeId(messageRemoteId(channel, ts));
}

const messageRemoteIdPattern = /^([A-Z0-9]+):(\d+\.\d+)$/;

/** The conversation and `ts` behind a unified or remote message id; a 400 for anything else. */
export function parseMessageId(id: string): { channel: string; ts: string } {
  const match = messageRemoteIdPattern.exec(toRemoteId(id));
  if (!match) throw new BadRequestError(`"${id}" is not a Slack message id: expected the id of a listed message (conversation:ts)`);
  return { channel: match[1]!, ts: match[2]! };
}
