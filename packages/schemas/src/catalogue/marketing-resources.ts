import type { z } from 'zod';
import {
  campaignSchema,
  contentBlockSchema,
  contentBlockWriteSchema,
  emailTemplateSchema,
  emailTemplateWriteSchema,
  inAppTemplateSchema,
  inAppTemplateWriteSchema,
  omniChannelTemplateSchema,
  omniChannelTemplateWriteSchema,
  pushTemplateSchema,
  pushTemplateWriteSchema,
  smsTemplateSchema,
  smsTemplateWriteSchema,
} from '../unified/marketing.js';
import { defineUnifiedResource, type UnifiedResourceOperations } from './define-unified-resource.js';

// The marketing resources of the catalogue (docs/unified/marketing.md). Every list also answers
// the deprecated `next_page`, as the push templates always have.

function templateOperations(body: z.ZodType): UnifiedResourceOperations {
  return { list: { withNextPage: true }, get: {}, create: { body }, update: { body } };
}

export const pushTemplatesResource = defineUnifiedResource({
  category: 'marketing',
  resource: 'push_templates',
  path: '/unified/marketing/templates/push',
  noun: { one: 'push template', many: 'push templates' },
  description: 'Push notification templates of a marketing platform.',
  model: pushTemplateSchema,
  operations: templateOperations(pushTemplateWriteSchema),
});

export const emailTemplatesResource = defineUnifiedResource({
  category: 'marketing',
  resource: 'email_templates',
  path: '/unified/marketing/templates/email',
  noun: { one: 'email template', many: 'email templates' },
  description: 'Email templates of a marketing platform: subject, body, sender and preheader.',
  model: emailTemplateSchema,
  operations: templateOperations(emailTemplateWriteSchema),
});

export const smsTemplatesResource = defineUnifiedResource({
  category: 'marketing',
  resource: 'sms_templates',
  path: '/unified/marketing/templates/sms',
  noun: { one: 'SMS template', many: 'SMS templates' },
  description: 'SMS templates of a marketing platform.',
  model: smsTemplateSchema,
  operations: templateOperations(smsTemplateWriteSchema),
});

export const inAppTemplatesResource = defineUnifiedResource({
  category: 'marketing',
  resource: 'in_app_templates',
  path: '/unified/marketing/templates/in_app',
  noun: { one: 'in-app template', many: 'in-app templates' },
  description: 'In-app message templates of a marketing platform: what an app shows inside itself.',
  model: inAppTemplateSchema,
  operations: templateOperations(inAppTemplateWriteSchema),
});

export const omniChannelTemplatesResource = defineUnifiedResource({
  category: 'marketing',
  resource: 'omni_channel_templates',
  path: '/unified/marketing/templates/omni_channel',
  noun: { one: 'omni-channel template', many: 'omni-channel templates' },
  description: 'Templates that hold messages for several channels at once.',
  model: omniChannelTemplateSchema,
  operations: templateOperations(omniChannelTemplateWriteSchema),
});

export const campaignsResource = defineUnifiedResource({
  category: 'marketing',
  resource: 'campaigns',
  path: '/unified/marketing/campaigns',
  noun: { one: 'campaign', many: 'campaigns' },
  description: 'Campaigns of a marketing platform: what is sent, on which channels, and where it stands.',
  model: campaignSchema,
  operations: { list: { withNextPage: true }, get: {} },
});

export const contentBlocksResource = defineUnifiedResource({
  category: 'marketing',
  resource: 'content_blocks',
  path: '/unified/marketing/content_blocks',
  noun: { one: 'content block', many: 'content blocks' },
  description: 'Reusable pieces of content that templates include.',
  model: contentBlockSchema,
  operations: templateOperations(contentBlockWriteSchema),
});

export const marketingResources = [
  pushTemplatesResource,
  emailTemplatesResource,
  smsTemplatesResource,
  inAppTemplatesResource,
  omniChannelTemplatesResource,
  campaignsResource,
  contentBlocksResource,
] as const;
