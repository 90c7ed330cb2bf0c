import { BadRequestError, encodeCompositeId, type MarketingMessageType, toIsoDateTime, UNMAPPED_VALUE } from '@openunified/connector-sdk';

/**
 * Iterable templates have no tags. The connector keeps unified tags in the template's
 * `campaignDataFields` under this key: that object is stored with the template and returned by
 * every `GET /api/templates/{medium}/get`, and a campaign data field only matters to a template
 * that references `{{unified_tags}}`.
 */
export const TAGS_CAMPAIGN_DATA_FIELD = 'unified_tags';

/** What every unified template write body has, whatever its channel. */
export interface TemplateWrite {
  name?: string | null;
  tags?: string[] | null;
  messages?: TemplateMessageWrite[] | null;
  passthrough?: Record<string, unknown> | null;
}

interface TemplateMessageWrite {
  message_type?: { value?: MarketingMessageType | typeof UNMAPPED_VALUE | null } | null;
  message_content?: object | null;
}

/** How one Iterable template medium takes a unified write. */
export interface TemplateWriteRules<Content> {
  /** `push template`, `email template`: for messages. */
  noun: string;
  /** The unified message types a message of this medium may name. */
  messageTypes: readonly MarketingMessageType[];
  /** The Iterable body members for a message's content; null members are left out. */
  contentFields(content: Content): Record<string, unknown>;
}

/** Iterable templates the list, get and write actions know: the fields every medium's `get` answers. */
export interface IterableTemplateBase {
  templateId: number;
  name?: string | null;
  campaignDataFields?: Record<string, unknown> | null;
  createdAt?: number | string | null;
  updatedAt?: number | string | null;
}

export function readTags(campaignDataFields: Record<string, unknown> | null | undefined): string[] {
  const stored = campaignDataFields?.[TAGS_CAMPAIGN_DATA_FIELD];
  return Array.isArray(stored) ? stored.filter((tag): tag is string => typeof tag === 'string') : [];
}

/**
 * The members every unified template has. An Iterable template is one message, so the message
 * shares the template's ids: Iterable gives it none of its own.
 */
export function unifiedTemplateBase(template: IterableTemplateBase) {
  const remoteId = String(template.templateId);
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    name: template.name ?? null,
    tags: readTags(template.campaignDataFields),
    created_at: toIsoDateTime(template.createdAt),
    updated_at: toIsoDateTime(template.updatedAt),
  };
}

function singleMessage<Content>(write: TemplateWrite, rules: TemplateWriteRules<Content>): TemplateMessageWrite | undefined {
  const messages = write.messages ?? [];
  if (messages.length > 1) {
    throw new BadRequestError(`An Iterable ${rules.noun} holds exactly one message; the body has ${messages.length}`);
  }
  const message = messages[0];
  const messageType = message?.message_type?.value;
  // `unmapped_value` names no channel: the template's own medium decides, as when it is left out.
  if (messageType && messageType !== UNMAPPED_VALUE && !rules.messageTypes.includes(messageType)) {
    throw new BadRequestError(`An Iterable ${rules.noun} cannot hold a "${messageType}" message`);
  }
  return message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The members of `fields` that are neither undefined nor null: those leave Iterable's value alone. */
export function presentFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));
}

/**
 * The fields of an Iterable template upsert/update body for a unified write. Absent and null
 * members leave the template's value alone. `existingCampaignDataFields` are the template's
 * current ones: Iterable replaces the whole object on update, so tags and
 * `passthrough.campaignDataFields` are merged into them.
 */
export function toIterableTemplateFields<Content>(
  write: TemplateWrite,
  rules: TemplateWriteRules<Content>,
  existingCampaignDataFields: Record<string, unknown> | null = null,
): Record<string, unknown> {
  const message = singleMessage(write, rules);
  const fields: Record<string, unknown> = {};
  if (write.name != null) fields.name = write.name;
  if (message?.message_content) Object.assign(fields, rules.contentFields(message.message_content as Content));

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
export function needsExistingCampaignDataFields(write: TemplateWrite): boolean {
  return write.tags != null || isRecord(write.passthrough?.campaignDataFields);
}
