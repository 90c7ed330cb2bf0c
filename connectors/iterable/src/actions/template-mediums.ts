import { emailTemplateWriteSchema, inAppTemplateWriteSchema, pushTemplateWriteSchema, smsTemplateWriteSchema } from '@openunified/connector-sdk';
import { iterableEmailTemplateSchema, iterableInAppTemplateSchema, iterablePushTemplateSchema, iterableSmsTemplateSchema } from '../iterable-payloads.js';
import { EMAIL_MESSAGE_MEDIUM, emailWriteRules, toUnifiedEmailTemplate } from '../mappers/email-template.js';
import { IN_APP_MESSAGE_MEDIUM, inAppWriteRules, toUnifiedInAppTemplate } from '../mappers/in-app-template.js';
import { PUSH_MESSAGE_MEDIUM, pushWriteRules, toUnifiedPushTemplate } from '../mappers/push-template.js';
import { SMS_MESSAGE_MEDIUM, smsWriteRules, toUnifiedSmsTemplate } from '../mappers/sms-template.js';
import { templateActions } from './template-actions.js';

// The template mediums the connector serves, one unified resource each (README "Unified mapping").

export const [listPushTemplates, getPushTemplate, createPushTemplate, updatePushTemplate] = templateActions({
  key: 'push',
  nouns: { one: 'push template', many: 'push templates' },
  resource: 'push_templates',
  messageMedium: PUSH_MESSAGE_MEDIUM,
  pathSegment: 'push',
  detailSchema: iterablePushTemplateSchema,
  toUnified: toUnifiedPushTemplate,
  writeSchema: pushTemplateWriteSchema,
  writeRules: pushWriteRules,
  contentSummary: 'title and message',
  tags: ['marketing', 'templates', 'push'],
});

export const [listEmailTemplates, getEmailTemplate, createEmailTemplate, updateEmailTemplate] = templateActions({
  key: 'email',
  nouns: { one: 'email template', many: 'email templates' },
  resource: 'email_templates',
  messageMedium: EMAIL_MESSAGE_MEDIUM,
  pathSegment: 'email',
  detailSchema: iterableEmailTemplateSchema,
  toUnified: toUnifiedEmailTemplate,
  writeSchema: emailTemplateWriteSchema,
  writeRules: emailWriteRules,
  contentSummary: 'subject, HTML body, sender, reply-to and preheader',
  tags: ['marketing', 'templates', 'email'],
});

export const [listSmsTemplates, getSmsTemplate, createSmsTemplate, updateSmsTemplate] = templateActions({
  key: 'sms',
  nouns: { one: 'SMS template', many: 'SMS templates' },
  resource: 'sms_templates',
  messageMedium: SMS_MESSAGE_MEDIUM,
  pathSegment: 'sms',
  detailSchema: iterableSmsTemplateSchema,
  toUnified: toUnifiedSmsTemplate,
  writeSchema: smsTemplateWriteSchema,
  writeRules: smsWriteRules,
  contentSummary: 'message',
  tags: ['marketing', 'templates', 'sms'],
});

export const [listInAppTemplates, getInAppTemplate, createInAppTemplate, updateInAppTemplate] = templateActions({
  key: 'in_app',
  nouns: { one: 'in-app template', many: 'in-app templates' },
  resource: 'in_app_templates',
  messageMedium: IN_APP_MESSAGE_MEDIUM,
  pathSegment: 'inapp',
  detailSchema: iterableInAppTemplateSchema,
  toUnified: toUnifiedInAppTemplate,
  writeSchema: inAppTemplateWriteSchema,
  writeRules: inAppWriteRules,
  contentSummary: 'HTML',
  tags: ['marketing', 'templates', 'in-app'],
});
