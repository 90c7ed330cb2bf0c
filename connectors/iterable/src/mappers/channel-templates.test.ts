import { BadRequestError, emailTemplateSchema, encodeCompositeId, inAppTemplateSchema, smsTemplateSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { iterableEmailTemplateSchema, iterableInAppTemplateSchema, iterableSmsTemplateSchema } from '../iterable-payloads.js';
import emailTemplate from './__fixtures__/email-template.json' with { type: 'json' };
import emailPlainText from './__fixtures__/email-template-plain-text.json' with { type: 'json' };
import inAppTemplate from './__fixtures__/in-app-template.json' with { type: 'json' };
import smsTemplate from './__fixtures__/sms-template.json' with { type: 'json' };
import { emailWriteRules, toUnifiedEmailTemplate } from './email-template.js';
import { inAppWriteRules, toUnifiedInAppTemplate } from './in-app-template.js';
import { smsWriteRules, toUnifiedSmsTemplate } from './sms-template.js';
import { toIterableTemplateFields } from './template-fields.js';

describe('toUnifiedEmailTemplate', () => {
  it('maps an Iterable email template to one email message: subject, HTML, sender, reply-to, preheader', () => {
    const unified = toUnifiedEmailTemplate(iterableEmailTemplateSchema.parse(emailTemplate));
    const id = encodeCompositeId('4571400');

    expect(unified).toEqual({
      id,
      remote_id: '4571400',
      name: 'Spring newsletter',
      tags: ['newsletter'],
      created_at: '2024-03-01T09:30:00.000Z',
      updated_at: '2024-04-01T09:00:00.000Z',
      messages: [
        {
          id,
          remote_id: '4571400',
          name: 'Spring newsletter',
          message_type: { value: 'email', source_value: 'Email' },
          message_content: {
            subject: '{{firstName}}, spring picks are here',
            body: emailTemplate.html,
            from: 'news@example.com',
            'reply-to': 'support@example.com',
            preheader: 'Fresh arrivals, 20% off this week',
          },
        },
      ],
    });
    expect(emailTemplateSchema.parse(unified)).toEqual(unified);
  });

  it('takes the plain text as the body when the template has no HTML, and nulls what is missing', () => {
    const content = toUnifiedEmailTemplate(iterableEmailTemplateSchema.parse(emailPlainText)).messages?.[0]?.message_content;

    expect(content).toEqual({
      subject: 'Reset your password',
      body: emailPlainText.plainText,
      from: 'no-reply@example.com',
      'reply-to': null,
      preheader: null,
    });
  });
});

describe('toUnifiedSmsTemplate', () => {
  it('maps the message to the body; the sender belongs to the message type, so from is null', () => {
    const unified = toUnifiedSmsTemplate(iterableSmsTemplateSchema.parse(smsTemplate));

    expect(unified).toMatchObject({ remote_id: '4571500', name: 'Flash sale SMS', tags: ['promo'], updated_at: '2024-03-02T09:30:00.000Z' });
    expect(unified.messages).toEqual([
      {
        id: unified.id,
        remote_id: '4571500',
        name: 'Flash sale SMS',
        message_type: { value: 'sms', source_value: 'SMS' },
        message_content: { body: smsTemplate.message, from: null },
      },
    ]);
    expect(smsTemplateSchema.parse(unified)).toEqual(unified);
  });
});

describe('toUnifiedInAppTemplate', () => {
  it('maps the HTML to the body and gives no tags when none are stored', () => {
    const unified = toUnifiedInAppTemplate(iterableInAppTemplateSchema.parse(inAppTemplate));

    expect(unified).toMatchObject({ remote_id: '4571600', tags: [], created_at: '2024-03-01T09:30:00.000Z' });
    expect(unified.messages?.[0]).toMatchObject({ message_type: { value: 'in_app', source_value: 'InApp' }, message_content: { body: inAppTemplate.html } });
    expect(inAppTemplateSchema.parse(unified)).toEqual(unified);
  });
});

describe('template write bodies of each medium', () => {
  it('map email content to subject, html, fromEmail, replyToEmail and preheaderText', () => {
    const fields = toIterableTemplateFields(
      {
        name: 'Spring',
        tags: ['newsletter'],
        messages: [
          {
            message_type: { value: 'email' },
            message_content: { subject: 'Hi', body: '<p>Hello</p>', from: 'news@example.com', 'reply-to': 'help@example.com', preheader: 'Open me' },
          },
        ],
      },
      emailWriteRules,
    );

    expect(fields).toEqual({
      name: 'Spring',
      subject: 'Hi',
      html: '<p>Hello</p>',
      fromEmail: 'news@example.com',
      replyToEmail: 'help@example.com',
      preheaderText: 'Open me',
      campaignDataFields: { unified_tags: ['newsletter'] },
    });
  });

  it('leave null and absent content members out, so Iterable keeps their values', () => {
    expect(toIterableTemplateFields({ messages: [{ message_content: { subject: null, body: 'New body' } }] }, emailWriteRules)).toEqual({ html: 'New body' });
  });

  it('map the SMS body to message and send no sender, and in-app bodies to html', () => {
    expect(toIterableTemplateFields({ messages: [{ message_content: { body: 'Hi', from: '+15550100' } }] }, smsWriteRules)).toEqual({ message: 'Hi' });
    expect(toIterableTemplateFields({ messages: [{ message_content: { body: '<div/>' } }] }, inAppWriteRules)).toEqual({ html: '<div/>' });
  });

  it("refuse a message of another channel and more than one message, naming the template's medium", () => {
    expect(() => toIterableTemplateFields({ messages: [{ message_type: { value: 'push' } }] }, emailWriteRules)).toThrow(
      'An Iterable email template cannot hold a "push" message',
    );
    expect(() => toIterableTemplateFields({ messages: [{}, {}] }, smsWriteRules)).toThrow(BadRequestError);
  });
});
