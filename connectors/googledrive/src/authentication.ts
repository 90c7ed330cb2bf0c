import { oauth2Authentication } from '@openunified/connector-sdk';
import { DIRECTORY_GROUP_MEMBER_READONLY_SCOPE, DIRECTORY_USER_READONLY_SCOPE, DRIVE_SCOPE } from './scopes.js';

/**
 * Google's OAuth 2.0 for web server applications
 * (https://developers.google.com/identity/protocols/oauth2/web-server): authorization code with
 * PKCE; `access_type=offline` and `prompt=consent` so Google returns a refresh token on every
 * link, including a re-link of a user who consented before.
 */
export const googleOAuth2 = oauth2Authentication({
  key: 'oauth2',
  label: 'Google account (OAuth 2.0)',
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  // The full Drive scope (it includes drive.readonly): uploads create files in the user's folders.
  scopes: [DRIVE_SCOPE, DIRECTORY_USER_READONLY_SCOPE, DIRECTORY_GROUP_MEMBER_READONLY_SCOPE],
  scopeSeparator: ' ',
  pkce: true,
  authorizationParams: { access_type: 'offline', prompt: 'consent' },
  clientAuthentication: 'body',
  apply: (credentials) => ({ headers: { Authorization: `Bearer ${credentials.access_token ?? ''}` } }),
  support: {
    link: 'https://developers.google.com/workspace/drive/api/guides/about-auth',
    description: 'Sign in with the Google account whose shared drives you want to link and allow access to Google Drive (reading, and uploading files).',
    guides: {
      config: {
        warning: 'While the OAuth consent screen is in "Testing" status, Google revokes refresh tokens after 7 days.',
        sections: [
          {
            title: 'Create a Google OAuth client',
            content: 'The connector profile needs the client id and secret of a Google Cloud OAuth client of type "Web application".',
            list: [],
            steps: [
              {
                title: 'Enable the Google Drive API',
                content: 'In the Google Cloud console, open "APIs & Services" > "Library" and enable "Google Drive API" for your project.',
                list: [],
              },
              {
                title: 'Configure the consent screen',
                content: 'Under "Google Auth Platform", set the app name and support e-mail and add the Drive scope.',
                list: [DRIVE_SCOPE],
              },
              {
                title: 'Create the client',
                content:
                  'Under "Clients", create an OAuth client of type "Web application" and add this server\'s OAuth callback URL as an authorized redirect URI.',
                list: [],
              },
              {
                title: 'Save it in the connector profile',
                content: 'Copy the client id and client secret into the Google Drive connector profile.',
                list: [],
              },
            ],
          },
        ],
      },
      setup: {
        warning: null,
        sections: [
          {
            title: 'Link your Google Drive',
            content: 'Click "Connect", choose your Google account and allow access. Only shared drives you are a member of are listed.',
            list: [
              'The connection reads; it never changes your files.',
              'A Google Workspace administrator can list every shared drive of the domain with filter[use_domain_admin_access]=true.',
            ],
            steps: [],
          },
        ],
      },
    },
  },
});
