import { pick, seededRandom, seededTimestamp } from '@openunified/connector-sdk/emulator';
import { type IterableCampaignState, type IterableMessageMedium, type IterableTemplateType, iterableTemplateTypes } from '../iterable-payloads.js';
import { TAGS_CAMPAIGN_DATA_FIELD } from '../mappers/template-fields.js';

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

/** A campaign as `GET /api/campaigns/{id}` answers it (CampaignDetails). */
export interface EmulatedCampaign extends Record<string, unknown> {
  id: number;
  name: string;
  type: 'Blast' | 'Triggered';
  campaignState: IterableCampaignState;
  messageMedium: IterableMessageMedium;
  templateId: number;
  createdAt: number;
  updatedAt: number;
  createdByUserId: string;
}

/** A snippet as `GET /api/snippets/{identifier}` answers it (SnippetResponse): instants are ISO 8601. */
export interface EmulatedSnippet extends Record<string, unknown> {
  id: number;
  name: string;
  content: string;
  description?: string;
  variables: string[];
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  updatedBy: string;
  projectId: number;
}

/** How many templates of each medium to seed. */
export interface TemplateCounts {
  push: number;
  email: number;
  sms: number;
  inApp: number;
}

export const defaultTemplateCounts: TemplateCounts = { push: 40, email: 20, sms: 12, inApp: 10 };

export const FIRST_TEMPLATE_ID = 100_001;
export const FIRST_SNIPPET_ID = 5_001;
export const EMULATED_PROJECT_ID = 12_345;

export const seededMessageTypes: readonly EmulatedMessageType[] = [
  { id: 40_001, name: 'Marketing Push', channelId: 30_001, subscriptionPolicy: 'OptOut' },
  { id: 40_002, name: 'Transactional Push', channelId: 30_002, subscriptionPolicy: 'OptOut', rateLimitPerMinute: 600 },
  { id: 40_003, name: 'Product Updates', channelId: 30_001, subscriptionPolicy: 'OptIn' },
  { id: 40_004, name: 'Newsletter Email', channelId: 30_003, subscriptionPolicy: 'OptIn' },
  { id: 40_005, name: 'Transactional Email', channelId: 30_004, subscriptionPolicy: 'OptOut' },
  { id: 40_006, name: 'Marketing SMS', channelId: 30_005, subscriptionPolicy: 'OptIn', rateLimitPerMinute: 300 },
  { id: 40_007, name: 'In-App Messages', channelId: 30_006, subscriptionPolicy: 'OptOut' },
];
const messageTypeIdsByMedium: Record<IterableMessageMedium, readonly number[]> = {
  Push: [40_001, 40_002, 40_003],
  Email: [40_004, 40_005],
  SMS: [40_006],
  InApp: [40_007],
};

const occasions = ['Welcome', 'Cart reminder', 'Price drop', 'Back in stock', 'Weekly digest', 'Order shipped', 'Flash sale', 'Win-back'];
const audiences = ['new users', 'VIP', 'lapsed buyers', 'all subscribers', 'beta testers'];
const titles = ['Hi {{firstName}}!', 'Just for you', "Don't miss out", 'Good news', 'Your order update'];
const bodies = [
  'Your cart misses you, {{firstName}}. Complete your order today.',
  'Prices on items you viewed just dropped.',
  'Your package is on its way and arrives soon.',
  'A new week, new picks selected for you.',
  'Take 20% off everything until midnight.',
];
const subjects = [
  '{{firstName}}, your picks are here',
  'Last chance: 20% off ends tonight',
  'Your order has shipped',
  'Welcome to the club',
  "What's new this week",
];
const preheaders = ['Open for a little something.', 'Ends at midnight.', 'Track it in one tap.', 'Here is how to get started.', null];
const senders = [
  { fromName: 'Shop Team', fromEmail: 'news@example.com' },
  { fromName: 'Shop Orders', fromEmail: 'orders@example.com' },
];
const smsBodies = [
  'Shop: {{firstName}}, 20% off ends tonight. Shop now: https://ex.co/s Reply STOP to opt out',
  'Shop: your order {{orderId}} has shipped. Track: https://ex.co/t',
  'Shop: items in your cart are selling fast. https://ex.co/c Reply STOP to opt out',
  'Shop: welcome! Use code HELLO10 for 10% off your first order.',
];
const creators = ['growth@example.com', 'lifecycle@example.com', 'crm-team@example.com'];
const tagChoices = ['onboarding', 'retention', 'promo', 'transactional', 'seasonal'];

function seededTags(random: () => number): Record<string, unknown> {
  const first = pick(random, tagChoices);
  const second = pick(random, tagChoices);
  return { campaignDataFields: { [TAGS_CAMPAIGN_DATA_FIELD]: [...new Set([first, second])] } };
}

function seededPushFields(random: () => number): Record<string, unknown> {
  const screen = pick(random, ['home', 'cart', 'offers', 'orders']);
  return {
    title: pick(random, titles),
    message: pick(random, bodies),
    badge: '1',
    sound: 'default',
    payload: { screen },
    deeplink: { ios: `shop://${screen}`, android: `shop://${screen}` },
    isSilentPush: false,
  };
}

