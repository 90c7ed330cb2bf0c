import { isApiError } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { toHubspotCompanyAssociations, toHubspotContactProperties } from './contact-write.js';

function refusal(operation: () => unknown): string {
  try {
    operation();
  } catch (error) {
    if (isApiError(error) && error.statusCode === 400) return error.message;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('toHubspotContactProperties', () => {
  it('sends only the members given, null as an empty string to clear', () => {
    expect(toHubspotContactProperties({ first_name: 'Ada', last_name: null, job_title: undefined })).toEqual({ firstname: 'Ada', lastname: '' });
    expect(toHubspotContactProperties({})).toEqual({});
  });

  it('spreads the unified lists over HubSpot slots, clearing the slots a shorter list leaves empty', () => {
    expect(toHubspotContactProperties({ emails: ['ada@example.com'], phone_numbers: ['+1 1'] })).toEqual({
      email: 'ada@example.com',
      phone: '+1 1',
      mobilephone: '',
    });
    expect(toHubspotContactProperties({ emails: null, phone_numbers: [] })).toEqual({ email: '', phone: '', mobilephone: '' });
    expect(toHubspotContactProperties({ addresses: [{ street_1: '1 Main St', city: 'Berlin', country: { value: 'DE' } }] })).toEqual({
      address: '1 Main St',
      city: 'Berlin',
      state: '',
      zip: '',
      country: 'Germany',
    });
  });

  it('maps the lifecycle stage from its unified value or takes the HubSpot stage as is', () => {
    expect(toHubspotContactProperties({ lifecycle_stage: { value: 'sales_qualified_lead' } })).toEqual({ lifecyclestage: 'salesqualifiedlead' });
    expect(toHubspotContactProperties({ lifecycle_stage: { value: 'unmapped_value', source_value: '1034565' } })).toEqual({ lifecyclestage: '1034565' });
    expect(toHubspotContactProperties({ lifecycle_stage: null })).toEqual({ lifecyclestage: '' });
  });

  it('writes custom fields as HubSpot strings, options joined by ;, and lets passthrough win', () => {
    expect(
      toHubspotContactProperties({
        owner_id: 'c28xIQaWQ6NzcwMDAwMTg',
        unified_custom_fields: { nps_score: 9, newsletter_opt_in: false, interests: ['webinars', 'events'], favorite_product: null },
        passthrough: { hs_lead_status: 'OPEN', nps_score: '10' },
      }),
    ).toEqual({
      hubspot_owner_id: '77000018',
      nps_score: '10',
      newsletter_opt_in: 'false',
      interests: 'webinars;events',
      favorite_product: '',
      hs_lead_status: 'OPEN',
    });
  });

  it('refuses what HubSpot cannot keep instead of dropping it', () => {
    expect(refusal(() => toHubspotContactProperties({ emails: ['a@example.com', 'b@example.com'] }))).toContain('emails: HubSpot keeps at most 1');
    expect(refusal(() => toHubspotContactProperties({ phone_numbers: ['1', '2', '3'] }))).toContain('phone_numbers');
    expect(refusal(() => toHubspotContactProperties({ addresses: [{}, {}] }))).toContain('one address');
    expect(refusal(() => toHubspotContactProperties({ addresses: [{ street_2: 'Apt 2' }] }))).toContain('one street line');
    expect(refusal(() => toHubspotContactProperties({ addresses: [{ country: { value: 'XX' } }] }))).toContain('"XX" is not an ISO 3166-1');
    expect(refusal(() => toHubspotContactProperties({ lifecycle_stage: { value: 'unmapped_value' } }))).toContain('source_value');
    expect(refusal(() => toHubspotContactProperties({ unified_custom_fields: { nested: { a: 1 } } }))).toContain('unified_custom_fields.nested');
  });
});

describe('toHubspotCompanyAssociations', () => {
  it('links the first account as the primary company', () => {
    expect(toHubspotCompanyAssociations(['c28xIQaWQ6MTgwMDAwMDAwMTQ', '18000000027'])).toEqual([
      { to: { id: '18000000014' }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 1 }] },
      { to: { id: '18000000027' }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 279 }] },
    ]);
    expect(toHubspotCompanyAssociations(undefined)).toEqual([]);
    expect(refusal(() => toHubspotCompanyAssociations(['acme']))).toContain('not a HubSpot company id');
  });
});
