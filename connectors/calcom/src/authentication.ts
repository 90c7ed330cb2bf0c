import { apiKeyAuthentication } from '@openunified/connector-sdk';

/**
 * Cal.com API v2 keys (https://cal.com/docs/api-reference/v2/introduction#authentication): a
 * key made under Settings > Developer > API Keys, `cal_live_...` (or `cal_...` on self-hosted
 * instances), sent as a Bearer token. The key acts as its user: it reads that user's event types
 * and bookings.
 */
export const calcomApiKey = apiKeyAuthentication({
  label: 'API key',
  fields: [
    {
      key: 'api_key',
      label: 'API key',
      secret: true,
      placeholder: 'cal_live_...',
      help: 'Settings > Developer > API Keys > Add in Cal.com. The connection acts as the user who made the key.',
    },
  ],
  apply: (credentials) => ({ headers: { Authorization: `Bearer ${credentials.api_key ?? ''}` } }),
  verifyActionId: 'calcom_list_event_types',
  support: {
    link: 'https://cal.com/docs/api-reference/v2/introduction',
    description: 'A Cal.com API key of the user whose event types and bookings the application reads and books.',
    guides: {
      config: null,
      setup: {
        warning: 'Cal.com shows the key once: copy it before closing the dialog.',
        sections: [
          {
            title: 'Create an API key',
            content: 'Cal.com authenticates API v2 calls with a personal API key sent as a Bearer token.',
            list: [],
            steps: [
              { title: 'Open API keys', content: 'Sign in at app.cal.com, open Settings, then Developer > API Keys.', list: [] },
              { title: 'Add a key', content: 'Click "Add", name it, and pick an expiry (or none).', list: [] },
              { title: 'Copy it', content: 'Paste the key, starting with cal_live_, here.', list: [] },
            ],
          },
        ],
      },
    },
  },
});
