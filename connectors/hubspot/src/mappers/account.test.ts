import { crmAccountSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { PropertyCatalogue } from '../property-catalogue.js';
import { hubspotObjectSchema, hubspotPropertiesResponseSchema } from '../provider-schemas.js';
import companyFixture from './__fixtures__/company.json' with { type: 'json' };
import propertiesFixture from './__fixtures__/properties.json' with { type: 'json' };
import { mapAccount } from './account.js';

const catalogue = new PropertyCatalogue(hubspotPropertiesResponseSchema.parse(propertiesFixture).results);

describe('mapAccount', () => {
  it('maps a HubSpot company to the unified account, the industry by its label', () => {
    const account = mapAccount(hubspotObjectSchema.parse(companyFixture), catalogue);

    expect(crmAccountSchema.parse(account)).toEqual(account);
    expect(account).toMatchObject({
      remote_id: '18000000014',
      name: 'Northwind Labs',
      description: 'Northwind Labs makes software.',
      website: 'https://www.northwindlabs.example',
      industries: ['Computer Software'],
      annual_revenue: '12500000',
      number_of_employees: 240,
      phone_numbers: ['+49 30 555 0100'],
      addresses: [
        {
          street_1: '1 Main Street',
          street_2: 'Suite 400',
          city: 'Berlin',
          state: 'Berlin',
          zip_code: '10115',
          country: { value: 'DE', source_value: 'Germany' },
        },
      ],
      remote_owner_id: '77000035',
      unified_custom_fields: { account_tier: 'gold', churn_risk_score: 12.5 },
      created_at: '2023-11-02T09:00:00.000Z',
      updated_at: '2024-05-30T16:45:12.345Z',
    });
  });

  it('keeps an industry value without a known option as sent, and counts no employees from text', () => {
    const company = hubspotObjectSchema.parse({
      ...companyFixture,
      properties: { ...companyFixture.properties, industry: 'SPACE_MINING', numberofemployees: 'many' },
    });
    const account = mapAccount(company, new PropertyCatalogue([]));
    expect(account.industries).toEqual(['SPACE_MINING']);
    expect(account.number_of_employees).toBeNull();
    expect(account.unified_custom_fields).toEqual({});
  });
});
