import { campaignSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { iterableCampaignSchema } from '../iterable-payloads.js';
import blastCampaign from './__fixtures__/campaign-blast.json' with { type: 'json' };
import triggeredCampaign from './__fixtures__/campaign-triggered.json' with { type: 'json' };
import { toUnifiedCampaign } from './campaign.js';

describe('toUnifiedCampaign', () => {
  it('maps a finished blast campaign: its template as the message, labels as tags, send window', () => {
    const unified = toUnifiedCampaign(iterableCampaignSchema.parse(blastCampaign));

    expect(unified).toEqual({
      id: encodeCompositeId('882040'),
      remote_id: '882040',
      name: 'Spring newsletter blast',
      description: null,
      created_at: '2024-03-01T10:30:00.000Z',
      updated_at: '2024-03-02T17:20:00.000Z',
      archived: false,
      draft: false,
      status: { value: 'unmapped_value', source_value: 'Finished' },
      schedule_type: { value: 'scheduled', source_value: 'Blast' },
      channels: [{ value: 'email', source_value: 'Email' }],
      first_sent_at: '2024-03-02T09:00:00.000Z',
      last_sent_at: '2024-03-02T11:00:00.000Z',
      tags: ['Q1', 'newsletter'],
      messages: [
        {
          id: encodeCompositeId('4571400'),
          remote_id: '4571400',
          name: null,
          message_type: { value: 'email', source_value: 'Email' },
          message_content: null,
        },
      ],
    });
    expect(campaignSchema.parse(unified)).toEqual(unified);
  });

  it('maps a running triggered push campaign to both mobile push channels, live', () => {
    const unified = toUnifiedCampaign(iterableCampaignSchema.parse(triggeredCampaign));

    expect(unified).toMatchObject({
      status: { value: 'live', source_value: 'Running' },
      schedule_type: { value: 'triggered', source_value: 'Triggered' },
      channels: [
        { value: 'ios_push', source_value: 'Push' },
        { value: 'android_push', source_value: 'Push' },
      ],
      first_sent_at: null,
      last_sent_at: null,
      tags: [],
    });
    expect(unified.messages?.[0]?.message_type).toEqual({ value: 'push', source_value: 'Push' });
  });

  it('flags drafts and archived campaigns, and recurring blasts', () => {
    const draft = toUnifiedCampaign({ id: 1, campaignState: 'Draft', type: 'Blast' });
    const archived = toUnifiedCampaign({ id: 2, campaignState: 'Archived', type: 'Blast', messageMedium: 'InApp', templateId: 9 });
    const recurring = toUnifiedCampaign({ id: 3, campaignState: 'Recurring', type: 'Blast' });

    expect(draft).toMatchObject({ draft: true, archived: false, status: { value: 'draft' }, messages: [], channels: [] });
    expect(archived).toMatchObject({
      draft: false,
      archived: true,
      status: { value: 'archived' },
      channels: [{ value: 'unmapped_value', source_value: 'InApp' }],
    });
    expect(archived.messages?.[0]?.message_type).toEqual({ value: 'in_app', source_value: 'InApp' });
    expect(recurring.schedule_type).toEqual({ value: 'recurring', source_value: 'Blast' });
    for (const campaign of [draft, archived, recurring]) expect(campaignSchema.safeParse(campaign).success).toBe(true);
  });
});
