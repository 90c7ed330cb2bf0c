import { BadRequestError, dateTimeSchema, toRemoteId, z } from '@openunified/connector-sdk';

/**
 * Greenhouse ids are positive integers. Clients may send the unified id (`c28xIQ...`) or the
 * Greenhouse id; anything else is refused before it can reach a provider path or body.
 */
const greenhouseIdPattern = /^[1-9]\d{0,14}$/;

/** The Greenhouse id behind `id`, for a URL path; 400 naming `what` when it is not one. */
export function greenhouseId(id: string, what: string): string {
  const remoteId = toRemoteId(id).trim();
  if (!greenhouseIdPattern.test(remoteId)) throw new BadRequestError(`"${id}" is not a Greenhouse ${what} id`);
  return remoteId;
}

/** The Greenhouse id behind `id` as the number Harvest's JSON bodies carry; 400 naming `field`. */
export function greenhouseIdNumber(id: string, field: string): number {
  const remoteId = toRemoteId(id).trim();
  if (!greenhouseIdPattern.test(remoteId)) throw new BadRequestError(`${field}: "${id}" is not a Greenhouse id`);
  return Number(remoteId);
}

/** A `filter[...]` naming a record: the unified or the Greenhouse id, as the Greenhouse id. */
export function greenhouseIdFilter(description: string) {
  return z
    .union([z.string().min(1), z.number().int().positive()])
    .transform((id) => toRemoteId(String(id)).trim())
    .refine((id) => greenhouseIdPattern.test(id), { message: 'must be a unified id or a Greenhouse id' })
    .optional()
    .describe(description);
}

/** `filter[created_after]`: an ISO 8601 date-time, passed to Harvest's own `created_after`. */
export function createdAfterFilter(what: string) {
  return dateTimeSchema.optional().describe(`Only ${what} created at or after this instant`);
}
