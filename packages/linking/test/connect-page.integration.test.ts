import { Writable } from 'node:stream';
import { AuthTokens } from '@openunified/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  formPostingTo,
  getPage,
  type LinkingTestContext,
  linkThroughOAuthConsent,
  startLinkingTestContext,
  submitForm,
  textOf,
} from './linking-test-context.js';

let context: LinkingTestContext;
let googleProfile: Record<string, any>;
beforeAll(async () => {
  context = await startLinkingTestContext({ features: ['unified'] });
  googleProfile = await context.createGoogleProfile();
});
afterAll(() => context.close());
afterEach(() => {
  vi.useRealTimers();
});

const authenticate = async (token: string) => (await context.api('POST', '/connect_sessions/authenticate', { token })).body;
const cipher = () => context.testPlatform.platform.container.get(AuthTokens.CredentialCipher);
const storedAccount = (id: string) => context.testPlatform.store.accounts.get(context.testPlatform.project.id, id);
const eventsOf = async (accountId: string) =>
  (await context.testPlatform.store.events.list(context.testPlatform.project.id)).filter((event) => event.payload.id === accountId);

/** Opens the session's page on `provider` and submits its API-key form with `credentials`. */
async function submitApiKey(authLinkUrl: string, provider: string, credentials: Record<string, string>) {
  const page = await getPage(`${authLinkUrl}&provider=${provider}`);
  const form = formPostingTo(page, '/connect/api-key');
  const fields = Object.fromEntries(Object.entries(credentials).map(([key, value]) => [`credentials.${key}`, value]));
  return submitForm(form.action, { ...form.fields, ...fields });
}

