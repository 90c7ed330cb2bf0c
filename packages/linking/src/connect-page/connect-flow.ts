import { ActionPipelineTokens, type ConnectorRegistry } from '@openunified/action-pipeline';
import { AuthTokens, type CredentialCipher } from '@openunified/auth';
import {
  type ApiKeyAuthentication,
  type AuthenticationMethod,
  applyOriginOverride,
  type ConnectorDefinition,
  type Credentials,
  type OAuth2Authentication,
} from '@openunified/connector-sdk';
import { BadRequestError, isApiError, NotFoundError } from '@openunified/errors';
import { type OriginOverrides, PlatformTokens, serviceRef } from '@openunified/feature-kit';
import { buildAuthorizationUrl, createOAuthState, createPkcePair, credentialsFromTokenResponse, OAuthTokenError, requestTokens } from '@openunified/oauth';
import {
  type ConnectionAttemptRecord,
  type ConnectorProfileRecord,
  type ConnectPageBranding,
  type ConnectSessionRecord,
  type Store,
  StoreToken,
} from '@openunified/store';
import { inject, injectable } from 'inversify';
import { type ConnectSessionsService, ConnectSessionsServiceToken, isExpired } from '../connect-sessions/connect-sessions-service.js';
import { hashSessionToken } from '../connect-sessions/session-token.js';
import { type ConnectorProfilesService, ConnectorProfilesServiceToken } from '../connector-profiles/connector-profiles-service.js';
import { type AccountLinker, AccountLinkerToken, type LinkedAccount } from './account-linker.js';
import { verifyCredentials } from './credential-verifier.js';

export const ConnectFlowToken = serviceRef<ConnectFlow>('openunified.linking.ConnectFlow');

/** A provider the session allows, with the authentication methods that can be used now. */
export interface ProviderOption {
  connector: ConnectorDefinition;
  methods: AuthenticationMethod[];
}

export type LinkOutcome =
  | ({ kind: 'linked'; connector: ConnectorDefinition } & LinkedAccount)
  | { kind: 'failed'; connector: ConnectorDefinition; code: string; description: string };

export interface OAuthCallbackParameters {
  state?: string;
  code?: string;
  error?: string;
  error_description?: string;
}

/** What a page needs to know of its link before anything else: how it looks, its language, where it returns to. */
export interface PageSettings {
  branding: ConnectPageBranding | undefined;
  locale: string | null;
  redirectUrl: string | null;
}

/** How an OAuth sign-in ended, with the session it belongs to. */
export interface OAuthCompletion {
  outcome: LinkOutcome;
  session: ConnectSessionRecord;
  /** Whether the sign-in started in a popup or a frame: the page then reports to its opener instead of redirecting. */
  embedded: boolean;
}

/** Where the provider sends the browser back; register it as the OAuth client's redirect URI. */
export const OAUTH_CALLBACK_PATH = '/connect/oauth/callback';

/**
 * The hosted connect page's work, behind its HTML: which providers a session offers, linking
 * with verified API keys, and the OAuth 2.0 authorization code flow with PKCE. Every try is a
 * connection attempt: `pending` while it runs (for OAuth, until the provider sends the browser
 * back), then `authenticated` with the account, or `failed` with an error code and description.
 */
@injectable()
export class ConnectFlow {
  constructor(
    @inject(StoreToken) private readonly store: Store,
    @inject(ActionPipelineTokens.ConnectorRegistry) private readonly connectors: ConnectorRegistry,
    @inject(AuthTokens.CredentialCipher) private readonly cipher: CredentialCipher,
    @inject(ConnectSessionsServiceToken) private readonly sessions: ConnectSessionsService,
    @inject(ConnectorProfilesServiceToken) private readonly profiles: ConnectorProfilesService,
    @inject(AccountLinkerToken) private readonly linker: AccountLinker,
    @inject(PlatformTokens.OriginOverrides) private readonly originOverrides: OriginOverrides,
  ) {}

