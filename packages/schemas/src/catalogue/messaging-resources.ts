import {
  messagingAttachmentSchema,
  messagingConversationCreateSchema,
  messagingConversationSchema,
  messagingMessageSchema,
  messagingMessageSendSchema,
  messagingUserSchema,
} from '../unified/messaging.js';
import { defineUnifiedResource } from './define-unified-resource.js';

// The messaging category (docs/unified/messaging.md). A message is read and sent on its own
// path (its id names its conversation), listed under its conversation; its files are a
// sub-resource of the message.

export const messagingConversationsResource = defineUnifiedResource({
  category: 'messaging',
  resource: 'conversations',
  path: '/unified/messaging/conversations',
  noun: { one: 'conversation', many: 'conversations' },
  description: 'Conversations of a chat workspace: public and private channels, group and direct messages.',
  model: messagingConversationSchema,
  operations: { list: {}, get: {}, create: { body: messagingConversationCreateSchema } },
});

export const messagingConversationMessagesResource = defineUnifiedResource({
  category: 'messaging',
  resource: 'conversation_messages',
  path: '/unified/messaging/conversations/{id}/messages',
  noun: { one: 'conversation message', many: 'conversation messages' },
  description: 'The messages of a conversation, newest first.',
  model: messagingMessageSchema,
  operations: { list: {} },
});

export const messagingMessagesResource = defineUnifiedResource({
  category: 'messaging',
  resource: 'messages',
  path: '/unified/messaging/messages',
  noun: { one: 'message', many: 'messages' },
  description: 'Messages, read by id and sent to a conversation or a user.',
  model: messagingMessageSchema,
  operations: { get: {}, create: { body: messagingMessageSendSchema } },
});

export const messagingAttachmentsResource = defineUnifiedResource({
  category: 'messaging',
  resource: 'attachments',
  path: '/unified/messaging/messages/{id}/attachments',
  noun: { one: 'attachment', many: 'attachments' },
  description: 'The files attached to a message, and their bytes (download).',
  model: messagingAttachmentSchema,
  operations: { list: {}, get: {}, download: {} },
});

export const messagingUsersResource = defineUnifiedResource({
  category: 'messaging',
  resource: 'users',
  path: '/unified/messaging/users',
  noun: { one: 'user', many: 'users' },
  description: 'People and apps of the chat workspace.',
  model: messagingUserSchema,
  operations: { list: {}, get: {} },
});

export const messagingResources = [
  messagingConversationsResource,
  messagingConversationMessagesResource,
  messagingMessagesResource,
  messagingAttachmentsResource,
  messagingUsersResource,
] as const;
