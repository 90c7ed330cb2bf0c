import {
  cursorPage,
  type EmulatorRequest,
  type EmulatorResponse,
  type EmulatorRoute,
  isPagingParameterError,
  type OAuthAuthorizationServer,
} from '@openunified/connector-sdk/emulator';
import { DRIVES_MAX_PAGE_SIZE, FILES_MAX_PAGE_SIZE } from '../page-limits.js';
import type { GoogleDrive, GoogleFile } from '../provider-types.js';
import { DRIVE_READONLY_SCOPE, DRIVE_SCOPE } from '../scopes.js';
import { googleError, insufficientScopes, invalidParameter } from './google-errors.js';
import { applyFieldSelection, InvalidFieldSelectionError, parseFieldSelection } from './partial-response.js';
import { InvalidSearchQueryError, parseSearchQuery, type SearchQuery, type SearchTerms } from './search-query.js';
import type { SeedData, SeededDrive } from './seed-data.js';

/**
 * Drive API v3 (https://developers.google.com/workspace/drive/api/reference/rest/v3) over the
 * seeded data: drives.list, drives.get, files.list and about.get, with Google's paging, `q`
 * search, `fields` partial responses and error bodies. The sandbox user is also a domain
 * administrator, so `useDomainAdminAccess=true` shows every shared drive of the domain.
 */

export const API_PREFIX = '/drive/v3';

/** drives.list and drives.get take only the two full Drive scopes. */
const drivesScopes = [DRIVE_SCOPE, DRIVE_READONLY_SCOPE];
export const anyDriveScope = [
  ...drivesScopes,
  'https://www.googleapis.com/auth/drive.metadata.readonly',
  'https://www.googleapis.com/auth/drive.metadata',
  'https://www.googleapis.com/auth/drive.file',
];

const comparisons = ['<', '<=', '=', '!=', '>', '>='] as const;
const driveTerms: SearchTerms = {
  name: { type: 'string', operators: ['contains', '=', '!='] },
  hidden: { type: 'boolean', operators: ['=', '!='] },
  createdTime: { type: 'date-time', operators: comparisons },
  memberCount: { type: 'number', operators: comparisons },
  organizerCount: { type: 'number', operators: comparisons },
  orgUnitId: { type: 'string', operators: ['=', '!='] },
};
/** Shared drive query terms Google accepts only with `useDomainAdminAccess=true`. */
const adminOnlyDriveTerms = ['createdTime', 'memberCount', 'organizerCount', 'orgUnitId'];

const fileTerms: SearchTerms = {
  name: { type: 'string', operators: ['contains', '=', '!='] },
  mimeType: { type: 'string', operators: ['contains', '=', '!='] },
  createdTime: { type: 'date-time', operators: comparisons },
  modifiedTime: { type: 'date-time', operators: comparisons },
  trashed: { type: 'boolean', operators: ['=', '!='] },
  parents: { type: 'collection', operators: ['in'] },
  // Name, description and the text inside the file.
  fullText: { type: 'string', operators: ['contains'] },
};

/** Thrown by the parameter readers; the route answers with `response`. */
export class RejectedRequest extends Error {
  constructor(readonly response: EmulatorResponse) {
    super('request rejected');
  }
}

export function answering(handle: (request: EmulatorRequest) => EmulatorResponse): EmulatorRoute['handle'] {
  return (request) => {
    try {
      return handle(request);
    } catch (error) {
      if (error instanceof RejectedRequest) return error.response;
      throw error;
    }
  };
}

export function readBoolean(request: EmulatorRequest, name: string): boolean {
  const raw = request.query.get(name);
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new RejectedRequest(invalidParameter(name, `Invalid value '${raw}'. Expected 'true' or 'false'.`));
}

export function readPageSize(request: EmulatorRequest, byDefault: number, maximum: number): number {
  const raw = request.query.get('pageSize');
  if (raw === null) return byDefault;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1) {
    throw new RejectedRequest(invalidParameter('pageSize', `Invalid value '${raw}'. Values must be within the range: [1, ${maximum}]`));
  }
  // Larger values are coerced to the maximum, as the reference documents.
  return Math.min(size, maximum);
}