  liveSession(token: string): Promise<ConnectSessionRecord> {
    return this.sessions.liveSession(token);
  }

  /**
   * docs/concepts/connect-flow.md#branding: the branding of the project a page belongs to (and the
   * language its session chose, docs/concepts/connect-flow.md#languages), known from
   * the session token (whatever state its session is in: an expired link still looks like the
   * application's) or from an OAuth state; undefined when neither names a project.
   */
  async pageSettings(from: { token?: string; oauthState?: string }): Promise<PageSettings> {
    const session = from.token ? await this.store.connectSessions.findByTokenHash(hashSessionToken(from.token)) : undefined;
    const projectId = session ? session.projectId : from.oauthState && projectIdOfState(from.oauthState);
    const branding = projectId ? (await this.store.projects.get(projectId))?.branding : undefined;
    // An OAuth callback's session is known once its state is checked: the route takes its locale from there.
    return { branding, locale: session?.locale ?? null, redirectUrl: session?.redirectUrl ?? null };
  }

  /** The session's provider, or the installed providers of its categories (all without), that can be linked now. */
  async providerOptions(session: ConnectSessionRecord): Promise<ProviderOption[]> {
    const candidates = session.provider
      ? [this.connectors.get(session.provider)].filter((connector) => connector !== undefined)
      : this.connectors.list().filter((connector) => !session.categories || connector.categories.some((category) => session.categories?.includes(category)));
    const options: ProviderOption[] = [];
    for (const connector of candidates) {
      const profile = await this.profileFor(session, connector, { createDefault: false });
      const hasOAuthClient = profile !== undefined && this.profiles.oauthClient(profile) !== undefined;
      const methods = connector.authentication.filter((method) => method.type === 'api_key' || hasOAuthClient);
      if (methods.length > 0) options.push({ connector, methods });
    }
    return options;
  }

  async providerOption(session: ConnectSessionRecord, provider: string): Promise<ProviderOption> {
    const option = (await this.providerOptions(session)).find((candidate) => candidate.connector.key === provider);
    if (!option) throw new NotFoundError(`"${provider}" cannot be connected through this link`);
    return option;
  }

  async linkWithApiKey(session: ConnectSessionRecord, provider: string, methodKey: string, submitted: Record<string, string>): Promise<LinkOutcome> {
    const { connector, methods } = await this.providerOption(session, provider);
    const method = methods.find((candidate): candidate is ApiKeyAuthentication => candidate.type === 'api_key' && candidate.key === methodKey);
    if (!method) throw new BadRequestError(`${connector.name} has no API-key method "${methodKey}"`);
    const credentials = credentialsFromForm(method, submitted);

    const attempt = await this.startAttempt(session, connector);
    const failure = await verifyCredentials(connector, method, credentials, this.originOverrides[connector.key]);
    if (failure) return this.fail(attempt, connector, failure.code, failure.description);
    const profile = await this.profileFor(session, connector, { createDefault: true });
    if (!profile) return this.fail(attempt, connector, 'not_configured', `${connector.name} is not configured for this project.`);
    return this.complete(attempt, session, connector, profile, credentials);
  }

  /** Starts the authorization code flow; returns where to send the browser. */
  async startOAuth(session: ConnectSessionRecord, provider: string, methodKey: string, baseUrl: string, options: { embedded?: boolean } = {}): Promise<string> {
    const { connector, methods } = await this.providerOption(session, provider);
    const method = methods.find((candidate): candidate is OAuth2Authentication => candidate.type === 'oauth2' && candidate.key === methodKey);
    if (!method) throw new BadRequestError(`${connector.name} has no OAuth 2.0 method "${methodKey}"`);
    const client = await this.oauthClientFor(session, connector);

    const state = `${session.projectId}${STATE_SEPARATOR}${createOAuthState()}${options.embedded ? EMBEDDED_STATE_SUFFIX : ''}`;
    const pkce = method.pkce ? createPkcePair() : undefined;
    await this.store.connectionAttempts.create({
      sessionId: session.id,
      provider: connector.key,
      status: 'pending',
      accountId: null,
      oauthErrorCode: null,
      oauthErrorDescription: null,
      oauthState: state,
      oauthVerifier: pkce ? this.cipher.encrypt(pkce.verifier) : null,
    });
    return buildAuthorizationUrl({
      authorizationUrl: applyOriginOverride(method.authorizationUrl, this.originOverrides[connector.key]),
      clientId: client.clientId,
      redirectUri: `${baseUrl}${OAUTH_CALLBACK_PATH}`,
      scopes: method.scopes,
      scopeSeparator: method.scopeSeparator,
      state,
      ...(pkce && { codeChallenge: pkce.challenge }),
      extraParameters: method.authorizationParams,
    });
  }

