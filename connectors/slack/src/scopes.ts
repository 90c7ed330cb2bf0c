/**
 * The bot token scopes (https://api.slack.com/scopes) the connector asks for: reading every kind
 * of conversation and its history, creating channels and inviting to them, posting, and reading
 * users with their e-mail addresses.
 */
export const CONVERSATION_READ_SCOPES = ['channels:read', 'groups:read', 'im:read', 'mpim:read'] as const;
export const CONVERSATION_HISTORY_SCOPES = ['channels:history', 'groups:history', 'im:history', 'mpim:history'] as const;
/** conversations.create and conversations.invite: `channels:manage` for public channels, `groups:write` for private ones. */
export const CONVERSATION_WRITE_SCOPES = ['channels:manage', 'groups:write'] as const;
export const CHAT_WRITE_SCOPE = 'chat:write';
export const USERS_READ_SCOPES = ['users:read', 'users:read.email'] as const;
/** Reading a file's bytes at `url_private_download`. */
export const FILES_READ_SCOPE = 'files:read';

export const slackBotScopes: readonly string[] = [
  ...CONVERSATION_READ_SCOPES,
  ...CONVERSATION_HISTORY_SCOPES,
  ...CONVERSATION_WRITE_SCOPES,
  CHAT_WRITE_SCOPE,
  ...USERS_READ_SCOPES,
  FILES_READ_SCOPE,
];

/** What the emulator's consent page says of each scope, in Slack's words. */
export const slackScopeDescriptions: Record<string, string> = {
  'channels:read': 'View basic information about public channels in a workspace',
  'groups:read': 'View basic information about private channels that the app has been added to',
  'im:read': 'View basic information about direct messages that the app has been added to',
  'mpim:read': 'View basic information about group direct messages that the app has been added to',
  'channels:history': 'View messages and other content in public channels that the app has been added to',
  'groups:history': 'View messages and other content in private channels that the app has been added to',
  'im:history': 'View messages and other content in direct messages that the app has been added to',
  'mpim:history': 'View messages and other content in group direct messages that the app has been added to',
  'channels:manage': 'Manage public channels that the app has been added to and create new ones',
  'groups:write': 'Manage private channels that the app has been added to and create new ones',
  'chat:write': 'Send messages as the app',
  'users:read': 'View people in a workspace',
  'users:read.email': 'View email addresses of people in a workspace',
  'files:read': 'View files shared in channels and conversations that the app has been added to',
};
