import type { Dispatcher } from 'undici';
import { OAuthTokenError } from './oauth-token-error.js';

export interface OAuthClientCredentials {
  clientId: string;
  clientSecret: string;
}

export type TokenGrant =
  | { type: 'authorization_code'; code: string; redirectUri: string; codeVerifier?: string }
  | { type: 'refresh_token'; refreshToken: string };

export interface TokenRequest {
  /** The provider's token endpoint (after any origin override). */
  tokenUrl: string;
  client: OAuthClientCredentials;
  /** RFC 6749 2.3.1: client id and secret in the form body, or as HTTP Basic. */
  clientAuthentication: 'body' | 'basic';
  grant: TokenGrant;
  /** Default 15 000. */
  timeoutMs?: number;
  /** Default: undici's global dispatcher. */
  dispatcher?: Dispatcher;
}

/** RFC 6749 5.1; providers add their own members (`id_token`, ...), kept as they come. */
export interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in?: number;
  refresh_token?: string;
  scope?: string;
  [member: string]: unknown;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * One call of a token endpoint: exchanges an authorization code (RFC 6749 4.1.3, with the PKCE
 * verifier of RFC 7636 4.5) or a refresh token (RFC 6749 6). Throws `OAuthTokenError`.
 */
export async function requestTokens(request: TokenRequest): Promise<TokenResponse> {
  const form = new URLSearchParams(grantParameters(request.grant));
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (request.clientAuthentication === 'basic') {
    headers.authorization = basicClientAuthorization(request.client);
  } else {
    form.set('client_id', request.client.clientId);
    form.set('client_secret', request.client.clientSecret);
  }

  let status: number;
  let contentType: string;
  let text: string;
  try {
    // Loaded with the first token request, not with every process that composes the OAuth code.
    const { request: sendRequest } = await import('undici');
    const response = await sendRequest(request.tokenUrl, {
      method: 'POST',
      headers,
      body: form.toString(),
      signal: AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      ...(request.dispatcher && { dispatcher: request.dispatcher }),
    });
    status = response.statusCode;
    contentType = String(response.headers['content-type'] ?? '');
    text = await response.body.text();
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new OAuthTokenError('unavailable', 'token_endpoint_unavailable', `the token endpoint ${reason}`, null);
  }

  const body = parseBody(contentType, text);
  // Slack answers a refused grant with HTTP 200 and `{ok: false, error: "invalid_refresh_token"}`:
  // a refusal all the same, so the account learns its grant is gone.
  const slackStyleRefusal = (body as { ok?: unknown } | undefined)?.ok === false ? stringMember(body, 'error') : undefined;
  if (status >= 200 && status < 300 && slackStyleRefusal !== undefined) {
    throw new OAuthTokenError('refused', slackStyleRefusal, slackStyleRefusal, status);
  }
  if (status >= 200 && status < 300) return toTokenResponse(body, status);
  const error = stringMember(body, 'error');
  if (status >= 400 && status < 500 && error !== undefined) {
    throw new OAuthTokenError('refused', error, stringMember(body, 'error_description') ?? error, status);
  }
  // RFC 6749 5.2 errors are 400 or 401, but some providers answer them in their own shape
  // (HubSpot: `{status: "BAD_REFRESH_TOKEN", message}`). A JSON error object there is still a
  // refusal: retrying will not help, and the account must learn that its grant is gone.
  const providerCode = stringMember(body, 'status') ?? stringMember(body, 'code') ?? stringMember(body, 'errorCode');
  if ((status === 400 || status === 401) && providerCode !== undefined) {
    throw new OAuthTokenError('refused', providerCode, stringMember(body, 'message') ?? providerCode, status);
  }
  throw new OAuthTokenError('unavailable', 'token_endpoint_unavailable', `the token endpoint answered HTTP ${status}`, status);
}

function grantParameters(grant: TokenGrant): Record<string, string> {
  if (grant.type === 'refresh_token') return { grant_type: 'refresh_token', refresh_token: grant.refreshToken };
  return {
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    ...(grant.codeVerifier !== undefined && { code_verifier: grant.codeVerifier }),
  };
}

/** RFC 6749 2.3.1: each part form-encoded before they are joined and base64-encoded. */
function basicClientAuthorization(client: OAuthClientCredentials): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(client.clientId)}:${encode(client.clientSecret)}`).toString('base64')}`;
}

/** JSON as RFC 6749 5.1 prescribes; some providers still answer form-encoded. */
function parseBody(contentType: string, text: string): unknown {
  if (/application\/x-www-form-urlencoded/i.test(contentType)) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toTokenResponse(body: unknown, status: number): TokenResponse {
  const accessToken = stringMember(body, 'access_token');
  if (accessToken === undefined) {
    throw new OAuthTokenError('unavailable', 'invalid_token_response', 'the token endpoint answered without an access_token', status);
  }
  const members = body as Record<string, unknown>;
  const response: TokenResponse = { ...members, access_token: accessToken, token_type: stringMember(body, 'token_type') ?? 'Bearer' };
  // Some providers send expires_in as a string; a value that is not a number of seconds is dropped.
  const expiresIn = Number(members.expires_in);
  if (members.expires_in !== undefined && Number.isFinite(expiresIn) && expiresIn > 0) response.expires_in = expiresIn;
  else delete response.expires_in;
  return response;
}

function stringMember(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
