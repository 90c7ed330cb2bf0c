import { z } from 'zod';
import { dateTimeSchema, enumValueSchema, writableEnumValueSchema } from '../enum-value.js';

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
  message_type: writableEnumValueSchema(marketingMessageTypeValues).nullish(),
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

/*
 * Email, SMS and in-app templates share the push template's shape; only `message_content` differs
 * per channel. Omni-channel templates carry no messages on reads. Field names are shared by
 * reads and writes, so a client can write back what it read.
 */

/** The members every template message has, whatever its channel. */
function templateMessageSchema<Content extends z.ZodType>(content: Content) {
  return z.object({
    id: z.string().nullable().describe("The message's unified id, when the provider gives it one"),
    remote_id: z.string().nullable(),
    name: z.string().nullable(),
    message_type: enumValueSchema(marketingMessageTypeValues).nullable(),
    message_content: content.nullable(),
  });
}

/** The members every channel's template has; `messages` holds that channel's messages. */
function channelTemplateSchema<Message extends z.ZodType>(message: Message) {
  return z.object({
    id: z.string().describe('Unified id (composite `c28xIQ...`)'),
    remote_id: z.string().describe("The provider's id"),
    name: z.string().nullable(),
    tags: z.array(z.string()).nullable(),
    created_at: dateTimeSchema.nullable(),
    updated_at: dateTimeSchema.nullable(),
    messages: z.array(message).nullable(),
  });
}

export const emailTemplateMessageContentSchema = z.object({
  subject: z.string().nullable(),
  body: z.string().nullable().describe('The HTML body (the plain-text body when there is no HTML)'),
  from: z.string().nullable().describe('The sender address'),
  'reply-to': z.string().nullable().describe('The reply-to address'),
  preheader: z.string().nullable().describe('The preview text shown after the subject'),
});
export type EmailTemplateMessageContent = z.infer<typeof emailTemplateMessageContentSchema>;
export const emailTemplateMessageSchema = templateMessageSchema(emailTemplateMessageContentSchema);
export type EmailTemplateMessage = z.infer<typeof emailTemplateMessageSchema>;
export const emailTemplateSchema = channelTemplateSchema(emailTemplateMessageSchema);
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const smsTemplateMessageContentSchema = z.object({
  body: z.string().nullable(),
  from: z.string().nullable().describe('The sending number or sender id'),
});
export type SmsTemplateMessageContent = z.infer<typeof smsTemplateMessageContentSchema>;
export const smsTemplateMessageSchema = templateMessageSchema(smsTemplateMessageContentSchema);
export type SmsTemplateMessage = z.infer<typeof smsTemplateMessageSchema>;
export const smsTemplateSchema = channelTemplateSchema(smsTemplateMessageSchema);
export type SmsTemplate = z.infer<typeof smsTemplateSchema>;

export const inAppTemplateMessageContentSchema = z.object({
  body: z.string().nullable().describe('The message as the provider renders it, e.g. HTML'),
});
export type InAppTemplateMessageContent = z.infer<typeof inAppTemplateMessageContentSchema>;
export const inAppTemplateMessageSchema = templateMessageSchema(inAppTemplateMessageContentSchema);
export type InAppTemplateMessage = z.infer<typeof inAppTemplateMessageSchema>;
export const inAppTemplateSchema = channelTemplateSchema(inAppTemplateMessageSchema);
export type InAppTemplate = z.infer<typeof inAppTemplateSchema>;

/** A template spanning channels: its reads carry no messages. */
export const omniChannelTemplateSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  tags: z.array(z.string()).nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type OmniChannelTemplate = z.infer<typeof omniChannelTemplateSchema>;

/** A message in a write body: every member may be left out or sent as null. */
function templateMessageWriteSchema<Content extends z.ZodType>(content: Content) {
  return z.object({
    id: z.string().nullish(),
    name: z.string().nullish(),
    message_type: writableEnumValueSchema(marketingMessageTypeValues).nullish(),
    message_content: content.nullish(),
  });
}

function templateWriteSchema<Message extends z.ZodType>(message: Message) {
  return z.object({
    name: z.string().nullish(),
    tags: z.array(z.string()).nullish(),
    messages: z.array(message).nullish(),
    /** Merged into the provider's request body as is, for provider fields the model lacks. */
    passthrough: z.record(z.string(), z.unknown()).nullish(),
  });
}

const emailContentWriteSchema = z.object({
  subject: z.string().nullish(),
  body: z.string().nullish(),
  from: z.string().nullish(),
  'reply-to': z.string().nullish(),
  preheader: z.string().nullish(),
});
const smsContentWriteSchema = z.object({ body: z.string().nullish(), from: z.string().nullish() });
const inAppContentWriteSchema = z.object({ body: z.string().nullish() });

