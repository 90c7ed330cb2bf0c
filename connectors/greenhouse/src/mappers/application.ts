import { type AtsApplication, atsApplicationStatusValues, encodeCompositeId, mapEnumValue, toIsoDateTime } from '@openunified/connector-sdk';
import type { GreenhouseApplication } from '../provider-schemas.js';
import { customFieldValues, reference, unifiedId } from './shared-fields.js';

/** Greenhouse's application statuses are the unified ones. */
const applicationStatuses = Object.fromEntries(atsApplicationStatusValues.map((status) => [status, status]));

export function mapApplication(application: GreenhouseApplication): AtsApplication {
  // A candidate application has exactly one job; a prospect application none or several, of which the first is kept.
  const job = application.jobs[0];
  return {
    id: encodeCompositeId(application.id),
    remote_id: application.id,
    candidate_id: unifiedId(application.candidate_id),
    job_id: unifiedId(job?.id ?? null),
    status: application.status === null ? null : mapEnumValue(application.status, applicationStatuses),
    current_stage: application.current_stage && reference(application.current_stage.id, application.current_stage.name),
    prospect: application.prospect,
    source: application.source && reference(application.source.id, application.source.public_name),
    rejection_reason: application.rejection_reason && reference(application.rejection_reason.id, application.rejection_reason.name),
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
