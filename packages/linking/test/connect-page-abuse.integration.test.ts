import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formPostingTo, getPage, type LinkingTestContext, startLinkingTestContext, submitForm, textOf } from './linking-test-context.js';

/**
 * docs/concepts/connect-flow.md and docs/deployment.md "Connect pages": the public pages as a
 * hostile visitor uses them. Throttled per client IP and per link, a link links once, and no
 * request header decides where forms and OAuth redirects point.
 */

const bamboohrKey = { company_domain: 'sandbox', api_key: 'not-the-key' };

async function submitApiKey(authLinkUrl: string, credentials: Record<string, string>) {
  const page = await getPage(`${authLinkUrl}&provider=bamboohr`);
  const form = formPostingTo(page, '/connect/api-key');
  const fields = Object.fromEntries(Object.entries(credentials).map(([key, value]) => [`credentials.${key}`, value]));
  return submitForm(form.action, { ...form.fields, ...fields });
}

describe('throttling', () => {
  let context: LinkingTestContext;
  beforeAll(async () => {
    context = await startLinkingTestContext({ connectPageLimits: { requestsPerIpPerMinute: 5 } });
  });
  afterAll(() => context?.close());

  it('answers a client guessing tokens with a friendly 429 page and Retry-After once its minute budget is spent', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess++)
      statuses.push((await getPage(`${context.testPlatform.url}/connect?token=ouc_${randomBytes(8).toString('hex')}`)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const refused = await getPage(`${context.testPlatform.url}/connect?token=another`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(textOf(refused)).toContain('Too many attempts');
  });
});

describe('submissions and verification calls per link', () => {
  let perMinute: LinkingTestContext;
  let capped: LinkingTestContext;
  beforeAll(async () => {
    perMinute = await startLinkingTestContext({ connectPageLimits: { submissionsPerSessionPerMinute: 3 } });
    capped = await startLinkingTestContext({ connectPageLimits: { verificationsPerSession: 2 } });
  });
  afterAll(() => Promise.all([perMinute?.close(), capped?.close()]));

  /** Submits a wrong key `times` times with one link; the statuses, and how many calls reached the provider. */
  async function wrongKeys(context: LinkingTestContext, times: number) {
    const session = await context.createSession({ provider: 'bamboohr' });
    context.bamboohr.clearRequests();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < times; attempt++) statuses.push((await submitApiKey(session.auth_link_url, bamboohrKey)).status);
    return { statuses, providerCalls: context.bamboohr.requests.length };
  }

  it('stops wrong API keys after a few a minute, each having cost one verification call', async () => {
    expect(await wrongKeys(perMinute, 5)).toEqual({ statuses: [422, 422, 422, 429, 429], providerCalls: 3 });
  });

  it('caps the verification calls one link may cause, whatever the pace, and says to ask for a new link', async () => {
    expect(await wrongKeys(capped, 4)).toEqual({ statuses: [422, 422, 429, 429], providerCalls: 2 });
    const session = await capped.createSession({ provider: 'bamboohr' });
    await submitApiKey(session.auth_link_url, bamboohrKey);
    await submitApiKey(session.auth_link_url, bamboohrKey);
    expect(textOf(await submitApiKey(session.auth_link_url, bamboohrKey))).toContain('ask the application that sent it for a new link');
  });
});

