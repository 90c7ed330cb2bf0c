import { describeConnector } from '@openunified/connector-sdk/testing';
import { startIterableEmulator } from './emulator/index.js';
import { manifest } from './index.js';

const firstListedId = (previous: Record<string, unknown>) => (previous.iterable_list_push_templates as { id: string }[])[0]!.id;
const createdId = (previous: Record<string, unknown>) => (previous.iterable_create_push_template as { id: string }).id;

describeConnector(manifest, {
  startEmulator: () => startIterableEmulator({ seed: 11, templateCount: 30 }),
  inputs: {
    iterable_list_message_types: {},
    iterable_list_push_templates: { query: { page_size: 10 } },
    iterable_get_push_template: (previous) => ({ path: { id: firstListedId(previous) } }),
    iterable_create_push_template: {
      body: {
        name: 'Contract test template',
        tags: ['contract'],
        messages: [{ message_type: { value: 'push' }, message_content: { title: 'Hello', body: 'From the contract kit' } }],
        passthrough: { sound: 'chime' },
      },
    },
    iterable_update_push_template: (previous) => ({ path: { id: createdId(previous) }, body: { name: 'Contract test template v2', tags: [] } }),
    iterable_upsert_push_template: { body: { clientTemplateId: 'contract-upsert', name: 'Upserted', title: 'Hi', message: 'There' } },
  },
});
