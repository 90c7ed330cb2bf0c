import { type MarketingMessageType, mapEnumValue, type PushTemplate, type PushTemplateMessageWrite, type PushTemplateWrite } from '@openunified/connector-sdk';
import type { IterablePushTemplate } from '../iterable-payloads.js';
import { presentFields, type TemplateWriteRules, toIterableTemplateFields, unifiedTemplateBase } from './template-fields.js';

export { needsExistingCampaignDataFields, TAGS_CAMPAIGN_DATA_FIELD } from './template-fields.js';

/** Iterable's message medium of every push template, as `GET /api/templates?messageMedium=` spells it. */
export const PUSH_MESSAGE_MEDIUM = 'Push';

const messageTypeBySourceValue: Readonly<Record<string, MarketingMessageType>> = { push: 'push' };

/** Push variants a unified write may name; anything else cannot live in an Iterable push template. */
export const pushWriteRules: TemplateWriteRules<NonNullable<PushTemplateMessageWrite['message_content']>> = {
  noun: 'push template',
  messageTypes: ['push', 'ios_push', 'android_push'],
  // `subtitle` has no Iterable field and is not sent.
  contentFields: (content) => presentFields({ title: content.title, message: content.body }),
};

/** An Iterable push template is one push message: title and body. */
export function toUnifiedPushTemplate(template: IterablePushTemplate): PushTemplate {
  const base = unifiedTemplateBase(template);
  return {
    ...base,
    messages: [
      {
        id: base.id,
        remote_id: base.remote_id,
        name: base.name,
        message_type: mapEnumValue(PUSH_MESSAGE_MEDIUM, messageTypeBySourceValue),
        message_content: { title: template.title ?? null, subtitle: null, body: template.message ?? null },
      },
    ],
  };
}

/** The fields of Iterable's push template upsert/update body for a unified write (template-fields.ts). */
export function toIterablePushTemplateFields(
  write: PushTemplateWrite,
  existingCampaignDataFields: Record<string, unknown> | null = null,
): Record<string, unknown> {
  return toIterableTemplateFields(write, pushWriteRules, existingCampaignDataFields);
}