function readSearchQuery(request: EmulatorRequest, terms: SearchTerms): SearchQuery | undefined {
  const text = request.query.get('q');
  if (text === null || text.trim() === '') return undefined;
  try {
    return parseSearchQuery(text, terms);
  } catch (error) {
    if (error instanceof InvalidSearchQueryError) throw new RejectedRequest(invalidParameter('q'));
    throw error;
  }
}

/**
 * Page tokens are opaque at Google and bound to the query that produced them: a token reused
 * with another `q` (or another corpus) is an invalid pageToken.
 */
export function paginate<Item>(request: EmulatorRequest, items: Item[], pageSize: number, boundTo: string[], matches?: (item: Item) => boolean) {
  try {
    const { items: page, nextCursor } = cursorPage(request, items, {
      limit: pageSize,
      cursorParameter: 'pageToken',
      boundTo,
      prefix: '~!!~',
      ...(matches && { matches }),
    });
    return { page, nextPageToken: nextCursor };
  } catch (error) {
    if (isPagingParameterError(error)) throw new RejectedRequest(invalidParameter('pageToken'));
    throw error;
  }
}

/** The response reduced to `fields`, or to the method's default fields when none are named. */
export function partial(request: EmulatorRequest, body: unknown, defaultFields: string): EmulatorResponse {
  const fields = request.query.get('fields') ?? defaultFields;
  try {
    return { status: 200, body: applyFieldSelection(body, parseFieldSelection(fields)) };
  } catch (error) {
    if (error instanceof InvalidFieldSelectionError) {
      return googleError(400, error.message, { reason: 'invalidParameter', location: 'fields', locationType: 'parameter' });
    }
    throw error;
  }
}

function driveView({ drive }: SeededDrive, asAdministrator: boolean): GoogleDrive {
  // orgUnitId is populated only for requests made with domain admin access.
  const { orgUnitId, ...visible } = drive;
  return asAdministrator ? { ...visible, orgUnitId } : visible;
}

function driveNotFound(driveId: string): RejectedRequest {
  return new RejectedRequest(googleError(404, `Shared drive not found: ${driveId}`, { reason: 'notFound', location: 'driveId', locationType: 'parameter' }));
}