describe('API-key providers', () => {
  it("lists the session's providers, shows the connector's fields, and links a verified BambooHR account", async () => {
    const session = await context.createSession({
      origin_owner_id: 'owner-api-key',
      categories: ['hris', 'documents'],
      label: 'HR system',
      metadata: { plan: 'gold' },
      type: 'test',
      origin_username: 'hr@customer.example',
    });
    const list = await getPage(session.auth_link_url);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'nonce-[^']+'; script-src 'nonce-[^']+'/);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.headers.get('referrer-policy')).toBe('no-referrer');
    // Everything the page shows ships with it: provider icons and the favicon are inline data: URIs.
    const embedded = [...list.html.matchAll(/<(?:img|link)\b[^>]*(?:src|href)="([^"]*)"/g)].map((match) => match[1]);
    expect(embedded).toHaveLength(3);
    for (const source of embedded) expect(source).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(textOf(list)).toContain('Choose the service to connect for Customer One.');
    const providerLinks = [...list.html.matchAll(/href="([^"]*provider=(\w+))"/g)].map((match) => match[2]);
    expect(providerLinks.sort()).toEqual(['bamboohr', 'googledrive']);

    const form = await getPage(`${session.auth_link_url}&provider=bamboohr`);
    expect(form.html).toMatch(/<label for="field-api_key-company_domain">Company domain<\/label>/);
    expect(form.html).toMatch(
      /<input id="field-api_key-company_domain" name="credentials.company_domain" type="text" required [^>]*placeholder="acme"[^>]*aria-describedby="field-api_key-company_domain-help">/,
    );
    expect(form.html).toMatch(/<input id="field-api_key-api_key" name="credentials.api_key" type="password" required /);
    expect(textOf(form)).toContain('The subdomain of your BambooHR address');
    // The end customer reads the connector's customer text, never the description written for developers.
    expect(textOf(form)).toContain('Lets the application read your employee records in BambooHR and keep them up to date.');
    expect(textOf(form)).not.toContain('account field catalogue');
    expect(form.html).toContain('All services');

    const result = await submitApiKey(session.auth_link_url, 'bamboohr', context.bamboohr.sandboxCredentials);
    expect(result.status).toBe(200);
    expect(textOf(result)).toContain('BambooHR is connected All set. You can close this window now.');

    const authenticated = await authenticate(session.token);
    const attempt = authenticated.latest_connection_attempt;
    expect(attempt).toEqual({
      id: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      status: 'authenticated',
      account_secure_id: expect.stringMatching(/^acc_/),
      oauth_error_code: null,
      oauth_error_description: null,
    });
    const account = await context.api('GET', `/accounts/${attempt.account_secure_id}`);
    expect(account.body).toMatchObject({
      provider: 'bamboohr',
      provider_name: 'BambooHR',
      status: 'active',
      origin_owner_id: 'owner-api-key',
      origin_owner_name: 'Customer One',
      origin_username: 'hr@customer.example',
      label: 'HR system',
      metadata: { plan: 'gold' },
      type: 'test',
    });
    const bambooProfile = (await context.api('GET', '/connector_profiles?provider=bamboohr')).body[0];
    expect(authenticated.connector_profile_id).toBe(bambooProfile.id);

    const stored = await storedAccount(attempt.account_secure_id);
    expect(JSON.stringify(stored!.credentials)).not.toContain(context.bamboohr.sandboxCredentials.api_key);
    expect(cipher().decryptJson(stored!.credentials!)).toEqual({ ...context.bamboohr.sandboxCredentials, auth_method: 'api_key' });
    const events = await eventsOf(attempt.account_secure_id);
    expect(events).toEqual([expect.objectContaining({ type: 'account.created', payload: account.body })]);

    const employees = await fetch(`${context.testPlatform.url}/unified/hris/employees?page_size=2`, {
      headers: { authorization: context.authorization, 'x-account-id': attempt.account_secure_id },
    });
    expect(employees.status).toBe(200);
  });

  it('shows a clear error for a wrong key or domain, keeps the typed domain, and leaves a failed attempt', async () => {
    const session = await context.createSession({ origin_owner_id: 'owner-wrong-key', provider: 'bamboohr' });
    const wrongKey = await submitApiKey(session.auth_link_url, 'bamboohr', { company_domain: 'sandbox', api_key: 'not-the-key' });
    expect(wrongKey.status).toBe(422);
    expect(wrongKey.html).toMatch(
      /<div class="alert" role="alert"><strong>Could not connect BambooHR\.<\/strong>BambooHR did not accept these credentials\. Check them and try again\.<\/div>/,
    );
    expect(wrongKey.html).toContain('value="sandbox"');
    expect(wrongKey.html).not.toContain('not-the-key');
    expect((await authenticate(session.token)).latest_connection_attempt).toMatchObject({
      status: 'failed',
      account_secure_id: null,
      oauth_error_code: 'invalid_credentials',
      oauth_error_description: 'BambooHR did not accept these credentials. Check them and try again.',
    });

    const wrongDomain = await submitApiKey(session.auth_link_url, 'bamboohr', { company_domain: 'elsewhere', api_key: 'x' });
    expect(wrongDomain.status).toBe(422);
    expect(textOf(wrongDomain)).toContain('BambooHR found no account at this address.');
    const missing = await submitApiKey(session.auth_link_url, 'bamboohr', { company_domain: 'sandbox', api_key: '  ' });
    expect(missing.status).toBe(400);
    expect(textOf(missing)).toContain('API key is required');
    expect((await context.api('GET', '/accounts?origin_owner_id=owner-wrong-key')).body).toEqual([]);
  });

  it('updates the account of the same origin owner without multiple, and adds one with it', async () => {
    const first = await context.createSession({ origin_owner_id: 'owner-relink', provider: 'bamboohr', label: 'First' });
    await submitApiKey(first.auth_link_url, 'bamboohr', context.bamboohr.sandboxCredentials);
    const accountId = (await authenticate(first.token)).latest_connection_attempt.account_secure_id;

    const again = await context.createSession({ origin_owner_id: 'owner-relink', origin_owner_name: 'Renamed Customer', provider: 'bamboohr' });
    const relinked = await submitApiKey(again.auth_link_url, 'bamboohr', context.bamboohr.sandboxCredentials);
    expect(textOf(relinked)).toContain('BambooHR connection updated');
    expect((await authenticate(again.token)).latest_connection_attempt.account_secure_id).toBe(accountId);
    expect((await context.api('GET', `/accounts/${accountId}`)).body).toMatchObject({ origin_owner_name: 'Renamed Customer', label: 'First' });
    expect((await eventsOf(accountId)).map((event) => event.type)).toEqual(['account.created', 'account.updated']);

    const multiple = await context.createSession({ origin_owner_id: 'owner-relink', provider: 'bamboohr', multiple: true });
    await submitApiKey(multiple.auth_link_url, 'bamboohr', context.bamboohr.sandboxCredentials);
    const secondId = (await authenticate(multiple.token)).latest_connection_attempt.account_secure_id;
    expect(secondId).not.toBe(accountId);
    expect((await context.api('GET', '/accounts?origin_owner_id=owner-relink')).body).toHaveLength(2);
  });

  it('in edit mode renews the credentials of the account and makes it active again', async () => {
    const account = await context.createAccount({
      provider: 'bamboohr',
      credentials: { company_domain: 'sandbox', api_key: 'revoked-key' },
      originOwnerId: 'owner-edit',
      status: 'expired',
    });
    const session = await context.createSession({ origin_owner_id: 'someone-else', account_id: account.id, metadata: { renewed: true } });
    const page = await getPage(session.auth_link_url);
    expect(textOf(page)).toContain('You are renewing the credentials of an existing connection.');
    expect(page.html).not.toContain('All services');

    const result = await submitApiKey(session.auth_link_url, 'bamboohr', context.bamboohr.sandboxCredentials);
    expect(textOf(result)).toContain('BambooHR connection updated');
    expect((await authenticate(session.token)).latest_connection_attempt.account_secure_id).toBe(account.id);
    expect((await context.api('GET', `/accounts/${account.id}`)).body).toMatchObject({
      status: 'active',
      status_reasons: [],
      origin_owner_id: 'owner-edit',
      metadata: { renewed: true },
    });
    expect(cipher().decryptJson((await storedAccount(account.id))!.credentials!)).toMatchObject(context.bamboohr.sandboxCredentials);
  });
});

