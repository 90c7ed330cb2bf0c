/**
 * How a connector authenticates, declared as data plus one pure function that turns an
 * account's decrypted credentials into what goes on each provider request. Serialises to the
 * authentication descriptor (docs/concepts/actions.md) (`type, label, key, required_scopes, support`).
 */

export interface GuideStep {
  title: string;
  content: string;
  list: string[];
}
export interface GuideSection {
  title: string;
  content: string;
  list: string[];
  steps: GuideStep[];
}
export interface Guide {
  sections: GuideSection[];
  warning: string | null;
}
export interface AuthenticationSupport {
  link: string;
  description: string;
  guides: { config: Guide | null; setup: Guide | null };
}

/** One field of the connect page's form for an API-key style connector. */
export interface CredentialField {
  key: string;
  label: string;
  /** Secrets are masked on the connect page and never echoed back. */
  secret: boolean;
  help?: string;
  placeholder?: string;
  optional?: boolean;
}

/** What the provider HTTP client adds to every request of the account. */
export interface AppliedCredentials {
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export type Credentials = Record<string, string>;

interface AuthenticationBase {
  /** Stable identifier of this method within the connector, e.g. `api_key` or `oauth2`. */
  key: string;
  label: string;
  required_scopes: string[];
  support: AuthenticationSupport;
  /** Pure: credentials in, request decoration out. */
  apply(credentials: Credentials): AppliedCredentials;
}

export interface ApiKeyAuthentication extends AuthenticationBase {
  type: 'api_key';
  fields: CredentialField[];
  /**
   * Id of a cheap authenticated read the connect flow runs with the submitted credentials before
   * an account links: a wrong key must fail it, so no account is created with credentials the
   * provider refuses. The contract kit runs it with the sandbox's and with altered credentials.
   */
  verifyActionId: string;
}

export interface OAuth2Authentication extends AuthenticationBase {
  type: 'oauth2';
  authorizationUrl: string;
  tokenUrl: string;
  /** Provider scopes requested at authorization. */
  scopes: string[];
  scopeSeparator: string;
  pkce: boolean;
  /** Extra query parameters on the authorization URL, e.g. `access_type=offline`. */
  authorizationParams: Record<string, string>;
  /** Where the client id/secret go on the token request (RFC 6749 2.3.1 allows both). */
  clientAuthentication: 'body' | 'basic';
}

export type AuthenticationMethod = ApiKeyAuthentication | OAuth2Authentication;

/** Credentials of an OAuth2 account as the store keeps them (encrypted at rest). */
export interface OAuth2Credentials extends Credentials {
  access_token: string;
  token_type: string;
}

const emptySupport: AuthenticationSupport = { link: '', description: '', guides: { config: null, setup: null } };

export function apiKeyAuthentication(
  definition: Omit<ApiKeyAuthentication, 'type' | 'support' | 'required_scopes' | 'key' | 'label'> &
    Partial<Pick<ApiKeyAuthentication, 'support' | 'required_scopes' | 'key' | 'label'>>,
): ApiKeyAuthentication {
  return {
    type: 'api_key',
    key: definition.key ?? 'api_key',
    label: definition.label ?? 'API Key',
    required_scopes: definition.required_scopes ?? [],
    support: definition.support ?? emptySupport,
    ...definition,
  };
}

export function oauth2Authentication(
  definition: Omit<
    OAuth2Authentication,
    'type' | 'support' | 'required_scopes' | 'key' | 'label' | 'apply' | 'scopeSeparator' | 'pkce' | 'authorizationParams' | 'clientAuthentication'
  > &
    Partial<
      Pick<
        OAuth2Authentication,
        'support' | 'required_scopes' | 'key' | 'label' | 'apply' | 'scopeSeparator' | 'pkce' | 'authorizationParams' | 'clientAuthentication'
      >
    >,
): OAuth2Authentication {
  return {
    type: 'oauth2',
    key: definition.key ?? 'oauth2',
    label: definition.label ?? 'OAuth 2.0',
    required_scopes: definition.required_scopes ?? definition.scopes,
    support: definition.support ?? emptySupport,
    scopeSeparator: definition.scopeSeparator ?? ' ',
    pkce: definition.pkce ?? true,
    authorizationParams: definition.authorizationParams ?? {},
    clientAuthentication: definition.clientAuthentication ?? 'body',
    apply: definition.apply ?? ((credentials) => ({ headers: { Authorization: `Bearer ${credentials.access_token ?? ''}` } })),
    ...definition,
  };
}

/** HTTP Basic from two credential values, the common way providers take API keys. */
export function basicAuthorizationHeader(username: string, password: string): Record<string, string> {
  return { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` };
}
