import { createHash, randomBytes } from 'node:crypto';
import type { Drive, OAuth2Authentication } from '@openunified/connector-sdk';
import { runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGoogledriveEmulator, startGoogledriveEmulator } from './emulator/index.js';
import { googledriveConnector } from './index.js';

const oauth = googledriveConnector.authentication[0] as OAuth2Authentication;
const redirectUri = 'http://127.0.0.1:9/oauth/callback';

/** The connector's provider URL with the emulator's origin, as the SDK's origin override does. */
function onEmulator(emulator: RunningGoogledriveEmulator, providerUrl: string): URL {
  const url = new URL(providerUrl);
  return new URL(`${url.pathname}${url.search}`, emulator.url);
}

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizationUrl(emulator: RunningGoogledriveEmulator, overrides: Record<string, string> = {}): URL {
  const url = onEmulator(emulator, oauth.authorizationUrl);
  const parameters = {
    client_id: emulator.oauthClient.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: oauth.scopes.join(oauth.scopeSeparator),
    state: 'state-123',
    ...oauth.authorizationParams,
    ...overrides,
  };
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url;
}

async function consentRequestId(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  const page = await response.text();
  expect(page).toContain('>Allow</button>');
  expect(page).toContain('>Deny</button>');
  return /name="request_id" value="([^"]+)"/.exec(page)![1]!;
}

