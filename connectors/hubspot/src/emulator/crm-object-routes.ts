import { randomInt } from 'node:crypto';
import {
  type EmulatorRequest,
  type EmulatorResponse,
  type EmulatorRoute,
  isPagingParameterError,
  readIntegerParameter,
} from '@openunified/connector-sdk/emulator';
import { COMPANIES_READ_SCOPE, COMPANY_SCHEMAS_READ_SCOPE, CONTACT_SCHEMAS_READ_SCOPE, CONTACTS_READ_SCOPE, CONTACTS_WRITE_SCOPE } from '../scopes.js';
import type { ApiAccess } from './api-access.js';
import { hubspotError, notFound, type Refusal, validationError } from './hubspot-errors.js';
import { matchesFilterGroups, SEARCH_OPERATORS, type SearchFilter, sortObjects } from './object-search.js';
import { COMPANY_PROPERTY_DEFINITIONS, CONTACT_PROPERTY_DEFINITIONS, type EmulatedProperty } from './property-definitions.js';
import { validateProperties } from './property-validation.js';
import type { EmulatedObject, SeedData } from './seed-data.js';

/**
 * The CRM v3 objects API for contacts and companies
 * (https://developers.hubspot.com/docs/api-reference/crm-contacts-v3/guide): list with `after`
 * cursors and `limit` (at most 100), get by id, search (`limit` at most 200, offset `after`,
 * 10 000 results at most), contact create and update, and the property definitions.
 */

interface ObjectTypeRoutes {
  path: 'contacts' | 'companies';
  objectTypeId: string;
  records: Map<string, EmulatedObject>;
  definitions: ReadonlyMap<string, EmulatedProperty>;
  lastModifiedProperty: string;
  /** What a request without `properties` gets. */
  defaultProperties: readonly string[];
  readScope: string;
  schemaScope: string;
}

const LIST_LIMIT = { defaultValue: 10, min: 1, max: 100 };
const SEARCH_MAX_LIMIT = 200;
const SEARCH_MAX_RESULTS = 10_000;

function requestedProperties(request: EmulatorRequest): string[] | undefined {
  const names = request.query.getAll('properties').flatMap((value) => value.split(','));
  const cleaned = names.map((name) => name.trim()).filter(Boolean);
  return cleaned.length > 0 ? cleaned : undefined;
}

/** A record as HubSpot returns it: the requested properties (null when unset) plus the record metadata ones. */
function present(type: ObjectTypeRoutes, record: EmulatedObject, names: readonly string[] | undefined): Record<string, unknown> {
  const wanted = [...new Set([...(names ?? type.defaultProperties), 'hs_object_id', 'createdate', type.lastModifiedProperty])];
  return {
    id: record.id,
    properties: Object.fromEntries(wanted.filter((name) => type.definitions.has(name)).map((name) => [name, record.properties[name] ?? null])),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    archived: record.archived,
  };
}

// HubSpot's list cursor is the base64 of the next record's id followed by a newline.
function encodeAfter(id: string): string {
  return Buffer.from(`${id}\n`).toString('base64');
}

function decodeAfter(after: string): bigint | undefined {
  let text: string;
  try {
    text = Buffer.from(decodeURIComponent(after), 'base64').toString('utf8').trim();
  } catch {
    return undefined;
  }
  return /^\d{1,20}$/.test(text) ? BigInt(text) : undefined;
}

function sortedRecords(type: ObjectTypeRoutes, archived: boolean): EmulatedObject[] {
  return [...type.records.values()].filter((record) => record.archived === archived).sort((left, right) => (BigInt(left.id) < BigInt(right.id) ? -1 : 1));
}

function list(type: ObjectTypeRoutes, request: EmulatorRequest): EmulatorResponse {
  let limit: number;
  try {
    limit = readIntegerParameter(request, 'limit', LIST_LIMIT);
  } catch (error) {
    if (isPagingParameterError(error)) return validationError(error.message);
    throw error;
  }
  const after = request.query.get('after');
  const from = after ? decodeAfter(after) : 0n;
  if (from === undefined) return validationError(`Invalid after: ${after}`);
  const records = sortedRecords(type, request.query.get('archived') === 'true').filter((record) => BigInt(record.id) >= from);
  const page = records.slice(0, limit);
  const next = records[limit];
  const names = requestedProperties(request);
  return {
    body: {
      results: page.map((record) => present(type, record, names)),
      ...(next && { paging: { next: { after: encodeAfter(next.id), link: `?after=${encodeAfter(next.id)}` } } }),
    },
  };
}

function get(type: ObjectTypeRoutes, request: EmulatorRequest): EmulatorResponse {
  const record = type.records.get(request.params.id ?? '');
  if (!record || record.archived !== (request.query.get('archived') === 'true')) return notFound();
  return { body: present(type, record, requestedProperties(request)) };
}

interface SearchBody {
  filterGroups?: { filters?: SearchFilter[] }[];
  sorts?: (string | { propertyName?: string; direction?: string })[];
  properties?: string[];
  limit?: number;
  after?: string | number;
}

