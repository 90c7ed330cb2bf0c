import { type ActionAccount, BadRequestError, type ListQuery, type ProviderHttpClient, toRemoteId } from '@openunified/connector-sdk';
import { COMPANY_PROPERTIES } from './mappers/account.js';
import { CONTACT_PROPERTIES } from './mappers/contact.js';
import { type PropertyCatalogue, propertyCatalogue } from './property-catalogue.js';
import { type HubspotObject, hubspotObjectPageSchema, hubspotObjectSchema, parseHubspotBody } from './provider-schemas.js';

/** A HubSpot CRM object type the connector reads through the CRM v3 objects API. */
export interface CrmObjectType {
  /** `/crm/v3/objects/{path}` and `/crm/v3/properties/{path}`. */
  path: 'contacts' | 'companies';
  /** For messages: `contact`, `company`. */
  noun: string;
  /** The property search filters on for `updated_after`; HubSpot names it differently per type. */
  lastModifiedProperty: string;
  /** HubSpot-defined properties the mapper reads. */
  properties: readonly string[];
}

export const CONTACTS: CrmObjectType = { path: 'contacts', noun: 'contact', lastModifiedProperty: 'lastmodifieddate', properties: CONTACT_PROPERTIES };
export const COMPANIES: CrmObjectType = { path: 'companies', noun: 'company', lastModifiedProperty: 'hs_lastmodifieddate', properties: COMPANY_PROPERTIES };

/** One condition of a CRM search (`filterGroups[0].filters[]`). */
export interface SearchFilter {
  propertyName: string;
  operator: 'EQ' | 'GT' | 'CONTAINS_TOKEN';
  value: string;
}

export interface ObjectPage {
  objects: HubspotObject[];
  next: string | null;
}

// A plain listing and a search page with HubSpot cursors that look alike but mean different
// things (a position in the table, an offset into the search hits); the kind travels with the
// cursor so a client that changes its filters between pages gets a 400, not the wrong records.
const LIST_CURSOR = 'list:';
const SEARCH_CURSOR = 'search:';

function providerCursor(cursor: string | undefined, prefix: string): string | undefined {
  if (cursor === undefined) return undefined;
  if (!cursor.startsWith(prefix) || cursor.length === prefix.length) {
    throw new BadRequestError('the cursor was issued for other filters: send the same filter and updated_after with every page');
  }
  return cursor.slice(prefix.length);
}

/** The remote id in a path, checked: HubSpot record ids are numbers, anything else cannot exist. */
export function hubspotRecordId(id: string, noun: string): string {
  const remoteId = toRemoteId(id);
  if (!/^\d{1,20}$/.test(remoteId)) throw new BadRequestError(`"${id}" is not a HubSpot ${noun} id`);
  return remoteId;
}

/**
 * One page of records, in one HubSpot call: the plain listing (`GET /crm/v3/objects/{type}`,
 * `after` cursor) when nothing filters, else the CRM search (`POST .../search`, sorted by id so
 * the pages of a sync stay stable) with `updated_after` as a greater-than filter on the
 * type's last-modified property.
 */
export async function readObjectPage(
  http: ProviderHttpClient,
  objectType: CrmObjectType,
  properties: readonly string[],
  query: ListQuery,
  filters: readonly SearchFilter[],
): Promise<ObjectPage> {
  const conditions = [...filters];
  if (query.updated_after !== undefined) {
    conditions.push({ propertyName: objectType.lastModifiedProperty, operator: 'GT', value: String(Date.parse(query.updated_after)) });
  }

  if (conditions.length === 0) {
    const response = await http.get(`/crm/v3/objects/${objectType.path}`, {
      query: { limit: query.page_size, after: providerCursor(query.cursor, LIST_CURSOR), properties: properties.join(','), archived: false },
    });
    const page = parseHubspotBody(hubspotObjectPageSchema, response.body, `${objectType.noun} page`);
    const after = page.paging?.next?.after;
    return { objects: page.results, next: after ? LIST_CURSOR + after : null };
  }

  const after = providerCursor(query.cursor, SEARCH_CURSOR);
  const response = await http.post(`/crm/v3/objects/${objectType.path}/search`, {
    json: {
      filterGroups: [{ filters: conditions }],
      sorts: [{ propertyName: 'hs_object_id', direction: 'ASCENDING' }],
      properties,
      limit: query.page_size,
      ...(after !== undefined && { after }),
    },
    // A search reads: repeating it after a 429 or a 5xx changes nothing.
    idempotent: true,
  });
  const page = parseHubspotBody(hubspotObjectPageSchema, response.body, `${objectType.noun} search page`);
  const next = page.paging?.next?.after;
  return { objects: page.results, next: next ? SEARCH_CURSOR + next : null };
}

/** One record by id (`GET /crm/v3/objects/{type}/{id}`); HubSpot's 404 stays a 404. */
export async function readObject(http: ProviderHttpClient, objectType: CrmObjectType, id: string, properties: readonly string[]): Promise<HubspotObject> {
  const remoteId = hubspotRecordId(id, objectType.noun);
  const response = await http.get(`/crm/v3/objects/${objectType.path}/${remoteId}`, { query: { properties: properties.join(','), archived: false } });
  return parseHubspotBody(hubspotObjectSchema, response.body, objectType.noun);
}

/** The properties to request: those the mapper reads plus the account's custom ones. */
function requestedProperties(objectType: CrmObjectType, customProperties: readonly { name: string }[]): string[] {
  return [...new Set([...objectType.properties, ...customProperties.map((property) => property.name)])];
}

type Mapper<Record> = (object: HubspotObject, catalogue: PropertyCatalogue) => Record;

interface ReadContext {
  http: ProviderHttpClient;
  account: ActionAccount;
}

/** A list action's whole run: the account's property definitions, one page, mapped. */
export async function listMapped<Record>(
  { http, account }: ReadContext,
  objectType: CrmObjectType,
  query: ListQuery,
  filters: readonly SearchFilter[],
  map: Mapper<Record>,
): Promise<{ data: Record[]; next: string | null }> {
  const catalogue = await propertyCatalogue(http, account, objectType.path);
  const page = await readObjectPage(http, objectType, requestedProperties(objectType, catalogue.custom()), query, filters);
  return { data: page.objects.map((object) => map(object, catalogue)), next: page.next };
}

/** A get action's whole run: the account's property definitions, the record, mapped. */
export async function getMapped<Record>({ http, account }: ReadContext, objectType: CrmObjectType, id: string, map: Mapper<Record>): Promise<{ data: Record }> {
  const catalogue = await propertyCatalogue(http, account, objectType.path);
  return { data: map(await readObject(http, objectType, id, requestedProperties(objectType, catalogue.custom())), catalogue) };
}
