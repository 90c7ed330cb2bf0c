import { oauth2Authentication } from '@openunified/connector-sdk';
import { xeroScopes } from './scopes.js';

/**
 * Xero's OAuth 2.0 authorization code flow (https://developer.xero.com/documentation/guides/oauth2/auth-flow):
 * consent at login.xero.com, where the user also picks the organisations to connect; the token
 * endpoint at identity.xero.com takes the client's credentials as HTTP Basic. Access tokens live
 * 30 minutes; with `offline_access` a refresh token comes too, rotated on every refresh. The
 * organisations are not in the credentials: every route names its company, whose id is the
 * tenant id sent in `xero-tenant-id` (xero-api.ts).
 */
export const xeroOAuth2 = oauth2Authentication({
  key: 'oauth2',
  label: 'Xero (OAuth 2.0)',
  authorizationUrl: 'https://login.xero.com/identity/connect/authorize',
  tokenUrl: 'https://identity.xero.com/connect/token',
  scopes: [...xeroScopes],
  scopeSeparator: ' ',
  pkce: true,
  clientAuthentication: 'basic',
  apply: (credentials) => ({ headers: { Authorization: `Bearer ${credentials.access_token ?? ''}` } }),
  support: {
    link: 'https://developer.xero.com/documentation/guides/oauth2/auth-flow',
    description: 'Sign in to Xero and allow access to the organisations whose books the application should read and post journals to.',
    guides: {
      config: {
        warning: null,
        sections: [
          {
            title: 'Create a Xero app',
            content: 'The connector profile needs the client id and secret of a Xero app of type "Web app" (developer.xero.com/app/manage).',
            list: [],
            steps: [
              { title: 'Add the redirect URI', content: "Add this server's OAuth callback URL as the app's redirect URI.", list: [] },
              { title: 'Generate a secret', content: 'Under "Configuration", generate a client secret.', list: [] },
              { title: 'Save it in the connector profile', content: 'Copy the client id and secret into the Xero connector profile.', list: [] },
            ],
          },
        ],
      },
      setup: {
        warning: null,
        sections: [
          {
            title: 'Connect your organisations',
            content: 'Click "Connect", sign in to Xero, tick the organisations to share and click "Allow access".',
            list: ['Each organisation you allow becomes one company.', 'Refresh tokens lapse after 60 days without use: link again then.'],
            steps: [],
          },
        ],
      },
    },
  },
});
