import {
  BadRequestError,
  encodeCompositeId,
  mapEnumValue,
  type MarketingMessageType,
  type PushTemplate,
  type PushTemplateMessage,
  type PushTemplateWrite,
  toIsoDateTime,
} from '@openunified/connector-sdk';
import type { IterablePushTemplate } from '../iterable-payloads.js';

/**
 * Iterable templates have no tags. The connector keeps unified tags in the template's
 * `campaignDataFields` under this key: that object is stored with the template and returned by
 * `GET /api/templates/push/get`, and a campaign data field only matters to a template that
 * references `{{unified_tags}}`.
 */
export const TAGS_CAMPAIGN_DATA_FIELD = 'unified_tags';

/** Iterable's message medium of every push template, as `GET /api/templates?messageMedium=` spells it. */
export const PUSH_MESSAGE_MEDIUM = 'Push';

const messageTypeBySourceValue: Readonly<Record<string, MarketingMessageType>> = { push: 'push' };

/** Push variants a unified write may name; anything else cannot live in an Iterable push template. */
const pushMessageTypes: ReadonlySet<MarketingMessageType> = new Set(['push', 'ios_push', 'android_push']);

function readTags(campaignDataFields: Record<string, unknown> | null | undefined): string[] {
  const stored = campaignDataFields?.[TAGS_CAMPAIGN_DATA_FIELD];
  return Array.isArray(stored) ? stored.filter((tag): tag is string => typeof tag === 'string') : [];
}

/**
 * An Iterable push template is one push message, so the unified template carries exactly one
 * message; it shares the template's id since Iterable gives the message no id of its own.
 */
export function toUnifiedPushTemplate(template: IterablePushTemplate): PushTemplate {
  const remoteId = String(template.templateId);
  const id = encodeCompositeId(remoteId);
  const message: PushTemplateMessage = {
    id,
    remote_id: remoteId,
    name: template.name ?? null,
    message_type: mapEnumValue(PUSH_MESSAGE_MEDIUM, messageTypeBySourceValue),
    message_content: {
      title: template.title ?? null,
      subtitle: null,
      body: template.message ?? null,
    },
  };
  return {
    id,
    remote_id: remoteId,
    name: template.name ?? null,
    tags: readTags(template.campaignDataFields),
    created_at: toIsoDateTime(template.createdAt),
    updated_at: toIsoDateTime(template.updatedAt),
    messages: [message],
  };
}

function singleMessage(write: PushTemplateWrite) {
  const messages = write.messages ?? [];
  if (messages.length > 1) {
    throw new BadRequestError(`An Iterable push template holds exactly one message; the body has ${messages.length}`);
  }
  const message = messages[0];
  const messageType = message?.message_type?.value;
  if (messageType && !pushMessageTypes.has(messageType)) {
    throw new BadRequestError(`An Iterable push template cannot hold a "${messageType}" message`);
  }
  return message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields of Iterable's push template upsert/update body for a unified write. Absent and null
 * members leave the template's value alone. `subtitle` has no Iterable field and is not sent.
 * `existingCampaignDataFields` are the template's current ones: Iterable replaces the whole
 * object on update, so tags and `passthrough.campaignDataFields` are merged into them.
 */
export function toIterablePushTemplateFields(
  write: PushTemplateWrite,
  existingCampaignDataFields: Record<string, unknown> | null = null,
): Record<string, unknown> {
  const message = singleMessage(write);
  const fields: Record<string, unknown> = {};
  if (write.name != null) fields.name = write.name;
  if (message?.message_content?.title != null) fields.title = message.message_content.title;
  if (message?.message_content?.body != null) fields.message = message.message_content.body;

  const passthrough = write.passthrough ?? {};
  Object.assign(fields, passthrough);

  const passthroughCampaignDataFields = isRecord(passthrough.campaignDataFields) ? passthrough.campaignDataFields : undefined;
  if (write.tags != null || passthroughCampaignDataFields) {
    fields.campaignDataFields = {
      ...existingCampaignDataFields,
      ...passthroughCampaignDataFields,
      ...(write.tags != null ? { [TAGS_CAMPAIGN_DATA_FIELD]: write.tags } : {}),
    };
  }
  return fields;
}

/** Whether applying `write` needs the template's current `campaignDataFields` first. */
export function needsExistingCampaignDataFields(write: PushTemplateWrite): boolean {
  return write.tags != null || isRecord(write.passthrough?.campaignDataFields);
}
