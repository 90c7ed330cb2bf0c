import type { ActionAccount, ProviderHttpClient } from '@openunified/connector-sdk';
import { type HubspotProperty, hubspotPropertiesResponseSchema, parseHubspotBody } from './provider-schemas.js';

/**
 * The property definitions of one object type in one HubSpot account. HubSpot returns only the
 * properties a request names, and an account's custom properties have names only the account
 * knows, so reading them takes the definitions first (`GET /crm/v3/properties/{objectType}`).
 */
export class PropertyCatalogue {
  private readonly byName: Map<string, HubspotProperty>;

  constructor(definitions: readonly HubspotProperty[]) {
    this.byName = new Map(definitions.filter((definition) => !definition.archived).map((definition) => [definition.name, definition]));
  }

  /** Properties the account created itself (HubSpot marks its own with `hubspotDefined`). */
  custom(): HubspotProperty[] {
    return [...this.byName.values()].filter((definition) => definition.hubspotDefined !== true);
  }

  get(name: string): HubspotProperty | undefined {
    return this.byName.get(name);
  }

  /** The label HubSpot shows for an option value (`COMPUTER_SOFTWARE` -> `Computer Software`), else the value. */
  optionLabel(propertyName: string, value: string): string {
    return this.byName.get(propertyName)?.options?.find((option) => option.value === value)?.label ?? value;
  }
}

// Definitions change rarely (an administrator adds a property), while a sync reads many pages
// in a row: each account's definitions are reused for a few minutes, so only the first page of
// a sync pays for them.
const CACHE_TTL_MS = 5 * 60_000;
const CACHE_MAX_ENTRIES = 1_000;
const cache = new Map<string, { catalogue: PropertyCatalogue; expiresAt: number }>();

export async function propertyCatalogue(http: ProviderHttpClient, account: ActionAccount, objectType: string): Promise<PropertyCatalogue> {
  const key = `${account.id}\u0000${objectType}`;
  const cached = cache.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.catalogue;

  const response = await http.get(`/crm/v3/properties/${objectType}`, { query: { archived: false } });
  const catalogue = new PropertyCatalogue(parseHubspotBody(hubspotPropertiesResponseSchema, response.body, 'property list').results);
  cache.delete(key);
  cache.set(key, { catalogue, expiresAt: Date.now() + CACHE_TTL_MS });
  // Maps iterate in insertion order: the first key is the least recently fetched.
  if (cache.size > CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return catalogue;
}
