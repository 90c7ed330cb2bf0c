import type { ProviderHttpClient, QueryValue } from '@openunified/connector-sdk';
import type { SlackEnvelope, SlackFailure } from './provider-types.js';
import { slackCallError } from './slack-errors.js';

/**
 * One Web API method call (https://api.slack.com/web): reads are GETs with the arguments in the
 * query, writes POST a JSON body (Slack takes JSON for write methods when the token is in the
 * Authorization header). An `ok: false` answer throws the matching error (slack-errors.ts).
 */
export async function callSlack<Answer extends SlackEnvelope>(
  http: ProviderHttpClient,
  method: string,
  arguments_: { query?: Record<string, QueryValue>; json?: Record<string, unknown> },
): Promise<Answer> {
  const response =
    arguments_.json === undefined
      ? await http.get<Answer | SlackFailure>(`/${method}`, { query: arguments_.query })
      : await http.post<Answer | SlackFailure>(`/${method}`, { json: arguments_.json, headers: { 'content-type': 'application/json; charset=utf-8' } });
  const body = response.body;
  if (typeof body !== 'object' || body === null || body.ok !== true) {
    const failure: SlackFailure = { ...(body as SlackFailure), ok: false, error: (body as SlackFailure | null)?.error ?? 'unknown_error' };
    throw slackCallError({ body: failure, url: response.url, status: response.status, headers: response.headers });
  }
  return body as Answer;
}

/** Slack's cursor of the next page: `response_metadata.next_cursor`, empty on the last page. */
export function nextCursor(answer: SlackEnvelope): string | null {
  const cursor = answer.response_metadata?.next_cursor;
  return cursor ? cursor : null;
}
