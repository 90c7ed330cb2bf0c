import { ActionPipelineTokens, type ConnectorRegistry } from '@openunified/action-pipeline';
import type { ConnectorDefinition } from '@openunified/connector-sdk';
import { BadRequestError, NotFoundError, UnauthorizedError, UnprocessableEntityError } from '@openunified/errors';
import { serviceRef } from '@openunified/feature-kit';
import type { Category } from '@openunified/schemas';
import {
  type AccountRecord,
  type ConnectionAttemptRecord,
  type ConnectorProfileRecord,
  type ConnectSessionRecord,
  type Project,
  type Store,
  StoreToken,
} from '@openunified/store';
import { inject, injectable } from 'inversify';
import { type ConnectorProfilesService, ConnectorProfilesServiceToken, linksWithApiKeys } from '../connector-profiles/connector-profiles-service.js';
import { isAllowedRedirect } from '../return/app-origins.js';
import {
  type ConnectSessionAuthenticatedWire,
  type ConnectSessionCreatedWire,
  type ConnectSessionCreateInput,
  type ConnectSessionDetailWire,
  SESSION_LIFETIME_SECONDS,
  toWireCategory,
} from './connect-session-schemas.js';
import { createSessionToken, hashSessionToken } from './session-token.js';

export const ConnectSessionsServiceToken = serviceRef<ConnectSessionsService>('openunified.linking.ConnectSessionsService');

export const UNKNOWN_TOKEN_MESSAGE = 'unknown connect session token';
export const EXPIRED_TOKEN_MESSAGE = 'connect session token expired';
export const USED_TOKEN_MESSAGE = 'connect session token already linked an account';

/**
 * How long after its expiry a session with an attempt still answers `authenticate`: a backend
 * that polls late still learns the account id, or why the attempt failed (docs/concepts/connect-flow.md).
 */
export const OUTCOME_GRACE_MS = 24 * 60 * 60 * 1000;

/** Where a session pins its provider (`provider`, `integration_id` or the edited account). */
interface ProviderTarget {
  connector: ConnectorDefinition;
  profile: ConnectorProfileRecord;
}

/**
 * Connect sessions: created by the platform's backend with an API key, then used by the
 * customer's browser through the token alone (the hosted connect page).
 */
@injectable()
export class ConnectSessionsService {
  constructor(
    @inject(StoreToken) private readonly store: Store,
    @inject(ActionPipelineTokens.ConnectorRegistry) private readonly connectors: ConnectorRegistry,
    @inject(ConnectorProfilesServiceToken) private readonly profiles: ConnectorProfilesService,
  ) {}

  async create(project: Project, input: ConnectSessionCreateInput, publicBaseUrl: string): Promise<ConnectSessionCreatedWire> {
    const editedAccount = input.account_id ? await this.editedAccount(project.id, input.account_id) : undefined;
    const categories = input.categories?.length ? [...new Set(input.categories)] : null;
    const target = await this.providerTarget(project.id, input, editedAccount, categories);
    const redirectUrl = input.redirect_url ? await this.allowedRedirect(project.id, input.redirect_url) : null;

    const token = createSessionToken();
    const session = await this.store.connectSessions.create({
      organizationId: project.organizationId,
      projectId: project.id,
      tokenHash: hashSessionToken(token),
      originOwnerId: input.origin_owner_id,
      originOwnerName: input.origin_owner_name,
      originUsername: input.origin_username ?? null,
      categories,
      provider: target?.connector.key ?? null,
      providerVersion: input.provider_version ?? null,
      accountId: editedAccount?.id ?? null,
      label: input.label ?? null,
      metadata: input.metadata ?? {},
      multiple: input.multiple ?? false,
      type: input.type ?? 'production',
      connectorProfileId: target?.profile.id ?? null,
      externalTriggerToken: null,
      expiresAt: new Date(Date.now() + (input.expires_in ?? SESSION_LIFETIME_SECONDS.default) * 1000).toISOString(),
      redirectUrl,
      locale: input.locale ?? null,
    });
    return { ...toSessionWire(session), token, auth_link_url: `${publicBaseUrl}/connect?token=${encodeURIComponent(token)}` };
  }