function seededEmailFields(random: () => number, name: string): Record<string, unknown> {
  const subject = pick(random, subjects);
  const preheader = pick(random, preheaders);
  const sender = pick(random, senders);
  const paragraph = pick(random, bodies);
  return {
    subject,
    ...(preheader ? { preheaderText: preheader } : {}),
    ...sender,
    replyToEmail: 'support@example.com',
    ccEmails: [],
    bccEmails: [],
    html: `<html><body><h1>${subject}</h1><p>${paragraph}</p>{{snippet "unsubscribe-footer"}}</body></html>`,
    plainText: `${subject}\n\n${paragraph}`,
    googleAnalyticsCampaignName: name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-'),
    linkParams: [{ key: 'utm_source', value: 'iterable' }],
    dataFeedIds: [],
    cacheDataFeed: false,
    mergeDataFeedContext: false,
  };
}

function seededSmsFields(random: () => number): Record<string, unknown> {
  return {
    message: pick(random, smsBodies),
    ...(random() < 0.3 ? { imageUrl: 'https://cdn.example.com/mms/offer.png' } : {}),
    trackingDomain: 'ex.co',
    linkParams: [],
  };
}

function seededInAppFields(random: () => number): Record<string, unknown> {
  const title = pick(random, titles);
  return {
    html: `<div class="modal"><h2>${title}</h2><p>${pick(random, bodies)}</p><a href="iterable://dismiss">Close</a></div>`,
    inAppDisplaySettings: { top: { percentage: 10 }, right: { percentage: 10 }, bottom: { percentage: 10 }, left: { percentage: 10 }, shouldAnimate: true },
    webInAppDisplaySettings: { position: 'Center' },
    inboxMetadata: { title, subtitle: 'Tap to read', icon: 'https://cdn.example.com/icons/bell.png' },
    payload: {},
    expirationDuration: 'now+30d',
  };
}

/**
 * Spreads the mediums evenly over ascending ids: each medium's templates sit at (k + 0.5) / count
 * of the sequence, so every page of an unfiltered list shows a mix.
 */
function mediumSequence(counts: TemplateCounts): IterableMessageMedium[] {
  const slots: { medium: IterableMessageMedium; position: number; order: number }[] = [];
  const entries: [IterableMessageMedium, number][] = [
    ['Push', counts.push],
    ['Email', counts.email],
    ['SMS', counts.sms],
    ['InApp', counts.inApp],
  ];
  entries.forEach(([medium, count], order) => {
    for (let k = 0; k < count; k += 1) slots.push({ medium, position: (k + 0.5) / count, order });
  });
  return slots.sort((left, right) => left.position - right.position || left.order - right.order).map((slot) => slot.medium);
}

/**
 * Templates of every medium, ids ascending from FIRST_TEMPLATE_ID. A third of each medium's
 * templates carry unified tags; templates of a campaign (every type but Base) name it in `campaignId`.
 */
export function seedTemplates(seed: number, counts: Partial<TemplateCounts> = {}): EmulatedTemplate[] {
  const random = seededRandom(seed);
  const mediums = mediumSequence({ ...defaultTemplateCounts, ...counts });
  const madeByMedium: Partial<Record<IterableMessageMedium, number>> = {};
  return mediums.map((messageMedium, index) => {
    const ordinal = madeByMedium[messageMedium] ?? 0;
    madeByMedium[messageMedium] = ordinal + 1;
    const templateType = pick(random, iterableTemplateTypes);
    const createdAt = Date.parse(seededTimestamp(index * 7));
    const name = `${pick(random, occasions)} for ${pick(random, audiences)} #${index + 1}`;
    const fields: EmulatedTemplateFields = {
      templateId: FIRST_TEMPLATE_ID + index,
      name,
      createdAt,
      updatedAt: createdAt + Math.floor(random() * 500) * 3_600_000,
      creatorUserId: pick(random, creators),
      messageTypeId: pick(random, messageTypeIdsByMedium[messageMedium]),
      ...(templateType === 'Base' ? {} : { campaignId: 200_000 + index }),
      ...(index % 4 === 0 ? { clientTemplateId: `seeded-template-${index + 1}` } : {}),
    };
    if (messageMedium === 'Push') Object.assign(fields, seededPushFields(random));
    if (messageMedium === 'Email') Object.assign(fields, seededEmailFields(random, name));
    if (messageMedium === 'SMS') Object.assign(fields, seededSmsFields(random));
    if (messageMedium === 'InApp') Object.assign(fields, seededInAppFields(random));
    if (ordinal % 3 === 0) Object.assign(fields, seededTags(random));
    return { messageMedium, templateType, fields };
  });
}

const blastStates: readonly IterableCampaignState[] = ['Draft', 'Ready', 'Scheduled', 'Running', 'Finished', 'Finished', 'Aborted', 'Recurring', 'Archived'];
const triggeredStates: readonly IterableCampaignState[] = ['Draft', 'Running', 'Running', 'Finished', 'Archived'];
const labelChoices = ['Q1', 'Q2', 'holiday', 'lifecycle', 'experiment', 'evergreen'];