export function driveApiRoutes(data: SeedData, oauth: OAuthAuthorizationServer): EmulatorRoute[] {
  const requireScopes = (request: EmulatorRequest, accepted: string[]): void => {
    if (!oauth.validateAccessToken(request, { anyOf: accepted }).ok) throw new RejectedRequest(insufficientScopes());
  };
  const visibleDrives = (asAdministrator: boolean) => data.drives.filter((drive) => asAdministrator || drive.sandboxUserIsMember);

  const listDrives = (request: EmulatorRequest): EmulatorResponse => {
    requireScopes(request, drivesScopes);
    const asAdministrator = readBoolean(request, 'useDomainAdminAccess');
    const search = readSearchQuery(request, driveTerms);
    const pageSize = readPageSize(request, 10, DRIVES_MAX_PAGE_SIZE);
    if (search && !asAdministrator && adminOnlyDriveTerms.some((term) => search.usedTerms.has(term))) {
      throw new RejectedRequest(invalidParameter('q'));
    }
    const matching = (seeded: SeededDrive) =>
      (asAdministrator || seeded.sandboxUserIsMember) &&
      (!search || search.matches((term) => (term === 'memberCount' || term === 'organizerCount' ? seeded[term] : seeded.drive[term as keyof GoogleDrive])));
    // Filtered while paging, not up front: a page costs its own size, not the whole corpus.
    const { page, nextPageToken } = paginate(request, data.drives, pageSize, ['q', 'useDomainAdminAccess'], matching);
    return partial(
      request,
      { kind: 'drive#driveList', nextPageToken, drives: page.map((seeded) => driveView(seeded, asAdministrator)) },
      'kind,nextPageToken,drives(kind,id,name)',
    );
  };

  const getDrive = (request: EmulatorRequest): EmulatorResponse => {
    requireScopes(request, drivesScopes);
    const asAdministrator = readBoolean(request, 'useDomainAdminAccess');
    const driveId = request.params.driveId!;
    const seeded = visibleDrives(asAdministrator).find(({ drive }) => drive.id === driveId);
    if (!seeded) throw driveNotFound(driveId);
    return partial(request, driveView(seeded, asAdministrator), 'kind,id,name');
  };

  /** Which files a files.list request covers, from `corpora`, `driveId` and the all-drives flags. */
  const fileCorpus = (request: EmulatorRequest): ((file: GoogleFile) => boolean) => {
    const includeAllDrives = readBoolean(request, 'includeItemsFromAllDrives');
    const supportsAllDrives = readBoolean(request, 'supportsAllDrives');
    const corpora = request.query.get('corpora') ?? 'user';
    const driveId = request.query.get('driveId');
    const memberDriveIds = new Set(visibleDrives(false).map(({ drive }) => drive.id));
    const driveIdRule = 'The driveId parameter must be specified if and only if corpora is set to drive.';
    if (corpora === 'drive') {
      if (!driveId) throw new RejectedRequest(invalidParameter('driveId', driveIdRule));
      if (!includeAllDrives || !supportsAllDrives) {
        throw new RejectedRequest(
          invalidParameter('includeItemsFromAllDrives', 'includeItemsFromAllDrives and supportsAllDrives must be true when corpora is drive.'),
        );
      }
      if (!memberDriveIds.has(driveId)) throw driveNotFound(driveId);
      return (file) => file.driveId === driveId;
    }
    if (corpora !== 'user' && corpora !== 'allDrives') throw new RejectedRequest(invalidParameter('corpora'));
    if (driveId) throw new RejectedRequest(invalidParameter('driveId', driveIdRule));
    return (file) => file.driveId === undefined || (includeAllDrives && memberDriveIds.has(file.driveId));
  };

  const listFiles = (request: EmulatorRequest): EmulatorResponse => {
    requireScopes(request, anyDriveScope);
    const inCorpus = fileCorpus(request);
    const search = readSearchQuery(request, fileTerms);
    const pageSize = readPageSize(request, 100, FILES_MAX_PAGE_SIZE);
    const read = (file: GoogleFile) => (term: string) => {
      if (term === 'fullText') return [file.name, file.description, data.fileContents.get(file.id)].filter(Boolean).join('\n');
      // `'root' in parents`: Drive's alias of the top of My Drive.
      if (term === 'parents' && file.parents?.includes(data.myDriveRootId)) return [...file.parents, 'root'];
      return file[term as keyof GoogleFile];
    };
    const matching = (file: GoogleFile) => inCorpus(file) && (!search || search.matches(read(file)));
    const { page, nextPageToken } = paginate(request, data.files, pageSize, ['q', 'corpora', 'driveId', 'includeItemsFromAllDrives'], matching);
    return partial(
      request,
      { kind: 'drive#fileList', nextPageToken, incompleteSearch: false, files: page },
      'kind,nextPageToken,incompleteSearch,files(kind,id,name,mimeType)',
    );
  };

  const getAbout = (request: EmulatorRequest): EmulatorResponse => {
    requireScopes(request, anyDriveScope);
    const fields = request.query.get('fields');
    if (!fields) {
      throw new RejectedRequest(
        googleError(400, "The 'fields' parameter is required for this method.", { reason: 'required', location: 'fields', locationType: 'parameter' }),
      );
    }
    return partial(request, { kind: 'drive#about', user: data.user }, fields);
  };

  return [
    { method: 'GET', pattern: `${API_PREFIX}/drives`, handle: answering(listDrives) },
    { method: 'GET', pattern: `${API_PREFIX}/drives/:driveId`, handle: answering(getDrive) },
    { method: 'GET', pattern: `${API_PREFIX}/files`, handle: answering(listFiles) },
    { method: 'GET', pattern: `${API_PREFIX}/about`, handle: answering(getAbout) },
  ];
}