  /** docs/concepts/connect-flow.md: what a token stands for, with the outcome of its latest connection attempt. */
  async authenticate(projectId: string, token: string): Promise<ConnectSessionAuthenticatedWire> {
    const session = await this.store.connectSessions.findByTokenHash(hashSessionToken(token));
    // Another project's token is as unknown to this caller as a made-up one, expired or not.
    if (!session || session.projectId !== projectId) throw unknownToken();
    const latest =
      (await this.store.connectionAttempts.authenticatedForSession(session.id)) ?? (await this.store.connectionAttempts.latestForSession(session.id));
    if (isExpired(session, Date.now() - (latest ? OUTCOME_GRACE_MS : 0))) throw new UnauthorizedError(EXPIRED_TOKEN_MESSAGE);
    const attempt = await this.expireAbandoned(session, latest);
    const account = attempt?.accountId ? await this.store.accounts.get(projectId, attempt.accountId) : undefined;
    return {
      ...toSessionWire(session),
      connector_profile_id: session.connectorProfileId ?? account?.connectorProfileId ?? null,
      latest_connection_attempt: attempt ? toAttemptWire(attempt) : null,
    };
  }

  /**
   * docs/concepts/connect-flow.md: a session of the project by its id, with every connection
   * attempt, for an operator following a customer's progress. A read: abandoned attempts are
   * shown as they are stored, not expired here.
   */
  async get(projectId: string, id: string): Promise<ConnectSessionDetailWire> {
    const numericId = /^\d{1,15}$/.test(id) ? Number(id) : undefined;
    const session = numericId === undefined ? undefined : await this.store.connectSessions.get(projectId, numericId);
    if (!session) throw new NotFoundError(`no connect session ${id} in this project`);
    const attempts = await this.store.connectionAttempts.listForSession(session.id);
    const latest = attempts.find((attempt) => attempt.status === 'authenticated') ?? attempts[0];
    const account = latest?.accountId ? await this.store.accounts.get(projectId, latest.accountId) : undefined;
    return {
      ...toSessionWire(session),
      expires_at: session.expiresAt,
      connector_profile_id: session.connectorProfileId ?? account?.connectorProfileId ?? null,
      latest_connection_attempt: latest ? toAttemptWire(latest) : null,
      connection_attempts: attempts.map(toAttemptWire),
    };
  }

  /** The session a token opens; 401 when the token is unknown, the session has expired or already linked an account. */
  async liveSession(token: string): Promise<ConnectSessionRecord> {
    const session = await this.store.connectSessions.findByTokenHash(hashSessionToken(token));
    if (!session) throw unknownToken();
    if (isExpired(session)) throw new UnauthorizedError(EXPIRED_TOKEN_MESSAGE);
    if (await this.store.connectionAttempts.authenticatedForSession(session.id)) throw new UnauthorizedError(USED_TOKEN_MESSAGE);
    return session;
  }

  /**
   * An attempt still pending when its session expired will never finish (the browser left, or
   * the server stopped mid-link): it becomes `failed` with the code `session_expired`.
   */
  private async expireAbandoned(session: ConnectSessionRecord, attempt: ConnectionAttemptRecord | undefined): Promise<ConnectionAttemptRecord | undefined> {
    if (attempt?.status !== 'pending' || !isExpired(session)) return attempt;
    const description = 'The link expired before the connection was completed.';
    return (
      (await this.store.connectionAttempts.update(attempt.id, { status: 'failed', oauthErrorCode: 'session_expired', oauthErrorDescription: description })) ??
      attempt
    );
  }

  /**
   * The page will send the customer there with the outcome in the query: only to the project's
   * own application, read from the store (not the request's cached project) so a newly allowed
   * origin works at once.
   */
  private async allowedRedirect(projectId: string, redirectUrl: string): Promise<string> {
    const allowedOrigins = (await this.store.projects.get(projectId))?.branding.allowedOrigins ?? [];
    if (isAllowedRedirect(redirectUrl, allowedOrigins)) return new URL(redirectUrl).href;
    const allowed = allowedOrigins.length > 0 ? `one of ${allowedOrigins.join(', ')}` : 'none yet: set allowed_origins with PATCH /projects/branding';
    throw invalidField('redirect_url', `must be an absolute URL on one of the project's allowed origins (${allowed})`);
  }

  private async editedAccount(projectId: string, accountId: string): Promise<AccountRecord> {
    const account = await this.store.accounts.get(projectId, accountId);
    if (!account) throw new NotFoundError(`account ${accountId} not found`);
    return account;
  }