describe('OAuth 2.0 providers', () => {
  it('links Google Drive with the authorization code flow and PKCE, tokens encrypted at rest', async () => {
    const session = await context.createSession({ origin_owner_id: 'owner-oauth', provider: 'googledrive', label: 'Team drive' });
    const page = await getPage(session.auth_link_url);
    expect(textOf(page)).toContain('Continue with Google Drive');
    expect(page.html).not.toContain('All services');

    const { authorizationUrl, result } = await linkThroughOAuthConsent(session.auth_link_url);
    expect(authorizationUrl.origin).toBe(context.google.url);
    expect(Object.fromEntries(authorizationUrl.searchParams)).toMatchObject({
      client_id: context.google.oauthClient.clientId,
      redirect_uri: `${context.testPlatform.url}/connect/oauth/callback`,
      response_type: 'code',
      // Drive (reads and uploads), plus the Directory scopes permission checks resolve users and groups with.
      scope:
        'https://www.googleapis.com/auth/drive https://www.googleapis.com/auth/admin.directory.user.readonly https://www.googleapis.com/auth/admin.directory.group.member.readonly',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
      state: expect.stringMatching(new RegExp(`^${context.testPlatform.project.id}\\.[A-Za-z0-9_-]{43}$`)),
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(result.status).toBe(200);
    expect(textOf(result)).toContain('Google Drive is connected');

    const authenticated = await authenticate(session.token);
    expect(authenticated).toMatchObject({ connector_profile_id: googleProfile.id, latest_connection_attempt: { status: 'authenticated' } });
    const accountId = authenticated.latest_connection_attempt.account_secure_id;
    const stored = await storedAccount(accountId);
    const credentials = cipher().decryptJson<Record<string, string>>(stored!.credentials!);
    expect(credentials).toMatchObject({
      access_token: expect.stringMatching(/^ya29\./),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      auth_method: 'oauth2',
    });
    expect(JSON.stringify(stored!.credentials)).not.toContain(credentials.access_token);
    expect(stored!.credentialsExpireAt).toBe(credentials.expires_at);
    expect(stored).toMatchObject({ connectorProfileId: googleProfile.id, label: 'Team drive', originOwnerId: 'owner-oauth' });
    expect(await context.testPlatform.store.connectionAttempts.findByOauthState(authorizationUrl.searchParams.get('state')!)).toBeUndefined();

    const drives = await fetch(`${context.testPlatform.url}/unified/documents/drives?page_size=3`, {
      headers: { authorization: context.authorization, 'x-account-id': accountId },
    });
    expect(drives.status).toBe(200);
    expect(((await drives.json()) as { data: unknown[] }).data).toHaveLength(3);

    const replay = await getPage(
      `${context.testPlatform.url}/connect/oauth/callback?${new URLSearchParams({ state: authorizationUrl.searchParams.get('state')!, code: 'x' })}`,
    );
    expect(replay.status).toBe(400);
    expect(textOf(replay)).toContain('This sign-in is unknown or was already completed');
  });

  it('records a denied consent as a failed attempt with the provider error', async () => {
    const session = await context.createSession({ origin_owner_id: 'owner-denied', provider: 'googledrive' });
    const { result } = await linkThroughOAuthConsent(session.auth_link_url, 'deny');
    expect(result.status).toBe(422);
    // Said to the person who clicked Deny, not about them; the provider's wording stays for the application.
    expect(textOf(result)).toContain('Google Drive was not connected You chose not to give access to Google Drive, so nothing was connected.');
    expect(result.html).toMatch(/<a class="button" data-try-again hidden>Try again<\/a>/);
    expect(textOf(result)).toContain('Error code: access_denied');
    expect((await authenticate(session.token)).latest_connection_attempt).toMatchObject({
      status: 'failed',
      account_secure_id: null,
      oauth_error_code: 'access_denied',
      oauth_error_description: 'The user denied access to the application.',
    });
  });

  it("records the token endpoint's refusal as a failed attempt", async () => {
    const wrongSecret = await context.createGoogleProfile({
      auth_config: { client_id: context.google.oauthClient.clientId, client_secret: 'GOCSPX-wrong' },
    });
    const session = await context.createSession({ origin_owner_id: 'owner-bad-client', integration_id: wrongSecret.id });
    const { result } = await linkThroughOAuthConsent(session.auth_link_url);
    expect(result.status).toBe(422);
    expect((await authenticate(session.token)).latest_connection_attempt).toMatchObject({ status: 'failed', oauth_error_code: 'invalid_client' });
  });

  it('fails the attempt when the session expires during the sign-in', async () => {
    const session = await context.createSession({ origin_owner_id: 'owner-slow', provider: 'googledrive', expires_in: 60 });
    const start = formPostingTo(await getPage(session.auth_link_url), '/connect/oauth/start');
    const redirect = await submitForm(start.action, start.fields);
    const authorizationUrl = new URL(redirect.headers.get('location')!);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const callback = await getPage(
      `${context.testPlatform.url}/connect/oauth/callback?${new URLSearchParams({ state: authorizationUrl.searchParams.get('state')!, code: 'late' })}`,
    );
    expect(callback.status).toBe(422);
    expect(textOf(callback)).toContain('This link expired before the sign-in finished.');
    const attempt = await context.testPlatform.store.connectionAttempts.latestForSession(session.id);
    expect(attempt).toMatchObject({ status: 'failed', oauthErrorCode: 'session_expired' });
  });
});

describe('links that cannot be used', () => {
  it('answers unknown and expired links, and providers the session does not offer, with a page saying so', async () => {
    const unknown = await getPage(`${context.testPlatform.url}/connect?token=ouc_unknown`);
    expect(unknown.status).toBe(404);
    expect(textOf(unknown)).toContain('This link is not valid');
    const incomplete = await getPage(`${context.testPlatform.url}/connect`);
    expect(incomplete.status).toBe(400);
    expect(incomplete.headers.get('content-type')).toMatch(/^text\/html/);

    const session = await context.createSession({ provider: 'bamboohr', expires_in: 60 });
    const other = await getPage(`${session.auth_link_url}&provider=googledrive`);
    expect(other.status).toBe(404);
    expect(textOf(other)).toContain('"googledrive" cannot be connected through this link.');
    const form = formPostingTo(await getPage(session.auth_link_url), '/connect/api-key');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const expired = await getPage(session.auth_link_url);
    expect(expired.status).toBe(410);
    expect(textOf(expired)).toContain('This link has expired');
    const lateSubmit = await submitForm(form.action, { ...form.fields, 'credentials.company_domain': 'sandbox', 'credentials.api_key': 'k' });
    expect(lateSubmit.status).toBe(410);
  });
});

it('never writes the session token, the OAuth code or the state to the log', async () => {
  const lines: string[] = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logged = await startLinkingTestContext({ config: { logLevel: 'info' }, logDestination });
  try {
    await logged.createGoogleProfile();
    const session = await logged.createSession({ provider: 'googledrive' });
    const { authorizationUrl, result } = await linkThroughOAuthConsent(session.auth_link_url);
    expect(result.status).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/connect/oauth/callback');
    expect(log).not.toContain(session.token);
    expect(log).not.toContain(authorizationUrl.searchParams.get('state')!);
    expect(log).not.toMatch(/code=4%2F0A|code=4\/0A/);
  } finally {
    await logged.close();
  }
});
