import { describeConnector } from '@openunified/connector-sdk/testing';
import { startIterableEmulator } from './emulator/index.js';
import { manifest } from './index.js';

const firstListedId = (actionId: string) => (previous: Record<string, unknown>) => (previous[actionId] as { id: string }[])[0]!.id;
const createdId = (actionId: string) => (previous: Record<string, unknown>) => (previous[actionId] as { id: string }).id;

const templateInputs = (key: string, message: Record<string, unknown>) => ({
  [`iterable_list_${key}_templates`]: { query: { page_size: 10 } },
  [`iterable_get_${key}_template`]: (previous: Record<string, unknown>) => ({ path: { id: firstListedId(`iterable_list_${key}_templates`)(previous) } }),
  [`iterable_create_${key}_template`]: { body: { name: `Contract test ${key} template`, tags: ['contract'], messages: [message] } },
  [`iterable_update_${key}_template`]: (previous: Record<string, unknown>) => ({
    path: { id: createdId(`iterable_create_${key}_template`)(previous) },
    body: { name: `Contract test ${key} template v2`, tags: [] },
  }),
});

describeConnector(manifest, {
  startEmulator: () => startIterableEmulator({ seed: 11, templateCount: 30 }),
  inputs: {
    iterable_list_message_types: {},
    iterable_list_push_templates: { query: { page_size: 10 } },
    iterable_get_push_template: (previous) => ({ path: { id: firstListedId('iterable_list_push_templates')(previous) } }),
    iterable_create_push_template: {
      body: {
        name: 'Contract test template',
        tags: ['contract'],
        messages: [{ message_type: { value: 'push' }, message_content: { title: 'Hello', body: 'From the contract kit' } }],
        passthrough: { sound: 'chime' },
      },
    },
    iterable_update_push_template: (previous) => ({
      path: { id: createdId('iterable_create_push_template')(previous) },
      body: { name: 'Contract test template v2', tags: [] },
    }),
    iterable_upsert_push_template: { body: { clientTemplateId: 'contract-upsert', name: 'Upserted', title: 'Hi', message: 'There' } },
    ...templateInputs('email', {
      message_type: { value: 'email' },
      message_content: { subject: 'Hello', body: '<p>From the contract kit</p>', from: 'news@example.com', 'reply-to': 'help@example.com', preheader: 'Hi' },
    }),
    ...templateInputs('sms', { message_type: { value: 'sms' }, message_content: { body: 'From the contract kit' } }),
    ...templateInputs('in_app', { message_type: { value: 'in_app' }, message_content: { body: '<div>From the contract kit</div>' } }),
    iterable_list_campaigns: { query: { page_size: 10 } },
    iterable_get_campaign: (previous) => ({ path: { id: firstListedId('iterable_list_campaigns')(previous) } }),
    iterable_list_content_blocks: { query: { page_size: 3 } },
    iterable_get_content_block: (previous) => ({ path: { id: firstListedId('iterable_list_content_blocks')(previous) } }),
    iterable_create_content_block: {
      body: { name: 'contract block', content: '<p>Hi {{firstName}}</p>', type: { value: 'html' }, passthrough: { variables: ['firstName'] } },
    },
    iterable_update_content_block: (previous) => ({ path: { id: createdId('iterable_create_content_block')(previous) }, body: { content: '<p>Hello</p>' } }),
  },
});
