import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EmulatorRequest, EmulatorResponse, EmulatorRoute } from '../emulator-server.js';
import { type ConsentPageBranding, renderConsentPage, renderErrorPage } from './consent-page.js';
import { type OAuthError, type OAuthErrorReason, oauthError, standardOAuthErrorBody } from './oauth-errors.js';

/**
 * An in-memory OAuth 2.0 authorization server (RFC 6749 authorization code grant, RFC 7636
 * PKCE, RFC 7009 revocation) an emulator mounts at its provider's paths: a consent page with
 * Allow and Deny, the token endpoint (authorization_code and refresh_token, optionally rotating
 * refresh tokens), and revocation. Emulator routes check bearer tokens with
 * `validateAccessToken(request)`.
 */

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** Registered redirect URIs; when absent any redirect URI is accepted (handy for random ports). */
  redirectUris?: string[];
  /** Shown on the consent screen. */
  applicationName?: string;
}

export type ClientAuthenticationMethod = 'client_secret_basic' | 'client_secret_post';

export interface OAuthServerPaths {
  /** GET: the authorization endpoint showing the consent page (default `/oauth/authorize`). */
  authorize?: string;
  /** POST: where the consent form posts (default: the authorize path + `/decision`). */
  decision?: string;
  /** POST: the token endpoint (default `/oauth/token`). */
  token?: string;
  /** POST: RFC 7009 revocation (default `/oauth/revoke`); `false` when the provider has none. */
  revoke?: string | false;
}

export interface IssuedTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  /** Present after a code exchange, and after a refresh when refresh tokens rotate. */
  refresh_token?: string;
}

export interface OAuthAuthorizationServerOptions {
  clients: OAuthClient[];
  paths?: OAuthServerPaths;
  /** Scopes the provider knows, each with the sentence its consent page shows. Absent: any scope is accepted. */
  scopes?: Record<string, string>;
  /** Granted when the authorization request names no scope; absent, a request without scope is refused. */
  defaultScope?: string;
  /** Lifetime of access tokens (default 3600). */
  accessTokenTtlSeconds?: number;
  /** Lifetime of refresh tokens; absent, they live until revoked. */
  refreshTokenTtlSeconds?: number;
  /** Lifetime of authorization codes (default 600). */
  authorizationCodeTtlSeconds?: number;
  /** Each refresh returns a new refresh token and retires the one presented (Atlassian, Okta). */
  rotateRefreshTokens?: boolean;
  /** `required`: authorization requests without `code_challenge` are refused (default `optional`). */
  pkce?: 'optional' | 'required';
  /** How clients may authenticate at the token endpoint (default both). */
  clientAuthenticationMethods?: ClientAuthenticationMethod[];
  /** Skip the consent page: the authorize endpoint redirects at once with a code. */
  autoApprove?: boolean;
  /** The signed-in user the consent page shows. */
  user?: { email: string; name: string };
  branding?: ConsentPageBranding;
  /** Prefixes that make tokens look like the provider's (Google: `ya29.a0`, `1//0`, `4/0A`). */
  tokenPrefixes?: { accessToken?: string; refreshToken?: string; authorizationCode?: string };
  /**
   * Errors found after the redirect URI is trusted (bad response_type, scope or PKCE parameters)
   * go back to the client as `?error=` (RFC 6749 4.1.2.1, the default); `false` shows the error
   * page instead, as Google does.
   */
  redirectAuthorizationErrors?: boolean;
  /** RFC 7009 answers 200 to an unknown token; `true` answers `revoked_token_unknown` (Google). */
  rejectUnknownRevocation?: boolean;
  /** The provider's error body for a token or revocation error (default RFC 6749 5.2 `{error, error_description}`). */
  errorBody?(error: OAuthError): unknown;
  /** The provider's token response (default `IssuedTokens` as is). */
  tokenResponseBody?(tokens: IssuedTokens, grantType: 'authorization_code' | 'refresh_token'): unknown;
}

/** What an access token grants, as validateAccessToken returns it. */
export interface AccessGrant {
  accessToken: string;
  clientId: string;
  /** Granted scopes, space-separated as requested. */
  scope: string;
  scopes: string[];
  expiresAt: number;
  refreshToken: string | undefined;
}

export type AccessTokenCheck =
  | { ok: true; grant: AccessGrant }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' | 'insufficient_scope'; grant?: AccessGrant };

export interface ScopeRequirement {
  /** The token must carry at least one of these. */
  anyOf?: string[];
  /** The token must carry every one of these. */
  allOf?: string[];
}

interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string | undefined;
  codeChallenge: string | undefined;
  codeChallengeMethod: 'S256' | 'plain' | undefined;
  expiresAt: number;
}

interface AuthorizationCode extends AuthorizationRequest {
  redeemed: boolean;
}

interface RefreshTokenRecord {
  clientId: string;
  scope: string;
  expiresAt: number;
  revoked: boolean;
}

const PENDING_REQUEST_TTL_MS = 60 * 60_000;
/** Expired access tokens are remembered this long so routes can tell "expired" from "unknown". */
const EXPIRED_TOKEN_MEMORY_MS = 60 * 60_000;
const noStore = { 'cache-control': 'no-store' };
const defaultUser = { email: 'sandbox.user@example.com', name: 'Sandbox User' };

function opaqueToken(prefix: string, bytes: number): string {
  return prefix + randomBytes(bytes).toString('base64url');
}

function sameSecret(expected: string, actual: string): boolean {
  const left = Buffer.from(expected);
  const right = Buffer.from(actual);
  return left.length === right.length && timingSafeEqual(left, right);
}

function html(status: number, body: string): EmulatorResponse {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8', ...noStore }, rawBody: body };
}

function redirect(location: string): EmulatorResponse {
  return { status: 302, headers: { location, ...noStore }, rawBody: '' };
}

