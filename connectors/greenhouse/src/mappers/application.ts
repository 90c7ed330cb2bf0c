import { type AtsApplication, encodeCompositeId, mapEnumValue, toIsoDateTime } from '@openunified/connector-sdk';
import type { GreenhouseApplication } from '../provider-schemas.js';
import { customFieldValues, reference, unifiedId } from './shared-fields.js';

/** Greenhouse's application statuses, which are unified values word for word. */
export const applicationStatuses = { active: 'active', rejected: 'rejected', hired: 'hired', converted: 'converted' } as const;

/** Greenhouse's rejection reason types, by the name it gives them. */
export const rejectionTypes = {
  'we rejected them': 'rejected_by_organization',
  'they rejected us': 'rejected_by_candidate',
  'none specified': 'unknown',
} as const;

function rejectedReasons(reason: GreenhouseApplication['rejection_reason']): AtsApplication['rejected_reasons'] {
  if (reason === null) return [];
  const typeName = reason.type?.name ?? null;
  return [
    {
      id: encodeCompositeId(reason.id),
      remote_id: reason.id,
      label: reason.name,
      type: typeName,
      rejected_reason_type: typeName === null ? null : mapEnumValue(typeName, rejectionTypes),
    },
  ];
}

export function mapApplication(application: GreenhouseApplication): AtsApplication {
  // A candidate application has exactly one job; a prospect application none or several, of which the first is kept.
  const jobId = application.jobs[0]?.id ?? null;
  const stage = application.current_stage;
  const reasons = rejectedReasons(application.rejection_reason);
  return {
    id: encodeCompositeId(application.id),
    remote_id: application.id,
    candidate_id: unifiedId(application.candidate_id),
    remote_candidate_id: application.candidate_id,
    job_id: unifiedId(jobId),
    remote_job_id: jobId,
    application_status: application.status === null ? null : mapEnumValue(application.status, applicationStatuses),
    interview_stage: stage && reference(stage.id, stage.name),
    interview_stage_id: unifiedId(stage?.id ?? null),
    remote_interview_stage_id: stage?.id ?? null,
    prospect: application.prospect,
    source: application.source && reference(application.source.id, application.source.public_name),
    rejected_reasons: reasons,
    rejected_reason_ids: reasons?.map((reason) => reason.id) ?? [],
    remote_rejected_reason_ids: reasons?.map((reason) => reason.remote_id) ?? [],
    recruiter_id: unifiedId(application.recruiter?.id ?? null),
    coordinator_id: unifiedId(application.coordinator?.id ?? null),
    credited_to_id: unifiedId(application.credited_to?.id ?? null),
    answers: application.answers.map(({ question, answer }) => ({ question, answer })),
    applied_at: toIsoDateTime(application.applied_at),
    rejected_at: toIsoDateTime(application.rejected_at),
    last_activity_at: toIsoDateTime(application.last_activity_at),
    // Harvest records neither for an application; applied_at and last_activity_at come closest.
    created_at: null,
    updated_at: null,
    unified_custom_fields: customFieldValues(application.keyed_custom_fields, application.custom_fields),
  };
}
