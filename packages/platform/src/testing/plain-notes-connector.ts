import { apiKeyAuthentication, defineConnector, defineConnectorManifest } from '@openunified/connector-sdk';

/**
 * A connector that declares nothing beyond its API-key authentication: no emulator, actions or
 * resource types. For tests of what a feature does with such a provider, or that need an account
 * and nothing more.
 */
export const plainNotesConnector = defineConnectorManifest({
  connector: defineConnector({
    key: 'plainnotes',
    name: 'Plain Notes',
    version: '1.0.0',
    icon: '',
    description: 'A connector that declares nothing beyond its authentication',
    release_stage: 'preview',
    categories: ['documents'],
    authentication: [
      apiKeyAuthentication({
        fields: [{ key: 'api_key', label: 'API key', secret: true }],
        apply: (credentials) => ({ headers: { 'x-api-key': credentials.api_key ?? '' } }),
        verifyActionId: 'plainnotes_get_user',
      }),
    ],
    scope_definitions: [],
    resource_types: [],
    baseUrl: 'https://notes.invalid',
    actions: [],
  }),
});
