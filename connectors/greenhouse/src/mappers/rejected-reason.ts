import { type AtsRejectedReasonRecord, encodeCompositeId, mapEnumValue } from '@openunified/connector-sdk';
import type { GreenhouseRejectionReason } from '../provider-reference-schemas.js';
import { rejectionTypes } from './application.js';

export function mapRejectedReason(reason: GreenhouseRejectionReason): AtsRejectedReasonRecord {
  const typeName = reason.type?.name ?? null;
  return {
    id: encodeCompositeId(reason.id),
    remote_id: reason.id,
    label: reason.name,
    type: typeName,
    rejected_reason_type: typeName === null ? null : mapEnumValue(typeName, rejectionTypes),
    // Type ids differ between organisations; the type's name is what says what it is.
    unified_custom_fields: null,
  };
}
