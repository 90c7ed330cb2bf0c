import { oauth2Authentication } from '@openunified/connector-sdk';
import { MANAGE_GROUPS_SCOPE, MANAGE_MANAGED_USERS_SCOPE, ROOT_READONLY_SCOPE, ROOT_READWRITE_SCOPE } from './scopes.js';

/**
 * Box OAuth 2.0 (https://developer.box.com/guides/authentication/oauth2/): authorization code at
 * account.box.com, tokens at api.box.com; an enterprise administrator links the account, so the
 * connector may look up the enterprise's users and groups.
 */
export const boxOAuth2 = oauth2Authentication({
  key: 'oauth2',
  label: 'Box account (OAuth 2.0)',
  authorizationUrl: 'https://account.box.com/api/oauth2/authorize',
  tokenUrl: 'https://api.box.com/oauth2/token',
  scopes: [ROOT_READONLY_SCOPE, ROOT_READWRITE_SCOPE, MANAGE_MANAGED_USERS_SCOPE, MANAGE_GROUPS_SCOPE],
  pkce: false,
  support: {
    link: 'https://developer.box.com/guides/authentication/oauth2/',
    description: 'Sign in as a Box enterprise administrator and allow access to content (read, and write for uploads), users and groups.',
    guides: {
      config: {
        warning: null,
        sections: [
          {
            title: 'Create a Box OAuth 2.0 app',
            content: 'In the Box Developer Console, create a Custom App with "User Authentication (OAuth 2.0)".',
            list: [],
            steps: [
              {
                title: 'Choose the scopes',
                content: 'Enable "Read all files and folders", "Write all files and folders" (uploads), "Manage users" and "Manage groups".',
                list: [],
              },
              { title: 'Add the redirect URI', content: "Add this server's OAuth callback URL as the app's redirect URI.", list: [] },
              { title: 'Save it in the connector profile', content: 'Copy the client id and client secret into the Box connector profile.', list: [] },
            ],
          },
        ],
      },
      setup: {
        warning: null,
        sections: [
          {
            title: 'Link your Box enterprise',
            content: 'Click "Connect", sign in as an administrator and grant access.',
            list: ['The connection reads, and adds the files an application uploads; it never changes your collaborations.'],
            steps: [],
          },
        ],
      },
    },
  },
});