describe('a link links once', () => {
  let context: LinkingTestContext;
  beforeAll(async () => {
    context = await startLinkingTestContext();
  });
  afterAll(() => context?.close());

  const authenticate = (token: string) => context.api('POST', '/connect_sessions/authenticate', { token });

  it('shows "already used" after linking, refuses a second submission, and authenticate still names the account', async () => {
    const session = await context.createSession({ provider: 'bamboohr', origin_owner_id: 'owner-once' });
    const linked = await submitApiKey(session.auth_link_url, context.bamboohr.sandboxCredentials);
    expect(linked.status).toBe(200);
    const outcome = (await authenticate(session.token)).body;
    const accountId = outcome.latest_connection_attempt.account_secure_id;
    expect(accountId).toEqual(expect.any(String));

    const reopened = await getPage(session.auth_link_url);
    expect(reopened.status).toBe(410);
    expect(textOf(reopened)).toContain('This link was already used');
    const form = await submitForm(`${context.testPlatform.url}/connect/api-key`, {
      token: session.token,
      provider: 'bamboohr',
      method: 'api_key',
      'credentials.company_domain': 'sandbox',
      'credentials.api_key': 'swapped',
    });
    expect(form.status).toBe(410);
    expect((await authenticate(session.token)).body.latest_connection_attempt).toMatchObject({ status: 'authenticated', account_secure_id: accountId });
  });

  it('links once in edit mode too: the credentials cannot be swapped again with the same link', async () => {
    const account = await context.createAccount({ provider: 'bamboohr', credentials: context.bamboohr.sandboxCredentials });
    const session = await context.createSession({ account_id: account.id });
    expect((await submitApiKey(session.auth_link_url, context.bamboohr.sandboxCredentials)).status).toBe(200);
    expect((await getPage(`${session.auth_link_url}&provider=bamboohr`)).status).toBe(410);
  });

  it('answers authenticate after expiry for a grace period when the session has an outcome, and expires an abandoned attempt to failed', async () => {
    const { store, project } = context.testPlatform;
    const createExpiredSession = async (expiredMsAgo: number) => {
      const token = `ouc_${randomBytes(32).toString('base64url')}`;
      const session = await store.connectSessions.create({
        organizationId: project.organizationId,
        projectId: project.id,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        originOwnerId: 'owner-late',
        originOwnerName: 'Late Poller',
        originUsername: null,
        categories: null,
        provider: 'bamboohr',
        providerVersion: null,
        accountId: null,
        label: null,
        metadata: {},
        multiple: false,
        type: 'production',
        connectorProfileId: null,
        externalTriggerToken: null,
        expiresAt: new Date(Date.now() - expiredMsAgo).toISOString(),
      });
      return { token, session };
    };
    const attempt = (sessionId: number, status: 'pending' | 'authenticated', accountId: string | null) =>
      store.connectionAttempts.create({
        sessionId,
        provider: 'bamboohr',
        status,
        accountId,
        oauthErrorCode: null,
        oauthErrorDescription: null,
        oauthState: null,
        oauthVerifier: null,
      });
    const account = await context.createAccount({ provider: 'bamboohr', credentials: context.bamboohr.sandboxCredentials });

    const linkedAnHourAgo = await createExpiredSession(60 * 60 * 1000);
    await attempt(linkedAnHourAgo.session.id, 'authenticated', account.id);
    const late = await authenticate(linkedAnHourAgo.token);
    expect(late.status).toBe(201);
    expect(late.body.latest_connection_attempt).toMatchObject({ status: 'authenticated', account_secure_id: account.id });

    const abandoned = await createExpiredSession(60 * 1000);
    await attempt(abandoned.session.id, 'pending', null);
    expect((await authenticate(abandoned.token)).body.latest_connection_attempt).toMatchObject({ status: 'failed', oauth_error_code: 'session_expired' });

    const linkedLongAgo = await createExpiredSession(25 * 60 * 60 * 1000);
    await attempt(linkedLongAgo.session.id, 'authenticated', account.id);
    expect((await authenticate(linkedLongAgo.token)).status).toBe(401);
    const neverUsed = await createExpiredSession(1000);
    expect((await authenticate(neverUsed.token)).status).toBe(401);
  });
});

describe('the public URL and the page policy', () => {
  let context: LinkingTestContext;
  beforeAll(async () => {
    context = await startLinkingTestContext();
  });
  afterAll(() => context?.close());

  it('ignores Host and X-Forwarded-* without TRUST_PROXY: links and form actions point at the listening address', async () => {
    const created = await fetch(`${context.testPlatform.url}/connect_sessions`, {
      method: 'POST',
      headers: {
        authorization: context.authorization,
        'content-type': 'application/json',
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      body: JSON.stringify({ origin_owner_id: 'owner-host', origin_owner_name: 'Owner', provider: 'bamboohr' }),
    });
    const session = (await created.json()) as { auth_link_url: string; token: string };
    expect(session.auth_link_url.startsWith(`${context.testPlatform.url}/connect?token=`)).toBe(true);
    const page = await fetch(session.auth_link_url, { headers: { host: 'evil.example' } });
    const html = await page.text();
    expect(html).toContain(`action="${context.testPlatform.url}/connect/api-key"`);
    expect(html).not.toContain('evil.example');
    expect(page.headers.get('content-security-policy')).toMatch(/; form-action 'self'$/);
  });

  it("lets OAuth forms post to the provider's authorization origin and nowhere else", async () => {
    await context.createGoogleProfile();
    const session = await context.createSession({ provider: 'googledrive' });
    const page = await getPage(session.auth_link_url);
    expect(page.headers.get('content-security-policy')).toMatch(new RegExp(`; form-action 'self' ${new URL(context.google.url).origin}$`));
  });
});
