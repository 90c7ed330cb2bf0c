import { type AtsApplicationStage, encodeCompositeId, toIsoDateTime } from '@openunified/connector-sdk';
import type { GreenhouseJobStage } from '../provider-schemas.js';
import { unifiedId } from './shared-fields.js';

/** A Greenhouse job stage: one step of one job's pipeline. */
export function mapApplicationStage(stage: GreenhouseJobStage): AtsApplicationStage {
  return {
    id: encodeCompositeId(stage.id),
    remote_id: stage.id,
    name: stage.name,
    job_id: unifiedId(stage.job_id),
    order: stage.priority,
    active: stage.active,
    created_at: toIsoDateTime(stage.created_at),
    updated_at: toIsoDateTime(stage.updated_at),
    unified_custom_fields: null,
  };
}
