import { type AtsApplicationCreate, type AtsApplicationUpdate, BadRequestError } from '@openunified/connector-sdk';
import { greenhouseIdNumber } from '../greenhouse-ids.js';
import { customFields } from './candidate-write.js';

/**
 * The unified application write bodies as Harvest's `POST /candidates/{id}/applications` and
 * `PATCH /applications/{id}`. Greenhouse adds an application to an existing candidate, on one
 * job; it sets the status itself (active) and changes it only through its reject and hire flows,
 * and takes a source by id. Members Greenhouse has no place for are refused with a 400 rather
 * than dropped; `passthrough` reaches Harvest's own fields (`initial_stage_id`, `referrer`,
 * `attachments`, `prospect_pool_id`, ...).
 */

/** Members of the create body Greenhouse's add-application endpoint has no field for. */
const unsupportedCreateMembers = ['candidate', 'job_posting_id', 'location_id', 'questionnaires', 'documents'] as const;

function refuse(field: string, reason: string): never {
  throw new BadRequestError(`${field}: ${reason}`);
}

/** Only `active` (or no status) may be asked for: Greenhouse starts every application active. */
function checkStatus(status: AtsApplicationCreate['application_status'], reason: string): void {
  if (status === undefined || status === null) return;
  const wanted = status.source_value ?? status.value;
  if (wanted !== undefined && wanted !== null && wanted !== 'active') refuse('application_status', reason);
}

function sourceId(source: AtsApplicationCreate['source']): { source_id?: number | null } {
  if (source === undefined) return {};
  if (source === null) return { source_id: null };
  const id = source.id;
  if (id === undefined || id === null) return source.name ? refuse('source', 'Greenhouse takes a source by its id, not its name') : {};
  return { source_id: greenhouseIdNumber(id, 'source.id') };
}

/** The candidate the application is added to (its Greenhouse id, for the path) and the request body. */
export function toGreenhouseApplicationCreate(body: AtsApplicationCreate): { candidateId: number; request: Record<string, unknown> } {
  for (const member of unsupportedCreateMembers) {
    if (body[member] !== undefined && body[member] !== null) refuse(member, 'Greenhouse does not take it when adding an application');
  }
  if (!body.candidate_id) refuse('candidate_id', 'Greenhouse adds an application to an existing candidate: send its id');
  if (!body.job_id) refuse('job_id', 'Greenhouse adds an application for one job: send its id');
  checkStatus(body.application_status, 'Greenhouse starts every application active');
  const request = { job_id: greenhouseIdNumber(body.job_id, 'job_id'), ...sourceId(body.source) };
  return { candidateId: greenhouseIdNumber(body.candidate_id, 'candidate_id'), request: { ...request, ...body.passthrough } };
}

export function toGreenhouseApplicationUpdate(body: AtsApplicationUpdate): Record<string, unknown> {
  checkStatus(body.application_status, 'Greenhouse changes the status of an application only by rejecting, hiring or unrejecting it');
  const request: Record<string, unknown> = { ...sourceId(body.source) };
  const fields = customFields({ custom_fields: body.custom_fields });
  if (fields !== undefined) request.custom_fields = fields;
  return { ...request, ...body.passthrough };
}