function searchProblem(type: ObjectTypeRoutes, body: SearchBody): string | undefined {
  const groups = body.filterGroups ?? [];
  if (!Array.isArray(groups) || groups.length > 5) return 'filterGroups must be a list of at most 5 groups';
  for (const group of groups) {
    const filters = group?.filters ?? [];
    if (!Array.isArray(filters) || filters.length > 6) return 'a filter group holds at most 6 filters';
    for (const filter of filters) {
      if (!SEARCH_OPERATORS.includes(filter?.operator as (typeof SEARCH_OPERATORS)[number])) return `Unknown operator: ${String(filter?.operator)}`;
      if (!type.definitions.has(filter.propertyName)) return `There was a problem with the request: property ${String(filter.propertyName)} does not exist`;
    }
  }
  if (body.limit !== undefined && !(Number.isInteger(body.limit) && body.limit >= 1 && body.limit <= SEARCH_MAX_LIMIT)) {
    return `limit must be an integer within [1, ${SEARCH_MAX_LIMIT}]`;
  }
  if (body.after !== undefined && !/^\d{1,9}$/.test(String(body.after))) return `Invalid after: ${String(body.after)}`;
  return undefined;
}

function search(type: ObjectTypeRoutes, request: EmulatorRequest): EmulatorResponse {
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as SearchBody;
  const problem = searchProblem(type, body);
  if (problem) return validationError(problem);
  const limit = body.limit ?? 10;
  const offset = Number(body.after ?? 0);
  if (offset + limit > SEARCH_MAX_RESULTS) return validationError(`The search cannot page beyond ${SEARCH_MAX_RESULTS} results; narrow the filters`);

  const [firstSort] = body.sorts ?? [];
  const sort =
    typeof firstSort === 'string'
      ? { propertyName: firstSort.replace(/^-/, ''), direction: firstSort.startsWith('-') ? ('DESCENDING' as const) : ('ASCENDING' as const) }
      : firstSort?.propertyName
        ? { propertyName: firstSort.propertyName, direction: firstSort.direction === 'DESCENDING' ? ('DESCENDING' as const) : ('ASCENDING' as const) }
        : undefined;
  const groups = (body.filterGroups ?? []).map((group) => ({ filters: group.filters ?? [] }));
  const hits = sortObjects(
    sortedRecords(type, false).filter((record) => matchesFilterGroups(record, groups)),
    sort,
  );
  const page = hits.slice(offset, offset + limit);
  const next = offset + limit < hits.length ? String(offset + limit) : undefined;
  return {
    body: {
      total: hits.length,
      results: page.map((record) => present(type, record, Array.isArray(body.properties) && body.properties.length > 0 ? body.properties : undefined)),
      ...(next && { paging: { next: { after: next, link: `?after=${next}` } } }),
    },
  };
}

function properties(type: ObjectTypeRoutes): EmulatorResponse {
  return { body: { results: [...type.definitions.values()] } };
}

/** `GET /crm/v3/properties/{objectType}/{propertyName}`: one definition; HubSpot answers an unknown name with a 404. */
function property(type: ObjectTypeRoutes, request: EmulatorRequest): EmulatorResponse {
  const name = request.params.propertyName ?? '';
  const definition = type.definitions.get(name);
  if (!definition)
    return hubspotError(404, `Unable to find property with name '${name}' for object type ${type.objectTypeId}`, { category: 'OBJECT_NOT_FOUND' });
  return { body: definition };
}

function definitionMap(definitions: readonly EmulatedProperty[]): ReadonlyMap<string, EmulatedProperty> {
  return new Map(definitions.map((definition) => [definition.name, definition]));
}

export function crmObjectTypes(data: SeedData): Record<'contacts' | 'companies', ObjectTypeRoutes> {
  return {
    contacts: {
      path: 'contacts',
      objectTypeId: '0-1',
      records: data.contacts,
      definitions: definitionMap(CONTACT_PROPERTY_DEFINITIONS),
      lastModifiedProperty: 'lastmodifieddate',
      defaultProperties: ['firstname', 'lastname', 'email'],
      readScope: CONTACTS_READ_SCOPE,
      schemaScope: CONTACT_SCHEMAS_READ_SCOPE,
    },
    companies: {
      path: 'companies',
      objectTypeId: '0-2',
      records: data.companies,
      definitions: definitionMap(COMPANY_PROPERTY_DEFINITIONS),
      lastModifiedProperty: 'hs_lastmodifieddate',
      defaultProperties: ['name', 'domain'],
      readScope: COMPANIES_READ_SCOPE,
      schemaScope: COMPANY_SCHEMAS_READ_SCOPE,
    },
  };
}

/** Contact writes, checked as HubSpot checks them; `emailOwner` finds a conflicting contact. */
class ContactWrites {
  constructor(
    private readonly contacts: ObjectTypeRoutes,
    private readonly companies: Map<string, EmulatedObject>,
  ) {}

