import { defineAction, listInputSchema, z } from '@openunified/connector-sdk';
import { iterableEndpoint } from '../data-center.js';
import { iterableMessageTypesSchema, parseIterableBody } from '../iterable-payloads.js';

export const listMessageTypes = defineAction({
  id: 'iterable_list_message_types',
  label: 'List message types (native)',
  description:
    "Calls GET /api/messageTypes: the project's message types (subscription categories within a channel), whose ids go in a template's messageTypeId. One page holds them all.",
  tags: ['marketing', 'message types', 'native'],
  schema_type: 'native',
  kind: 'list',
  required_scopes: ['read_only'],
  input: listInputSchema(z.strictObject({})),
  async run({ http, credentials }) {
    const response = await http.get(iterableEndpoint(credentials, '/messageTypes'));
    const { messageTypes } = parseIterableBody(iterableMessageTypesSchema, response.body, 'GET /api/messageTypes');
    return { data: messageTypes, next: null };
  },
});
