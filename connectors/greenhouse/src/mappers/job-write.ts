import { type AtsJobCreate, type AtsJobUpdate, BadRequestError } from '@openunified/connector-sdk';
import { greenhouseIdNumber } from '../greenhouse-ids.js';
import { customFields } from './candidate-write.js';

/**
 * The unified job write bodies (docs/unified/ats.md) as Harvest's `POST /jobs` and
 * `PATCH /jobs/{id}`. Greenhouse makes a job by copying a template job, so a create needs
 * `passthrough.template_job_id`; `passthrough.number_of_openings` defaults to 1. A Greenhouse job
 * has one department. Harvest cannot write a job's description (it lives on job posts), status
 * (it follows the openings), confidentiality, hiring team or stages through these endpoints:
 * those members are accepted and not sent.
 */

type JobBody = AtsJobCreate | AtsJobUpdate;

function departmentId(body: JobBody): number | null | undefined {
  if (body.department_ids === undefined) return undefined;
  const ids = body.department_ids ?? [];
  if (ids.length > 1) throw new BadRequestError('department_ids: a Greenhouse job belongs to one department; send at most one id');
  return ids.length === 0 ? null : greenhouseIdNumber(ids[0]!, 'department_ids');
}

/** What a create and an update share, under the names of the update (`name`). */
function commonFields(body: JobBody): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  if (body.code !== undefined) request.requisition_id = body.code;
  const department = departmentId(body);
  if (department !== undefined) request.department_id = department;
  if (body.location_ids !== undefined) request.office_ids = (body.location_ids ?? []).map((id) => greenhouseIdNumber(id, 'location_ids'));
  return request;
}

/** Harvest's `custom_fields[]` of a job write, or undefined when the body sets none. */
export function jobCustomFields(body: JobBody): Record<string, unknown>[] | undefined {
  return customFields(body);
}

/** The body of `POST /jobs`. Custom fields are not part of it: Harvest sets them with a `PATCH` after. */
export function toGreenhouseJobCreateBody(body: AtsJobCreate): Record<string, unknown> {
  const { template_job_id: template, number_of_openings: openings, ...passthrough } = body.passthrough ?? {};
  if (template === undefined || template === null || template === '') {
    throw new BadRequestError('Greenhouse creates a job by copying a template job: send passthrough.template_job_id (a unified or Greenhouse job id)');
  }
  const request: Record<string, unknown> = {
    template_job_id: greenhouseIdNumber(String(template), 'passthrough.template_job_id'),
    number_of_openings: openings ?? 1,
    ...commonFields(body),
  };
  if (body.title !== undefined && body.title !== null) request.job_name = body.title;
  return { ...request, ...passthrough };
}

/** The body of `PATCH /jobs/{id}`. */
export function toGreenhouseJobUpdateBody(body: AtsJobUpdate): Record<string, unknown> {
  const request = commonFields(body);
  if (body.title !== undefined) request.name = body.title;
  const fields = jobCustomFields(body);
  if (fields !== undefined) request.custom_fields = fields;
  return { ...request, ...body.passthrough };
}
