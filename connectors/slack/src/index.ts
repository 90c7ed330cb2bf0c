import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { downloadAttachmentAction, getAttachmentAction, listAttachmentsAction } from './actions/attachments.js';
import { createConversationAction, getConversationAction, listConversationsAction } from './actions/conversations.js';
import { getMessageAction, listConversationMessagesAction, sendMessageAction } from './actions/messages.js';
import { getUserAction, listUsersAction } from './actions/users.js';
import { slackOAuth2 } from './authentication.js';
import { slackScopeDescriptions } from './scopes.js';
import { slackErrorMessage } from './slack-errors.js';

export const slackConnector = defineConnector({
  key: 'slack',
  name: 'Slack',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  description: 'Conversations, messages with their files, and users of a Slack workspace (Slack Web API, bot token).',
  customer_description:
    'Lets the application read the channels and users of your Slack workspace, read the messages of the channels it is added to, create channels and post messages.',
  release_stage: 'preview',
  categories: ['messaging'],
  authentication: [slackOAuth2],
  scope_definitions: Object.entries(slackScopeDescriptions).map(([name, description]) => ({ name, description, includes: [] })),
  resource_types: ['conversation', 'message', 'file', 'user'],
  baseUrl: 'https://slack.com/api',
  errorMessage: slackErrorMessage,
  resources: {
    conversations: { filters: [], description: 'Every kind of conversation (conversations.list types=public_channel,private_channel,mpim,im).' },
    conversation_messages: { filters: [], description: 'conversations.history: top-level messages and thread starts, newest first.' },
    users: { filters: [], description: 'users.list, deactivated users and bots included.' },
  },
  actions: [
    listConversationsAction,
    getConversationAction,
    createConversationAction,
    listConversationMessagesAction,
    getMessageAction,
    sendMessageAction,
    listAttachmentsAction,
    getAttachmentAction,
    downloadAttachmentAction,
    listUsersAction,
    getUserAction,
  ],
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: slackConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startSlackEmulator()),
});

export default manifest;

export { mapAttachment } from './mappers/attachment.js';
export { mapConversation } from './mappers/conversation.js';
export { messageId, messageRemoteId, parseMessageId } from './mappers/ids.js';
export { mapMessage } from './mappers/message.js';
export { mapUser } from './mappers/user.js';
export type { SlackConversation, SlackFile, SlackMessage, SlackUser } from './provider-types.js';
