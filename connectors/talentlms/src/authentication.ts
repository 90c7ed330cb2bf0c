import { apiKeyAuthentication, BadRequestError, basicAuthorizationHeader } from '@openunified/connector-sdk';

/** One DNS label: what goes before `.talentlms.com`. */
const domainPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export const TALENTLMS_API_REFERENCE_URL = 'https://www.talentlms.com/pages/docs/TalentLMS-API-Documentation.pdf';

/**
 * TalentLMS API v1 takes the account's API key as the HTTP Basic username with an empty
 * password. The domain is not a header but part of the base URL (`https://{domain}.talentlms.com`).
 */
export const talentlmsAuthentication = apiKeyAuthentication({
  key: 'api_key',
  label: 'API Key',
  fields: [
    {
      key: 'domain',
      label: 'TalentLMS domain',
      secret: false,
      placeholder: 'acme',
      help: 'The first part of the address you sign in at: for https://acme.talentlms.com enter "acme".',
    },
    {
      key: 'api_key',
      label: 'API key',
      secret: true,
      help: 'In TalentLMS as an administrator: Account & Settings > Integrations > API. Enable the API and copy the key.',
    },
  ],
  verifyActionId: 'talentlms_get_site_info',
  apply(credentials) {
    const domain = credentials.domain ?? '';
    // A pasted address ("acme.talentlms.com") would still form a host, just the wrong one; say so instead.
    if (!domainPattern.test(domain)) {
      throw new BadRequestError(`TalentLMS domain "${domain}" must be the subdomain only, e.g. "acme" for https://acme.talentlms.com`);
    }
    return { headers: { ...basicAuthorizationHeader(credentials.api_key ?? '', ''), Accept: 'application/json' } };
  },
  support: {
    link: TALENTLMS_API_REFERENCE_URL,
    description: 'Connects with the API key of a TalentLMS account. The key has administrator access to the whole account.',
    guides: {
      setup: {
        sections: [
          {
            title: 'Get your TalentLMS API key',
            content: 'The API is available on all paid TalentLMS plans, not on the Free plan or during a trial.',
            list: [],
            steps: [
              { title: 'Sign in as an administrator', content: 'Sign in to your TalentLMS portal with an administrator account.', list: [] },
              {
                title: 'Open the API settings',
                content: 'Go to Account & Settings, open the Integrations tab and select the API tile.',
                list: [],
              },
              { title: 'Enable the API', content: 'Turn the API on, copy the API key and save.', list: [] },
              {
                title: 'Note your domain',
                content: 'Your domain is the first part of your portal address: "acme" for https://acme.talentlms.com.',
                list: [],
              },
            ],
          },
        ],
        warning: 'Anyone holding the API key can read and change everything in the TalentLMS account.',
      },
      config: null,
    },
  },
});
