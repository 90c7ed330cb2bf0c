import { crmContactSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { PropertyCatalogue } from '../property-catalogue.js';
import { hubspotObjectSchema, hubspotPropertiesResponseSchema } from '../provider-schemas.js';
import contactFixture from './__fixtures__/contact.json' with { type: 'json' };
import sparseFixture from './__fixtures__/contact-sparse.json' with { type: 'json' };
import propertiesFixture from './__fixtures__/properties.json' with { type: 'json' };
import { mapContact } from './contact.js';

const catalogue = new PropertyCatalogue(hubspotPropertiesResponseSchema.parse(propertiesFixture).results);

describe('mapContact', () => {
  it('maps a full HubSpot contact to the unified contact', () => {
    const contact = mapContact(hubspotObjectSchema.parse(contactFixture), catalogue);

    expect(crmContactSchema.parse(contact)).toEqual(contact);
    expect(contact).toMatchObject({
      id: 'c28xIQaWQ6NTEwMDAwMDAxMjA',
      remote_id: '51000000120',
      first_name: 'Ada',
      last_name: 'Lovelace',
      company_name: 'Northwind Labs',
      job_title: 'CTO',
      emails: ['ada.lovelace@northwind.example', 'ada@personal.example'],
      phone_numbers: ['+1 617 555 0100', '+1 857 555 0101'],
      lifecycle_stage: { value: 'marketing_qualified_lead', source_value: 'marketingqualifiedlead' },
      remote_account_ids: ['18000000014'],
      remote_owner_id: '77000018',
      addresses: [
        {
          street_1: '25 First Street',
          street_2: null,
          city: 'Cambridge',
          state: 'MA',
          zip_code: '02139',
          country: { value: 'US', source_value: 'United States' },
        },
      ],
      created_at: '2024-03-04T10:15:00.000Z',
      updated_at: '2024-06-01T08:00:00.000Z',
    });
    expect(contact.account_ids).toEqual(['c28xIQaWQ6MTgwMDAwMDAwMTQ']);
    expect(contact.owner_id).toBe('c28xIQaWQ6NzcwMDAwMTg');
  });

  it('types the custom properties by their definitions and leaves HubSpot-defined ones out', () => {
    const contact = mapContact(hubspotObjectSchema.parse(contactFixture), catalogue);
    expect(contact.unified_custom_fields).toEqual({
      nps_score: 9,
      newsletter_opt_in: true,
      interests: ['webinars', 'case_studies'],
      favorite_product: 'enterprise',
      last_event_attended: '2024-05-20',
      account_tier: null,
      churn_risk_score: null,
    });
  });

  it('maps missing and empty values to null or empty lists, an account stage to unmapped_value, epoch timestamps to ISO', () => {
    const contact = mapContact(hubspotObjectSchema.parse(sparseFixture), catalogue);

    expect(crmContactSchema.parse(contact)).toEqual(contact);
    expect(contact).toMatchObject({
      last_name: null,
      job_title: null,
      emails: [],
      phone_numbers: [],
      lifecycle_stage: { value: 'unmapped_value', source_value: '1034565' },
      account_ids: [],
      owner_id: null,
      addresses: [{ street_1: null, city: null, country: { value: null, source_value: 'Somewhere else' } }],
      created_at: '2024-06-01T00:00:00.000Z',
      updated_at: '2024-06-02T00:00:00.000Z',
    });
    expect(contact.unified_custom_fields).toMatchObject({ nps_score: null, interests: null });
  });
});
