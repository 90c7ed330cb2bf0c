import {
  type Campaign,
  type CampaignChannel,
  type CampaignMessage,
  type CampaignScheduleType,
  type CampaignStatus,
  encodeCompositeId,
  type MarketingMessageType,
  mapEnumValue,
  toIsoDateTime,
  UNMAPPED_VALUE,
} from '@openunified/connector-sdk';
import type { IterableCampaign } from '../iterable-payloads.js';

/**
 * Iterable's campaign states as unified statuses. Ready, Scheduled, Starting, Running and
 * Recurring campaigns are live (launched, sending or about to); Finished and Aborted ones have no
 * unified status and answer `unmapped_value` with the state in `source_value`.
 */
const statusByCampaignState: Readonly<Record<string, CampaignStatus>> = {
  draft: 'draft',
  archived: 'archived',
  ready: 'live',
  scheduled: 'live',
  starting: 'live',
  running: 'live',
  recurring: 'live',
};

/** States in which a campaign has started sending, so `startAt` is when it first sent. */
const sentStates = new Set(['starting', 'running', 'finished', 'aborted']);

/** Iterable's message mediums as unified channels: a push campaign reaches both mobile platforms. */
const channelsByMedium: Readonly<Record<string, CampaignChannel[]>> = {
  email: ['email'],
  sms: ['sms'],
  push: ['ios_push', 'android_push'],
  webpush: ['web_push'],
};

const messageTypeByMedium: Readonly<Record<string, MarketingMessageType>> = {
  email: 'email',
  sms: 'sms',
  push: 'push',
  inapp: 'in_app',
  webpush: 'web_push',
};

function channelsOf(messageMedium: string | null | undefined) {
  if (!messageMedium) return [];
  const channels = channelsByMedium[messageMedium.toLowerCase()];
  if (!channels) return [{ value: UNMAPPED_VALUE, source_value: messageMedium } as const];
  return channels.map((channel) => ({ value: channel, source_value: messageMedium }));
}

/**
 * Triggered campaigns send on an event or API call; a blast that repeats (state Recurring, or a
 * child of a recurring campaign) is recurring; any other blast is sent at its start time, now or later.
 */
function scheduleTypeOf(campaign: IterableCampaign) {
  if (!campaign.type) return null;
  const type = campaign.type.toLowerCase();
  let value: CampaignScheduleType | typeof UNMAPPED_VALUE = UNMAPPED_VALUE;
  if (type === 'triggered') value = 'triggered';
  else if (type === 'blast') value = campaign.campaignState === 'Recurring' || campaign.recurringCampaignId != null ? 'recurring' : 'scheduled';
  return { value, source_value: campaign.type };
}

/** The campaign's template, as its only message; its content stays with the template routes. */
function messagesOf(campaign: IterableCampaign): CampaignMessage[] {
  if (campaign.templateId == null) return [];
  const remoteId = String(campaign.templateId);
  return [
    {
      id: encodeCompositeId(remoteId),
      remote_id: remoteId,
      name: null,
      message_type: mapEnumValue(campaign.messageMedium, messageTypeByMedium),
      message_content: null,
    },
  ];
}

export function toUnifiedCampaign(campaign: IterableCampaign): Campaign {
  const remoteId = String(campaign.id);
  const state = campaign.campaignState ?? null;
  const hasSent = state !== null && sentStates.has(state.toLowerCase());
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    name: campaign.name ?? null,
    description: null,
    created_at: toIsoDateTime(campaign.createdAt),
    updated_at: toIsoDateTime(campaign.updatedAt),
    archived: state === null ? null : state === 'Archived',
    draft: state === null ? null : state === 'Draft',
    status: mapEnumValue(state, statusByCampaignState),
    schedule_type: scheduleTypeOf(campaign),
    channels: channelsOf(campaign.messageMedium),
    first_sent_at: hasSent ? toIsoDateTime(campaign.startAt) : null,
    last_sent_at: hasSent ? toIsoDateTime(campaign.endedAt) : null,
    tags: campaign.labels ?? [],
    messages: messagesOf(campaign),
  };
}
