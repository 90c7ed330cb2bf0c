import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jiraOAuth2Authentication } from '../authentication.js';
import { type RunningJiraEmulator, startJiraEmulator } from './index.js';

let emulator: RunningJiraEmulator;
beforeAll(async () => {
  emulator = await startJiraEmulator({ seed: 9, autoApprove: true, accessTokenTtlSeconds: 600 });
});
afterAll(() => emulator.close());

const redirectUri = 'http://127.0.0.1:9/connect/oauth/callback';

interface TokenResponse {
  access_token: string;
  refresh_token: string;
}

/** The token endpoint's answer to a request that must succeed. */
async function tokens(body: Record<string, string>): Promise<TokenResponse> {
  const response = await tokenRequest(body);
  expect(response.status).toBe(200);
  return (await response.json()) as TokenResponse;
}

/** Atlassian's documented token request: JSON with the client credentials in the body. */
function tokenRequest(body: Record<string, string>) {
  return fetch(`${emulator.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: emulator.oauthClient.clientId, client_secret: emulator.oauthClient.clientSecret, ...body }),
  });
}

async function authorizationCode(): Promise<string> {
  const url = new URL('/authorize', emulator.url);
  const parameters = {
    ...jiraOAuth2Authentication.authorizationParams,
    client_id: emulator.oauthClient.clientId,
    scope: jiraOAuth2Authentication.scopes.join(' '),
    redirect_uri: redirectUri,
    state: 'state-1',
    response_type: 'code',
  };
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  expect(location.searchParams.get('state')).toBe('state-1');
  return location.searchParams.get('code')!;
}

describe("Atlassian's OAuth 2.0 (3LO) in the emulator", () => {
  it('exchanges a code, names the granted site, and serves the API behind the gateway', async () => {
    const issued = await tokens({ grant_type: 'authorization_code', code: await authorizationCode(), redirect_uri: redirectUri });
    expect(issued).toMatchObject({
      token_type: 'Bearer',
      expires_in: 600,
      refresh_token: expect.any(String),
      scope: jiraOAuth2Authentication.scopes.join(' '),
    });

    const bearer = { authorization: `Bearer ${issued.access_token}` };
    const resources = await (await fetch(`${emulator.url}/oauth/token/accessible-resources`, { headers: bearer })).json();
    expect(resources).toEqual([
      expect.objectContaining({
        id: emulator.site.cloudId,
        url: 'https://sandbox.atlassian.net',
        scopes: ['read:jira-work', 'write:jira-work', 'read:jira-user'],
      }),
    ]);
    const myself = await fetch(`${emulator.url}/ex/jira/${emulator.site.cloudId}/rest/api/3/myself`, { headers: bearer });
    expect(await myself.json()).toMatchObject({ accountId: emulator.site.sandboxUser.accountId });
  });

  it('rotates refresh tokens: each refresh issues a new one and retires the one presented', async () => {
    const first = await tokens({ grant_type: 'authorization_code', code: await authorizationCode(), redirect_uri: redirectUri });
    const second = await tokens({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.refresh_token).toEqual(expect.any(String));
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const reused = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: second.refresh_token })).status).toBe(200);
  });

  it("answers expired tokens, unknown cloud ids and API tokens on the gateway in the gateway's words", async () => {
    const cloudPath = `/ex/jira/${emulator.site.cloudId}/rest/api/3/myself`;
    const { access_token: accessToken } = emulator.oauthSandboxCredentials;
    const wrongCloud = await fetch(`${emulator.url}/ex/jira/00000000-0000-0000-0000-000000000000/rest/api/3/myself`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(wrongCloud.status).toBe(401);
    expect(await wrongCloud.json()).toEqual({ code: 401, message: 'Unauthorized; scope does not match' });

    const { email, api_token: apiToken } = emulator.sandboxCredentials;
    const basicAtGateway = await fetch(`${emulator.url}${cloudPath}`, {
      headers: { authorization: `Basic ${Buffer.from(`${email}:${apiToken}`).toString('base64')}` },
    });
    expect(basicAtGateway.status).toBe(401);

    emulator.oauth.expireAccessTokens();
    const expired = await fetch(`${emulator.url}${cloudPath}`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(await expired.json()).toEqual({ code: 401, message: 'Unauthorized' });
  });
});
