import { randomUUID } from 'node:crypto';
import {
  BadRequestError,
  createInputSchema,
  defineAction,
  encodeCompositeId,
  pushTemplateWriteSchema,
} from '@openunified/connector-sdk';
import { iterableEndpoint } from '../data-center.js';
import { iterableApiResponseSchema, parseIterableBody } from '../iterable-payloads.js';
import { toIterablePushTemplateFields } from '../mappers/push-template.js';
import { createdTemplateId } from './push-template-requests.js';

export const createPushTemplate = defineAction({
  id: 'iterable_create_push_template',
  label: 'Create push template',
  description:
    'Creates an Iterable push template from a unified body (one message: title and body). Tags are kept in the template\'s campaignDataFields.unified_tags.',
  tags: ['marketing', 'templates', 'push'],
  schema_type: 'unified',
  unified: 'marketing.push_templates.create',
  kind: 'create',
  required_scopes: ['server_side'],
  input: createInputSchema(pushTemplateWriteSchema),
  async run({ input, http, credentials }) {
    if (!input.body.name) throw new BadRequestError('name is required to create an Iterable push template');
    const fields = toIterablePushTemplateFields(input.body);
    // Iterable creates templates only through upsert-by-clientTemplateId; a fresh id makes it a create.
    const clientTemplateId = typeof fields.clientTemplateId === 'string' ? fields.clientTemplateId : randomUUID();
    const response = await http.post(iterableEndpoint(credentials, '/templates/push/upsert'), {
      json: { ...fields, clientTemplateId },
      // The same clientTemplateId upserts the same template, so a retried attempt cannot duplicate it.
      idempotent: true,
    });
    const result = parseIterableBody(iterableApiResponseSchema, response.body, 'POST /api/templates/push/upsert');
    const remoteId = String(createdTemplateId(result));
    return { data: { id: encodeCompositeId(remoteId), remote_id: remoteId } };
  },
});
