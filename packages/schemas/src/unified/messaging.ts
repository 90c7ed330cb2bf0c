import { z } from 'zod';
import { dateTimeSchema } from '../enum-value.js';

/**
 * Unified messaging models (docs/unified/messaging.md): the conversations of a chat workspace
 * (channels, private groups, direct messages), their messages with the files attached to them,
 * and the workspace's users. Field names and types are those of the vendor's published API, so
 * its clients read our answers as they read its own. Every field but the ids may be null:
 * providers differ in what they record. References to other records (`participants`,
 * `parent_message_id`, `author.id`) hold the unified ids of those records.
 */

const unifiedIdSchema = z.string().describe('Unified id (composite `c28xIQ...`)');
const remoteIdSchema = z.string().describe("The provider's id");

export const messagingUserSchema = z.object({
  id: unifiedIdSchema,
  remote_id: remoteIdSchema,
  email: z.string().nullable(),
  username: z.string().nullable().describe('The handle people mention the user by'),
  name: z.string().nullable().describe('The full name shown to other users'),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  bot: z.boolean().nullable().describe('True for an app or integration rather than a person'),
  active: z.boolean().nullable().describe('False once the user is deactivated'),
});
export type MessagingUser = z.infer<typeof messagingUserSchema>;

export const messagingAttachmentSchema = z.object({
  id: unifiedIdSchema,
  remote_id: remoteIdSchema,
  file_name: z.string().nullable(),
  file_size: z.number().nullable().describe('In bytes'),
  file_type: z.string().nullable().describe('The MIME type'),
});
export type MessagingAttachment = z.infer<typeof messagingAttachmentSchema>;

/** Who wrote a message: a user of the workspace, or an app posting in its own name. */
export const messagingAuthorSchema = z.object({
  id: z.string().nullable().describe('Unified id of the user (a record of /unified/messaging/users) or app'),
  remote_id: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  external_reference: z.string().nullable(),
  active: z.boolean().nullable(),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type MessagingAuthor = z.infer<typeof messagingAuthorSchema>;

export const messagingMessageContentSchema = z.object({
  plain: z.string().nullable(),
  html: z.string().nullable(),
});

export const messagingMessageSchema = z.object({
  id: unifiedIdSchema,
  remote_id: remoteIdSchema,
  content: messagingMessageContentSchema.nullable(),
  author: messagingAuthorSchema.nullable(),
  attachments: z.array(messagingAttachmentSchema).nullable().describe('Files attached to the message'),
  parent_message_id: z.string().nullable().describe('Unified id of the message this one replies to (the first message of its thread)'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable().describe('When the message was last edited; its creation time when never edited'),
});
export type MessagingMessage = z.infer<typeof messagingMessageSchema>;

export const messagingConversationSchema = z.object({
  id: unifiedIdSchema,
  remote_id: remoteIdSchema,
  name: z.string().nullable(),
  participants: z.array(z.string()).nullable().describe('Unified ids of the users in the conversation'),
  private: z.boolean().nullable().describe('True when only its participants can find and read it'),
  created_at: dateTimeSchema.nullable(),
  last_message_at: dateTimeSchema.nullable(),
});
export type MessagingConversation = z.infer<typeof messagingConversationSchema>;

/** The vendor's wire sends booleans as JSON booleans or as the strings `"true"` and `"false"`. */
const wireBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** The body of `POST /unified/messaging/conversations`. */
export const messagingConversationCreateSchema = z.object({
  name: z.string().trim().min(1).nullish(),
  participants: z.array(z.string().min(1)).nullish().describe('Unified or provider ids of the users to add'),
  private: wireBoolean.nullish(),
  passthrough: z.record(z.string(), z.unknown()).nullish().describe('Merged into the provider request as is'),
});
export type MessagingConversationCreate = z.infer<typeof messagingConversationCreateSchema>;

/** The body of `POST /unified/messaging/messages`. */
export const messagingMessageSendSchema = z.object({
  content: z.string().min(1).nullish().describe('The text of the message'),
  recipient: z.string().min(1).nullish().describe('Where it goes: a conversation, or a user to message directly (unified or provider id)'),
  sender: z.string().min(1).nullish().describe('Who it is sent as, where the provider lets the caller choose'),
  passthrough: z.record(z.string(), z.unknown()).nullish().describe('Merged into the provider request as is'),
});
export type MessagingMessageSend = z.infer<typeof messagingMessageSendSchema>;
