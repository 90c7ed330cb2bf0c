import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EmulatorRequest, EmulatorResponse, EmulatorRoute } from '@openunified/connector-sdk/emulator';
import type { GoogleOAuthErrorBody } from '../provider-types.js';
import { DRIVE_READONLY_SCOPE, DRIVE_SCOPE } from '../scopes.js';
import { renderConsentPage, renderErrorPage } from './consent-page.js';

/**
 * Google's OAuth 2.0 authorization server for web server applications
 * (https://developers.google.com/identity/protocols/oauth2/web-server), in memory: the consent
 * screen at `/o/oauth2/v2/auth`, the token endpoint at `/token` (authorization code with PKCE,
 * refresh token) and `/revoke`.
 */

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** Registered redirect URIs; when absent any redirect URI is accepted (handy for random ports). */
  redirectUris?: string[];
  /** Shown on the consent screen. */
  applicationName?: string;
}

export interface OAuthServerOptions {
  clients: OAuthClient[];
  autoApprove: boolean;
  accessTokenTtlSeconds: number;
  user: { email: string; name: string };
}

/** The sentence Google's consent screen shows for each scope it knows. */
const scopeDescriptions: Record<string, string> = {
  [DRIVE_SCOPE]: 'See, edit, create, and delete all of your Google Drive files',
  [DRIVE_READONLY_SCOPE]: 'See and download all your Google Drive files',
  'https://www.googleapis.com/auth/drive.metadata.readonly': 'See information about your Google Drive files',
  'https://www.googleapis.com/auth/drive.metadata': 'View and manage metadata of files in your Google Drive',
  'https://www.googleapis.com/auth/drive.file': 'See, edit, create, and delete only the specific Google Drive files you use with this app',
  openid: 'Associate you with your personal info on Google',
  email: 'See your primary Google Account email address',
  profile: "See your personal info, including any personal info you've made publicly available",
  'https://www.googleapis.com/auth/userinfo.email': 'See your primary Google Account email address',
  'https://www.googleapis.com/auth/userinfo.profile': "See your personal info, including any personal info you've made publicly available",
};

const AUTHORIZATION_CODE_TTL_MS = 10 * 60_000;
const PENDING_REQUEST_TTL_MS = 60 * 60_000;
const DECISION_PATH = '/o/oauth2/v2/auth/decision';

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
  revoked: boolean;
}

export interface AccessTokenRecord {
  clientId: string;
  scope: string;
  expiresAt: number;
  refreshToken: string | undefined;
}

function opaqueToken(prefix: string, bytes: number): string {
  return prefix + randomBytes(bytes).toString('base64url');
}

function sameSecret(expected: string, actual: string): boolean {
  const left = Buffer.from(expected);
  const right = Buffer.from(actual);
  return left.length === right.length && timingSafeEqual(left, right);
}

function html(status: number, body: string): EmulatorResponse {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, rawBody: body };
}

function redirect(location: string): EmulatorResponse {
  return { status: 302, headers: { location, 'cache-control': 'no-store' }, rawBody: '' };
}

function tokenError(status: number, error: string, description: string): EmulatorResponse {
  const body: GoogleOAuthErrorBody = { error, error_description: description };
  return { status, headers: { 'cache-control': 'no-store' }, body };
}

