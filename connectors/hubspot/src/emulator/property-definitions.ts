import type { HubspotProperty } from '../provider-schemas.js';

/**
 * The property definitions the emulator serves at `/crm/v3/properties/{objectType}`: a subset of
 * HubSpot's own (`hubspotDefined: true`) and a few custom ones an account could have created.
 * Writes are checked against them as HubSpot checks them: unknown names, read-only values,
 * options of enumerations, numbers and booleans.
 */

export interface EmulatedProperty extends HubspotProperty {
  modificationMetadata: { archivable: boolean; readOnlyDefinition: boolean; readOnlyValue: boolean };
}

type Shape = Pick<HubspotProperty, 'type' | 'fieldType'>;
const text: Shape = { type: 'string', fieldType: 'text' };
const number: Shape = { type: 'number', fieldType: 'number' };
const datetime: Shape = { type: 'datetime', fieldType: 'date' };
const date: Shape = { type: 'date', fieldType: 'date' };
const checkbox: Shape = { type: 'bool', fieldType: 'booleancheckbox' };
const select: Shape = { type: 'enumeration', fieldType: 'select' };
const multiSelect: Shape = { type: 'enumeration', fieldType: 'checkbox' };

function options(values: readonly (readonly [value: string, label: string])[]) {
  return values.map(([value, label], displayOrder) => ({ value, label, displayOrder, hidden: false }));
}

interface Definition {
  shape: Shape;
  label: string;
  readOnly?: boolean;
  options?: readonly (readonly [string, string])[];
  description?: string;
  changedAt?: string;
}

const PORTAL_CREATED_AT = '2023-03-01T09:00:00.000Z';

function property(name: string, definition: Definition, hubspotDefined: boolean): EmulatedProperty {
  return {
    name,
    label: definition.label,
    type: definition.shape.type,
    fieldType: definition.shape.fieldType,
    description: definition.description ?? '',
    groupName: hubspotDefined ? 'contactinformation' : 'custom_properties',
    options: options(definition.options ?? []),
    ...(hubspotDefined && { hubspotDefined: true }),
    archived: false,
    // HubSpot's own properties date from the portal's creation; custom ones from when an administrator added them.
    createdAt: definition.changedAt ?? PORTAL_CREATED_AT,
    updatedAt: definition.changedAt ?? PORTAL_CREATED_AT,
    modificationMetadata: { archivable: !hubspotDefined, readOnlyDefinition: hubspotDefined, readOnlyValue: definition.readOnly ?? false },
  };
}

function definitions(hubspotDefined: Record<string, Definition>, custom: Record<string, Definition>): EmulatedProperty[] {
  return [
    ...Object.entries(hubspotDefined).map(([name, definition]) => property(name, definition, true)),
    ...Object.entries(custom).map(([name, definition]) => property(name, definition, false)),
  ];
}

export const LIFECYCLE_STAGE_OPTIONS = [
  ['subscriber', 'Subscriber'],
  ['lead', 'Lead'],
  ['marketingqualifiedlead', 'Marketing Qualified Lead'],
  ['salesqualifiedlead', 'Sales Qualified Lead'],
  ['opportunity', 'Opportunity'],
  ['customer', 'Customer'],
  ['evangelist', 'Evangelist'],
  ['other', 'Other'],
  // An account's own stage: HubSpot gives those numeric internal values.
  ['1034565', 'Churned'],
] as const;

export const INDUSTRY_OPTIONS = [
  ['COMPUTER_SOFTWARE', 'Computer Software'],
  ['FINANCIAL_SERVICES', 'Financial Services'],
  ['HOSPITAL_HEALTH_CARE', 'Hospital & Health Care'],
  ['MARKETING_AND_ADVERTISING', 'Marketing and Advertising'],
  ['RETAIL', 'Retail'],
  ['LOGISTICS_AND_SUPPLY_CHAIN', 'Logistics and Supply Chain'],
  ['EDUCATION_MANAGEMENT', 'Education Management'],
  ['RENEWABLES_ENVIRONMENT', 'Renewables & Environment'],
] as const;

export const PRODUCT_OPTIONS = [
  ['starter', 'Starter'],
  ['professional', 'Professional'],
  ['enterprise', 'Enterprise'],
] as const;