export const emailTemplateMessageWriteSchema = templateMessageWriteSchema(emailContentWriteSchema);
export type EmailTemplateMessageWrite = z.infer<typeof emailTemplateMessageWriteSchema>;
/** docs/api-reference.md: the body of `POST /unified/marketing/templates/email` and of its PATCH. */
export const emailTemplateWriteSchema = templateWriteSchema(emailTemplateMessageWriteSchema);
export type EmailTemplateWrite = z.infer<typeof emailTemplateWriteSchema>;

export const smsTemplateMessageWriteSchema = templateMessageWriteSchema(smsContentWriteSchema);
export type SmsTemplateMessageWrite = z.infer<typeof smsTemplateMessageWriteSchema>;
export const smsTemplateWriteSchema = templateWriteSchema(smsTemplateMessageWriteSchema);
export type SmsTemplateWrite = z.infer<typeof smsTemplateWriteSchema>;

export const inAppTemplateMessageWriteSchema = templateMessageWriteSchema(inAppContentWriteSchema);
export type InAppTemplateMessageWrite = z.infer<typeof inAppTemplateMessageWriteSchema>;
export const inAppTemplateWriteSchema = templateWriteSchema(inAppTemplateMessageWriteSchema);
export type InAppTemplateWrite = z.infer<typeof inAppTemplateWriteSchema>;

/**
 * An omni-channel template's messages name their channel in `message_type`; `message_content`
 * takes the members of that channel's content (email, SMS or push), so all of them are accepted.
 */
export const omniChannelTemplateWriteSchema = templateWriteSchema(
  templateMessageWriteSchema(emailContentWriteSchema.extend({ title: z.string().nullish(), subtitle: z.string().nullish() })),
);
export type OmniChannelTemplateWrite = z.infer<typeof omniChannelTemplateWriteSchema>;

/** How a campaign is sent. */
export const campaignScheduleTypeValues = ['immediate', 'scheduled', 'recurring', 'custom', 'triggered'] as const;
export type CampaignScheduleType = (typeof campaignScheduleTypeValues)[number];

export const campaignStatusValues = ['draft', 'archived', 'live'] as const;
export type CampaignStatus = (typeof campaignStatusValues)[number];

/** The delivery channels a campaign names. */
export const campaignChannelValues = ['email', 'sms', 'web_push', 'ios_push', 'android_push', 'unknown'] as const;
export type CampaignChannel = (typeof campaignChannelValues)[number];

/**
 * A message of a campaign: the template it sends. `message_content` has the members of the
 * channel's content (email, SMS or push), the others null; null when the provider returns none.
 */
export const campaignMessageSchema = templateMessageSchema(
  emailTemplateMessageContentSchema.extend({ title: z.string().nullable(), subtitle: z.string().nullable() }),
);
export type CampaignMessage = z.infer<typeof campaignMessageSchema>;

export const campaignSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  description: z.string().nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  archived: z.boolean().nullable(),
  draft: z.boolean().nullable(),
  status: enumValueSchema(campaignStatusValues).nullable(),
  schedule_type: enumValueSchema(campaignScheduleTypeValues).nullable(),
  channels: z.array(enumValueSchema(campaignChannelValues)).nullable(),
  first_sent_at: dateTimeSchema.nullable(),
  last_sent_at: dateTimeSchema.nullable(),
  tags: z.array(z.string()).nullable(),
  messages: z.array(campaignMessageSchema).nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** What a content block holds. */
export const contentBlockTypeValues = ['text', 'html', 'image', 'code-snippet'] as const;
export type ContentBlockType = (typeof contentBlockTypeValues)[number];

export const contentBlockStatusValues = ['draft', 'live', 'archived'] as const;
export type ContentBlockStatus = (typeof contentBlockStatusValues)[number];

/** A reusable piece of content that templates include. */
export const contentBlockSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  content: z.string().nullable(),
  type: enumValueSchema(contentBlockTypeValues).nullable(),
  status: enumValueSchema(contentBlockStatusValues).nullable(),
  tags: z.array(z.string()).nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** docs/api-reference.md: the body of `POST /unified/marketing/content_blocks` and of its PATCH. */
export const contentBlockWriteSchema = z.object({
  name: z.string().nullish(),
  content: z.string().nullish(),
  type: writableEnumValueSchema(contentBlockTypeValues).nullish(),
  tags: z.array(z.string()).nullish(),
  passthrough: z.record(z.string(), z.unknown()).nullish(),
});
export type ContentBlockWrite = z.infer<typeof contentBlockWriteSchema>;
