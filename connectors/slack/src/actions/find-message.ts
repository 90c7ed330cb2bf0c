import { NotFoundError, type ProviderHttpClient } from '@openunified/connector-sdk';
import type { SlackMessage, SlackMessagesPage } from '../provider-types.js';
import { callSlack } from '../slack-api.js';

/**
 * One message by its conversation and `ts`, as Slack documents it
 * (https://api.slack.com/messaging/retrieving#individual_messages): conversations.history with
 * `latest` = `ts`, `inclusive` and `limit=1`. A thread reply is not in the history; then
 * conversations.replies of the reply's `ts` (the thread's first message, then the replies from
 * `oldest` = `ts`): a second call only for replies.
 */
export async function findMessage(http: ProviderHttpClient, channel: string, ts: string): Promise<SlackMessage> {
  const history = await callSlack<SlackMessagesPage>(http, 'conversations.history', { query: { channel, latest: ts, inclusive: true, limit: 1 } });
  const inHistory = history.messages.find((message) => message.ts === ts);
  if (inHistory) return inHistory;
  const thread = await callSlack<SlackMessagesPage>(http, 'conversations.replies', {
    query: { channel, ts, oldest: ts, inclusive: true, limit: 2 },
  }).catch((error: unknown) => {
    // thread_not_found: no message has that ts.
    throw (error as { statusCode?: number }).statusCode === 404 ? notFound(channel, ts) : error;
  });
  const reply = thread.messages.find((message) => message.ts === ts);
  if (!reply) throw notFound(channel, ts);
  return reply;
}

function notFound(channel: string, ts: string): NotFoundError {
  return new NotFoundError(`No message ${ts} in conversation ${channel}`);
}
