import { type CrmContact, type CrmLifecycleStage, encodeCompositeId, mapEnumValue } from '@openunified/connector-sdk';
import type { PropertyCatalogue } from '../property-catalogue.js';
import type { HubspotObject } from '../provider-schemas.js';
import { type AddressProperties, mapAddresses } from './address.js';
import { distinctPresent, present, sharedRecordMembers } from './record-members.js';

export const CONTACT_ADDRESS: AddressProperties = { street1: 'address', city: 'city', state: 'state', zipCode: 'zip', country: 'country' };

/** The HubSpot-defined contact properties the unified contact is made of: what list and get request. */
export const CONTACT_PROPERTIES = [
  'firstname',
  'lastname',
  'email',
  'hs_additional_emails',
  'phone',
  'mobilephone',
  'company',
  'jobtitle',
  'lifecyclestage',
  'associatedcompanyid',
  'hubspot_owner_id',
  ...Object.values(CONTACT_ADDRESS),
] as const;

/** HubSpot's default lifecycle stages; an account's own stages (numeric ids) stay unmapped. */
export const LIFECYCLE_STAGES: Readonly<Record<string, CrmLifecycleStage>> = {
  subscriber: 'subscriber',
  lead: 'lead',
  marketingqualifiedlead: 'marketing_qualified_lead',
  salesqualifiedlead: 'sales_qualified_lead',
  opportunity: 'opportunity',
  customer: 'customer',
  evangelist: 'evangelist',
  other: 'other',
};

export function mapContact(contact: HubspotObject, catalogue: PropertyCatalogue): CrmContact {
  const { properties } = contact;
  const companyId = present(properties.associatedcompanyid);
  const lifecycleStage = present(properties.lifecyclestage);
  return {
    id: encodeCompositeId(contact.id),
    remote_id: contact.id,
    first_name: present(properties.firstname),
    last_name: present(properties.lastname),
    company_name: present(properties.company),
    job_title: present(properties.jobtitle),
    // HubSpot keeps further addresses in one `;`-separated property.
    emails: distinctPresent([properties.email, ...(properties.hs_additional_emails ?? '').split(';')]),
    phone_numbers: distinctPresent([properties.phone, properties.mobilephone]),
    lifecycle_stage: lifecycleStage === null ? null : mapEnumValue(lifecycleStage, LIFECYCLE_STAGES),
    account_ids: companyId === null ? [] : [encodeCompositeId(companyId)],
    remote_account_ids: companyId === null ? [] : [companyId],
    addresses: mapAddresses(properties, CONTACT_ADDRESS),
    ...sharedRecordMembers(contact, catalogue, 'lastmodifieddate'),
  };
}
