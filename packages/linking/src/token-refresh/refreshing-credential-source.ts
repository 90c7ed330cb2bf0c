import type { AccountEvents } from '@openunified/accounts';
import type { CredentialSource } from '@openunified/action-pipeline';
import type { CredentialCipher } from '@openunified/auth';
import { applyOriginOverride, type ConnectorDefinition, type Credentials, type OAuth2Authentication } from '@openunified/connector-sdk';
import { BadGatewayError, NotFoundError, PreconditionFailedError } from '@openunified/errors';
import type { OriginOverrides, PlatformLogger } from '@openunified/feature-kit';
import { accessTokenExpiresAt, credentialsFromTokenResponse, OAuthTokenError, requestTokens } from '@openunified/oauth';
import type { AccountRecord, AccountStatus, Store } from '@openunified/store';
import type { ConnectorProfilesService } from '../connector-profiles/connector-profiles-service.js';
import { oauth2MethodOf } from './oauth2-method.js';

/** Access tokens this close to expiry are renewed before use, so a request never starts with a dying token. */
const REFRESH_MARGIN_MS = 60_000;

export interface RefreshingCredentialSourceDependencies {
  store: Store;
  cipher: CredentialCipher;
  profiles: ConnectorProfilesService;
  accountEvents: AccountEvents;
  logger: PlatformLogger;
  /** Connector key -> origin standing in for the provider (emulators), as the pipeline uses. */
  originOverrides: OriginOverrides;
}

/** Decides, under the lock and on the freshest stored copy, that no refresh is needed after all. */
type AlreadyRenewed = (stored: Credentials, account: AccountRecord) => boolean;

/**
 * The pipeline's credential source for OAuth 2.0 accounts: renews the access token shortly
 * before it expires and once after the provider answers 401, with the connector's token URL and
 * the OAuth client of the account's connector profile.
 *
 * Concurrent refreshes of one account collapse into one: in this process a single in-flight
 * promise per account; across processes the store lock `refresh:<account id>` (a PostgreSQL
 * advisory lock). Whoever gets the lock re-reads the account first and uses the tokens another
 * process stored meanwhile instead of refreshing again; refresh tokens may be single use.
 */
export class RefreshingCredentialSource implements CredentialSource {
  private readonly refreshesInFlight = new Map<string, Promise<Credentials>>();

  constructor(private readonly dependencies: RefreshingCredentialSourceDependencies) {}

  async current(account: AccountRecord, connector: ConnectorDefinition): Promise<Credentials> {
    const credentials = this.decrypt(account);
    const method = oauth2MethodOf(connector, credentials);
    if (!method || !credentials.refresh_token || !isExpiring(credentials, account)) return credentials;
    return this.refresh(account, connector, method, (stored, latest) => !isExpiring(stored, latest));
  }

  async afterUnauthorized(account: AccountRecord, connector: ConnectorDefinition, rejected: Credentials): Promise<Credentials | undefined> {
    const method = oauth2MethodOf(connector, rejected);
    if (!method || !rejected.refresh_token) return undefined;
    return this.refresh(account, connector, method, (stored, latest) => stored.access_token !== rejected.access_token && !isExpiring(stored, latest));
  }

  private refresh(account: AccountRecord, connector: ConnectorDefinition, method: OAuth2Authentication, alreadyRenewed: AlreadyRenewed): Promise<Credentials> {
    const inFlight = this.refreshesInFlight.get(account.id);
    if (inFlight) return inFlight;
    const refresh = this.dependencies.store
      .withLock(`refresh:${account.id}`, () => this.refreshLatest(account, connector, method, alreadyRenewed))
      .finally(() => this.refreshesInFlight.delete(account.id));
    this.refreshesInFlight.set(account.id, refresh);
    return refresh;
  }

