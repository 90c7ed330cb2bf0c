import { atsOfferSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { greenhouseOfferSchema, parseProviderBody } from '../provider-schemas.js';
import offerFixture from './__fixtures__/offer.json' with { type: 'json' };
import { mapOffer } from './offer.js';

const offer = (fixture: unknown) => parseProviderBody(greenhouseOfferSchema, fixture, 'offer');

describe('mapOffer', () => {
  it('maps an unresolved offer as pending, its dates as midnight UTC', () => {
    const mapped = mapOffer(offer(offerFixture));

    expect(atsOfferSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toEqual({
      id: encodeCompositeId('1142785'),
      remote_id: '1142785',
      application_id: encodeCompositeId('88120001'),
      remote_application_id: '88120001',
      candidate_id: encodeCompositeId('71234501'),
      job_id: encodeCompositeId('512'),
      offer_status: { value: 'pending', source_value: 'unresolved' },
      version: 2,
      sent_at: '2023-04-21T00:00:00.000Z',
      start_date: '2023-06-01T00:00:00.000Z',
      resolved_at: null,
      created_at: '2023-04-20T10:00:00.000Z',
      updated_at: '2023-04-22T14:00:00.000Z',
      unified_custom_fields: { salary: '150k', time_type: 'Full-time' },
    });
  });

  it('keeps the other statuses, and a deprecated version as unmapped_value', () => {
    for (const status of ['accepted', 'rejected']) {
      expect(mapOffer(offer({ ...offerFixture, status })).offer_status).toEqual({ value: status, source_value: status });
    }
    expect(mapOffer(offer({ ...offerFixture, status: 'deprecated' })).offer_status).toEqual({ value: 'unmapped_value', source_value: 'deprecated' });
  });
});
