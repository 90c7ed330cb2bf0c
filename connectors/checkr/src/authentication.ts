import { apiKeyAuthentication, basicAuthorizationHeader } from '@openunified/connector-sdk';

export const CHECKR_API_REFERENCE_URL = 'https://docs.checkr.com/';

/**
 * Checkr takes the secret API key as the HTTP Basic username with an empty password. The same key
 * signs the webhooks Checkr sends (an HMAC-SHA256 of the body, `X-Checkr-Signature`), so one
 * credential serves both. Partner integrations use Checkr's OAuth instead; a customer's own key is
 * enough here.
 */
export const checkrAuthentication = apiKeyAuthentication({
  key: 'api_key',
  label: 'Checkr API key',
  fields: [
    {
      key: 'api_key',
      label: 'Secret API key',
      secret: true,
      help: 'In the Checkr Dashboard: Account Settings > Developer Settings > API keys, a secret key (not a publishable one).',
    },
  ],
  verifyActionId: 'checkr_list_packages',
  apply: (credentials) => ({ headers: basicAuthorizationHeader(credentials.api_key ?? '', '') }),
  support: {
    link: CHECKR_API_REFERENCE_URL,
    description: 'Connects with a secret Checkr API key, which also signs the result webhooks Checkr sends.',
    guides: {
      setup: {
        sections: [
          {
            title: 'Create a secret API key',
            content: 'Checkr must have credentialed the account for production; a staging key works against the staging environment.',
            list: [],
            steps: [
              { title: 'Open the developer settings', content: 'In the Checkr Dashboard open Account Settings, then Developer Settings.', list: [] },
              { title: 'Create the key', content: 'Under API keys, create a secret key and copy it.', list: [] },
              {
                title: 'Point the webhook here',
                content:
                  "Under Webhooks, add this server's screening results webhook address; Checkr signs each event with the key, which this connection checks.",
                list: [],
              },
            ],
          },
        ],
        warning: 'A secret key orders background checks billed to the account: keep it on the server.',
      },
      config: null,
    },
  },
});
