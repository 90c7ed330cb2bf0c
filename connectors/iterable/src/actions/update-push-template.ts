import { defineAction, encodeCompositeId, pushTemplateWriteSchema, updateInputSchema } from '@openunified/connector-sdk';
import { iterableEndpoint } from '../data-center.js';
import { needsExistingCampaignDataFields, toIterablePushTemplateFields } from '../mappers/push-template.js';
import { fetchPushTemplate, templateIdFromPath } from './push-template-requests.js';

export const updatePushTemplate = defineAction({
  id: 'iterable_update_push_template',
  label: 'Update push template',
  description:
    'Updates an Iterable push template from a unified body; absent or null fields are left as they are. Changing tags reads the template first to keep its other campaignDataFields.',
  tags: ['marketing', 'templates', 'push'],
  schema_type: 'unified',
  unified: 'marketing.push_templates.update',
  kind: 'update',
  required_scopes: ['server_side'],
  input: updateInputSchema(pushTemplateWriteSchema),
  async run({ input, http, credentials }) {
    const templateId = templateIdFromPath(input.path.id);
    const existingCampaignDataFields = needsExistingCampaignDataFields(input.body)
      ? ((await fetchPushTemplate(http, credentials, templateId)).campaignDataFields ?? null)
      : null;
    const fields = toIterablePushTemplateFields(input.body, existingCampaignDataFields);
    // Setting fields on a known templateId gives the same result however often it is sent.
    await http.post(iterableEndpoint(credentials, '/templates/push/update'), { json: { ...fields, templateId }, idempotent: true });
    const remoteId = String(templateId);
    return { data: { id: encodeCompositeId(remoteId), remote_id: remoteId } };
  },
});
