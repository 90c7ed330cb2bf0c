import { apiKeyAuthentication } from '@openunified/connector-sdk';

/** __Name__ API keys go in the `X-Api-Key` header of every request. */
export const __key__Authentication = apiKeyAuthentication({
  fields: [{ key: 'api_key', label: 'API key', secret: true, help: 'Create one in __Name__ under Settings > API keys.' }],
  apply: (credentials) => ({ headers: { 'X-Api-Key': credentials.api_key ?? '' } }),
  // The connect flow runs this read with the submitted key before it links an account: use the
  // provider's cheapest call that needs a valid key (a "who am I" endpoint where it has one).
  verifyActionId: '__key___list_drives',
});
