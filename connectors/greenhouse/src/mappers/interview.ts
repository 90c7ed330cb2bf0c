import { type AtsInterview, encodeCompositeId, mapEnumValue, toIsoDateTime } from '@openunified/connector-sdk';
import type { GreenhouseScheduledInterview } from '../provider-schemas.js';
import { unifiedId } from './shared-fields.js';

export const interviewStatuses = { scheduled: 'scheduled', awaiting_feedback: 'pending_feedback', complete: 'completed' } as const;

/** A Greenhouse scheduled interview. An all-day one has dates only: they become midnight UTC. */
export function mapInterview(interview: GreenhouseScheduledInterview): AtsInterview {
  return {
    id: encodeCompositeId(interview.id),
    remote_id: interview.id,
    application_id: unifiedId(interview.application_id),
    remote_application_id: interview.application_id,
    title: interview.interview?.name ?? null,
    interview_status: interview.status === null ? null : mapEnumValue(interview.status, interviewStatuses),
    start_at: toIsoDateTime(interview.start),
    end_at: toIsoDateTime(interview.end),
    location: interview.location,
    meeting_url: interview.video_conferencing_url,
    organizer_id: unifiedId(interview.organizer?.id ?? null),
    interviewers: interview.interviewers.map((interviewer) => ({
      id: encodeCompositeId(interviewer.id),
      remote_id: interviewer.id,
      name: interviewer.name,
      email: interviewer.email,
    })),
    interviewer_ids: interview.interviewers.map((interviewer) => encodeCompositeId(interviewer.id)),
    remote_interviewer_ids: interview.interviewers.map((interviewer) => interviewer.id),
    created_at: toIsoDateTime(interview.created_at),
    updated_at: toIsoDateTime(interview.updated_at),
    unified_custom_fields: {
      external_event_id: interview.external_event_id,
      // The interview step of the job stage (its id is in the stage's `interviews[]`).
      interview: interview.interview && { id: interview.interview.id, name: interview.interview.name },
    },
  };
}
