import { apiKeyAuthentication, oauth2Authentication } from '@openunified/connector-sdk';
import { CONNECTOR_SCOPES } from './scopes.js';

export const HUBSPOT_API_REFERENCE_URL = 'https://developers.hubspot.com/docs/api-reference/overview';

function bearer(accessToken: string | undefined) {
  return { headers: { Authorization: `Bearer ${accessToken ?? ''}` } };
}

/**
 * HubSpot OAuth 2.0 for public apps (https://developers.hubspot.com/docs/apps/legacy-apps/authentication/oauth-quickstart-guide):
 * the user installs the app at app.hubspot.com, the code and later the refresh token are
 * exchanged at api.hubapi.com/oauth/v1/token with the client id and secret in the form body.
 * Access tokens live 30 minutes; the refresh token does not expire.
 */
export const hubspotOAuth2 = oauth2Authentication({
  key: 'oauth2',
  label: 'HubSpot account (OAuth 2.0)',
  authorizationUrl: 'https://app.hubspot.com/oauth/authorize',
  tokenUrl: 'https://api.hubapi.com/oauth/v1/token',
  scopes: CONNECTOR_SCOPES,
  scopeSeparator: ' ',
  pkce: true,
  clientAuthentication: 'body',
  apply: (credentials) => bearer(credentials.access_token),
  support: {
    link: 'https://developers.hubspot.com/docs/apps/legacy-apps/authentication/working-with-oauth',
    description: 'Install the app in the HubSpot account to link and allow access to contacts, companies and lists.',
    guides: {
      config: {
        warning: null,
        sections: [
          {
            title: 'Create a HubSpot public app',
            content: 'The connector profile needs the client id and secret of a HubSpot app that uses OAuth.',
            list: [],
            steps: [
              { title: 'Create the app', content: 'In a HubSpot developer account, create an app and open its Auth tab.', list: [] },
              { title: 'Add the redirect URL', content: "Add this server's OAuth callback URL as a redirect URL.", list: [] },
              { title: 'Select the scopes', content: 'Require the scopes the connector uses.', list: CONNECTOR_SCOPES },
              { title: 'Save it in the connector profile', content: 'Copy the client id and client secret into the HubSpot connector profile.', list: [] },
            ],
          },
        ],
      },
      setup: {
        warning: null,
        sections: [
          {
            title: 'Link your HubSpot account',
            content:
              'Click "Connect", choose the HubSpot account and install the app. You need to be a super admin, or have the App Marketplace access permission.',
            list: [],
            steps: [],
          },
        ],
      },
    },
  },
});

/**
 * A private app's access token (https://developers.hubspot.com/docs/apps/legacy-apps/private-apps/overview):
 * one account, scopes chosen when the app was created, sent as a Bearer token, never expires.
 */
export const hubspotPrivateApp = apiKeyAuthentication({
  key: 'private_app',
  label: 'Private app access token',
  fields: [
    {
      key: 'access_token',
      label: 'Access token',
      secret: true,
      placeholder: 'pat-na1-...',
      help: 'In HubSpot: Settings > Integrations > Private Apps, open the app and copy its access token on the Auth tab.',
    },
  ],
  required_scopes: CONNECTOR_SCOPES.filter((scope) => scope !== 'oauth'),
  verifyActionId: 'hubspot_get_account_details',
  apply: (credentials) => bearer(credentials.access_token),
  support: {
    link: 'https://developers.hubspot.com/docs/apps/legacy-apps/private-apps/overview',
    description: 'Connects with the access token of a private app of the HubSpot account.',
    guides: {
      setup: {
        warning: 'Anyone holding the token has the scopes of the private app in the whole HubSpot account.',
        sections: [
          {
            title: 'Create a private app',
            content: 'You need to be a super admin of the HubSpot account.',
            list: [],
            steps: [
              { title: 'Open private apps', content: 'In HubSpot, go to Settings > Integrations > Private Apps and click "Create a private app".', list: [] },
              {
                title: 'Select the scopes',
                content: 'On the Scopes tab, select the scopes the connector uses.',
                list: CONNECTOR_SCOPES.filter((scope) => scope !== 'oauth'),
              },
              { title: 'Copy the token', content: 'Create the app, then copy the access token from its Auth tab.', list: [] },
            ],
          },
        ],
      },
      config: null,
    },
  },
});
