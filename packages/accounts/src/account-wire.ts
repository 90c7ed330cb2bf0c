import type { AccountRecord } from '@openunified/store';
import type { AccountWire } from './account-schemas.js';

/** The record as clients see it: snake_case, and never the credentials. */
export function toAccountWire(account: AccountRecord, providerName: string): AccountWire {
  return {
    id: account.id,
    provider: account.provider,
    provider_name: providerName,
    status: account.status,
    status_reasons: account.statusReasons.map(({ code, description, timestamp }) => ({ code, description, timestamp })),
    origin_owner_id: account.originOwnerId,
    origin_owner_name: account.originOwnerName,
    origin_username: account.originUsername,
    label: account.label,
    metadata: account.metadata,
    type: account.type,
    created_at: account.createdAt,
    updated_at: account.updatedAt,
  };
}