async function decide(emulator: RunningGoogledriveEmulator, requestId: string, decision: 'allow' | 'deny'): Promise<URL> {
  const response = await fetch(new URL('/o/oauth2/v2/auth/decision', emulator.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request_id: requestId, decision }),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

async function tokenRequest(emulator: RunningGoogledriveEmulator, form: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(onEmulator(emulator, oauth.tokenUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Consent with Allow and return the authorization code. */
async function authorize(emulator: RunningGoogledriveEmulator, overrides: Record<string, string> = {}): Promise<string> {
  const consent = await fetch(authorizationUrl(emulator, overrides), { redirect: 'manual' });
  const location = await decide(emulator, await consentRequestId(consent), 'allow');
  return location.searchParams.get('code')!;
}

describe('Google OAuth 2.0 on the emulator', () => {
  let emulator: RunningGoogledriveEmulator;
  const clientCredentials = () => ({ client_id: emulator.oauthClient.clientId, client_secret: emulator.oauthClient.clientSecret });
  const listDrives = (accessToken: string) =>
    runAction(
      googledriveConnector,
      'googledrive_list_drives',
      { query: { page_size: 3 } },
      {
        originOverride: emulator.url,
        credentials: { access_token: accessToken, token_type: 'Bearer' },
      },
    );

  beforeAll(async () => {
    emulator = await startGoogledriveEmulator({ drivesCount: 5, filesPerDrive: 1, accessTokenTtlSeconds: 120 });
  });
  afterAll(() => emulator.close());

  it('links an account: consent, code with PKCE, tokens, API calls, expiry and refresh', async () => {
    const pkce = pkcePair();
    const consent = await fetch(authorizationUrl(emulator, { code_challenge: pkce.challenge, code_challenge_method: 'S256' }), {
      redirect: 'manual',
    });
    const location = await decide(emulator, await consentRequestId(consent), 'allow');
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe('state-123');
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^4\/0A/);

    const exchange = await tokenRequest(emulator, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: pkce.verifier,
      ...clientCredentials(),
    });
    expect(exchange.status).toBe(200);
    expect(exchange.body).toMatchObject({ expires_in: 120, scope: oauth.scopes.join(' '), token_type: 'Bearer' });
    const accessToken = exchange.body.access_token as string;
    const refreshToken = exchange.body.refresh_token as string;
    expect((await listDrives(accessToken)).data as Drive[]).toHaveLength(3);

    const reused = await tokenRequest(emulator, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: pkce.verifier,
      ...clientCredentials(),
    });
    expect(reused).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } });

    emulator.expireAccessTokens();
    const expired = await fetch(new URL('/drive/v3/drives', emulator.url), { headers: { authorization: `Bearer ${accessToken}` } });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED', errors: [{ reason: 'authError' }] } });

    const refreshesBefore = emulator.refreshCount;
    const basic = Buffer.from(`${emulator.oauthClient.clientId}:${emulator.oauthClient.clientSecret}`).toString('base64');
    const refreshed = await tokenRequest(emulator, { grant_type: 'refresh_token', refresh_token: refreshToken }, { authorization: `Basic ${basic}` });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).not.toHaveProperty('refresh_token');
    expect(emulator.refreshCount).toBe(refreshesBefore + 1);
    expect((await listDrives(refreshed.body.access_token as string)).data).toHaveLength(3);
  });

  it('refuses a refresh token once revoked, and its access tokens with it', async () => {
    const code = await authorize(emulator);
    const { body } = await tokenRequest(emulator, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, ...clientCredentials() });
    expect(emulator.revokeRefreshToken(body.refresh_token as string)).toBe(true);

    const refresh = await tokenRequest(emulator, { grant_type: 'refresh_token', refresh_token: body.refresh_token as string, ...clientCredentials() });
    expect(refresh).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } });
    await expect(listDrives(body.access_token as string)).rejects.toMatchObject({ statusCode: 400, data: { statusCode: 401 } });
  });

  it('checks the PKCE verifier and the redirect URI at the token endpoint', async () => {
    const pkce = pkcePair();
    const withChallenge = { code_challenge: pkce.challenge, code_challenge_method: 'S256' };
    const exchange = (code: string, extra: Record<string, string>) =>
      tokenRequest(emulator, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, ...clientCredentials(), ...extra });

    expect((await exchange(await authorize(emulator, withChallenge), {})).body).toEqual({
      error: 'invalid_grant',
      error_description: 'Missing code verifier.',
    });
    expect((await exchange(await authorize(emulator, withChallenge), { code_verifier: pkcePair().verifier })).body).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid code verifier.',
    });
    expect(
      (await exchange(await authorize(emulator, withChallenge), { code_verifier: pkce.verifier, redirect_uri: 'http://127.0.0.1:9/other' })).body,
    ).toMatchObject({
      error: 'redirect_uri_mismatch',
    });
  });

  it('authenticates the client at the token endpoint', async () => {
    const code = await authorize(emulator);
    const wrongSecret = await tokenRequest(emulator, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: emulator.oauthClient.clientId,
      client_secret: 'nope',
    });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error).toBe('invalid_client');
    const unsupported = await tokenRequest(emulator, { grant_type: 'password', ...clientCredentials() });
    expect(unsupported).toEqual({ status: 400, body: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type: password' } });
  });

  it('redirects with access_denied and the state when the user denies', async () => {
    const consent = await fetch(authorizationUrl(emulator), { redirect: 'manual' });
    const location = await decide(emulator, await consentRequestId(consent), 'deny');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_description')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('shows an error page instead of redirecting for an unknown client or a bad scope', async () => {
    const unknownClient = await fetch(authorizationUrl(emulator, { client_id: 'stranger.apps.googleusercontent.com' }), { redirect: 'manual' });
    expect(unknownClient.status).toBe(400);
    expect(await unknownClient.text()).toContain('invalid_client');
    const badScope = await fetch(authorizationUrl(emulator, { scope: 'https://www.googleapis.com/auth/nonsense' }), { redirect: 'manual' });
    expect(badScope.status).toBe(400);
    expect(await badScope.text()).toContain('invalid_scope');
  });

  it('answers 403 insufficient scopes to a token granted without a Drive scope', async () => {
    const code = await authorize(emulator, { scope: 'email' });
    const { body } = await tokenRequest(emulator, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, ...clientCredentials() });
    const response = await fetch(new URL('/drive/v3/drives', emulator.url), { headers: { authorization: `Bearer ${body.access_token}` } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { status: 'PERMISSION_DENIED', errors: [{ reason: 'insufficientPermissions' }] } });
  });

  it('redirects at once with a code when told to auto-approve', async () => {
    const autoApproving = await startGoogledriveEmulator({ drivesCount: 1, filesPerDrive: 1, autoApprove: true });
    try {
      const response = await fetch(authorizationUrl(autoApproving), { redirect: 'manual' });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location')!);
      expect(location.searchParams.get('code')).toMatch(/^4\/0A/);
      expect(location.searchParams.get('state')).toBe('state-123');
    } finally {
      await autoApproving.close();
    }
  });

  it('serves the same sandbox credentials and client for the same seed', async () => {
    const again = await startGoogledriveEmulator({ drivesCount: 1, filesPerDrive: 1 });
    try {
      expect(again.sandboxCredentials.access_token).toBe(emulator.sandboxCredentials.access_token);
      expect(again.sandboxCredentials.refresh_token).toBe(emulator.sandboxCredentials.refresh_token);
      expect(again.oauthClient).toEqual(emulator.oauthClient);
      expect(again.sandboxCredentials.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      const refreshed = await tokenRequest(again, {
        grant_type: 'refresh_token',
        refresh_token: again.sandboxCredentials.refresh_token,
        client_id: again.oauthClient.clientId,
        client_secret: again.oauthClient.clientSecret,
      });
      expect(refreshed.status).toBe(200);
    } finally {
      await again.close();
    }
  });
});
