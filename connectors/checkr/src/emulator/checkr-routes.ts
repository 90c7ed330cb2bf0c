import { randomBytes } from 'node:crypto';
import {
  type EmulatorRequest,
  type EmulatorResponse,
  type EmulatorRoute,
  isPagingParameterError,
  offsetPage,
  pageUrl,
  readIntegerParameter,
} from '@openunified/connector-sdk/emulator';
import type { CheckrCandidate, CheckrInvitation, CheckrList } from '../provider-types.js';
import type { CheckrAccount } from './seed.js';

/** Checkr's error body: `{error}`, and `errors` listing each problem of a validation failure. */
export function fail(status: number, error: string, errors?: string[]): EmulatorResponse {
  return { status, body: { error, ...(errors && { errors }) } };
}

const newId = () => randomBytes(12).toString('hex');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function list<Item>(request: EmulatorRequest, items: readonly Item[]): EmulatorResponse {
  let page: number;
  let perPage: number;
  try {
    page = readIntegerParameter(request, 'page', { defaultValue: 1, min: 1 });
    perPage = readIntegerParameter(request, 'per_page', { defaultValue: 25, min: 1, max: 100 });
  } catch (error) {
    if (isPagingParameterError(error)) return fail(400, error.message);
    throw error;
  }
  const slice = offsetPage(items, (page - 1) * perPage, perPage);
  const body: CheckrList<Item> = {
    object: 'list',
    data: slice.items,
    count: slice.total,
    next_href: slice.nextOffset === undefined ? null : pageUrl(request, { page: page + 1, per_page: perPage }),
    previous_href: page > 1 ? pageUrl(request, { page: page - 1, per_page: perPage }) : null,
  };
  return { body };
}

function bodyOf(request: EmulatorRequest): Record<string, unknown> | undefined {
  return typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The API v1 routes the connector calls, with Checkr's validation and error bodies. */
export function checkrRoutes(account: CheckrAccount): EmulatorRoute[] {
  const live = () => account.packages.filter((checkrPackage) => !checkrPackage.deleted_at);
  return [
    { method: 'GET', pattern: '/v1/packages', handle: (request) => list(request, live()) },
    {
      method: 'GET',
      pattern: '/v1/packages/:id',
      handle: (request) => {
        const found = live().find((checkrPackage) => checkrPackage.id === request.params.id);
        return found ? { body: found } : fail(404, 'Not found');
      },
    },
    {
      method: 'POST',
      pattern: '/v1/candidates',
      handle: (request) => {
        const body = bodyOf(request);
        if (!body) return fail(400, 'Request body must be a JSON object');
        const email = text(body.email);
        if (!email) return fail(400, 'email is missing', ['email is missing']);
        if (!EMAIL.test(email)) return fail(422, 'Email is invalid', ['Email is invalid']);
        const id = newId();
        const candidate: CheckrCandidate = {
          ...body,
          id,
          object: 'candidate',
          uri: `/v1/candidates/${id}`,
          email,
          first_name: text(body.first_name) ?? null,
          middle_name: text(body.middle_name) ?? null,
          last_name: text(body.last_name) ?? null,
          report_ids: [],
          created_at: new Date().toISOString(),
        };
        account.candidates.set(id, candidate);
        return { status: 201, body: candidate };
      },
    },
    {
      method: 'GET',
      pattern: '/v1/candidates/:id',
      handle: (request) => {
        const candidate = account.candidates.get(request.params.id!);
        return candidate ? { body: candidate } : fail(404, 'Not found');
      },
    },
    {
      method: 'POST',
      pattern: '/v1/invitations',
      handle: (request) => {
        const body = bodyOf(request);
        if (!body) return fail(400, 'Request body must be a JSON object');
        const candidateId = text(body.candidate_id);
        const slug = text(body.package);
        const missing = [...(candidateId ? [] : ['candidate_id is missing']), ...(slug ? [] : ['package is missing'])];
        if (missing.length > 0) return fail(400, missing[0]!, missing);
        if (!account.candidates.has(candidateId!)) return fail(404, 'Candidate not found');
        if (!live().some((checkrPackage) => checkrPackage.slug === slug)) return fail(422, `Package ${slug} is invalid`, [`Package ${slug} is invalid`]);
        const locations = body.work_locations;
        if (locations !== undefined) {
          const valid =
            Array.isArray(locations) &&
            locations.every((location) => typeof location === 'object' && location !== null && typeof (location as { country?: unknown }).country === 'string');
          if (!valid) return fail(422, 'Work locations are invalid', ['Each work location needs a country']);
        }
        const id = newId();
        const createdAt = new Date();
        const invitation: CheckrInvitation = {
          id,
          object: 'invitation',
          uri: `/v1/invitations/${id}`,
          status: 'pending',
          candidate_id: candidateId!,
          package: slug!,
          invitation_url: `https://apply.checkr.com/invite/${id}`,
          report_id: null,
          ...(Array.isArray(locations) && { work_locations: locations as CheckrInvitation['work_locations'] }),
          ...(text(body.node) && { node: text(body.node) }),
          ...(Array.isArray(body.tags) && { tags: body.tags }),
          expires_at: new Date(createdAt.getTime() + 7 * 86_400_000).toISOString(),
          created_at: createdAt.toISOString(),
        };
        account.invitations.set(id, invitation);
        return { status: 201, body: invitation };
      },
    },
    {
      method: 'GET',
      pattern: '/v1/invitations/:id',
      handle: (request) => {
        const invitation = account.invitations.get(request.params.id!);
        return invitation ? { body: invitation } : fail(404, 'Not found');
      },
    },
    {
      method: 'GET',
      pattern: '/v1/reports/:id',
      handle: (request) => {
        const report = account.reports.get(request.params.id!);
        return report ? { body: report } : fail(404, 'Not found');
      },
    },
  ];
}
