import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningHubspotEmulator, startHubspotEmulator } from './index.js';

let emulator: RunningHubspotEmulator;

beforeAll(async () => {
  emulator = await startHubspotEmulator({ seed: 9, contactCount: 12, companyCount: 5, listCount: 3, autoApprove: true });
});
afterAll(() => emulator.close());

async function call(path: string, init: RequestInit & { token?: string | null } = {}) {
  const token = init.token === undefined ? emulator.sandboxCredentials.access_token : init.token;
  const response = await fetch(`${emulator.url}${path}`, {
    ...init,
    headers: {
      ...(token !== null && { authorization: `Bearer ${token}` }),
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...init.headers,
    },
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

function form(fields: Record<string, string>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

describe('the HubSpot API look-alike', () => {
  it('answers without credentials, with an unknown token and with a missing scope in HubSpot error bodies', async () => {
    const missing = await call('/crm/v3/objects/contacts', { token: null });
    expect(missing).toMatchObject({ status: 401, body: { status: 'error', category: 'INVALID_AUTHENTICATION', correlationId: expect.any(String) } });
    expect((await call('/crm/v3/objects/contacts', { token: 'CKunknown' })).status).toBe(401);

    const narrow = emulator.issueOAuthCredentials({ scopes: ['oauth', 'crm.objects.contacts.read'] });
    const forbidden = await call('/crm/v3/lists/search', { token: narrow.access_token, method: 'POST', body: '{}' });
    expect(forbidden).toMatchObject({
      status: 403,
      body: { category: 'MISSING_SCOPES', errors: [{ context: { requiredGranularScopes: ['crm.lists.read'] } }] },
    });
  });

  it('pages contacts with after cursors, returns requested properties with null when unset, and refuses a limit above 100', async () => {
    const first = await call('/crm/v3/objects/contacts?limit=5&properties=firstname,nps_score,no_such_property');
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(5);
    expect(Object.keys(first.body.results[0].properties).sort()).toEqual(['createdate', 'firstname', 'hs_object_id', 'lastmodifieddate', 'nps_score']);
    const after = first.body.paging.next.after as string;
    const second = await call(`/crm/v3/objects/contacts?limit=10&after=${encodeURIComponent(after)}`);
    expect(second.body.results).toHaveLength(7);
    expect(second.body.paging).toBeUndefined();
    expect(new Set([...first.body.results, ...second.body.results].map((contact: { id: string }) => contact.id)).size).toBe(12);

    expect((await call('/crm/v3/objects/contacts?limit=101')).body).toMatchObject({ status: 'error', category: 'VALIDATION_ERROR' });
  });

  it('reads one property definition by name, by object type name or id, with a 404 for an unknown name and the schema scope checked', async () => {
    const one = await call('/crm/v3/properties/contacts/nps_score');
    expect(one).toMatchObject({ status: 200, body: { name: 'nps_score', type: 'number', updatedAt: expect.any(String) } });
    expect((await call('/crm/v3/properties/0-1/nps_score')).body).toEqual(one.body);
    expect(await call('/crm/v3/properties/contacts/nope')).toMatchObject({ status: 404, body: { status: 'error', category: 'OBJECT_NOT_FOUND' } });
    const narrow = emulator.issueOAuthCredentials({ scopes: ['oauth', 'crm.lists.read'] });
    expect((await call('/crm/v3/properties/contacts/nps_score', { token: narrow.access_token })).status).toBe(403);
  });

  it('sends X-HubSpot-RateLimit headers on API answers, daily ones for private apps only, none on search answers', async () => {
    const oauth = await call('/crm/v3/objects/companies?limit=1');
    expect(oauth.headers.get('x-hubspot-ratelimit-max')).toBe('110');
    expect(oauth.headers.get('x-hubspot-ratelimit-interval-milliseconds')).toBe('10000');
    expect(Number(oauth.headers.get('x-hubspot-ratelimit-remaining'))).toBeLessThan(110);
    expect(oauth.headers.get('x-hubspot-ratelimit-daily')).toBeNull();

    const privateApp = await call('/crm/v3/objects/companies?limit=1', { token: emulator.privateAppCredentials.access_token });
    expect(privateApp.headers.get('x-hubspot-ratelimit-daily')).toBe('250000');
    expect(privateApp.headers.get('x-hubspot-ratelimit-daily-remaining')).toBe('249999');

    const search = await call('/crm/v3/objects/companies/search', { method: 'POST', body: JSON.stringify({ limit: 2 }) });
    expect(search.status).toBe(200);
    expect(search.body.total).toBe(5);
    expect(search.headers.get('x-hubspot-ratelimit-remaining')).toBeNull();
    expect((await call('/crm/v3/objects/companies/search', { method: 'POST', body: JSON.stringify({ after: '9999', limit: 5 }) })).status).toBe(400);
  });

  it('answers a spent ten-second window with a 429 naming the policy, without Retry-After', async () => {
    const limited = await startHubspotEmulator({ contactCount: 1, rateLimits: { maxPerInterval: 1, intervalMs: 60_000 } });
    try {
      const request = () =>
        fetch(`${limited.url}/crm/v3/objects/contacts`, { headers: { authorization: `Bearer ${limited.sandboxCredentials.access_token}` } });
      expect((await request()).status).toBe(200);
      const refused = await request();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeNull();
      expect(refused.headers.get('x-hubspot-ratelimit-remaining')).toBe('0');
      expect(await refused.json()).toMatchObject({
        errorType: 'RATE_LIMIT',
        policyName: 'TEN_SECONDLY_ROLLING',
        message: 'You have reached your ten_secondly_rolling limit.',
      });
    } finally {
      await limited.close();
    }
  });
});

describe("HubSpot's OAuth 2.0 at its own paths", () => {
  it('installs at /oauth/authorize, exchanges the code at /oauth/v1/token with PKCE, and refreshes keeping the refresh token', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL('/oauth/authorize', emulator.url);
    authorize.search = new URLSearchParams({
      client_id: emulator.oauthClient.clientId,
      response_type: 'code',
      redirect_uri: 'http://127.0.0.1:1/callback',
      scope: 'oauth crm.objects.contacts.read',
      state: 'state-1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const redirect = await fetch(authorize, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const callback = new URL(redirect.headers.get('location')!);
    expect(callback.searchParams.get('state')).toBe('state-1');

    const client = { client_id: emulator.oauthClient.clientId, client_secret: emulator.oauthClient.clientSecret };
    const exchanged = await call('/oauth/v1/token', {
      token: null,
      ...form({
        ...client,
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code')!,
        redirect_uri: 'http://127.0.0.1:1/callback',
        code_verifier: verifier,
      }),
    });
    expect(exchanged.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 1800,
      hub_id: emulator.data.portalId,
      scopes: ['oauth', 'crm.objects.contacts.read'],
    });
    expect((await call('/crm/v3/objects/contacts?limit=1', { token: exchanged.body.access_token })).status).toBe(200);

    const refreshesBefore = emulator.refreshCount;
    const refreshed = await call('/oauth/v1/token', {
      token: null,
      ...form({ ...client, grant_type: 'refresh_token', refresh_token: exchanged.body.refresh_token }),
    });
    expect(refreshed.body).toMatchObject({ refresh_token: exchanged.body.refresh_token, token_type: 'bearer' });
    expect(refreshed.body.access_token).not.toBe(exchanged.body.access_token);
    expect(emulator.refreshCount).toBe(refreshesBefore + 1);
  });

  it("refuses bad refresh tokens and client secrets in HubSpot's words, and revokes refresh tokens by DELETE", async () => {
    const client = { client_id: emulator.oauthClient.clientId, client_secret: emulator.oauthClient.clientSecret };
    const unknown = await call('/oauth/v1/token', { token: null, ...form({ ...client, grant_type: 'refresh_token', refresh_token: 'na1-unknown' }) });
    expect(unknown).toMatchObject({ status: 400, body: { status: 'BAD_REFRESH_TOKEN', message: 'missing or unknown refresh token' } });
    const credentials = emulator.issueOAuthCredentials();
    const wrongSecret = await call('/oauth/v1/token', {
      token: null,
      ...form({ ...client, client_secret: 'nope', grant_type: 'refresh_token', refresh_token: credentials.refresh_token }),
    });
    expect(wrongSecret.body).toMatchObject({ status: 'BAD_CLIENT_SECRET' });

    expect((await call(`/oauth/v1/refresh-tokens/${credentials.refresh_token}`, { method: 'DELETE', token: null })).status).toBe(204);
    expect((await call('/crm/v3/objects/contacts', { token: credentials.access_token })).status).toBe(401);
    expect((await call(`/oauth/v1/refresh-tokens/${credentials.refresh_token}`, { method: 'DELETE', token: null })).status).toBe(204);
  });

  it('tells an expired access token apart from an unknown one', async () => {
    const credentials = emulator.issueOAuthCredentials({ accessTokenExpiresAt: Date.now() - 1000 });
    expect(await call('/crm/v3/objects/contacts', { token: credentials.access_token })).toMatchObject({
      status: 401,
      body: { category: 'EXPIRED_AUTHENTICATION' },
    });
  });
});
