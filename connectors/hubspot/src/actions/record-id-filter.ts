import { toRemoteId, z } from '@openunified/connector-sdk';

/** A filter value naming a HubSpot record: a unified or a HubSpot id, which must be numeric. */
export function recordIdFilter(noun: string) {
  return z
    .union([z.string().min(1), z.number().int().nonnegative()])
    .transform((id) => toRemoteId(String(id)))
    .refine((id) => /^\d{1,20}$/.test(id), { message: `must be a HubSpot ${noun} id (unified or numeric)` });
}
