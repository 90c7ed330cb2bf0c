import { defaultMessageFor } from '@openunified/errors';
import { z } from 'zod';

/** docs/concepts/errors.md, for the OpenAPI document: what every error response carries. */
export const errorEnvelopeSchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string(),
    timestamp: z.iso.datetime({ offset: true }),
    data: z
      .object({ statusCode: z.number().int(), message: z.string(), headers: z.record(z.string(), z.string()) })
      .nullable()
      .optional()
      .describe('400 only (null when no provider was involved): the provider response that caused it'),
    provider_errors: z
      .array(
        z.object({
          status: z.number().int(),
          url: z.string(),
          raw: z.record(z.string(), z.unknown()).nullable(),
          headers: z.record(z.string(), z.string()),
        }),
      )
      .nullable()
      .optional()
      .describe('Always on 400 (null when no provider was involved); on other statuses when a provider failure caused the error'),
  })
  .meta({ id: 'ErrorEnvelope' });

/** The error statuses a route can answer with, for its `schema.response`. */
export function errorResponses<Status extends number>(...statuses: Status[]): Record<Status, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, describedErrorEnvelope(status)])) as Record<Status, typeof errorEnvelopeSchema>;
}

// One described copy per status, shared by every route: `describe` clones the schema and adds the
// clone to zod's registry, and the routes registered at start-up ask for thousands of them.
const describedErrorEnvelopes = new Map<number, typeof errorEnvelopeSchema>();

function describedErrorEnvelope(status: number): typeof errorEnvelopeSchema {
  let described = describedErrorEnvelopes.get(status);
  if (!described) {
    described = errorEnvelopeSchema.describe(defaultMessageFor(status));
    describedErrorEnvelopes.set(status, described);
  }
  return described;
}

/** Every route behind an API key can answer these. */
export const authenticatedErrorStatuses = [400, 401, 403, 429, 500] as const;
