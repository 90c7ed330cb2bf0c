import { z } from 'zod';
import { dateTimeSchema, enumValueSchema } from '../enum-value.js';

/**
 * Unified marketing models (docs/unified/marketing.md). Providers rarely carry every field, so every member
 * but the ids is nullable.
 */

/** The channel a template message is delivered through; `source_value` keeps the provider's word. */
export const marketingMessageTypeValues = ['push', 'ios_push', 'android_push', 'web_push', 'email', 'sms', 'in_app'] as const;
export type MarketingMessageType = (typeof marketingMessageTypeValues)[number];

export const pushTemplateMessageContentSchema = z.object({
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  body: z.string().nullable(),
});
export type PushTemplateMessageContent = z.infer<typeof pushTemplateMessageContentSchema>;

export const pushTemplateMessageSchema = z.object({
  id: z.string().nullable(),
  remote_id: z.string().nullable(),
  name: z.string().nullable(),
  message_type: enumValueSchema(marketingMessageTypeValues).nullable(),
  message_content: pushTemplateMessageContentSchema.nullable(),
});
export type PushTemplateMessage = z.infer<typeof pushTemplateMessageSchema>;

export const pushTemplateSchema = z.object({
  id: z.string(),
  remote_id: z.string(),
  name: z.string().nullable(),
  tags: z.array(z.string()).nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  messages: z.array(pushTemplateMessageSchema).nullable(),
});
export type PushTemplate = z.infer<typeof pushTemplateSchema>;

/** A message in a create/update body: every member may be left out or sent as null. */
export const pushTemplateMessageWriteSchema = z.object({
  id: z.string().nullish(),
  name: z.string().nullish(),
  message_type: z
    .object({
      value: z.enum(marketingMessageTypeValues).nullish(),
      source_value: z.union([z.string(), z.number()]).nullish(),
    })
    .nullish(),
  message_content: z
    .object({
      title: z.string().nullish(),
      subtitle: z.string().nullish(),
      body: z.string().nullish(),
    })
    .nullish(),
});
export type PushTemplateMessageWrite = z.infer<typeof pushTemplateMessageWriteSchema>;

/** docs/api-reference.md: the body of `POST /unified/marketing/templates/push` and of its PATCH. */
export const pushTemplateWriteSchema = z.object({
  name: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  messages: z.array(pushTemplateMessageWriteSchema).nullish(),
  /** Merged into the provider's request body as is, for provider fields the model lacks. */
  passthrough: z.record(z.string(), z.unknown()).nullish(),
});
export type PushTemplateWrite = z.infer<typeof pushTemplateWriteSchema>;
