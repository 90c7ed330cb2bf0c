import { apiKeyAuthentication, basicAuthorizationHeader, oauth2Authentication } from '@openunified/connector-sdk';
import { JIRA_OAUTH_SCOPES } from './scopes.js';

export const JIRA_API_REFERENCE_URL = 'https://developer.atlassian.com/cloud/jira/platform/rest/v3/intro/';

/**
 * API token of an Atlassian account over HTTP Basic, `email:api_token`
 * (https://developer.atlassian.com/cloud/jira/platform/basic-auth-for-rest-apis/). The site is
 * part of the request URL (see jira-site.ts); the token acts with its owner's permissions.
 */
export const jiraApiTokenAuthentication = apiKeyAuthentication({
  key: 'api_token',
  label: 'API token',
  fields: [
    {
      key: 'site',
      label: 'Jira site',
      secret: false,
      placeholder: 'acme',
      help: 'The name of your Jira Cloud site: "acme" for https://acme.atlassian.net (the whole address works too).',
    },
    { key: 'email', label: 'Atlassian account e-mail', secret: false, placeholder: 'you@example.com', help: 'The e-mail address you sign in to Jira with.' },
    {
      key: 'api_token',
      label: 'API token',
      secret: true,
      help: 'Create one at https://id.atlassian.com/manage-profile/security/api-tokens.',
    },
  ],
  verifyActionId: 'jira_get_myself',
  apply: (credentials) => ({ headers: basicAuthorizationHeader(credentials.email ?? '', credentials.api_token ?? '') }),
  support: {
    link: 'https://developer.atlassian.com/cloud/jira/platform/basic-auth-for-rest-apis/',
    description: 'Connects with the API token of an Atlassian account; the connection sees and changes what that account can in Jira.',
    guides: {
      setup: {
        sections: [
          {
            title: 'Create an Atlassian API token',
            content: 'Jira Cloud REST API calls authenticate with your e-mail address and an API token.',
            list: [],
            steps: [
              {
                title: 'Open your Atlassian account security settings',
                content: 'Go to https://id.atlassian.com/manage-profile/security/api-tokens.',
                list: [],
              },
              { title: 'Create the token', content: 'Select "Create API token", give it a label and copy it: it is shown once.', list: [] },
              { title: 'Note your site', content: 'Your site is the first part of your Jira address: "acme" for https://acme.atlassian.net.', list: [] },
            ],
          },
        ],
        warning: 'The token acts with all the permissions of your Atlassian account. Revoke it from the same page to disconnect.',
      },
      config: null,
    },
  },
});

/**
 * OAuth 2.0 (3LO) with rotating refresh tokens
 * (https://developer.atlassian.com/cloud/jira/platform/oauth-2-3lo-apps/): `audience` and
 * `prompt=consent` as Atlassian asks, `offline_access` for a refresh token. Atlassian's token
 * endpoint takes the client credentials in the body and issues a new refresh token with every
 * refresh; the previous one stops working.
 */
export const jiraOAuth2Authentication = oauth2Authentication({
  key: 'oauth2',
  label: 'Atlassian account (OAuth 2.0)',
  authorizationUrl: 'https://auth.atlassian.com/authorize',
  tokenUrl: 'https://auth.atlassian.com/oauth/token',
  scopes: JIRA_OAUTH_SCOPES,
  scopeSeparator: ' ',
  pkce: false,
  authorizationParams: { audience: 'api.atlassian.com', prompt: 'consent' },
  clientAuthentication: 'body',
  support: {
    link: 'https://developer.atlassian.com/cloud/jira/platform/oauth-2-3lo-apps/',
    description: 'Sign in with your Atlassian account and choose the Jira site to link.',
    guides: {
      config: {
        warning: null,
        sections: [
          {
            title: 'Create an OAuth 2.0 (3LO) app',
            content: 'The connector profile needs the client id and secret of an app in the Atlassian developer console.',
            list: [],
            steps: [
              { title: 'Create the app', content: 'At https://developer.atlassian.com/console/myapps/ create an "OAuth 2.0 integration".', list: [] },
              {
                title: 'Add the Jira API scopes',
                content: 'Under "Permissions", add the Jira API and these classic scopes.',
                list: JIRA_OAUTH_SCOPES.filter((scope) => scope !== 'offline_access'),
              },
              { title: 'Set the callback URL', content: 'Under "Authorization", set this server\'s OAuth callback URL.', list: [] },
              {
                title: 'Save it in the connector profile',
                content: 'Copy the client id and secret from "Settings" into the Jira connector profile.',
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
            title: 'Link your Jira site',
            content: 'Click "Connect", sign in to Atlassian, pick the Jira site and accept.',
            list: ['The connection reads and writes issues and comments as you.'],
            steps: [],
          },
        ],
      },
    },
  },
});
