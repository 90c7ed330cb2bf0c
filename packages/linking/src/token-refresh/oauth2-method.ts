import type { ConnectorDefinition, Credentials, OAuth2Authentication } from '@openunified/connector-sdk';

/**
 * The OAuth 2.0 method an account's credentials belong to: the one they name in `auth_method`,
 * else the connector's first method, as the provider HTTP client picks it. Undefined for
 * API-key credentials.
 */
export function oauth2MethodOf(connector: ConnectorDefinition, credentials: Credentials): OAuth2Authentication | undefined {
  const method = credentials.auth_method
    ? connector.authentication.find((candidate) => candidate.key === credentials.auth_method)
    : connector.authentication[0];
  return method?.type === 'oauth2' ? method : undefined;
}
