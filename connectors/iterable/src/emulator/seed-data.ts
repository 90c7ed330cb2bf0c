import { pick, seededRandom, seededTimestamp } from '@openunified/connector-sdk/emulator';
import { type IterableMessageMedium, type IterableTemplateType, iterableTemplateTypes } from '../iterable-payloads.js';
import { TAGS_CAMPAIGN_DATA_FIELD } from '../mappers/push-template.js';

/** A template as the emulator keeps it: what `/get` returns plus the list-only attributes. */
export interface EmulatedTemplate {
  messageMedium: IterableMessageMedium;
  templateType: IterableTemplateType;
  fields: EmulatedTemplateFields;
}

export interface EmulatedTemplateFields extends Record<string, unknown> {
  templateId: number;
  name: string;
  createdAt: number;
  updatedAt: number;
  creatorUserId: string;
  messageTypeId: number;
}

export interface EmulatedMessageType {
  id: number;
  name: string;
  channelId: number;
  subscriptionPolicy: 'OptIn' | 'OptOut';
  rateLimitPerMinute?: number;
}

export const FIRST_TEMPLATE_ID = 100_001;

export const seededMessageTypes: readonly EmulatedMessageType[] = [
  { id: 40_001, name: 'Marketing Push', channelId: 30_001, subscriptionPolicy: 'OptOut' },
  { id: 40_002, name: 'Transactional Push', channelId: 30_002, subscriptionPolicy: 'OptOut', rateLimitPerMinute: 600 },
  { id: 40_003, name: 'Product Updates', channelId: 30_001, subscriptionPolicy: 'OptIn' },
  { id: 40_004, name: 'Newsletter Email', channelId: 30_003, subscriptionPolicy: 'OptIn' },
];
const pushMessageTypeIds = [40_001, 40_002, 40_003];
const emailMessageTypeId = 40_004;

const occasions = ['Welcome', 'Cart reminder', 'Price drop', 'Back in stock', 'Weekly digest', 'Order shipped', 'Flash sale', 'Win-back'];
const audiences = ['new users', 'VIP', 'lapsed buyers', 'all subscribers', 'beta testers'];
const titles = ['Hi {{firstName}}!', 'Just for you', 'Don\'t miss out', 'Good news', 'Your order update'];
const bodies = [
  'Your cart misses you, {{firstName}}. Complete your order today.',
  'Prices on items you viewed just dropped.',
  'Your package is on its way and arrives soon.',
  'A new week, new picks selected for you.',
  'Take 20% off everything until midnight.',
];
const creators = ['growth@example.com', 'lifecycle@example.com', 'crm-team@example.com'];
const tagChoices = ['onboarding', 'retention', 'promo', 'transactional', 'seasonal'];

function seededPushFields(random: () => number, index: number): Record<string, unknown> {
  const screen = pick(random, ['home', 'cart', 'offers', 'orders']);
  const fields: Record<string, unknown> = {
    title: pick(random, titles),
    message: pick(random, bodies),
    badge: '1',
    sound: 'default',
    payload: { screen },
    deeplink: { ios: `shop://${screen}`, android: `shop://${screen}` },
    isSilentPush: false,
  };
  if (index % 3 === 0) {
    const first = pick(random, tagChoices);
    const second = pick(random, tagChoices);
    fields.campaignDataFields = { [TAGS_CAMPAIGN_DATA_FIELD]: [...new Set([first, second])] };
  }
  return fields;
}

/**
 * `pushTemplateCount` push templates with an email template after every fourth, so the
 * `messageMedium` filter has something to leave out. Ids ascend from FIRST_TEMPLATE_ID.
 */
export function seedTemplates(seed: number, pushTemplateCount: number): EmulatedTemplate[] {
  const random = seededRandom(seed);
  const templates: EmulatedTemplate[] = [];
  let pushTemplatesMade = 0;
  for (let index = 0; pushTemplatesMade < pushTemplateCount; index += 1) {
    const messageMedium: IterableMessageMedium = index % 5 === 4 ? 'Email' : 'Push';
    const templateType = pick(random, iterableTemplateTypes);
    const createdAt = Date.parse(seededTimestamp(index * 7));
    const fields: EmulatedTemplateFields = {
      templateId: FIRST_TEMPLATE_ID + index,
      name: `${pick(random, occasions)} for ${pick(random, audiences)} #${index + 1}`,
      createdAt,
      updatedAt: createdAt + Math.floor(random() * 500) * 3_600_000,
      creatorUserId: pick(random, creators),
      messageTypeId: messageMedium === 'Push' ? pick(random, pushMessageTypeIds) : emailMessageTypeId,
      ...(templateType === 'Base' ? {} : { campaignId: 200_000 + index }),
      ...(index % 4 === 0 ? { clientTemplateId: `seeded-template-${index + 1}` } : {}),
    };
    if (messageMedium === 'Push') {
      Object.assign(fields, seededPushFields(random, index));
      pushTemplatesMade += 1;
    } else {
      Object.assign(fields, { subject: fields.name, html: '<p>Hello {{firstName}}</p>', fromEmail: 'news@example.com' });
    }
    templates.push({ messageMedium, templateType, fields });
  }
  return templates;
}
