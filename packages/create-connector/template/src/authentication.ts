import { apiKeyAuthentication } from '@openunified/connector-sdk';

/** __Name__ API keys go in the `X-Api-Key` header of every request. */
export const __key__Authentication = apiKeyAuthentication({
  fields: [{ key: 'api_key', label: 'API key', secret: true, help: 'Create one in __Name__ under Settings > API keys.' }],
  apply: (credentials) => ({ headers: { 'X-Api-Key': credentials.api_key ?? '' } }),
});