  private emailOwner(email: string | undefined, except?: string): EmulatedObject | undefined {
    if (!email) return undefined;
    const wanted = email.toLowerCase();
    return [...this.contacts.records.values()].find((record) => record.id !== except && record.properties.email?.toLowerCase() === wanted);
  }

  private checked(request: EmulatorRequest, except?: string): { values: Record<string, string> } | Refusal {
    const body = (request.body ?? {}) as { properties?: unknown };
    const { values, problems } = validateProperties(body.properties ?? {}, this.contacts.definitions);
    if (problems.length > 0) {
      return { refused: validationError(`Property values were not valid: ${problems.map((problem) => problem.message).join('; ')}`, problems) };
    }
    const owner = this.emailOwner(values.email, except);
    if (owner) return { refused: hubspotError(409, `Contact already exists. Existing ID: ${owner.id}`) };
    return { values };
  }

  private primaryCompany(associations: unknown): { companyId: string | undefined } | Refusal {
    if (associations === undefined) return { companyId: undefined };
    const valid =
      Array.isArray(associations) &&
      associations.every(
        (association) =>
          this.companies.has(String(association?.to?.id)) &&
          Array.isArray(association?.types) &&
          association.types.every(
            (type: { associationCategory?: string; associationTypeId?: number }) =>
              type?.associationCategory === 'HUBSPOT_DEFINED' && (type.associationTypeId === 1 || type.associationTypeId === 279),
          ),
      );
    if (!valid)
      return { refused: validationError('One or more associations are invalid: each needs an existing company id and the HUBSPOT_DEFINED type 1 or 279') };
    const primary = (associations as { to: { id: unknown }; types: { associationTypeId: number }[] }[]).find((association) =>
      association.types.some((type) => type.associationTypeId === 1),
    );
    return { companyId: primary ? String(primary.to.id) : undefined };
  }

  create(request: EmulatorRequest): EmulatorResponse {
    const checked = this.checked(request);
    if ('refused' in checked) return checked.refused;
    const association = this.primaryCompany((request.body as { associations?: unknown } | undefined)?.associations);
    if ('refused' in association) return association.refused;
    let id: string;
    do id = String(60_000_000_000 + randomInt(1, 1_000_000_000));
    while (this.contacts.records.has(id));
    const now = new Date().toISOString();
    const values = Object.fromEntries(Object.entries(checked.values).filter(([, value]) => value !== ''));
    const record: EmulatedObject = {
      id,
      createdAt: now,
      updatedAt: now,
      archived: false,
      properties: {
        ...values,
        hs_object_id: id,
        createdate: now,
        lastmodifieddate: now,
        ...(association.companyId && {
          associatedcompanyid: association.companyId,
          company: values.company ?? this.companies.get(association.companyId)?.properties.name ?? '',
        }),
      },
    };
    this.contacts.records.set(id, record);
    return { status: 201, body: present(this.contacts, record, Object.keys(record.properties)) };
  }

  update(request: EmulatorRequest): EmulatorResponse {
    const record = this.contacts.records.get(request.params.id ?? '');
    if (!record || record.archived) return notFound();
    const checked = this.checked(request, record.id);
    if ('refused' in checked) return checked.refused;
    const now = new Date().toISOString();
    for (const [name, value] of Object.entries(checked.values)) {
      if (value === '') delete record.properties[name];
      else record.properties[name] = value;
    }
    record.updatedAt = now;
    record.properties.lastmodifieddate = now;
    return { body: present(this.contacts, record, Object.keys(checked.values)) };
  }
}

export function crmObjectRoutes(data: SeedData, access: ApiAccess): EmulatorRoute[] {
  const types = crmObjectTypes(data);
  const writes = new ContactWrites(types.contacts, data.companies);
  const routes: EmulatorRoute[] = [];
  for (const type of Object.values(types)) {
    const base = `/crm/v3/objects/${type.path}`;
    routes.push(
      access.route('GET', base, [type.readScope], (request) => list(type, request)),
      access.route('POST', `${base}/search`, [type.readScope], (request) => search(type, request), { search: true }),
      access.route('GET', `${base}/:id`, [type.readScope], (request) => get(type, request)),
    );
    for (const objectType of [type.path, type.objectTypeId]) {
      routes.push(
        access.route('GET', `/crm/v3/properties/${objectType}`, [type.schemaScope, type.readScope], () => properties(type)),
        access.route('GET', `/crm/v3/properties/${objectType}/:propertyName`, [type.schemaScope, type.readScope], (request) => property(type, request)),
      );
    }
  }
  routes.push(
    access.route('POST', '/crm/v3/objects/contacts', [CONTACTS_WRITE_SCOPE], (request) => writes.create(request)),
    access.route('PATCH', '/crm/v3/objects/contacts/:id', [CONTACTS_WRITE_SCOPE], (request) => writes.update(request)),
  );
  return routes;
}
