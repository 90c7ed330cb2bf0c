import { type AtsScheduledInterview, encodeCompositeId, mapEnumValue, toIsoDateTime } from '@openunified/connector-sdk';
import type { GreenhouseScheduledInterview } from '../provider-schemas.js';
import { interviewStatuses } from './interview.js';
import { unifiedId } from './shared-fields.js';

/**
 * A Greenhouse scheduled interview as an application's scheduled interview: one meeting, so one
 * interview part, titled with the interview step. Greenhouse names the step, not the job stage,
 * so the stage stays null; interviewers come with a full name only.
 */
export function mapScheduledInterview(interview: GreenhouseScheduledInterview): AtsScheduledInterview {
  const interviewerIds = interview.interviewers.map((interviewer) => encodeCompositeId(interviewer.id));
  const remoteInterviewerIds = interview.interviewers.map((interviewer) => interviewer.id);
  const startAt = toIsoDateTime(interview.start);
  const endAt = toIsoDateTime(interview.end);
  const createdAt = toIsoDateTime(interview.created_at);
  const updatedAt = toIsoDateTime(interview.updated_at);
  return {
    id: encodeCompositeId(interview.id),
    remote_id: interview.id,
    application_id: unifiedId(interview.application_id),
    remote_application_id: interview.application_id,
    interview_stage: null,
    interview_stage_id: null,
    remote_interview_stage_id: null,
    interview_status: interview.status === null ? null : mapEnumValue(interview.status, interviewStatuses),
    interviewers: interview.interviewers.map((interviewer) => ({
      id: encodeCompositeId(interviewer.id),
      remote_id: interviewer.id,
      first_name: null,
      last_name: null,
      name: interviewer.name,
      email: interviewer.email,
    })),
    interviewer_ids: interviewerIds,
    remote_interviewer_ids: remoteInterviewerIds,
    interview_parts: [
      {
        id: encodeCompositeId(interview.id),
        remote_id: interview.id,
        title: interview.interview?.name ?? null,
        type: null,
        start_at: startAt,
        end_at: endAt,
        interviewer_ids: interviewerIds,
        remote_interviewer_ids: remoteInterviewerIds,
        meeting_url: interview.video_conferencing_url,
        meeting_provider: null,
        created_at: createdAt,
        updated_at: updatedAt,
      },
    ],
    start_at: startAt,
    end_at: endAt,
    meeting_url: interview.video_conferencing_url,
    created_at: createdAt,
    updated_at: updatedAt,
  };
}