  /** The provider sent the browser back: exchange the code, or record why it did not work. */
  async completeOAuth(parameters: OAuthCallbackParameters, baseUrl: string): Promise<OAuthCompletion> {
    const { state } = parameters;
    if (!state) throw unknownSignIn();
    // A browser may deliver the callback twice; the second must find the state already spent.
    return this.store.withLock(`oauth-callback:${state}`, async () => {
      const attempt = await this.store.connectionAttempts.findByOauthState(state);
      const session = attempt && (await this.store.connectSessions.get(projectIdOfState(state), attempt.sessionId));
      const connector = attempt && this.connectors.get(attempt.provider);
      if (attempt?.status !== 'pending' || !session || !connector) throw unknownSignIn();
      // The state and verifier are single use, whatever happens next.
      await this.store.connectionAttempts.update(attempt.id, { oauthState: null, oauthVerifier: null });
      const outcome = await this.exchangeCode(parameters, baseUrl, attempt, session, connector);
      return { outcome, session, embedded: state.endsWith(EMBEDDED_STATE_SUFFIX) };
    });
  }

  /** Acts on the provider's answer; `attempt` still holds the verifier cleared from the store. */
  private async exchangeCode(
    parameters: OAuthCallbackParameters,
    baseUrl: string,
    attempt: ConnectionAttemptRecord,
    session: ConnectSessionRecord,
    connector: ConnectorDefinition,
  ): Promise<LinkOutcome> {
    if (isExpired(session)) return this.fail(attempt, connector, 'session_expired', 'This link expired before the sign-in finished.');
    if (parameters.error) {
      return this.fail(attempt, connector, parameters.error, parameters.error_description ?? `${connector.name} did not grant access (${parameters.error}).`);
    }
    if (!parameters.code) return this.fail(attempt, connector, 'invalid_request', `${connector.name} sent neither a code nor an error.`);

    const method = connector.authentication.find((candidate): candidate is OAuth2Authentication => candidate.type === 'oauth2');
    const profile = await this.profileFor(session, connector, { createDefault: false });
    const client = profile && this.profiles.oauthClient(profile);
    if (!method || !profile || !client) {
      return this.fail(attempt, connector, 'not_configured', `${connector.name} is no longer configured for this project.`);
    }
    try {
      const tokens = await requestTokens({
        tokenUrl: applyOriginOverride(method.tokenUrl, this.originOverrides[connector.key]),
        client,
        clientAuthentication: method.clientAuthentication,
        grant: {
          type: 'authorization_code',
          code: parameters.code,
          redirectUri: `${baseUrl}${OAUTH_CALLBACK_PATH}`,
          ...(attempt.oauthVerifier && { codeVerifier: this.cipher.decrypt(attempt.oauthVerifier) }),
        },
      });
      const credentials = { ...credentialsFromTokenResponse(tokens), auth_method: method.key };
      return await this.complete(attempt, session, connector, profile, credentials);
    } catch (error) {
      if (error instanceof OAuthTokenError) return this.fail(attempt, connector, error.code, error.description);
      throw error;
    }
  }

  private async startAttempt(session: ConnectSessionRecord, connector: ConnectorDefinition): Promise<ConnectionAttemptRecord> {
    return this.store.connectionAttempts.create({
      sessionId: session.id,
      provider: connector.key,
      status: 'pending',
      accountId: null,
      oauthErrorCode: null,
      oauthErrorDescription: null,
      oauthState: null,
      oauthVerifier: null,
    });
  }