function withParameters(uri: string, parameters: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(parameters)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

function parameterMap(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export class GoogleOAuthServer {
  private readonly pendingRequests = new Map<string, AuthorizationRequest>();
  private readonly codes = new Map<string, AuthorizationCode>();
  private readonly refreshTokens = new Map<string, RefreshTokenRecord>();
  private readonly accessTokens = new Map<string, AccessTokenRecord>();
  private refreshCalls = 0;

  constructor(private readonly options: OAuthServerOptions) {}

  /** Calls of the token endpoint with `grant_type=refresh_token`, successful or not. */
  get refreshCount(): number {
    return this.refreshCalls;
  }

  /** The live (unexpired) access token's record, or undefined for unknown and expired tokens. */
  liveAccessToken(token: string): AccessTokenRecord | undefined {
    const record = this.accessTokens.get(token);
    return record && record.expiresAt > Date.now() ? record : undefined;
  }

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

  /** Registers a token pair chosen by the caller (the sandbox's stable tokens). */
  register(tokens: { access_token: string; refresh_token: string }, clientId: string, scope: string, expiresAt: number): void {
    this.refreshTokens.set(tokens.refresh_token, { clientId, scope, revoked: false });
    this.accessTokens.set(tokens.access_token, { clientId, scope, expiresAt, refreshToken: tokens.refresh_token });
  }

  routes(): EmulatorRoute[] {
    return [
      { method: 'GET', pattern: '/o/oauth2/v2/auth', public: true, handle: (request) => this.authorize(request) },
      { method: 'POST', pattern: DECISION_PATH, public: true, handle: (request) => this.decide(request) },
      { method: 'POST', pattern: '/token', public: true, handle: (request) => this.token(request) },
      { method: 'POST', pattern: '/revoke', public: true, handle: (request) => this.revoke(request) },
    ];
  }

  private authorize(request: EmulatorRequest): EmulatorResponse {
    const parameter = (name: string) => request.query.get(name) ?? undefined;
    const clientId = parameter('client_id');
    const client = this.options.clients.find((candidate) => candidate.clientId === clientId);
    if (!client) return html(400, renderErrorPage('invalid_client', 'The OAuth client was not found.'));
    const redirectUri = parameter('redirect_uri');
    if (!redirectUri || !URL.canParse(redirectUri) || (client.redirectUris && !client.redirectUris.includes(redirectUri))) {
      return html(400, renderErrorPage('redirect_uri_mismatch', `The redirect URI in the request, ${redirectUri ?? '(none)'}, does not match the ones authorized for the OAuth client.`));
    }
    if (parameter('response_type') !== 'code') {
      return html(400, renderErrorPage('unsupported_response_type', `Invalid response_type: ${parameter('response_type') ?? ''}`));
    }
    const scope = parameter('scope')?.trim();
    if (!scope) return html(400, renderErrorPage('invalid_request', 'Missing required parameter: scope'));
    const unknownScopes = scope.split(/\s+/).filter((name) => !(name in scopeDescriptions));
    if (unknownScopes.length > 0) return html(400, renderErrorPage('invalid_scope', `Some requested scopes were invalid: ${unknownScopes.join(' ')}`));
    const codeChallenge = parameter('code_challenge');
    const method = parameter('code_challenge_method') ?? (codeChallenge ? 'plain' : undefined);
    if (method !== undefined && method !== 'S256' && method !== 'plain') {
      return html(400, renderErrorPage('invalid_request', `Invalid code_challenge_method: ${method}`));
    }
    if (method !== undefined && !codeChallenge) return html(400, renderErrorPage('invalid_request', 'Missing code_challenge'));

    const authorization: AuthorizationRequest = {
      clientId: client.clientId,
      redirectUri,
      scope,
      state: parameter('state'),
      codeChallenge,
      codeChallengeMethod: method,
      expiresAt: Date.now() + PENDING_REQUEST_TTL_MS,
    };
    if (this.options.autoApprove) return this.approve(authorization);

    prune(this.pendingRequests);
    const requestId = randomBytes(18).toString('base64url');
    this.pendingRequests.set(requestId, authorization);
    return html(
      200,
      renderConsentPage({
        requestId,
        applicationName: client.applicationName ?? 'OpenUnified Sandbox',
        userEmail: this.options.user.email,
        userName: this.options.user.name,
        scopes: scope.split(/\s+/).map((name) => ({ scope: name, description: scopeDescriptions[name]! })),
        decisionPath: DECISION_PATH,
      }),
    );
  }

  private decide(request: EmulatorRequest): EmulatorResponse {
    const form = parameterMap(request.body);
    const requestId = form.request_id ?? '';
    const authorization = this.pendingRequests.get(requestId);
    this.pendingRequests.delete(requestId);
    if (!authorization || authorization.expiresAt <= Date.now()) {
      return html(400, renderErrorPage('invalid_request', 'This sign-in request is unknown or has expired. Start again from the application.'));
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
    const code = opaqueToken('4/0A', 32);
    this.codes.set(code, { ...authorization, expiresAt: Date.now() + AUTHORIZATION_CODE_TTL_MS, redeemed: false });
    return redirect(withParameters(authorization.redirectUri, { code, scope: authorization.scope, state: authorization.state }));
  }

  /** Client credentials from the body or HTTP Basic (RFC 6749 2.3.1). */
  private authenticateClient(request: EmulatorRequest, form: Record<string, string>): OAuthClient | EmulatorResponse {
    let clientId = form.client_id;
    let clientSecret = form.client_secret;
    const authorization = request.headers.authorization;
    if (authorization?.toLowerCase().startsWith('basic ')) {
      const decoded = Buffer.from(authorization.slice('basic '.length), 'base64').toString('utf8');
      const separator = decoded.indexOf(':');
      clientId = formDecode(decoded.slice(0, separator));
      clientSecret = formDecode(decoded.slice(separator + 1));
    }
    const client = this.options.clients.find((candidate) => candidate.clientId === clientId);
    if (!client) return tokenError(401, 'invalid_client', 'The OAuth client was not found.');
    if (clientSecret === undefined || !sameSecret(client.clientSecret, clientSecret)) return tokenError(401, 'invalid_client', 'Unauthorized');
    return client;
  }

  private token(request: EmulatorRequest): EmulatorResponse {
    const form = parameterMap(request.body);
    const grantType = form.grant_type;
    if (grantType === 'refresh_token') this.refreshCalls += 1;
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      return tokenError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
    }
    const client = this.authenticateClient(request, form);
    if (!('clientId' in client)) return client;
    return grantType === 'authorization_code' ? this.exchangeCode(client, form) : this.refresh(client, form);
  }

  private exchangeCode(client: OAuthClient, form: Record<string, string>): EmulatorResponse {
    if (!form.code) return tokenError(400, 'invalid_request', 'Missing required parameter: code');
    if (!form.redirect_uri) return tokenError(400, 'invalid_request', 'Missing required parameter: redirect_uri');
    const code = this.codes.get(form.code);
    if (!code) return tokenError(400, 'invalid_grant', 'Malformed auth code.');
    if (code.redeemed || code.expiresAt <= Date.now() || code.clientId !== client.clientId) {
      return tokenError(400, 'invalid_grant', 'Bad Request');
    }
    // A code is spent by the first exchange that presents it, whatever that exchange's outcome,
    // so a leaked code cannot be tried against verifiers.
    code.redeemed = true;
    if (code.redirectUri !== form.redirect_uri) return tokenError(400, 'redirect_uri_mismatch', 'Bad Request');
    if (code.codeChallenge !== undefined) {
      if (!form.code_verifier) return tokenError(400, 'invalid_grant', 'Missing code verifier.');
      const derived =
        code.codeChallengeMethod === 'S256' ? createHash('sha256').update(form.code_verifier).digest('base64url') : form.code_verifier;
      if (derived !== code.codeChallenge) return tokenError(400, 'invalid_grant', 'Invalid code verifier.');
    }
    const refreshToken = opaqueToken('1//0', 36);
    this.refreshTokens.set(refreshToken, { clientId: client.clientId, scope: code.scope, revoked: false });
    return { status: 200, headers: { 'cache-control': 'no-store' }, body: { ...this.mintAccessToken(client.clientId, code.scope, refreshToken), refresh_token: refreshToken } };
  }

  private refresh(client: OAuthClient, form: Record<string, string>): EmulatorResponse {
    if (!form.refresh_token) return tokenError(400, 'invalid_request', 'Missing required parameter: refresh_token');
    const record = this.refreshTokens.get(form.refresh_token);
    if (!record || record.revoked) return tokenError(400, 'invalid_grant', 'Token has been expired or revoked.');
    if (record.clientId !== client.clientId) return tokenError(401, 'unauthorized_client', 'Unauthorized');
    return { status: 200, headers: { 'cache-control': 'no-store' }, body: this.mintAccessToken(client.clientId, record.scope, form.refresh_token) };
  }

  private mintAccessToken(clientId: string, scope: string, refreshToken: string) {
    const now = Date.now();
    for (const [token, record] of this.accessTokens) if (record.expiresAt <= now) this.accessTokens.delete(token);
    const accessToken = opaqueToken('ya29.a0', 48);
    const expiresIn = this.options.accessTokenTtlSeconds;
    this.accessTokens.set(accessToken, { clientId, scope, expiresAt: now + expiresIn * 1000, refreshToken });
    return { access_token: accessToken, expires_in: expiresIn, scope, token_type: 'Bearer' as const };
  }

  /** https://oauth2.googleapis.com/revoke: either token of a grant revokes the whole grant. */
  private revoke(request: EmulatorRequest): EmulatorResponse {
    const token = parameterMap(request.body).token ?? request.query.get('token') ?? '';
    const access = this.accessTokens.get(token);
    const refreshToken = access ? access.refreshToken : token;
    if (refreshToken !== undefined && this.revokeRefreshToken(refreshToken)) return { status: 200, body: {} };
    if (access) {
      this.accessTokens.delete(token);
      return { status: 200, body: {} };
    }
    return tokenError(400, 'invalid_token', 'Token expired or revoked');
  }
}

/** RFC 6749 2.3.1: Basic credentials are form-encoded first; a malformed escape stays as sent. */
function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

function prune(entries: Map<string, { expiresAt: number }>): void {
  const now = Date.now();
  for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
}