  /** The provider and connector profile a session is pinned to, or undefined when it offers categories. */
  private async providerTarget(
    projectId: string,
    input: ConnectSessionCreateInput,
    editedAccount: AccountRecord | undefined,
    categories: Category[] | null,
  ): Promise<ProviderTarget | undefined> {
    const integrationProfile = input.integration_id ? await this.integrationProfile(projectId, input.integration_id) : undefined;
    const providerKey = input.provider ?? editedAccount?.provider ?? integrationProfile?.provider;
    if (providerKey === undefined) return undefined;

    const connector = this.connectors.get(providerKey);
    if (!connector) {
      const field = input.provider ? 'provider' : input.integration_id ? 'integration_id' : 'account_id';
      throw invalidField(field, `provider "${providerKey}" is not installed`);
    }
    if (editedAccount && editedAccount.provider !== connector.key) {
      throw invalidField('provider', `account ${editedAccount.id} is a ${editedAccount.provider} account, not ${connector.key}`);
    }
    if (integrationProfile && integrationProfile.provider !== connector.key) {
      throw invalidField('integration_id', `connector profile ${integrationProfile.id} is for ${integrationProfile.provider}, not ${connector.key}`);
    }
    if (categories && !connector.categories.some((category) => categories.includes(category))) {
      throw invalidField('provider', `${connector.key} is in ${connector.categories.join(', ')}, none of the session's categories`);
    }

    const profile = integrationProfile ?? (await this.profileFor(projectId, connector, input.provider_version ?? undefined, editedAccount));
    if (!profile) {
      if (input.provider_version) {
        throw invalidField('provider_version', `no connector profile of ${connector.key} has version "${input.provider_version}"`);
      }
      throw new UnprocessableEntityError(
        `${connector.name} links with OAuth 2.0 and needs a connector profile with an OAuth client: create one with POST /connector_profiles (provider "${connector.key}", auth_config client_id and client_secret)`,
      );
    }
    if (!linksWithApiKeys(connector) && !this.profiles.oauthClient(profile)) {
      throw new UnprocessableEntityError(
        `${connector.name} links with OAuth 2.0 and connector profile ${profile.id} has no OAuth client: set its auth_config (client_id, client_secret) with PATCH /connector_profiles/${profile.id}`,
      );
    }
    return { connector, profile };
  }

  private async integrationProfile(projectId: string, integrationId: string): Promise<ConnectorProfileRecord> {
    const profile = await this.profiles.find(projectId, integrationId);
    if (!profile) throw new NotFoundError(`connector profile ${integrationId} (integration_id) not found`);
    return profile;
  }

  private async profileFor(
    projectId: string,
    connector: ConnectorDefinition,
    version: string | undefined,
    editedAccount: AccountRecord | undefined,
  ): Promise<ConnectorProfileRecord | undefined> {
    if (editedAccount?.connectorProfileId && version === undefined) {
      const linked = await this.profiles.find(projectId, editedAccount.connectorProfileId);
      if (linked) return linked;
    }
    return this.profiles.profileForLinking(projectId, connector, version);
  }
}

export function isExpired(session: ConnectSessionRecord, now = Date.now()): boolean {
  return Date.parse(session.expiresAt) <= now;
}

function toSessionWire(session: ConnectSessionRecord) {
  return {
    id: session.id,
    organization_id: session.organizationId,
    project_id: session.projectId,
    origin_owner_id: session.originOwnerId,
    origin_owner_name: session.originOwnerName,
    origin_username: session.originUsername,
    created_at: session.createdAt,
    categories: session.categories?.map((category) => toWireCategory(category as Category)) ?? null,
    provider: session.provider,
    account_id: session.accountId,
    label: session.label,
    metadata: session.metadata,
    external_trigger_token: session.externalTriggerToken,
    type: session.type,
    integration_id: session.connectorProfileId,
  };
}

function toAttemptWire(attempt: ConnectionAttemptRecord) {
  return {
    id: attempt.id,
    created_at: attempt.createdAt,
    updated_at: attempt.updatedAt,
    status: attempt.status,
    account_secure_id: attempt.accountId,
    oauth_error_code: attempt.oauthErrorCode,
    oauth_error_description: attempt.oauthErrorDescription,
  };
}

function unknownToken(): UnauthorizedError {
  return new UnauthorizedError(UNKNOWN_TOKEN_MESSAGE);
}

function invalidField(field: string, problem: string): BadRequestError {
  return new BadRequestError(`invalid request: body field "${field}": ${problem}`);
}