export const INTEREST_OPTIONS = [
  ['webinars', 'Webinars'],
  ['product_updates', 'Product updates'],
  ['case_studies', 'Case studies'],
  ['events', 'Events'],
] as const;

export const ACCOUNT_TIER_OPTIONS = [
  ['bronze', 'Bronze'],
  ['silver', 'Silver'],
  ['gold', 'Gold'],
] as const;

const recordMetadata = (modified: string): Record<string, Definition> => ({
  hs_object_id: { shape: number, label: 'Record ID', readOnly: true },
  createdate: { shape: datetime, label: 'Create Date', readOnly: true },
  [modified]: { shape: datetime, label: 'Last Modified Date', readOnly: true },
  hubspot_owner_id: { shape: select, label: 'Owner' },
  address: { shape: text, label: 'Street Address' },
  city: { shape: text, label: 'City' },
  state: { shape: text, label: 'State/Region' },
  zip: { shape: text, label: 'Postal Code' },
  country: { shape: text, label: 'Country/Region' },
  phone: { shape: text, label: 'Phone Number' },
});

export const CONTACT_PROPERTY_DEFINITIONS = definitions(
  {
    ...recordMetadata('lastmodifieddate'),
    firstname: { shape: text, label: 'First Name' },
    lastname: { shape: text, label: 'Last Name' },
    email: { shape: text, label: 'Email' },
    hs_additional_emails: { shape: { type: 'enumeration', fieldType: 'checkbox' }, label: 'Additional email addresses', readOnly: true },
    mobilephone: { shape: text, label: 'Mobile Phone Number' },
    company: { shape: text, label: 'Company Name' },
    jobtitle: { shape: text, label: 'Job Title' },
    website: { shape: text, label: 'Website URL' },
    lifecyclestage: { shape: select, label: 'Lifecycle Stage', options: LIFECYCLE_STAGE_OPTIONS },
    hs_lead_status: {
      shape: select,
      label: 'Lead Status',
      options: [
        ['NEW', 'New'],
        ['OPEN', 'Open'],
        ['IN_PROGRESS', 'In Progress'],
      ],
    },
    associatedcompanyid: { shape: number, label: 'Primary Associated Company ID', readOnly: true },
  },
  {
    favorite_product: {
      shape: select,
      label: 'Favorite product',
      options: PRODUCT_OPTIONS,
      description: 'The plan the contact likes best',
      changedAt: '2024-02-10T08:30:00.000Z',
    },
    nps_score: { shape: number, label: 'NPS score', description: 'Latest Net Promoter Score answer, 0 to 10', changedAt: '2024-05-20T14:00:00.000Z' },
    newsletter_opt_in: {
      shape: checkbox,
      label: 'Newsletter opt-in',
      options: [
        ['true', 'Yes'],
        ['false', 'No'],
      ],
      changedAt: '2024-07-01T11:15:00.000Z',
    },
    interests: { shape: multiSelect, label: 'Interests', options: INTEREST_OPTIONS, changedAt: '2024-09-12T16:45:00.000Z' },
    last_event_attended: { shape: date, label: 'Last event attended', changedAt: '2025-01-08T10:00:00.000Z' },
  },
);

export const COMPANY_PROPERTY_DEFINITIONS = definitions(
  {
    ...recordMetadata('hs_lastmodifieddate'),
    name: { shape: text, label: 'Company name' },
    domain: { shape: text, label: 'Company Domain Name' },
    website: { shape: text, label: 'Website URL' },
    description: { shape: text, label: 'Description' },
    industry: { shape: select, label: 'Industry', options: INDUSTRY_OPTIONS },
    annualrevenue: { shape: number, label: 'Annual Revenue' },
    numberofemployees: { shape: number, label: 'Number of Employees' },
    address2: { shape: text, label: 'Street Address 2' },
    type: {
      shape: select,
      label: 'Type',
      options: [
        ['PROSPECT', 'Prospect'],
        ['PARTNER', 'Partner'],
        ['VENDOR', 'Vendor'],
      ],
    },
  },
  {
    account_tier: { shape: select, label: 'Account tier', options: ACCOUNT_TIER_OPTIONS },
    churn_risk_score: { shape: number, label: 'Churn risk score' },
  },
);
