import { apiKeyAuthentication, BadRequestError } from '@openunified/connector-sdk';

export const OKTA_API_TOKEN_GUIDE_URL = 'https://developer.okta.com/docs/guides/create-an-api-token/main/';

/** A host name of dot-separated DNS labels: `acme.okta.com`, `acme.oktapreview.com`, `login.acme.com`. */
const domainPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * Checks the org domain before it becomes part of every URL. A pasted address would still form
 * a URL, just the wrong one; the admin console's `-admin` host does not serve the API.
 */
export function checkOktaDomain(domain: string): void {
  if (!domainPattern.test(domain)) {
    throw new BadRequestError(`Okta domain "${domain}" must be the host name only, e.g. "acme.okta.com" (no https://, no path)`);
  }
  const [firstLabel = ''] = domain.split('.');
  if (firstLabel.toLowerCase().endsWith('-admin')) {
    throw new BadRequestError(`Okta domain "${domain}" is the admin console; the API is served by the org domain "${domain.replace(/-admin\./i, '.')}"`);
  }
}

/**
 * Okta API tokens go in `Authorization: SSWS {token}`. A token acts with the administrator
 * roles of the person who created it, and the org domain is part of the base URL
 * (`https://{domain}/api/v1`).
 */
export const oktaAuthentication = apiKeyAuthentication({
  key: 'api_token',
  label: 'API Token',
  fields: [
    {
      key: 'domain',
      label: 'Okta domain',
      secret: false,
      placeholder: 'acme.okta.com',
      help: 'The address of your Okta org without https://, e.g. acme.okta.com or acme.oktapreview.com (not the -admin address).',
    },
    {
      key: 'api_token',
      label: 'API token',
      secret: true,
      help: 'In the Okta Admin Console: Security > API > Tokens > Create token. Copy it at once: Okta shows it only once.',
    },
  ],
  verifyActionId: 'okta_get_current_user',
  apply(credentials) {
    checkOktaDomain(credentials.domain ?? '');
    return { headers: { Authorization: `SSWS ${credentials.api_token ?? ''}` } };
  },
  support: {
    link: OKTA_API_TOKEN_GUIDE_URL,
    description:
      'Connects with an Okta API token. The token has the administrator permissions of the person who created it; a Read-Only Administrator is enough to read users, groups, roles and policies.',
    guides: {
      setup: {
        sections: [
          {
            title: 'Create an Okta API token',
            content: 'API tokens are created in the Okta Admin Console by an administrator.',
            list: [],
            steps: [
              {
                title: 'Sign in as an administrator',
                content: 'Preferably as a dedicated service account: a token stops working when its creator is deactivated.',
                list: [],
              },
              { title: 'Open the tokens page', content: 'Go to Security > API and open the Tokens tab.', list: [] },
              { title: 'Create the token', content: 'Click Create token, name it, and copy the value Okta shows once.', list: [] },
              { title: 'Note your domain', content: 'Your domain is the address of your org without https://, e.g. acme.okta.com.', list: [] },
            ],
          },
        ],
        warning: 'Okta revokes a token that has not been used for 30 days, and every token of a deactivated creator.',
      },
      config: null,
    },
  },
});
