import { type CrmAddress, countryCodeFromName } from '@openunified/connector-sdk';
import { present } from './record-members.js';

/** The HubSpot properties one postal address is spread over (contacts have no second street line). */
export interface AddressProperties {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/**
 * A HubSpot record holds at most one address, in plain properties; the unified `addresses`
 * is empty when every one of them is. HubSpot's country is free text ("Germany", "DE"): `value`
 * is its ISO code when it names a country, else null.
 */
export function mapAddresses(properties: Record<string, string | null>, names: AddressProperties): CrmAddress[] {
  const country = present(properties[names.country]);
  const address: CrmAddress = {
    street_1: present(properties[names.street1]),
    street_2: names.street2 === undefined ? null : present(properties[names.street2]),
    city: present(properties[names.city]),
    state: present(properties[names.state]),
    zip_code: present(properties[names.zipCode]),
    country: country === null ? null : { value: countryCodeFromName(country) ?? null, source_value: country },
  };
  return Object.values(address).every((value) => value === null) ? [] : [address];
}
