import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulatorServer } from '../emulator-server.js';
import { OAuthAuthorizationServer, type OAuthAuthorizationServerOptions } from './oauth-authorization-server.js';

const client = { clientId: 'client-1', clientSecret: 'secret-1', applicationName: 'Acme <Integrations>' };
const redirectUri = 'http://127.0.0.1:9/callback';

interface Harness {
  oauth: OAuthAuthorizationServer;
  emulator: RunningEmulator;
  url(path: string, parameters?: Record<string, string>): URL;
  token(form: Record<string, string>, init?: { headers?: Record<string, string>; json?: boolean }): Promise<{ status: number; body: Record<string, any> }>;
  authorize(parameters?: Record<string, string>): Promise<string>;
}

/** An emulator with the authorization server at HubSpot's paths and one protected route. */
async function startHarness(options: Partial<OAuthAuthorizationServerOptions> = {}): Promise<Harness> {
  const oauth = new OAuthAuthorizationServer({
    clients: [client],
    paths: { authorize: '/oauth/authorize', token: '/oauth/v1/token', revoke: '/oauth/v1/revoke' },
    scopes: { 'crm.objects.contacts.read': 'Read contacts', oauth: 'Basic OAuth access' },
    ...options,
  });
  const emulator = await startEmulatorServer({
    name: 'oauth-test',
    routes: [
      ...oauth.routes(),
      {
        method: 'GET',
        pattern: '/crm/v3/objects/contacts',
        handle: (request) =>
          oauth.validateAccessToken(request, { anyOf: ['crm.objects.contacts.read'] }).ok
            ? { body: { results: [] } }
            : { status: 403, body: { category: 'MISSING_SCOPES' } },
      },
    ],
    authenticate: oauth.authenticator((reason) => ({
      status: 401,
      body: { category: reason === 'expired' ? 'EXPIRED_AUTHENTICATION' : 'INVALID_AUTHENTICATION' },
    })),
  });
  const url = (path: string, parameters: Record<string, string> = {}) => {
    const target = new URL(path, emulator.url);
    for (const [name, value] of Object.entries(parameters)) target.searchParams.set(name, value);
    return target;
  };
  const token: Harness['token'] = async (form, init = {}) => {
    const response = await fetch(url('/oauth/v1/token'), {
      method: 'POST',
      headers: { 'content-type': init.json ? 'application/json' : 'application/x-www-form-urlencoded', ...init.headers },
      body: init.json ? JSON.stringify(form) : new URLSearchParams(form),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  const authorize = async (parameters: Record<string, string> = {}) => {
    const consent = await fetch(
      url('/oauth/authorize', {
        client_id: client.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'crm.objects.contacts.read',
        state: 's1',
        ...parameters,
      }),
      { redirect: 'manual' },
    );
    const requestId = /name="request_id" value="([^"]+)"/.exec(await consent.text())?.[1] ?? '';
    const decision = await fetch(url('/oauth/authorize/decision'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ request_id: requestId, decision: 'allow' }),
      redirect: 'manual',
    });
    return new URL(decision.headers.get('location') ?? '').searchParams.get('code') ?? '';
  };
  return { oauth, emulator, url, token, authorize };
}

const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const exchange = (code: string, extra: Record<string, string> = {}) => ({
  grant_type: 'authorization_code',
  code,
  redirect_uri: redirectUri,
  client_id: client.clientId,
  client_secret: client.clientSecret,
  ...extra,
});

