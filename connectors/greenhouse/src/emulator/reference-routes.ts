import type { EmulatorRequest, EmulatorResponse, EmulatorRoute } from '@openunified/connector-sdk/emulator';
import type { EmulatedOrganization } from './emulated-records.js';
import { createdAndUpdated, filterByTime, HarvestValidationError, listPage, resourceNotFound } from './harvest-responses.js';

/**
 * Harvest's GET endpoints of the organisation's reference records: departments (one), offices,
 * custom fields, rejection reasons and job posts. Lists page like every Harvest list.
 */

const API = '/v1';

/** The field types `GET /custom_fields/{field_type}` takes. */
const customFieldTypes = ['offer', 'candidate', 'application', 'job', 'rejection_question', 'referral_question', 'user_attribute'];

function byId<Item extends { id: number }>(items: readonly Item[], id: string | undefined): Item | undefined {
  return /^\d{1,15}$/.test(id ?? '') ? items.find((item) => item.id === Number(id)) : undefined;
}

function getRoute<Item extends { id: number }>(path: string, items: () => readonly Item[]): EmulatorRoute {
  return {
    method: 'GET',
    pattern: `${API}${path}/:id`,
    handle: (request) => {
      const item = byId(items(), request.params.id);
      return item ? { body: item } : resourceNotFound();
    },
  };
}

/** A `true`/`false` query parameter; anything else is Harvest's 422. */
function booleanParameter(request: EmulatorRequest, name: string): boolean | undefined {
  const raw = request.query.get(name);
  if (raw === null) return undefined;
  if (raw !== 'true' && raw !== 'false') throw new HarvestValidationError([{ field: name, message: 'must be true or false' }]);
  return raw === 'true';
}

function listOffices(organization: EmulatedOrganization, request: EmulatorRequest): EmulatorResponse {
  const externalId = request.query.get('external_id');
  return listPage(
    request,
    organization.offices.filter((office) => externalId === null || office.external_id === externalId),
  );
}

function listCustomFields(organization: EmulatedOrganization, request: EmulatorRequest): EmulatorResponse {
  const fieldType = request.params.field_type ?? '';
  if (!customFieldTypes.includes(fieldType)) {
    throw new HarvestValidationError([{ field: 'field_type', message: `must be one of: ${customFieldTypes.join(', ')}` }]);
  }
  const includeInactive = booleanParameter(request, 'include_inactive') ?? false;
  return listPage(
    request,
    organization.customFields.filter((field) => field.field_type === fieldType && (includeInactive || field.active)),
  );
}

function listJobPosts(organization: EmulatedOrganization, request: EmulatorRequest): EmulatorResponse {
  let posts = filterByTime(request, organization.jobPosts, createdAndUpdated());
  for (const flag of ['live', 'active', 'internal'] as const) {
    const wanted = booleanParameter(request, flag);
    if (wanted !== undefined) posts = posts.filter((post) => post[flag] === wanted);
  }
  return listPage(request, posts);
}

export function referenceRoutes(organization: EmulatedOrganization): EmulatorRoute[] {
  return [
    getRoute('/departments', () => organization.departments),
    { method: 'GET', pattern: `${API}/offices`, handle: (request) => listOffices(organization, request) },
    getRoute('/offices', () => organization.offices),
    { method: 'GET', pattern: `${API}/custom_fields/:field_type`, handle: (request) => listCustomFields(organization, request) },
    getRoute('/custom_field', () => organization.customFields),
    {
      method: 'GET',
      pattern: `${API}/rejection_reasons`,
      // Checked, though every reason the emulator seeds is the organisation's own rather than a Greenhouse default.
      handle: (request) => {
        booleanParameter(request, 'include_defaults');
        return listPage(request, organization.rejectionReasons);
      },
    },
    { method: 'GET', pattern: `${API}/job_posts`, handle: (request) => listJobPosts(organization, request) },
    getRoute('/job_posts', () => organization.jobPosts),
  ];
}
