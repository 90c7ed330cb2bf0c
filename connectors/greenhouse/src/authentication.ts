import { apiKeyAuthentication, BadRequestError, basicAuthorizationHeader, type Credentials } from '@openunified/connector-sdk';

export const GREENHOUSE_API_REFERENCE_URL = 'https://developers.greenhouse.io/harvest.html';

/** The credential naming the Greenhouse user every write is recorded against. */
export const ON_BEHALF_OF_CREDENTIAL = 'on_behalf_of_user_id';
const ON_BEHALF_OF_HEADER = 'on-behalf-of';

/**
 * Harvest takes the API key as the HTTP Basic username with an empty password. Writes also need
 * the `On-Behalf-Of` header (a Greenhouse user id, for Greenhouse's audit trail); the write actions
 * add it, so it is not part of what every request carries.
 */
export const greenhouseAuthentication = apiKeyAuthentication({
  key: 'api_key',
  label: 'Harvest API key',
  fields: [
    {
      key: 'api_key',
      label: 'Harvest API key',
      secret: true,
      help: 'In Greenhouse: Configure > Dev Center > API Credential Management > Create New API Key, type "Harvest". Grant it the endpoints listed in the setup guide.',
    },
    {
      key: ON_BEHALF_OF_CREDENTIAL,
      label: 'User id for writes (On-Behalf-Of)',
      secret: false,
      optional: true,
      placeholder: '4080',
      help: "The id of the Greenhouse user that creates and updates candidates through this connection (Configure > Users, the number in the user's address). Leave empty for read-only use.",
    },
  ],
  verifyActionId: 'greenhouse_list_users',
  apply: (credentials) => ({ headers: basicAuthorizationHeader(credentials.api_key ?? '', '') }),
  support: {
    link: GREENHOUSE_API_REFERENCE_URL,
    description:
      'Connects with a Harvest API key. Harvest keys see everything in the endpoints they are granted, so grant only the ones this connection needs.',
    guides: {
      setup: {
        sections: [
          {
            title: 'Create a Harvest API key',
            content: 'You need the developer permission "Can manage ALL organization\'s API Credentials".',
            list: [],
            steps: [
              { title: 'Open the Dev Center', content: 'In Greenhouse click Configure, then Dev Center, then API Credential Management.', list: [] },
              {
                title: 'Create the key',
                content: 'Click Create New API Key, choose the API type Harvest and copy the key; Greenhouse shows it only once.',
                list: [],
              },
              {
                title: 'Grant the endpoints',
                content: 'Under Manage Permissions, allow the endpoints this connection reads and writes.',
                list: [
                  'Candidates (list, retrieve, add, edit, add note)',
                  'Applications',
                  'Jobs (list, retrieve, create, edit)',
                  'Job Stages',
                  'Job Posts',
                  'Scheduled Interviews',
                  'Offers',
                  'Users',
                  'Departments',
                  'Offices',
                  'Custom Fields',
                  'Rejection Reasons',
                ],
              },
              {
                title: 'Choose the user for writes',
                content: 'Greenhouse records every write against a user. Enter the id of an active user who may edit candidates.',
                list: [],
              },
            ],
          },
        ],
        warning: 'A Harvest key reads every record of the endpoints it is granted, private candidates included.',
      },
      config: null,
    },
  },
});

/**
 * The user id a write goes out on behalf of: the call's `On-Behalf-Of` header, else the account's
 * credential. Refused before any provider call when neither names a user.
 */
export function onBehalfOfUserId(headers: Record<string, string> | null | undefined, credentials: Credentials): string {
  const fromHeader = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === ON_BEHALF_OF_HEADER)?.[1];
  const userId = (fromHeader ?? credentials[ON_BEHALF_OF_CREDENTIAL] ?? '').trim();
  if (userId === '') {
    throw new BadRequestError(
      `Greenhouse records every write against a user: set the account's ${ON_BEHALF_OF_CREDENTIAL} credential or send the On-Behalf-Of header with a Greenhouse user id`,
    );
  }
  if (!/^\d+$/.test(userId)) throw new BadRequestError(`On-Behalf-Of "${userId}" is not a Greenhouse user id`);
  return userId;
}
