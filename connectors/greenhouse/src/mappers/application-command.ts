import { type AtsMoveApplication, type AtsRejectApplication, BadRequestError } from '@openunified/connector-sdk';
import { greenhouseIdNumber } from '../greenhouse-ids.js';

/**
 * The unified move and reject bodies as Harvest's `POST /applications/{id}/move` and
 * `POST /applications/{id}/reject`. Harvest moves an application from the stage it is in
 * (`from_stage_id`, which the action reads first) to another stage of its job, and rejects it
 * with one rejection reason; `passthrough` reaches Harvest's other fields (`notes`,
 * `rejection_email`).
 */

export function toGreenhouseMove(body: AtsMoveApplication, currentStageId: string | null): Record<string, unknown> {
  if (!body.interview_stage_id) throw new BadRequestError('interview_stage_id: the stage to move the application to is required');
  if (currentStageId === null) throw new BadRequestError('the application is in no stage of a job (a prospect): Greenhouse cannot move it');
  return {
    ...body.passthrough,
    from_stage_id: Number(currentStageId),
    to_stage_id: greenhouseIdNumber(body.interview_stage_id, 'interview_stage_id'),
  };
}

export function toGreenhouseReject(body: AtsRejectApplication): Record<string, unknown> {
  if (!body.rejected_reason_id) throw new BadRequestError('rejected_reason_id: Greenhouse rejects an application with a rejection reason');
  return { ...body.passthrough, rejection_reason_id: greenhouseIdNumber(body.rejected_reason_id, 'rejected_reason_id') };
}
