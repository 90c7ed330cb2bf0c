import { z } from 'zod';
import { dateTimeSchema } from '../enum-value.js';

/**
 * Unified screening models (docs/unified/screening.md): the background check packages an
 * account can order, the order of one for a candidate, and the results the provider reports as
 * the check runs. Field names and types are those of the vendor's published API, so its clients
 * read our answers as they read its own. Every field but the ids may be null: providers differ in
 * what they record.
 */

const unifiedIdSchema = z.string().describe('Unified id (composite `c28xIQ...`)');
const remoteIdSchema = z.string().describe("The provider's id");

export const screeningPackageSchema = z.object({
  id: unifiedIdSchema,
  remote_id: remoteIdSchema,
  name: z.string().describe('The name of the package'),
  description: z.string().nullable().describe('What the package checks, where the provider says'),
});
export type ScreeningPackage = z.infer<typeof screeningPackageSchema>;

/** Where a check stands; `unmapped_value` for a provider status with no unified counterpart. */
export const screeningResultStatusValues = ['pending', 'in_progress', 'completed', 'failed', 'cancelled', 'unmapped_value'] as const;

export const screeningResultScoreSchema = z.object({
  label: z.string().nullable(),
  value: z.string().nullable(),
  min: z.string().nullable(),
  max: z.string().nullable(),
});

export const screeningResultSchema = z.object({
  id: unifiedIdSchema,
  remote_id: remoteIdSchema,
  order_id: z.string().nullable().describe('Unified id of the order the result belongs to'),
  status: z.enum(screeningResultStatusValues).nullable(),
  summary: z.string().nullable().describe("The provider's verdict, e.g. `clear` or `consider`"),
  score: screeningResultScoreSchema.nullable(),
  result_url: z.string().nullable().describe('Where the provider shows the full result'),
  start_date: dateTimeSchema.nullable(),
  submission_date: dateTimeSchema.nullable().describe('When the provider finished the check'),
});
export type ScreeningResult = z.infer<typeof screeningResultSchema>;

/** The vendor's names of result events, as `POST /unified/screening/results/webhook` answers them. */
export const screeningResultEventValues = [
  'screening.results.created',
  'screening.results.updated',
  'screening.results.completed',
  'screening.results.failed',
  'screening.results.cancelled',
] as const;
export type ScreeningResultEvent = (typeof screeningResultEventValues)[number];

/** An order: one package ordered for one candidate (created only; the provider reports on it through results). */
export const screeningOrderSchema = z.object({
  id: unifiedIdSchema,
  remote_id: remoteIdSchema,
  package_id: z.string().nullable(),
  candidate_id: z.string().nullable().describe("Unified id of the provider's candidate record the order created"),
  status: z.string().nullable(),
  created_at: dateTimeSchema.nullable(),
});
export type ScreeningOrder = z.infer<typeof screeningOrderSchema>;

/** The body of `POST /unified/screening/orders`. */
export const screeningOrderCreateSchema = z.object({
  package_id: z.string().min(1).describe('Unified or provider id of the package to order'),
  candidate: z.object({
    first_name: z.string().trim().min(1).nullish(),
    last_name: z.string().trim().min(1).nullish(),
    email: z.string().trim().min(1).nullish(),
  }),
  passthrough: z.record(z.string(), z.unknown()).nullish().describe('Merged into the provider request as is'),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullish(),
});
export type ScreeningOrderCreate = z.infer<typeof screeningOrderCreateSchema>;

/**
 * The body of `POST /unified/screening/results/webhook`: the event as its sender signed it. The
 * connector verifies the provider's signature over these exact bytes before reading anything, so
 * the route takes any JSON object (the provider's own event, or a result in the unified shape).
 */
export const screeningResultWebhookBodySchema = z
  .looseObject({})
  .describe("The provider's event as it sent it (or `{event, data}` in the unified shape), signed as the provider signs");
