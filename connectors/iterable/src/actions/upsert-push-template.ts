import { createInputSchema, defineAction, z } from '@openunified/connector-sdk';
import { iterableEndpoint } from '../data-center.js';
import { iterableApiResponseSchema, parseIterableBody } from '../iterable-payloads.js';
import { upsertedTemplateIds } from './template-requests.js';

/** UpsertPushTemplateModel of Iterable's reference; members it adds later pass through as is. */
export const upsertPushTemplateBodySchema = z.looseObject({
  clientTemplateId: z.string().min(1).describe('Your own key of the template: every push template with it is updated, or one is created'),
  name: z.string().optional(),
  title: z.string().optional().describe('Push message title'),
  message: z.string().optional().describe('Push message body'),
  badge: z.string().optional(),
  sound: z.string().optional(),
  payload: z.record(z.string(), z.unknown()).optional().describe('JSON payload sent with the push'),
  deeplink: z.record(z.string(), z.string()).optional().describe('Deep links by platform: { ios, android }'),
  richMedia: z.record(z.string(), z.string()).optional().describe('Rich media URLs by platform: { ios, android }'),
  campaignDataFields: z.record(z.string(), z.unknown()).optional(),
  isSilentPush: z.boolean().optional(),
  wake: z.boolean().optional(),
  interruptionLevel: z.enum(['passive', 'active', 'time-sensitive', 'critical']).optional(),
  relevanceScore: z.number().min(0).max(1).optional(),
  messageTypeId: z.number().int().optional(),
  locale: z.string().optional(),
  creatorUserId: z.string().optional(),
});

export const upsertPushTemplate = defineAction({
  id: 'iterable_upsert_push_template',
  label: 'Upsert push template (native)',
  description:
    "Calls POST /api/templates/push/upsert with an Iterable body: updates every push template with the clientTemplateId, or creates one. Returns Iterable's answer and the template ids it names.",
  tags: ['marketing', 'templates', 'push', 'native'],
  schema_type: 'native',
  kind: 'other',
  required_scopes: ['server_side'],
  input: createInputSchema(upsertPushTemplateBodySchema),
  async run({ input, http, credentials }) {
    const response = await http.post(iterableEndpoint(credentials, '/templates/push/upsert'), { json: input.body, idempotent: true });
    const result = parseIterableBody(iterableApiResponseSchema, response.body, 'POST /api/templates/push/upsert');
    return { data: { ...result, templateIds: upsertedTemplateIds(result) } };
  },
});
