import { apiKeyAuthentication, defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { getCampaign, listCampaigns } from './actions/campaign-actions.js';
import { createContentBlock, getContentBlock, listContentBlocks, updateContentBlock } from './actions/content-block-actions.js';
import { listMessageTypes } from './actions/list-message-types.js';
import {
  createEmailTemplate,
  createInAppTemplate,
  createPushTemplate,
  createSmsTemplate,
  getEmailTemplate,
  getInAppTemplate,
  getPushTemplate,
  getSmsTemplate,
  listEmailTemplates,
  listInAppTemplates,
  listPushTemplates,
  listSmsTemplates,
  updateEmailTemplate,
  updateInAppTemplate,
  updatePushTemplate,
  updateSmsTemplate,
} from './actions/template-mediums.js';
import { upsertPushTemplate } from './actions/upsert-push-template.js';
import { iterableApiBaseUrls } from './data-center.js';

const apiKeySetupGuide = {
  sections: [
    {
      title: 'Create a server-side API key',
      content: 'Iterable authenticates API calls with a project API key sent in the Api-Key header.',
      list: [],
      steps: [
        {
          title: 'Open API keys',
          content: 'Sign in at app.iterable.com (or app.eu.iterable.com for EU projects), open Integrations, then API Keys.',
          list: [],
        },
        {
          title: 'Create the key',
          content: 'Click "New API key", name it, and choose a key type.',
          list: [
            'Server-side: reads and writes templates and snippets (needed to create or update them).',
            'Read-only: enough to list and read templates, campaigns, snippets and message types.',
          ],
        },
        {
          title: 'Copy it now',
          content: 'Iterable shows the full key once; afterwards only its last characters are visible.',
          list: [],
        },
      ],
    },
  ],
  warning: 'Never use a JavaScript or Mobile key here: those key types cannot call the template endpoints.',
};

const templateResourceNotes = {
  filters: ['template_type', 'created_after', 'created_before'],
  description:
    "template_type is Iterable's templateType (Base, Blast, Triggered, Workflow); created_after/created_before map to startDateTime/endDateTime. updated_after is applied to each page's summaries, so a page may hold fewer records.",
};

const OMNI_CHANNEL_REASON =
  'every Iterable template belongs to one channel (email, push, SMS or in-app), each served as its own resource; Iterable has no template spanning channels';

export const iterableConnector = defineConnector({
  key: 'iterable',
  name: 'Iterable',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  customer_description:
    'Lets the application read and update your email, SMS, push and in-app templates and your snippets in Iterable, and read your campaigns.',
  description: 'Cross-channel marketing platform. Reads and writes email, SMS, push and in-app templates and snippets (content blocks); reads campaigns.',
  release_stage: 'beta',
  categories: ['marketing'],
  authentication: [
    apiKeyAuthentication({
      label: 'API Key',
      fields: [
        {
          key: 'api_key',
          label: 'API key',
          secret: true,
          help: 'A server-side key (read-only is enough for reading) from Integrations > API Keys of your Iterable project.',
        },
        {
          key: 'region',
          label: 'Data center',
          secret: false,
          optional: true,
          placeholder: 'us',
          help: '"us" (default) if you sign in at app.iterable.com, "eu" if you sign in at app.eu.iterable.com.',
        },
      ],
      apply: (credentials) => ({ headers: { 'Api-Key': credentials.api_key ?? '' } }),
      verifyActionId: 'iterable_list_message_types',
      support: {
        link: 'https://support.iterable.com/hc/en-us/articles/360043464871-API-Keys',
        description: 'Iterable API keys belong to one project; the key type decides which endpoints it may call.',
        guides: { config: null, setup: apiKeySetupGuide },
      },
    }),
  ],
  scope_definitions: [
    {
      name: 'read_only',
      description: 'Read-only API key: GET /api/templates, /api/templates/{email,sms,push,inapp}/get, /api/campaigns, /api/snippets and /api/messageTypes.',
      includes: [],
    },
    {
      name: 'server_side',
      description: 'Server-side API key: every server-side endpoint, including template upsert and update and snippet writes.',
      includes: ['read_only'],
    },
  ],
  resource_types: ['push_template', 'email_template', 'sms_template', 'in_app_template', 'campaign', 'content_block', 'message_type'],
  // US data center; EU accounts (credential region "eu") call api.eu.iterable.com, see data-center.ts.
  baseUrl: iterableApiBaseUrls.us,
  errorMessage: (body) => {
    if (typeof body !== 'object' || body === null) return undefined;
    const { msg, code } = body as { msg?: unknown; code?: unknown };
    if (typeof msg !== 'string') return undefined;
    return typeof code === 'string' ? `${msg} (${code})` : msg;
  },
  // Iterable meters requests with a leaky bucket and sends no Retry-After; it drains within a second.
  retryAfterSeconds: () => 1,
  resources: {
    push_templates: templateResourceNotes,
    email_templates: templateResourceNotes,
    sms_templates: templateResourceNotes,
    in_app_templates: templateResourceNotes,
    campaigns: {
      filters: ['campaign_state'],
      description:
        "campaign_state is Iterable's campaignState (Draft, Ready, Scheduled, Running, Finished, Starting, Aborted, Recurring, Archived). updated_after is applied to each page, so a page may hold fewer records.",
    },
    content_blocks: {
      filters: [],
      description:
        "Iterable's snippets. Iterable answers them all at once: each page is one call, paged by the connector; updated_after is applied before paging.",
    },
  },
  actions: [
    listPushTemplates,
    getPushTemplate,
    createPushTemplate,
    updatePushTemplate,
    listEmailTemplates,
    getEmailTemplate,
    createEmailTemplate,
    updateEmailTemplate,
    listSmsTemplates,
    getSmsTemplate,
    createSmsTemplate,
    updateSmsTemplate,
    listInAppTemplates,
    getInAppTemplate,
    createInAppTemplate,
    updateInAppTemplate,
    listCampaigns,
    getCampaign,
    listContentBlocks,
    getContentBlock,
    createContentBlock,
    updateContentBlock,
    upsertPushTemplate,
    listMessageTypes,
  ],
  unsupported: {
    'marketing.omni_channel_templates.list': OMNI_CHANNEL_REASON,
    'marketing.omni_channel_templates.get': OMNI_CHANNEL_REASON,
    'marketing.omni_channel_templates.create': OMNI_CHANNEL_REASON,
    'marketing.omni_channel_templates.update': OMNI_CHANNEL_REASON,
  },
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: iterableConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startIterableEmulator()),
});

export default manifest;

export { campaignFilterSchema } from './actions/campaign-actions.js';
export { templateFilterSchema, templateFilterSchema as pushTemplateFilterSchema } from './actions/template-actions.js';
export { upsertPushTemplateBodySchema } from './actions/upsert-push-template.js';
export { toUnifiedCampaign } from './mappers/campaign.js';
export { toIterableSnippetFields, toUnifiedContentBlock } from './mappers/content-block.js';
export { toUnifiedEmailTemplate } from './mappers/email-template.js';
export { toUnifiedInAppTemplate } from './mappers/in-app-template.js';
export { toIterablePushTemplateFields, toUnifiedPushTemplate } from './mappers/push-template.js';
export { toUnifiedSmsTemplate } from './mappers/sms-template.js';
export { TAGS_CAMPAIGN_DATA_FIELD, toIterableTemplateFields } from './mappers/template-fields.js';