/**
 * One campaign per template that belongs to one (every type but Base), with the template's id,
 * medium and campaignId: Blast templates make blast campaigns, Triggered and Workflow templates
 * triggered ones (workflow campaigns name their journey in `workflowId`).
 */
export function seedCampaigns(seed: number, templates: readonly EmulatedTemplate[]): EmulatedCampaign[] {
  const random = seededRandom(seed + 1);
  return templates
    .filter((template) => typeof template.fields.campaignId === 'number')
    .map((template, index) => {
      const type = template.templateType === 'Blast' ? 'Blast' : 'Triggered';
      const campaignState = pick(random, type === 'Blast' ? blastStates : triggeredStates);
      const createdAt = template.fields.createdAt + 3_600_000;
      const startAt = createdAt + (1 + Math.floor(random() * 72)) * 3_600_000;
      const started = ['Starting', 'Running', 'Finished', 'Aborted'].includes(campaignState);
      const labels = random() < 0.6 ? [...new Set([pick(random, labelChoices), pick(random, labelChoices)])] : [];
      return {
        id: template.fields.campaignId as number,
        name: `${template.fields.name} (${type === 'Blast' ? 'blast' : 'triggered'})`,
        type,
        campaignState,
        messageMedium: template.messageMedium,
        templateId: template.fields.templateId,
        createdAt,
        updatedAt: createdAt + Math.floor(random() * 400) * 3_600_000,
        createdByUserId: template.fields.creatorUserId,
        updatedByUserId: pick(random, creators),
        labels,
        ...(type === 'Blast' ? { listIds: [70_001 + (index % 5)], suppressionListIds: index % 3 === 0 ? [79_001] : [] } : {}),
        ...(type === 'Blast' && ['Scheduled', 'Starting', 'Running', 'Finished', 'Aborted', 'Recurring'].includes(campaignState) ? { startAt } : {}),
        ...(type === 'Blast' && started && campaignState !== 'Running' ? { endedAt: startAt + 2 * 3_600_000 } : {}),
        ...(started ? { sendSize: 1_000 + Math.floor(random() * 50_000) } : {}),
        ...(template.templateType === 'Workflow' ? { workflowId: 60_000 + index } : {}),
        ...(campaignState === 'Recurring' ? { recurringCampaignId: template.fields.campaignId as number } : {}),
      };
    });
}

const seededSnippetContents: readonly { name: string; description?: string; content: string; variables: string[] }[] = [
  {
    name: 'header',
    description: 'Logo and navigation',
    content: '<table class="header"><tr><td><img src="https://cdn.example.com/logo.png" alt="Shop"></td></tr></table>',
    variables: [],
  },
  {
    name: 'unsubscribe-footer',
    description: 'Legal footer with the unsubscribe link',
    content: '<p class="footer">You receive this because you signed up at example.com. <a href="{{unsubscribeUrl}}">Unsubscribe</a></p>',
    variables: [],
  },
  { name: 'social-links', content: '<p><a href="https://x.com/shop">X</a> · <a href="https://instagram.com/shop">Instagram</a></p>', variables: [] },
  {
    name: 'promo-banner',
    description: 'Seasonal banner; pass the discount',
    content: '{{#if discount}}<div class="banner">Save {{discount}}% today</div>{{/if}}',
    variables: ['discount'],
  },
  { name: 'greeting', content: 'Hi {{#if firstName}}{{firstName}}{{else}}there{{/if}},', variables: ['firstName'] },
  { name: 'address-block', description: 'Company postal address', content: '<address>Shop Inc., 1 Market St, San Francisco, CA</address>', variables: [] },
  {
    name: 'order-summary',
    description: 'Order lines from the event data',
    content: '{{#each items}}<tr><td>{{name}}</td><td>{{quantity}}</td><td>{{price}}</td></tr>{{/each}}',
    variables: ['items'],
  },
  { name: 'legal-disclaimer', content: '<small>Offer valid while stocks last. Terms apply.</small>', variables: [] },
];

/** Snippets with ascending ids from FIRST_SNIPPET_ID; `count` beyond the named ones repeats them with a suffix. */
export function seedSnippets(seed: number, count = seededSnippetContents.length): EmulatedSnippet[] {
  const random = seededRandom(seed + 2);
  return Array.from({ length: count }, (_, index) => {
    const template = seededSnippetContents[index % seededSnippetContents.length]!;
    const round = Math.floor(index / seededSnippetContents.length);
    const createdAt = Date.parse(seededTimestamp(index * 11));
    const author = pick(random, creators);
    return {
      id: FIRST_SNIPPET_ID + index,
      name: round === 0 ? template.name : `${template.name}-${round + 1}`,
      content: template.content,
      ...(template.description ? { description: template.description } : {}),
      variables: template.variables,
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(createdAt + Math.floor(random() * 300) * 3_600_000).toISOString(),
      createdBy: author,
      updatedBy: random() < 0.5 ? author : pick(random, creators),
      projectId: EMULATED_PROJECT_ID,
    };
  });
}
