import { type CrmAccount, encodeCompositeId } from '@openunified/connector-sdk';
import type { PropertyCatalogue } from '../property-catalogue.js';
import type { HubspotObject } from '../provider-schemas.js';
import { type AddressProperties, mapAddresses } from './address.js';
import { distinctPresent, present, sharedRecordMembers } from './record-members.js';

const COMPANY_ADDRESS: AddressProperties = { street1: 'address', street2: 'address2', city: 'city', state: 'state', zipCode: 'zip', country: 'country' };

/** The HubSpot-defined company properties the unified account is made of: what list and get request. */
export const COMPANY_PROPERTIES = [
  'name',
  'description',
  'website',
  'industry',
  'annualrevenue',
  'numberofemployees',
  'phone',
  'hubspot_owner_id',
  ...Object.values(COMPANY_ADDRESS),
] as const;

function wholeNumber(value: string | null): number | null {
  const number = Number(value);
  return value !== null && value.trim() !== '' && Number.isSafeInteger(number) ? number : null;
}

/** A HubSpot company as a unified account. */
export function mapAccount(company: HubspotObject, catalogue: PropertyCatalogue): CrmAccount {
  const { properties } = company;
  const industry = present(properties.industry);
  return {
    id: encodeCompositeId(company.id),
    remote_id: company.id,
    name: present(properties.name),
    description: present(properties.description),
    website: present(properties.website),
    // HubSpot stores one industry as an option value (COMPUTER_SOFTWARE); its label reads better.
    industries: industry === null ? [] : [catalogue.optionLabel('industry', industry)],
    annual_revenue: present(properties.annualrevenue),
    number_of_employees: wholeNumber(present(properties.numberofemployees)),
    phone_numbers: distinctPresent([properties.phone]),
    addresses: mapAddresses(properties, COMPANY_ADDRESS),
    ...sharedRecordMembers(company, catalogue, 'hs_lastmodifieddate'),
  };
}