describe('OAuthAuthorizationServer at a provider’s paths', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ accessTokenTtlSeconds: 120 });
  });
  afterAll(() => harness.emulator.close());

  it('shows a consent page naming the application, the user and each scope, with Allow and Deny', async () => {
    const response = await fetch(
      harness.url('/oauth/authorize', {
        client_id: client.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'oauth crm.objects.contacts.read',
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('Acme &#60;Integrations&#62; wants to access your Provider account');
    expect(page).toContain('Read contacts');
    expect(page).toContain('Basic OAuth access');
    expect(page).toContain('action="/oauth/authorize/decision"');
    expect(page).toContain('value="allow" autofocus>Allow</button>');
    expect(page).toContain('value="deny">Deny</button>');
  });

  it('links with PKCE S256, calls the API, then tells an expired token from an unknown one', async () => {
    const pkce = pkcePair();
    const code = await harness.authorize({ code_challenge: pkce.challenge, code_challenge_method: 'S256' });
    const issued = await harness.token(exchange(code, { code_verifier: pkce.verifier }));
    expect(issued).toMatchObject({ status: 200, body: { token_type: 'Bearer', expires_in: 120, scope: 'crm.objects.contacts.read' } });
    expect(issued.body.access_token).toMatch(/^at_/);
    expect(issued.body.refresh_token).toMatch(/^rt_/);

    const call = (token: string) => fetch(harness.url('/crm/v3/objects/contacts'), { headers: { authorization: `Bearer ${token}` } });
    expect((await call(issued.body.access_token)).status).toBe(200);
    harness.oauth.expireAccessTokens();
    const expired = await call(issued.body.access_token);
    expect({ status: expired.status, body: await expired.json() }).toEqual({ status: 401, body: { category: 'EXPIRED_AUTHENTICATION' } });
    const unknown = await call('at_nonsense');
    expect(await unknown.json()).toEqual({ category: 'INVALID_AUTHENTICATION' });
    const missing = await fetch(harness.url('/crm/v3/objects/contacts'));
    expect(missing.status).toBe(401);
  });

  it('accepts a plain PKCE challenge and refuses a wrong verifier, spending the code either way', async () => {
    const plain = await harness.authorize({ code_challenge: 'plain-verifier-of-enough-length-43-characters-x', code_challenge_method: 'plain' });
    expect((await harness.token(exchange(plain, { code_verifier: 'plain-verifier-of-enough-length-43-characters-x' }))).status).toBe(200);

    const code = await harness.authorize({ code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    expect((await harness.token(exchange(code, { code_verifier: pkcePair().verifier }))).body).toMatchObject({ error: 'invalid_grant' });
    expect((await harness.token(exchange(code, { code_verifier: 'anything' }))).body.error_description).toContain('already used');
  });

  it('authenticates clients with client_secret_basic and client_secret_post, and refuses a wrong secret', async () => {
    const viaBasic = await harness.token(
      { grant_type: 'authorization_code', code: await harness.authorize(), redirect_uri: redirectUri },
      { headers: { authorization: basic(client.clientId, client.clientSecret) } },
    );
    expect(viaBasic.status).toBe(200);
    const wrong = await harness.token(exchange(await harness.authorize(), { client_secret: 'nope' }));
    expect(wrong).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });

  it('takes a JSON token request, as Atlassian sends it', async () => {
    const response = await harness.token(exchange(await harness.authorize()), { json: true });
    expect(response.status).toBe(200);
  });

  it('keeps the refresh token without rotation, and revokes a grant through either token', async () => {
    const { body } = await harness.token(exchange(await harness.authorize()));
    const refreshesBefore = harness.oauth.refreshCount;
    const refreshed = await harness.token({
      grant_type: 'refresh_token',
      refresh_token: body.refresh_token,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).not.toHaveProperty('refresh_token');
    expect(harness.oauth.refreshCount).toBe(refreshesBefore + 1);

    const revoke = await fetch(harness.url('/oauth/v1/revoke'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: refreshed.body.access_token }),
    });
    expect(revoke.status).toBe(200);
    const again = await harness.token({
      grant_type: 'refresh_token',
      refresh_token: body.refresh_token,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // RFC 7009 2.2: an unknown token is not an error.
    expect((await fetch(harness.url('/oauth/v1/revoke', { token: 'unknown' }), { method: 'POST' })).status).toBe(200);
  });

  it('redirects errors found after the redirect URI is trusted, and shows a page before', async () => {
    const badScope = await fetch(
      harness.url('/oauth/authorize', { client_id: client.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'nonsense', state: 's2' }),
      { redirect: 'manual' },
    );
    expect(badScope.status).toBe(302);
    const location = new URL(badScope.headers.get('location') ?? '');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ error: 'invalid_scope', state: 's2' });

    const unknownClient = await fetch(harness.url('/oauth/authorize', { client_id: 'stranger', redirect_uri: redirectUri, response_type: 'code' }), {
      redirect: 'manual',
    });
    expect(unknownClient.status).toBe(400);
    expect(await unknownClient.text()).toContain('invalid_client');
  });

  it('answers a denial with access_denied and the state', async () => {
    const consent = await fetch(
      harness.url('/oauth/authorize', { client_id: client.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'oauth', state: 's3' }),
    );
    const requestId = /name="request_id" value="([^"]+)"/.exec(await consent.text())?.[1] ?? '';
    const denied = await fetch(harness.url('/oauth/authorize/decision'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ request_id: requestId, decision: 'deny' }),
      redirect: 'manual',
    });
    const location = new URL(denied.headers.get('location') ?? '');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ error: 'access_denied', state: 's3' });
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('answers 403 from a route when the token lacks the scope it needs', async () => {
    const { body } = await harness.token(exchange(await harness.authorize({ scope: 'oauth' })));
    const response = await fetch(harness.url('/crm/v3/objects/contacts'), { headers: { authorization: `Bearer ${body.access_token}` } });
    expect(response.status).toBe(403);
  });
});

