import { type AtsHiringTeamMember, type AtsJob, encodeCompositeId, mapEnumValue, toIsoDateTime } from '@openunified/connector-sdk';
import type { GreenhouseJob, GreenhouseUserReference } from '../provider-schemas.js';
import { customFieldValues, reference } from './shared-fields.js';

/** Greenhouse jobs are open, closed or draft. */
export const jobStatuses = { open: 'open', closed: 'closed', draft: 'draft' } as const;

/** Each list of Greenhouse's `hiring_team`, and the unified role of its members. */
const hiringTeamRoles = {
  hiring_managers: 'hiring_manager',
  recruiters: 'recruiter',
  coordinators: 'coordinator',
  sourcers: 'sourcer',
} as const;

function hiringTeam(team: NonNullable<GreenhouseJob['hiring_team']>): AtsHiringTeamMember[] {
  return Object.entries(hiringTeamRoles).flatMap(([list, role]) =>
    (team[list as keyof typeof hiringTeamRoles] as GreenhouseUserReference[]).map((member) => ({
      user_id: encodeCompositeId(member.id),
      remote_user_id: member.id,
      first_name: member.first_name,
      last_name: member.last_name,
      // Harvest names hiring team members without their e-mail address.
      email: null,
      role,
    })),
  );
}

export function mapJob(job: GreenhouseJob): AtsJob {
  const status = job.status === null ? null : mapEnumValue(job.status, jobStatuses);
  return {
    id: encodeCompositeId(job.id),
    remote_id: job.id,
    title: job.name,
    code: job.requisition_id,
    // Harvest's job `notes` are internal notes, not a description; the description lives on job posts.
    description: null,
    status: status?.value ?? null,
    job_status: status,
    confidential: job.confidential === null ? null : job.confidential ? 'true' : 'false',
    department_ids: job.departments.map((department) => encodeCompositeId(department.id)),
    remote_department_ids: job.departments.map((department) => department.id),
    location_ids: job.offices.map((office) => encodeCompositeId(office.id)),
    remote_location_ids: job.offices.map((office) => office.id),
    departments: job.departments.map((department) => reference(department.id, department.name)),
    locations: job.offices.map((office) => reference(office.id, office.name)),
    hiring_team: job.hiring_team && hiringTeam(job.hiring_team),
    opened_at: toIsoDateTime(job.opened_at),
    closed_at: toIsoDateTime(job.closed_at),
    created_at: toIsoDateTime(job.created_at),
    updated_at: toIsoDateTime(job.updated_at),
    unified_custom_fields: customFieldValues(job.keyed_custom_fields, job.custom_fields),
  };
}
