import { type EmailTemplate, type EmailTemplateMessageWrite, mapEnumValue } from '@openunified/connector-sdk';
import type { IterableEmailTemplate } from '../iterable-payloads.js';
import { presentFields, type TemplateWriteRules, unifiedTemplateBase } from './template-fields.js';

/** Iterable's message medium of email templates (`GET /api/templates?messageMedium=`). */
export const EMAIL_MESSAGE_MEDIUM = 'Email';

export const emailWriteRules: TemplateWriteRules<NonNullable<EmailTemplateMessageWrite['message_content']>> = {
  noun: 'email template',
  messageTypes: ['email'],
  contentFields: (content) =>
    presentFields({
      subject: content.subject,
      html: content.body,
      fromEmail: content.from,
      replyToEmail: content['reply-to'],
      preheaderText: content.preheader,
    }),
};

/**
 * An Iterable email template is one email message. The body is the HTML, or the plain text when
 * the template has no HTML; `from` is the sender address (Iterable keeps the display name apart,
 * in `fromName`, which `raw=true` shows).
 */
export function toUnifiedEmailTemplate(template: IterableEmailTemplate): EmailTemplate {
  const base = unifiedTemplateBase(template);
  return {
    ...base,
    messages: [
      {
        id: base.id,
        remote_id: base.remote_id,
        name: base.name,
        message_type: mapEnumValue(EMAIL_MESSAGE_MEDIUM, { email: 'email' }),
        message_content: {
          subject: template.subject ?? null,
          body: template.html || template.plainText || null,
          from: template.fromEmail ?? null,
          'reply-to': template.replyToEmail ?? null,
          preheader: template.preheaderText ?? null,
        },
      },
    ],
  };
}
