/**
 * The Slack Web API records this connector reads (https://api.slack.com/methods, and the
 * published OpenAPI spec github.com/slackapi/slack-api-specs `web-api/slack_web_openapi_v2.json`,
 * definitions `objs_conversation`, `objs_message`, `objs_file`, `objs_user`). Only the members
 * the connector uses are typed; the rest pass through to `unified_custom_fields` where it has one.
 */

/** Every Web API answer: HTTP 200 with `ok`, and `error` when `ok` is false. */
export interface SlackEnvelope {
  ok: boolean;
  error?: string;
  /** Paging (`next_cursor`, empty on the last page) and, on `invalid_arguments`, what was wrong. */
  response_metadata?: { next_cursor?: string; messages?: string[]; warnings?: string[] };
  /** missing_scope: the scope the method needs and the scopes the token has. */
  needed?: string;
  provided?: string;
  warning?: string;
}

export interface SlackFailure extends SlackEnvelope {
  ok: false;
  error: string;
}

export interface SlackTopic {
  value: string;
  creator: string;
  last_set: number;
}

export interface SlackConversation {
  id: string;
  name?: string;
  name_normalized?: string;
  is_channel?: boolean;
  is_group?: boolean;
  is_im?: boolean;
  is_mpim?: boolean;
  is_private?: boolean;
  is_archived?: boolean;
  is_general?: boolean;
  is_member?: boolean;
  created: number;
  /** Milliseconds since the epoch of the last change to the channel itself. */
  updated?: number;
  creator?: string;
  /** The other person of a direct message. */
  user?: string;
  num_members?: number;
  topic?: SlackTopic;
  purpose?: SlackTopic;
  /** conversations.info: the latest message, when the token may read the history. */
  latest?: { ts: string; [member: string]: unknown } | null;
  [member: string]: unknown;
}

export interface SlackFile {
  id: string;
  created?: number;
  timestamp?: number;
  name?: string | null;
  title?: string | null;
  mimetype?: string | null;
  filetype?: string | null;
  pretty_type?: string | null;
  user?: string;
  size?: number | null;
  url_private?: string;
  url_private_download?: string;
  permalink?: string;
  /** A file deleted since it was shared: only the id and `mode: "tombstone"` remain. */
  mode?: string;
  [member: string]: unknown;
}

export interface SlackUserProfile {
  real_name?: string;
  display_name?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  title?: string;
  [member: string]: unknown;
}

export interface SlackMessage {
  type: 'message';
  subtype?: string;
  ts: string;
  text?: string;
  user?: string;
  bot_id?: string;
  username?: string;
  /** Present when the message belongs to a thread: the `ts` of the thread's first message. */
  thread_ts?: string;
  reply_count?: number;
  edited?: { user: string; ts: string };
  files?: SlackFile[];
  user_profile?: { real_name?: string; display_name?: string; name?: string; [member: string]: unknown };
  bot_profile?: { id?: string; name?: string; deleted?: boolean; [member: string]: unknown };
  [member: string]: unknown;
}

export interface SlackUser {
  id: string;
  team_id?: string;
  name: string;
  real_name?: string;
  deleted?: boolean;
  is_bot?: boolean;
  is_app_user?: boolean;
  is_admin?: boolean;
  is_owner?: boolean;
  tz?: string;
  /** Seconds since the epoch of the last change to the user. */
  updated?: number;
  profile?: SlackUserProfile;
  [member: string]: unknown;
}

export interface SlackConversationsPage extends SlackEnvelope {
  channels: SlackConversation[];
}
export interface SlackConversationAnswer extends SlackEnvelope {
  channel: SlackConversation;
}
export interface SlackMessagesPage extends SlackEnvelope {
  messages: SlackMessage[];
  has_more?: boolean;
}
export interface SlackPostMessageAnswer extends SlackEnvelope {
  channel: string;
  ts: string;
  message: SlackMessage;
}
export interface SlackMembersPage extends SlackEnvelope {
  members: string[];
}
export interface SlackUsersPage extends SlackEnvelope {
  members: SlackUser[];
}
export interface SlackUserAnswer extends SlackEnvelope {
  user: SlackUser;
}
export interface SlackAuthTest extends SlackEnvelope {
  url: string;
  team: string;
  user: string;
  team_id: string;
  user_id: string;
  bot_id?: string;
}
