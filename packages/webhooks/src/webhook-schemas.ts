import { pageSizeQueryParameter } from '@openunified/feature-kit';
import { z } from 'zod';
import { isEventTypePattern } from './event-types.js';

/** A manual trigger takes at most this many events per request. */
export const MAX_TRIGGERED_EVENTS = 100;

const eventTypePatterns = z
  .array(
    z.string().refine(isEventTypePattern, {
      message: 'must be an event type such as account.created or hris_employees.updated, where * stands for any characters (hris_*)',
    }),
  )
  .min(1, 'must name at least one event type')
  .max(100, 'at most 100 event types')
  .transform((patterns) => [...new Set(patterns)])
  .describe('Event types to receive; * stands for any characters: account.*, hris_*, *');

const url = z.string().trim().min(1).max(2048).describe('Where deliveries are POSTed: http(s), a public address unless allowed by configuration');

export const createEndpointBodySchema = z.strictObject({
  url,
  event_types: eventTypePatterns,
  description: z.string().max(500).nullable().optional(),
});
export type CreateEndpointBody = z.output<typeof createEndpointBodySchema>;

export const updateEndpointBodySchema = z.strictObject({
  url: url.optional(),
  event_types: eventTypePatterns.optional(),
  description: z.string().max(500).nullable().optional(),
  enabled: z.boolean().optional().describe('true re-enables an endpoint (also one disabled after sustained failure); its pending deliveries resume'),
});
export type UpdateEndpointBody = z.output<typeof updateEndpointBodySchema>;

export const endpointWireSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    event_types: z.array(z.string()),
    enabled: z.boolean(),
    disabled_reason: z.string().nullable().describe('Why the endpoint is disabled, e.g. after sustained failure'),
    disabled_at: z.string().nullable(),
    previous_secret_expires_at: z.string().nullable().describe('Until then the secret before the last rotation signs too'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpointWire = z.output<typeof endpointWireSchema>;

export const endpointWithSecretSchema = endpointWireSchema
  .extend({ secret: z.string().describe('The signing secret (whsec_...), shown only in this answer') })
  .meta({ id: 'WebhookEndpointWithSecret' });

export const attemptWireSchema = z.object({
  attempt: z.number().int(),
  started_at: z.string(),
  duration_ms: z.number().int(),
  status_code: z.number().int().nullable(),
  succeeded: z.boolean(),
  error: z.string().nullable(),
  response_excerpt: z.string().nullable().describe('The first 1 KiB of the response body'),
});
export type WebhookAttemptWire = z.output<typeof attemptWireSchema>;

export const deliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

export const deliveryWireSchema = z
  .object({
    id: z.string(),
    webhook_id: z.string(),
    event_id: z.string().describe('The webhook-id header and the payload id: the same on every attempt and replay'),
    event: z.string(),
    event_date: z.string(),
    status: z.enum(deliveryStatuses),
    attempts: z.number().int(),
    next_attempt_at: z.string().nullable(),
    give_up_at: z.string().describe('A failed attempt at or after this time is the last'),
    delivered_at: z.string().nullable(),
    created_at: z.string(),
    attempt_log: z.array(attemptWireSchema),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryWire = z.output<typeof deliveryWireSchema>;

export const listDeliveriesQuerySchema = z.object({
  page_size: pageSizeQueryParameter(),
  next: z.string().min(1).optional(),
  status: z.enum(deliveryStatuses, { message: `must be one of ${deliveryStatuses.join(', ')}` }).optional(),
  event_id: z.string().min(1).optional(),
});
export type ListDeliveriesQuery = z.output<typeof listDeliveriesQuerySchema>;

export const triggerEventsBodySchema = z
  .array(
    z.strictObject({
      event: z.string().describe('An event type, e.g. account.updated'),
      record_id: z.string().describe('The record (an account id for account events)'),
    }),
  )
  .min(1, 'must name at least one event')
  .max(MAX_TRIGGERED_EVENTS, `at most ${MAX_TRIGGERED_EVENTS} events per request`);
export type TriggerEventsBody = z.output<typeof triggerEventsBodySchema>;

export const triggerResultSchema = z.object({
  event: z.string(),
  record_id: z.string(),
  status: z.number().int().describe('202 queued; 400 not an event type; 404 no such event of that record; 422 not subscribed'),
  message: z.string(),
});
export type TriggerResult = z.output<typeof triggerResultSchema>;