function withParameters(uri: string, parameters: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(parameters)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/** The string members of a form or JSON body (Atlassian's token endpoint takes JSON). */
function parameterMap(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** RFC 6749 2.3.1: Basic credentials are form-encoded first; a malformed escape stays as sent. */
function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

function prune(entries: Map<string, { expiresAt: number }>, graceMs = 0): void {
  const threshold = Date.now() - graceMs;
  for (const [key, entry] of entries) if (entry.expiresAt <= threshold) entries.delete(key);
}

function bearerToken(request: EmulatorRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

export class OAuthAuthorizationServer {
  readonly paths: Required<OAuthServerPaths>;
  private readonly pendingRequests = new Map<string, AuthorizationRequest>();
  private readonly codes = new Map<string, AuthorizationCode>();
  private readonly refreshTokens = new Map<string, RefreshTokenRecord>();
  private readonly accessTokens = new Map<string, Omit<AccessGrant, 'accessToken' | 'scopes'>>();
  private readonly branding: ConsentPageBranding;
  private refreshCalls = 0;

  constructor(private readonly options: OAuthAuthorizationServerOptions) {
    const authorize = options.paths?.authorize ?? '/oauth/authorize';
    this.paths = {
      authorize,
      decision: options.paths?.decision ?? `${authorize.replace(/\/$/, '')}/decision`,
      token: options.paths?.token ?? '/oauth/token',
      revoke: options.paths?.revoke ?? '/oauth/revoke',
    };
    this.branding = options.branding ?? { providerName: 'Provider' };
  }

  /** Calls of the token endpoint with `grant_type=refresh_token`, successful or not. */
  get refreshCount(): number {
    return this.refreshCalls;
  }

  routes(): EmulatorRoute[] {
    const routes: EmulatorRoute[] = [
      { method: 'GET', pattern: this.paths.authorize, public: true, handle: (request) => this.authorize(request) },
      { method: 'POST', pattern: this.paths.decision, public: true, handle: (request) => this.decide(request) },
      { method: 'POST', pattern: this.paths.token, public: true, handle: (request) => this.token(request) },
    ];
    const revokePath = this.paths.revoke;
    if (revokePath !== false) routes.push({ method: 'POST', pattern: revokePath, public: true, handle: (request) => this.revoke(request) });
    return routes;
  }

  /**
   * Checks the request's `Authorization: Bearer` token: known, unexpired, and carrying the
   * required scopes. Routes answer a failure in their provider's words.
   */
  validateAccessToken(request: EmulatorRequest, required: ScopeRequirement = {}): AccessTokenCheck {
    const token = bearerToken(request);
    if (token === undefined) return { ok: false, reason: 'missing' };
    const record = this.accessTokens.get(token);
    if (!record) return { ok: false, reason: 'unknown' };
    const grant: AccessGrant = { ...record, accessToken: token, scopes: record.scope.split(/\s+/).filter(Boolean) };
    if (record.expiresAt <= Date.now()) return { ok: false, reason: 'expired', grant };
    const anyOf = required.anyOf ?? [];
    const allOf = required.allOf ?? [];
    const granted = new Set(grant.scopes);
    if ((anyOf.length > 0 && !anyOf.some((scope) => granted.has(scope))) || !allOf.every((scope) => granted.has(scope))) {
      return { ok: false, reason: 'insufficient_scope', grant };
    }
    return { ok: true, grant };
  }

  /**
   * An `authenticate` for `startEmulatorServer`: every non-public route needs a live access
   * token; `reject` gives the provider's answer for each failure.
   */
  authenticator(reject: (reason: 'missing' | 'unknown' | 'expired') => EmulatorResponse): (request: EmulatorRequest) => EmulatorResponse | undefined {
    return (request) => {
      const check = this.validateAccessToken(request);
      if (check.ok || check.reason === 'insufficient_scope') return undefined;
      return reject(check.reason);
    };
  }

  /**
   * Records a grant chosen by the caller, e.g. a sandbox's stable tokens that must survive a
   * restart of the emulator. Tokens not given are generated; returns the tokens.
   */
  issueGrant(grant: { clientId: string; scope: string; accessToken?: string; refreshToken?: string; accessTokenExpiresAt?: number }): {
    access_token: string;
    refresh_token: string;
  } {
    const refreshToken = grant.refreshToken ?? this.newRefreshToken();
    const accessToken = grant.accessToken ?? this.newAccessToken();
    this.refreshTokens.set(refreshToken, { clientId: grant.clientId, scope: grant.scope, expiresAt: this.refreshTokenExpiry(), revoked: false });
    this.accessTokens.set(accessToken, {
      clientId: grant.clientId,
      scope: grant.scope,
      expiresAt: grant.accessTokenExpiresAt ?? Date.now() + this.accessTokenTtlSeconds * 1000,
      refreshToken,
    });
    return { access_token: accessToken, refresh_token: refreshToken };
  }

  /** Every access token issued so far stops working (as after their lifetime); refresh tokens keep working. */
  expireAccessTokens(): void {
    const past = Date.now() - 1;
    for (const record of this.accessTokens.values()) record.expiresAt = past;
  }

  /** Revokes a refresh token and every access token minted from it, as a user removing access does. */
  revokeRefreshToken(token: string): boolean {
    const record = this.refreshTokens.get(token);
    if (!record) return false;
    record.revoked = true;
    for (const [accessToken, access] of this.accessTokens) if (access.refreshToken === token) this.accessTokens.delete(accessToken);
    return true;
  }

  private get accessTokenTtlSeconds(): number {
    return this.options.accessTokenTtlSeconds ?? 3600;
  }

  private refreshTokenExpiry(): number {
    const ttl = this.options.refreshTokenTtlSeconds;
    return ttl === undefined ? Number.POSITIVE_INFINITY : Date.now() + ttl * 1000;
  }

  private newAccessToken(): string {
    return opaqueToken(this.options.tokenPrefixes?.accessToken ?? 'at_', 48);
  }

  private newRefreshToken(): string {
    return opaqueToken(this.options.tokenPrefixes?.refreshToken ?? 'rt_', 36);
  }

  private errorPage(error: string, description: string): EmulatorResponse {
    return html(400, renderErrorPage(this.branding, error, description));
  }

  private authorize(request: EmulatorRequest): EmulatorResponse {
    const parameter = (name: string) => request.query.get(name) ?? undefined;
    const clientId = parameter('client_id');
    const client = this.options.clients.find((candidate) => candidate.clientId === clientId);
    if (!client) return this.errorPage('invalid_client', 'The OAuth client was not found.');
    const redirectUri = parameter('redirect_uri');
    if (!redirectUri || !URL.canParse(redirectUri) || (client.redirectUris && !client.redirectUris.includes(redirectUri))) {
      return this.errorPage(
        'redirect_uri_mismatch',
        `The redirect URI in the request, ${redirectUri ?? '(none)'}, does not match the ones authorized for the OAuth client.`,
      );
    }
    const state = parameter('state');
    // From here the redirect URI is trusted: errors may go back to the client.
    const refuse = (error: string, description: string) =>
      this.options.redirectAuthorizationErrors === false
        ? this.errorPage(error, description)
        : redirect(withParameters(redirectUri, { error, error_description: description, state }));

    if (parameter('response_type') !== 'code') return refuse('unsupported_response_type', `Invalid response_type: ${parameter('response_type') ?? ''}`);
    const scope = parameter('scope')?.trim() || this.options.defaultScope;
    if (!scope) return refuse('invalid_request', 'Missing required parameter: scope');
    const known = this.options.scopes;
    const unknownScopes = known ? scope.split(/\s+/).filter((name) => !(name in known)) : [];
    if (unknownScopes.length > 0) return refuse('invalid_scope', `Some requested scopes were invalid: ${unknownScopes.join(' ')}`);
    const codeChallenge = parameter('code_challenge');
    const method = parameter('code_challenge_method') ?? (codeChallenge ? 'plain' : undefined);
    if (method !== undefined && method !== 'S256' && method !== 'plain') return refuse('invalid_request', `Invalid code_challenge_method: ${method}`);
    if (method !== undefined && !codeChallenge) return refuse('invalid_request', 'Missing code_challenge');
    if (!codeChallenge && this.options.pkce === 'required') return refuse('invalid_request', 'code_challenge is required');

    const authorization: AuthorizationRequest = {
      clientId: client.clientId,
      redirectUri,
      scope,
      state,
      codeChallenge,
      codeChallengeMethod: method,
      expiresAt: Date.now() + PENDING_REQUEST_TTL_MS,
    };
    if (this.options.autoApprove) return this.approve(authorization);

    prune(this.pendingRequests);
    const requestId = randomBytes(18).toString('base64url');
    this.pendingRequests.set(requestId, authorization);
    const user = this.options.user ?? defaultUser;
    return html(
      200,
      renderConsentPage(this.branding, {
        requestId,
        applicationName: client.applicationName ?? 'OpenUnified Sandbox',
        userEmail: user.email,
        userName: user.name,
        scopes: scope.split(/\s+/).map((name) => ({ scope: name, description: known?.[name] ?? name })),
        decisionPath: this.paths.decision,
      }),
    );
  }

  private decide(request: EmulatorRequest): EmulatorResponse {
    const form = parameterMap(request.body);
    const requestId = form.request_id ?? '';
    const authorization = this.pendingRequests.get(requestId);
    this.pendingRequests.delete(requestId);
    if (!authorization || authorization.expiresAt <= Date.now()) {
      return this.errorPage('invalid_request', 'This sign-in request is unknown or has expired. Start again from the application.');
    }
    if (form.decision === 'allow') return this.approve(authorization);
    return redirect(
      withParameters(authorization.redirectUri, {
        error: 'access_denied',
        error_description: 'The user denied access to the application.',
        state: authorization.state,
      }),
    );
  }

  private approve(authorization: AuthorizationRequest): EmulatorResponse {
    prune(this.codes);
    const code = opaqueToken(this.options.tokenPrefixes?.authorizationCode ?? 'code_', 32);
    const ttlMs = (this.options.authorizationCodeTtlSeconds ?? 600) * 1000;
    this.codes.set(code, { ...authorization, expiresAt: Date.now() + ttlMs, redeemed: false });
    return redirect(withParameters(authorization.redirectUri, { code, state: authorization.state }));
  }

  private fail(reason: OAuthErrorReason, detail?: string): EmulatorResponse {
    const error = oauthError(reason, detail);
    return { status: error.status, headers: noStore, body: (this.options.errorBody ?? standardOAuthErrorBody)(error) };
  }

  /** Client credentials from HTTP Basic or the body (RFC 6749 2.3.1), as the options allow. */
  private authenticateClient(request: EmulatorRequest, form: Record<string, string>): OAuthClient | EmulatorResponse {
    const allowed = this.options.clientAuthenticationMethods ?? ['client_secret_basic', 'client_secret_post'];
    const authorization = request.headers.authorization;
    let method: ClientAuthenticationMethod = 'client_secret_post';
    let clientId = form.client_id;
    let clientSecret = form.client_secret;
    if (authorization?.toLowerCase().startsWith('basic ')) {
      method = 'client_secret_basic';
      const decoded = Buffer.from(authorization.slice('basic '.length), 'base64').toString('utf8');
      const separator = decoded.indexOf(':');
      clientId = formDecode(decoded.slice(0, separator));
      clientSecret = formDecode(decoded.slice(separator + 1));
    }
    if (!allowed.includes(method)) return this.fail('client_authentication_method', method);
    const client = this.options.clients.find((candidate) => candidate.clientId === clientId);
    if (!client) return this.fail('client_unknown');
    if (clientSecret === undefined || !sameSecret(client.clientSecret, clientSecret)) return this.fail('client_secret_mismatch');
    return client;
  }

  private token(request: EmulatorRequest): EmulatorResponse {
    const form = parameterMap(request.body);
    const grantType = form.grant_type;
    if (grantType === 'refresh_token') this.refreshCalls += 1;
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') return this.fail('unsupported_grant_type', grantType ?? '');
    const client = this.authenticateClient(request, form);
    if (!('clientId' in client)) return client;
    return grantType === 'authorization_code' ? this.exchangeCode(client, form) : this.refresh(client, form);
  }

  private exchangeCode(client: OAuthClient, form: Record<string, string>): EmulatorResponse {
    if (!form.code) return this.fail('missing_parameter', 'code');
    if (!form.redirect_uri) return this.fail('missing_parameter', 'redirect_uri');
    const code = this.codes.get(form.code);
    if (!code) return this.fail('code_unknown');
    if (code.redeemed || code.expiresAt <= Date.now() || code.clientId !== client.clientId) return this.fail('code_spent');
    // A code is spent by the first exchange that presents it, whatever that exchange's outcome,
    // so a leaked code cannot be tried against verifiers.
    code.redeemed = true;
    if (code.redirectUri !== form.redirect_uri) return this.fail('redirect_uri_mismatch');
    if (code.codeChallenge !== undefined) {
      if (!form.code_verifier) return this.fail('code_verifier_missing');
      const derived = code.codeChallengeMethod === 'S256' ? createHash('sha256').update(form.code_verifier).digest('base64url') : form.code_verifier;
      if (!sameSecret(code.codeChallenge, derived)) return this.fail('code_verifier_mismatch');
    }
    const refreshToken = this.newRefreshToken();
    this.refreshTokens.set(refreshToken, { clientId: client.clientId, scope: code.scope, expiresAt: this.refreshTokenExpiry(), revoked: false });
    return this.tokenResponse({ ...this.mintAccessToken(client.clientId, code.scope, refreshToken), refresh_token: refreshToken }, 'authorization_code');
  }

  private refresh(client: OAuthClient, form: Record<string, string>): EmulatorResponse {
    if (!form.refresh_token) return this.fail('missing_parameter', 'refresh_token');
    const record = this.refreshTokens.get(form.refresh_token);
    if (!record || record.revoked || record.expiresAt <= Date.now()) return this.fail('refresh_token_invalid');
    if (record.clientId !== client.clientId) return this.fail('refresh_token_client_mismatch');
    if (!this.options.rotateRefreshTokens) {
      return this.tokenResponse(this.mintAccessToken(client.clientId, record.scope, form.refresh_token), 'refresh_token');
    }
    // Rotation: the presented token is spent; its access tokens live on until they expire.
    record.revoked = true;
    const rotated = this.newRefreshToken();
    this.refreshTokens.set(rotated, { clientId: client.clientId, scope: record.scope, expiresAt: this.refreshTokenExpiry(), revoked: false });
    return this.tokenResponse({ ...this.mintAccessToken(client.clientId, record.scope, rotated), refresh_token: rotated }, 'refresh_token');
  }

  private tokenResponse(tokens: IssuedTokens, grantType: 'authorization_code' | 'refresh_token'): EmulatorResponse {
    const body = this.options.tokenResponseBody ? this.options.tokenResponseBody(tokens, grantType) : tokens;
    return { status: 200, headers: noStore, body };
  }

  private mintAccessToken(clientId: string, scope: string, refreshToken: string): IssuedTokens {
    prune(this.accessTokens, EXPIRED_TOKEN_MEMORY_MS);
    const accessToken = this.newAccessToken();
    const expiresIn = this.accessTokenTtlSeconds;
    this.accessTokens.set(accessToken, { clientId, scope, expiresAt: Date.now() + expiresIn * 1000, refreshToken });
    return { access_token: accessToken, expires_in: expiresIn, scope, token_type: 'Bearer' };
  }

  /** RFC 7009: either token of a grant revokes the whole grant. */
  private revoke(request: EmulatorRequest): EmulatorResponse {
    const token = parameterMap(request.body).token ?? request.query.get('token') ?? '';
    const access = this.accessTokens.get(token);
    const refreshToken = access ? access.refreshToken : token;
    const revoked = (refreshToken !== undefined && this.revokeRefreshToken(refreshToken)) || this.accessTokens.delete(token);
    if (!revoked && this.options.rejectUnknownRevocation) return this.fail('revoked_token_unknown');
    return { status: 200, headers: noStore, body: {} };
  }
}