  private async refreshLatest(
    snapshot: AccountRecord,
    connector: ConnectorDefinition,
    method: OAuth2Authentication,
    alreadyRenewed: AlreadyRenewed,
  ): Promise<Credentials> {
    const { store, profiles } = this.dependencies;
    const account = await store.accounts.get(snapshot.projectId, snapshot.id);
    if (!account) throw new NotFoundError(`account ${snapshot.id} not found`);
    if (account.status === 'expired' || account.status === 'error') throw accountUnusable(account);
    const stored = this.decrypt(account);
    if (alreadyRenewed(stored, account)) return stored;

    const refreshToken = stored.refresh_token;
    const profile = await profiles.profileOf(account);
    const client = profile && profiles.oauthClient(profile);
    if (!refreshToken || !client) {
      const missing = refreshToken ? `connector profile ${profile?.id ?? `of ${account.provider}`} has no OAuth client` : 'no refresh token is stored';
      throw new PreconditionFailedError(`the access token of account ${account.id} cannot be refreshed: ${missing}`);
    }

    try {
      const tokens = await requestTokens({
        tokenUrl: applyOriginOverride(method.tokenUrl, this.dependencies.originOverrides[connector.key]),
        client,
        clientAuthentication: method.clientAuthentication,
        grant: { type: 'refresh_token', refreshToken },
      });
      const renewed = credentialsFromTokenResponse(tokens, { previous: stored });
      await store.accounts.update(account.projectId, account.id, {
        credentials: this.dependencies.cipher.encryptJson(renewed),
        credentialsExpireAt: accessTokenExpiresAt(renewed)?.toISOString() ?? null,
      });
      return renewed;
    } catch (error) {
      if (!(error instanceof OAuthTokenError)) throw error;
      if (error.kind === 'unavailable') {
        this.dependencies.logger.warn({ accountId: account.id, code: error.code, status: error.status }, 'token refresh failed; the account is unchanged');
        throw new BadGatewayError({ message: `could not refresh the access token of account ${account.id}: ${error.description}` });
      }
      throw await this.markUnusable(account, error);
    }
  }

  /**
   * A refusal will not heal by retrying: `invalid_grant` (revoked or expired refresh token)
   * makes the account `expired`, anything else (e.g. the profile's OAuth client was deleted at
   * the provider) `error`. Either way account routes answer 412 until it is linked again.
   */
  private async markUnusable(account: AccountRecord, error: OAuthTokenError): Promise<PreconditionFailedError> {
    const status: AccountStatus = error.code === 'invalid_grant' ? 'expired' : 'error';
    const reason = {
      code: status === 'expired' ? 'refresh_token_invalid' : 'refresh_refused',
      description: `the provider refused to refresh the access token (${error.code}: ${error.description}); link the account again`,
      timestamp: new Date().toISOString(),
    };
    const updated = await this.dependencies.store.accounts.update(account.projectId, account.id, { status, statusReasons: [reason] });
    this.dependencies.logger.warn({ accountId: account.id, code: error.code, status }, 'token refresh refused by the provider');
    if (updated) await this.dependencies.accountEvents.updated(updated);
    return accountUnusable(updated ?? { ...account, status, statusReasons: [reason] });
  }

  private decrypt(account: AccountRecord): Credentials {
    return account.credentials ? this.dependencies.cipher.decryptJsonShared<Credentials>(account.credentials) : {};
  }
}

function isExpiring(credentials: Credentials, account: AccountRecord): boolean {
  const expiresAt = accessTokenExpiresAt(credentials) ?? (account.credentialsExpireAt ? new Date(account.credentialsExpireAt) : undefined);
  return expiresAt !== undefined && expiresAt.getTime() - Date.now() <= REFRESH_MARGIN_MS;
}

function accountUnusable(account: AccountRecord): PreconditionFailedError {
  const reason = account.statusReasons.at(-1)?.description;
  return new PreconditionFailedError(`account ${account.id} is ${account.status}${reason ? `: ${reason}` : ''}`);
}
