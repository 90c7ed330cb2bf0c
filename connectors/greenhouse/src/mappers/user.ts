import { type AtsUser, encodeCompositeId, toIsoDateTime } from '@openunified/connector-sdk';
import type { GreenhouseUser } from '../provider-schemas.js';
import { customFieldValues, fullName } from './shared-fields.js';

export function mapUser(user: GreenhouseUser): AtsUser {
  return {
    id: encodeCompositeId(user.id),
    remote_id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    name: user.name ?? fullName(user.first_name, user.last_name),
    email: user.primary_email_address,
    employee_id: user.employee_id,
    active: user.disabled === null ? null : !user.disabled,
    created_at: toIsoDateTime(user.created_at),
    updated_at: toIsoDateTime(user.updated_at),
    unified_custom_fields: customFieldValues(user.keyed_custom_fields, user.custom_fields),
  };
}
