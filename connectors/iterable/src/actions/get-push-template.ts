import { defineAction, getInputSchema } from '@openunified/connector-sdk';
import { toUnifiedPushTemplate } from '../mappers/push-template.js';
import { fetchPushTemplate, templateIdFromPath } from './push-template-requests.js';

export const getPushTemplate = defineAction({
  id: 'iterable_get_push_template',
  label: 'Get push template',
  description: 'Gets one Iterable push template with its title and message, by unified or Iterable template id.',
  tags: ['marketing', 'templates', 'push'],
  schema_type: 'unified',
  unified: 'marketing.push_templates.get',
  kind: 'get',
  required_scopes: ['read_only'],
  input: getInputSchema(),
  async run({ input, http, credentials }) {
    const template = await fetchPushTemplate(http, credentials, templateIdFromPath(input.path.id));
    return { data: toUnifiedPushTemplate(template) };
  },
});
