import { mapEnumValue, type SmsTemplate, type SmsTemplateMessageWrite } from '@openunified/connector-sdk';
import type { IterableSmsTemplate } from '../iterable-payloads.js';
import { presentFields, type TemplateWriteRules, unifiedTemplateBase } from './template-fields.js';

/** Iterable's message medium of SMS templates (`GET /api/templates?messageMedium=`). */
export const SMS_MESSAGE_MEDIUM = 'SMS';

export const smsWriteRules: TemplateWriteRules<NonNullable<SmsTemplateMessageWrite['message_content']>> = {
  noun: 'SMS template',
  messageTypes: ['sms'],
  // `from` has no template field: Iterable sends from the number of the message type's channel.
  contentFields: (content) => presentFields({ message: content.body }),
};

/** An Iterable SMS template is one SMS message; its sending number is not the template's, so `from` is null. */
export function toUnifiedSmsTemplate(template: IterableSmsTemplate): SmsTemplate {
  const base = unifiedTemplateBase(template);
  return {
    ...base,
    messages: [
      {
        id: base.id,
        remote_id: base.remote_id,
        name: base.name,
        message_type: mapEnumValue(SMS_MESSAGE_MEDIUM, { sms: 'sms' }),
        message_content: { body: template.message ?? null, from: null },
      },
    ],
  };
}
