import { type InAppTemplate, type InAppTemplateMessageWrite, mapEnumValue } from '@openunified/connector-sdk';
import type { IterableInAppTemplate } from '../iterable-payloads.js';
import { presentFields, type TemplateWriteRules, unifiedTemplateBase } from './template-fields.js';

/** Iterable's message medium of in-app templates (`GET /api/templates?messageMedium=`). */
export const IN_APP_MESSAGE_MEDIUM = 'InApp';

export const inAppWriteRules: TemplateWriteRules<NonNullable<InAppTemplateMessageWrite['message_content']>> = {
  noun: 'in-app template',
  messageTypes: ['in_app'],
  contentFields: (content) => presentFields({ html: content.body }),
};

/** An Iterable in-app template is one in-app message, its body the HTML the app renders. */
export function toUnifiedInAppTemplate(template: IterableInAppTemplate): InAppTemplate {
  const base = unifiedTemplateBase(template);
  return {
    ...base,
    messages: [
      {
        id: base.id,
        remote_id: base.remote_id,
        name: base.name,
        message_type: mapEnumValue(IN_APP_MESSAGE_MEDIUM, { inapp: 'in_app' }),
        message_content: { body: template.html ?? null },
      },
    ],
  };
}
