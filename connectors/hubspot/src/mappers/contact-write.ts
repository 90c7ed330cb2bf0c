import { BadRequestError, type CrmContactCreate, type CrmContactUpdate, countryNameFromCode, toRemoteId, UNMAPPED_VALUE } from '@openunified/connector-sdk';
import { CONTACT_ADDRESS, LIFECYCLE_STAGES } from './contact.js';

/**
 * Unified contact bodies as HubSpot's `{properties, associations}`. HubSpot clears a property
 * given an empty string, so a member sent as null becomes `''`; a member left out is not sent.
 * Where HubSpot has fewer slots than the unified lists (one e-mail it accepts writes to, two
 * phone numbers, one address) a longer list is refused instead of silently cut.
 */

type Properties = Record<string, unknown>;

const stageByUnifiedValue = Object.fromEntries(Object.entries(LIFECYCLE_STAGES).map(([hubspot, unified]) => [unified, hubspot]));

// HubSpot's own association type "contact to company": 1 is the primary company, 279 any other.
const PRIMARY_COMPANY_ASSOCIATION = 1;
const COMPANY_ASSOCIATION = 279;

function slots(name: string, values: readonly string[] | null | undefined, properties: readonly string[], why: string): Properties {
  if (values === undefined) return {};
  const list = values ?? [];
  if (list.length > properties.length) throw new BadRequestError(`${name}: HubSpot keeps at most ${properties.length} (${why}); got ${list.length}`);
  return Object.fromEntries(properties.map((property, index) => [property, list[index] ?? '']));
}

function lifecycleStage(stage: CrmContactUpdate['lifecycle_stage']): Properties {
  if (stage === undefined) return {};
  if (stage === null) return { lifecyclestage: '' };
  if (stage.source_value !== undefined && stage.source_value !== null) return { lifecyclestage: stage.source_value };
  if (stage.value === undefined) return {};
  if (stage.value === null) return { lifecyclestage: '' };
  const hubspotStage = stageByUnifiedValue[stage.value];
  if (stage.value === UNMAPPED_VALUE || !hubspotStage) {
    throw new BadRequestError('lifecycle_stage: unmapped_value needs the HubSpot stage in source_value');
  }
  return { lifecyclestage: hubspotStage };
}

function country(value: { value?: string | null; source_value?: string | null } | null | undefined): string {
  if (!value) return '';
  if (value.source_value) return value.source_value;
  if (!value.value) return '';
  const name = countryNameFromCode(value.value);
  if (!name) throw new BadRequestError(`addresses[0].country.value: "${value.value}" is not an ISO 3166-1 alpha-2 country code`);
  return name;
}

function address(addresses: CrmContactUpdate['addresses']): Properties {
  if (addresses === undefined) return {};
  const list = addresses ?? [];
  if (list.length > 1) throw new BadRequestError(`addresses: HubSpot keeps one address per contact; got ${list.length}`);
  const [first] = list;
  if (first?.street_2) throw new BadRequestError('addresses[0].street_2: HubSpot contacts have one street line; send it in street_1');
  return {
    [CONTACT_ADDRESS.street1]: first?.street_1 ?? '',
    [CONTACT_ADDRESS.city]: first?.city ?? '',
    [CONTACT_ADDRESS.state]: first?.state ?? '',
    [CONTACT_ADDRESS.zipCode]: first?.zip_code ?? '',
    [CONTACT_ADDRESS.country]: country(first?.country),
  };
}

/** HubSpot takes every property value as a string; multiple-choice options are `;`-separated. */
function propertyValue(name: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(';');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new BadRequestError(`unified_custom_fields.${name}: HubSpot properties take text, numbers, booleans or lists of options`);
}

function text(value: string | null | undefined): string | undefined {
  return value === undefined ? undefined : (value ?? '');
}

export function toHubspotContactProperties(body: CrmContactUpdate): Properties {
  const named: Record<string, string | undefined> = {
    firstname: text(body.first_name),
    lastname: text(body.last_name),
    company: text(body.company_name),
    jobtitle: text(body.job_title),
    hubspot_owner_id: body.owner_id === undefined ? undefined : body.owner_id === null ? '' : toRemoteId(body.owner_id),
  };
  const customFields = Object.entries(body.unified_custom_fields ?? {}).map(([name, value]) => [name, propertyValue(name, value)]);
  return {
    ...Object.fromEntries(Object.entries(named).filter(([, value]) => value !== undefined)),
    ...slots('emails', body.emails, ['email'], 'further addresses are read-only'),
    ...slots('phone_numbers', body.phone_numbers, ['phone', 'mobilephone'], 'phone and mobile phone'),
    ...lifecycleStage(body.lifecycle_stage),
    ...address(body.addresses),
    ...Object.fromEntries(customFields),
    ...body.passthrough,
  };
}

export interface HubspotAssociation {
  to: { id: string };
  types: { associationCategory: 'HUBSPOT_DEFINED'; associationTypeId: number }[];
}

/** `account_ids` of a create as associations; the first account becomes the primary company. */
export function toHubspotCompanyAssociations(accountIds: CrmContactCreate['account_ids']): HubspotAssociation[] {
  return (accountIds ?? []).map((accountId, index) => {
    const remoteId = toRemoteId(accountId);
    if (!/^\d+$/.test(remoteId)) throw new BadRequestError(`account_ids[${index}]: "${accountId}" is not a HubSpot company id`);
    return {
      to: { id: remoteId },
      types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: index === 0 ? PRIMARY_COMPANY_ASSOCIATION : COMPANY_ASSOCIATION }],
    };
  });
}
