import { oauth2Authentication } from '@openunified/connector-sdk';
import { slackBotScopes } from './scopes.js';

/**
 * Slack's OAuth v2 (https://api.slack.com/authentication/oauth-v2): the app is installed in a
 * workspace at slack.com/oauth/v2/authorize with bot scopes (comma-separated), and
 * oauth.v2.access exchanges the code for a bot token (`xoxb-`). With token rotation on, the token
 * expires after 12 hours and comes with a refresh token (`xoxe-`), refreshed at the same method.
 */
export const slackOAuth2 = oauth2Authentication({
  key: 'oauth2',
  label: 'Slack workspace (OAuth 2.0)',
  authorizationUrl: 'https://slack.com/oauth/v2/authorize',
  tokenUrl: 'https://slack.com/api/oauth.v2.access',
  scopes: [...slackBotScopes],
  scopeSeparator: ',',
  // Slack's OAuth v2 takes no PKCE for apps with a client secret.
  pkce: false,
  clientAuthentication: 'body',
  // Bot tokens go in the Authorization header (https://api.slack.com/web#authentication).
  apply: (credentials) => ({ headers: { Authorization: `Bearer ${credentials.access_token ?? ''}` } }),
  support: {
    link: 'https://api.slack.com/authentication/oauth-v2',
    description: 'Install the Slack app in your workspace and allow it to read conversations and users and to post messages.',
    guides: {
      config: {
        warning: null,
        sections: [
          {
            title: 'Create a Slack app',
            content: 'The connector profile needs the client id and secret of a Slack app (api.slack.com/apps).',
            list: [],
            steps: [
              { title: 'Add the bot token scopes', content: 'Under "OAuth & Permissions", add these bot token scopes.', list: [...slackBotScopes] },
              { title: 'Add the redirect URL', content: 'Add this server\'s OAuth callback URL under "Redirect URLs".', list: [] },
              {
                title: 'Save it in the connector profile',
                content: 'Copy the client id and client secret from "Basic Information" into the Slack connector profile.',
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
            title: 'Install the app in your workspace',
            content: 'Click "Connect", pick the workspace and click "Allow".',
            list: ['The app reads only the private channels and direct messages it is added to.'],
            steps: [],
          },
        ],
      },
    },
  },
});
