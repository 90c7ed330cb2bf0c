import { BadRequestError, encodeCompositeId, pushTemplateSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { iterablePushTemplateSchema } from '../iterable-payloads.js';
import fullTemplate from './__fixtures__/push-template.json' with { type: 'json' };
import minimalTemplate from './__fixtures__/push-template-minimal.json' with { type: 'json' };
import { needsExistingCampaignDataFields, toIterablePushTemplateFields, toUnifiedPushTemplate } from './push-template.js';

describe('toUnifiedPushTemplate', () => {
  it('maps a full Iterable push template to one unified push message', () => {
    const unified = toUnifiedPushTemplate(iterablePushTemplateSchema.parse(fullTemplate));
    const id = encodeCompositeId('4571231');

    expect(unified).toEqual({
      id,
      remote_id: '4571231',
      name: 'Cart abandonment reminder',
      tags: ['retention', 'cart'],
      created_at: '2024-03-01T09:30:00.000Z',
      updated_at: '2024-04-01T09:00:00.000Z',
      messages: [
        {
          id,
          remote_id: '4571231',
          name: 'Cart abandonment reminder',
          message_type: { value: 'push', source_value: 'Push' },
          message_content: {
            title: 'You left something behind',
            subtitle: null,
            body: 'Hi {{firstName}}, your cart is waiting. Check out before it sells out!',
          },
        },
      ],
    });
    expect(pushTemplateSchema.parse(unified)).toEqual(unified);
  });

  it('gives nulls and no tags when Iterable sends only the id and name', () => {
    const unified = toUnifiedPushTemplate(iterablePushTemplateSchema.parse(minimalTemplate));

    expect(unified).toMatchObject({ remote_id: '4571299', tags: [], created_at: null, updated_at: null });
    expect(unified.messages?.[0]?.message_content).toEqual({ title: null, subtitle: null, body: null });
  });

  it('keeps only the string entries of stored tags', () => {
    const unified = toUnifiedPushTemplate({ templateId: 7, campaignDataFields: { unified_tags: ['a', 3, null, 'b'] } });

    expect(unified.tags).toEqual(['a', 'b']);
  });
});

describe('toIterablePushTemplateFields', () => {
  it('maps name, title and body; subtitle has no Iterable field', () => {
    const fields = toIterablePushTemplateFields({
      name: 'Flash sale',
      messages: [{ message_type: { value: 'push' }, message_content: { title: 'Today only', subtitle: 'ignored', body: '50% off' } }],
    });

    expect(fields).toEqual({ name: 'Flash sale', title: 'Today only', message: '50% off' });
  });

  it('leaves out absent and null members so Iterable keeps their values', () => {
    expect(toIterablePushTemplateFields({ name: null, tags: null, messages: [{ message_content: { title: null } }] })).toEqual({});
  });

  it("stores tags in campaignDataFields, keeping the template's other campaign data fields", () => {
    const fields = toIterablePushTemplateFields({ tags: ['promo'] }, { discountCode: 'SAVE10', unified_tags: ['old'] });

    expect(fields).toEqual({ campaignDataFields: { discountCode: 'SAVE10', unified_tags: ['promo'] } });
  });

  it('merges passthrough into the body, its campaignDataFields into the existing ones', () => {
    const fields = toIterablePushTemplateFields(
      { name: 'Mapped', passthrough: { name: 'From passthrough', sound: 'chime', campaignDataFields: { region: 'eu' } } },
      { discountCode: 'SAVE10' },
    );

    expect(fields).toEqual({ name: 'From passthrough', sound: 'chime', campaignDataFields: { discountCode: 'SAVE10', region: 'eu' } });
  });

  it('refuses more than one message', () => {
    expect(() => toIterablePushTemplateFields({ messages: [{}, {}] })).toThrow(BadRequestError);
  });

  it('refuses a message type other than push', () => {
    expect(() => toIterablePushTemplateFields({ messages: [{ message_type: { value: 'email' } }] })).toThrow(/cannot hold a "email" message/);
  });
});

describe('needsExistingCampaignDataFields', () => {
  it('is true only when tags or passthrough campaignDataFields change', () => {
    expect(needsExistingCampaignDataFields({ name: 'x' })).toBe(false);
    expect(needsExistingCampaignDataFields({ tags: [] })).toBe(true);
    expect(needsExistingCampaignDataFields({ passthrough: { campaignDataFields: {} } })).toBe(true);
  });
});