  private async complete(
    attempt: ConnectionAttemptRecord,
    session: ConnectSessionRecord,
    connector: ConnectorDefinition,
    profile: ConnectorProfileRecord,
    credentials: Credentials,
  ): Promise<LinkOutcome> {
    // A session links once: two submissions racing past the page's check are decided here. The
    // account, its event and the attempt's outcome are one transaction: a crash leaves none of them.
    return this.store.withLock(`connect-session:${session.id}`, async () => {
      if (await this.store.connectionAttempts.authenticatedForSession(session.id)) {
        return this.fail(attempt, connector, 'already_used', 'This link was already used to connect an account.');
      }
      let linked: LinkedAccount;
      try {
        linked = await this.store.transaction(async (transaction) => {
          const result = await this.linker.link(session, connector, profile, credentials, transaction);
          await transaction.connectionAttempts.update(attempt.id, { status: 'authenticated', accountId: result.account.id });
          return result;
        });
      } catch (error) {
        if (isApiError(error)) return this.fail(attempt, connector, 'account_not_found', error.message);
        throw error;
      }
      this.linker.announce(linked);
      return { kind: 'linked', connector, ...linked };
    });
  }

  private async fail(attempt: ConnectionAttemptRecord, connector: ConnectorDefinition, code: string, description: string): Promise<LinkOutcome> {
    await this.store.connectionAttempts.update(attempt.id, { status: 'failed', oauthErrorCode: code, oauthErrorDescription: description });
    return { kind: 'failed', connector, code, description };
  }

  /**
   * The connector profile a link goes through: the session's when it is pinned to this provider,
   * else the provider's newest in the project; `createDefault` creates the implicit default of an
   * API-key connector (see ConnectorProfilesService.profileForLinking).
   */
  private async profileFor(
    session: ConnectSessionRecord,
    connector: ConnectorDefinition,
    options: { createDefault: boolean },
  ): Promise<ConnectorProfileRecord | undefined> {
    if (session.connectorProfileId && session.provider === connector.key) {
      const pinned = await this.profiles.find(session.projectId, session.connectorProfileId);
      if (pinned) return pinned;
    }
    if (options.createDefault) return this.profiles.profileForLinking(session.projectId, connector);
    return this.store.connectorProfiles.findByProvider(session.projectId, connector.key);
  }

  private async oauthClientFor(session: ConnectSessionRecord, connector: ConnectorDefinition) {
    const profile = await this.profileFor(session, connector, { createDefault: false });
    const client = profile && this.profiles.oauthClient(profile);
    if (!client) throw new NotFoundError(`"${connector.key}" cannot be connected through this link`);
    return client;
  }
}

/**
 * Sessions are stored per project and the callback knows only the state, so the state carries
 * the project id before its random part (project ids never contain the separator).
 */
const STATE_SEPARATOR = '.';
/** Marks the state of a sign-in started in a popup or frame; stored whole, so it cannot be altered on the way back. */
const EMBEDDED_STATE_SUFFIX = `${STATE_SEPARATOR}embedded`;

function projectIdOfState(state: string): string {
  return state.slice(0, Math.max(0, state.indexOf(STATE_SEPARATOR)));
}

function unknownSignIn(): BadRequestError {
  return new BadRequestError('this sign-in is unknown or was already completed; start again from the application');
}

/** The submitted fields of a method, trimmed; optional fields left empty are left out. */
function credentialsFromForm(method: ApiKeyAuthentication, submitted: Record<string, string>): Credentials {
  const credentials: Credentials = { auth_method: method.key };
  for (const field of method.fields) {
    const value = submitted[field.key]?.trim() ?? '';
    if (value !== '') credentials[field.key] = value;
    else if (!field.optional) throw new BadRequestError(`${field.label} is required`);
  }
  return credentials;
}
