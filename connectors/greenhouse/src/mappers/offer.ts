import { type AtsOffer, encodeCompositeId, mapEnumValue, toIsoDateTime } from '@openunified/connector-sdk';
import type { GreenhouseOffer } from '../provider-schemas.js';
import { customFieldValues, unifiedId } from './shared-fields.js';

/**
 * Greenhouse's offer statuses; `unresolved` is an offer made and not yet answered. `deprecated`
 * (a version replaced by a newer one) has no unified counterpart: it stays `unmapped_value`.
 */
export const offerStatuses = { unresolved: 'pending', accepted: 'accepted', rejected: 'rejected' } as const;

export function mapOffer(offer: GreenhouseOffer): AtsOffer {
  return {
    id: encodeCompositeId(offer.id),
    remote_id: offer.id,
    application_id: unifiedId(offer.application_id),
    remote_application_id: offer.application_id,
    candidate_id: unifiedId(offer.candidate_id),
    job_id: unifiedId(offer.job_id),
    offer_status: offer.status === null ? null : mapEnumValue(offer.status, offerStatuses),
    version: offer.version,
    sent_at: toIsoDateTime(offer.sent_at),
    start_date: toIsoDateTime(offer.starts_at),
    resolved_at: toIsoDateTime(offer.resolved_at),
    created_at: toIsoDateTime(offer.created_at),
    updated_at: toIsoDateTime(offer.updated_at),
    unified_custom_fields: customFieldValues(offer.keyed_custom_fields, offer.custom_fields),
  };
}