describe('OAuthAuthorizationServer options', () => {
  it('rotates refresh tokens: the new one works, the spent one is refused', async () => {
    const harness = await startHarness({ rotateRefreshTokens: true });
    try {
      const { body } = await harness.token(exchange(await harness.authorize()));
      const refresh = (token: string) =>
        harness.token({ grant_type: 'refresh_token', refresh_token: token, client_id: client.clientId, client_secret: client.clientSecret });
      const rotated = await refresh(body.refresh_token);
      expect(rotated.status).toBe(200);
      expect(rotated.body.refresh_token).toMatch(/^rt_/);
      expect(rotated.body.refresh_token).not.toBe(body.refresh_token);
      expect((await refresh(body.refresh_token)).status).toBe(400);
      expect((await refresh(rotated.body.refresh_token)).status).toBe(200);
    } finally {
      await harness.emulator.close();
    }
  });

  it('answers token errors in the provider’s format and allows only the configured client authentication', async () => {
    const harness = await startHarness({
      clientAuthenticationMethods: ['client_secret_post'],
      errorBody: (error) => ({ status: error.reason.toUpperCase(), message: error.error_description }),
      tokenResponseBody: (tokens) => ({ ...tokens, token_type: 'bearer' }),
    });
    try {
      const viaBasic = await harness.token(
        { grant_type: 'authorization_code', code: await harness.authorize(), redirect_uri: redirectUri },
        { headers: { authorization: basic(client.clientId, client.clientSecret) } },
      );
      expect(viaBasic).toEqual({
        status: 401,
        body: { status: 'CLIENT_AUTHENTICATION_METHOD', message: 'Client authentication with client_secret_basic is not allowed.' },
      });
      const unknownCode = await harness.token(exchange('code_unknown'));
      expect(unknownCode).toEqual({ status: 400, body: { status: 'CODE_UNKNOWN', message: 'The authorization code is unknown.' } });
      const grantType = await harness.token({ grant_type: 'password' });
      expect(grantType.body).toEqual({ status: 'UNSUPPORTED_GRANT_TYPE', message: 'Invalid grant_type: password' });
      const issued = await harness.token(exchange(await harness.authorize()));
      expect(issued.body.token_type).toBe('bearer');
    } finally {
      await harness.emulator.close();
    }
  });

  it('requires PKCE when told to, and approves at once with autoApprove', async () => {
    const harness = await startHarness({ pkce: 'required', autoApprove: true });
    try {
      const parameters = { client_id: client.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'oauth', state: 's4' };
      const withoutChallenge = await fetch(harness.url('/oauth/authorize', parameters), { redirect: 'manual' });
      expect(new URL(withoutChallenge.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request');
      const approved = await fetch(harness.url('/oauth/authorize', { ...parameters, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }), {
        redirect: 'manual',
      });
      const location = new URL(approved.headers.get('location') ?? '');
      expect(location.searchParams.get('code')).toMatch(/^code_/);
      expect(location.searchParams.get('state')).toBe('s4');
    } finally {
      await harness.emulator.close();
    }
  });

  it('expires access tokens after their configured lifetime and serves a grant issued by the emulator', async () => {
    const harness = await startHarness({ accessTokenTtlSeconds: 0 });
    try {
      const sandbox = harness.oauth.issueGrant({
        clientId: client.clientId,
        scope: 'crm.objects.contacts.read',
        accessToken: 'sandbox-token',
        accessTokenExpiresAt: Date.now() + 60_000,
      });
      expect(sandbox.access_token).toBe('sandbox-token');
      const ok = await fetch(harness.url('/crm/v3/objects/contacts'), { headers: { authorization: 'Bearer sandbox-token' } });
      expect(ok.status).toBe(200);
      const refreshed = await harness.token({
        grant_type: 'refresh_token',
        refresh_token: sandbox.refresh_token,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      });
      expect(refreshed.body.expires_in).toBe(0);
      const expired = await fetch(harness.url('/crm/v3/objects/contacts'), { headers: { authorization: `Bearer ${refreshed.body.access_token}` } });
      expect(await expired.json()).toEqual({ category: 'EXPIRED_AUTHENTICATION' });
    } finally {
      await harness.emulator.close();
    }
  });

  it('refuses an expired refresh token when refresh tokens have a lifetime', async () => {
    const harness = await startHarness({ refreshTokenTtlSeconds: 0 });
    try {
      const { body } = await harness.token(exchange(await harness.authorize()));
      const refreshed = await harness.token({
        grant_type: 'refresh_token',
        refresh_token: body.refresh_token,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      });
      expect(refreshed).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    } finally {
      await harness.emulator.close();
    }
  });
});
