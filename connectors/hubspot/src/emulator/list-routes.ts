import { type EmulatorRequest, type EmulatorResponse, type EmulatorRoute, offsetPage } from '@openunified/connector-sdk/emulator';
import { LISTS_READ_SCOPE } from '../scopes.js';
import type { ApiAccess } from './api-access.js';
import { notFound, validationError } from './hubspot-errors.js';
import type { EmulatedList, SeedData } from './seed-data.js';

/**
 * The lists API v3 (https://developers.hubspot.com/docs/api-reference/crm-lists-v3/guide): the
 * list search (`POST /crm/v3/lists/search`, offset paging, `count` at most 500, search by name,
 * object type and processing type), fetch by id, and fetch several by `listIds`.
 */

const SEARCH_DEFAULT_COUNT = 20;
const SEARCH_MAX_COUNT = 500;

interface ListSearchBody {
  query?: string;
  offset?: number;
  count?: number;
  objectTypeId?: string;
  processingTypes?: string[];
  listIds?: string[];
  additionalProperties?: string[];
}

/** The search answer counts members as text in `additionalProperties`, as HubSpot does. */
function searchResult(list: EmulatedList) {
  const { size, ...rest } = list;
  return { ...rest, additionalProperties: { hs_list_size: String(size), hs_list_reference_count: '0' } };
}

function search(lists: Map<string, EmulatedList>, request: EmulatorRequest): EmulatorResponse {
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as ListSearchBody;
  const offset = body.offset ?? 0;
  const count = body.count ?? SEARCH_DEFAULT_COUNT;
  if (!Number.isInteger(offset) || offset < 0) return validationError(`offset must be an integer of 0 or more, got ${String(body.offset)}`);
  if (!Number.isInteger(count) || count < 1 || count > SEARCH_MAX_COUNT) return validationError(`count must be an integer within [1, ${SEARCH_MAX_COUNT}]`);
  const query = body.query?.trim().toLowerCase() ?? '';
  const matching = [...lists.values()].filter(
    (list) =>
      (query === '' || list.name.toLowerCase().includes(query)) &&
      (body.objectTypeId === undefined || list.objectTypeId === body.objectTypeId) &&
      (body.processingTypes === undefined || body.processingTypes.includes(list.processingType)) &&
      (body.listIds === undefined || body.listIds.includes(list.listId)),
  );
  const page = offsetPage(matching, offset, count);
  return {
    body: {
      offset: offset + page.items.length,
      hasMore: page.nextOffset !== undefined,
      total: page.total,
      lists: page.items.map(searchResult),
    },
  };
}

function fetchOne(lists: Map<string, EmulatedList>, request: EmulatorRequest): EmulatorResponse {
  const list = lists.get(request.params.listId ?? '');
  return list ? { body: { list } } : notFound(`List ${request.params.listId} does not exist.`);
}

function fetchMany(lists: Map<string, EmulatedList>, request: EmulatorRequest): EmulatorResponse {
  const ids = request.query.getAll('listIds').flatMap((value) => value.split(','));
  return { body: { lists: ids.map((id) => lists.get(id)).filter((list) => list !== undefined) } };
}

export function listRoutes(data: SeedData, access: ApiAccess): EmulatorRoute[] {
  return [
    access.route('POST', '/crm/v3/lists/search', [LISTS_READ_SCOPE], (request) => search(data.lists, request)),
    access.route('GET', '/crm/v3/lists', [LISTS_READ_SCOPE], (request) => fetchMany(data.lists, request)),
    access.route('GET', '/crm/v3/lists/:listId', [LISTS_READ_SCOPE], (request) => fetchOne(data.lists, request)),
  ];
}
