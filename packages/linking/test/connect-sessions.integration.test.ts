import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { basicAuthorization } from '@openunified/platform/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LinkingTestContext, startLinkingTestContext } from './linking-test-context.js';

let context: LinkingTestContext;
beforeAll(async () => {
  context = await startLinkingTestContext();
});
afterAll(() => context.close());
afterEach(() => {
  vi.useRealTimers();
});

const owner = { origin_owner_id: 'customer-1', origin_owner_name: 'Customer One' };

describe('POST /connect_sessions', () => {
  it('answers 201 with the connect session, its token and auth link', async () => {
    const { status, body } = await context.api('POST', '/connect_sessions', {
      ...owner,
      origin_username: 'ada@customer.example',
      categories: ['hrisLegacy', 'documents', 'vendorone', 'hris-legacy'],
      metadata: { team: 'payroll' },
      label: 'Payroll drive',
      type: 'TEST',
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      organization_id: context.testPlatform.project.organizationId,
      project_id: context.testPlatform.project.id,
      origin_owner_id: 'customer-1',
      origin_owner_name: 'Customer One',
      origin_username: 'ada@customer.example',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/),
      categories: ['hrisLegacy', 'documents', 'vendorOne'],
      provider: null,
      account_id: null,
      label: 'Payroll drive',
      metadata: { team: 'payroll' },
      external_trigger_token: null,
      type: 'test',
      integration_id: null,
      token: expect.stringMatching(/^ouc_[A-Za-z0-9_-]{43}$/),
      auth_link_url: `${context.testPlatform.url}/connect?token=${body.token}`,
    });
  });

  it('keeps only a hash of the token, and lets it live expires_in seconds (default 1800)', async () => {
    const session = await context.createSession();
    const tokenHash = createHash('sha256').update(session.token).digest('hex');
    const stored = await context.testPlatform.store.connectSessions.findByTokenHash(tokenHash);
    expect(stored).toMatchObject({ id: session.id, tokenHash });
    expect(Date.parse(stored!.expiresAt) - Date.parse(stored!.createdAt)).toBeCloseTo(1800_000, -3);

    const shortLived = await context.createSession({ expires_in: 60 });
    const storedShortLived = await context.testPlatform.store.connectSessions.findByTokenHash(createHash('sha256').update(shortLived.token).digest('hex'));
    expect(Date.parse(storedShortLived!.expiresAt) - Date.parse(storedShortLived!.createdAt)).toBeCloseTo(60_000, -3);

    const databaseFiles = (await readdir(context.testPlatform.dataDirectory)).filter((name) => name.startsWith('openunified.sqlite'));
    const bytes = await Promise.all(databaseFiles.map((name) => readFile(join(context.testPlatform.dataDirectory, name))));
    expect(Buffer.concat(bytes).includes(session.token)).toBe(false);
  });

  it.each([
    [{ origin_owner_name: 'Customer One' }, /body field "origin_owner_id"/],
    [{ origin_owner_id: 'customer-1' }, /body field "origin_owner_name"/],
    [{ ...owner, origin_owner_id: '' }, /body field "origin_owner_id"/],
    [{ ...owner, categories: ['documents', 'spreadsheets'] }, /body field "categories.1": unknown category "spreadsheets"/],
    [{ ...owner, provider_version: '1.0.0' }, /body field "provider_version": is only allowed together with provider/],
    [{ ...owner, expires_in: 10 }, /body field "expires_in"/],
    [{ ...owner, expires_in: 8 * 24 * 3600 }, /body field "expires_in"/],
    [{ ...owner, expires_in: 90.5 }, /body field "expires_in"/],
    [{ ...owner, expires_in: '1800' }, /body field "expires_in"/],
    [{ ...owner, type: 'staging' }, /body field "type": must be one of production, test/],
    [{ ...owner, multiple: 'yes' }, /body field "multiple"/],
    [{ ...owner, metadata: ['a'] }, /body field "metadata"/],
    [{ ...owner, provider: 'dropbox' }, /body field "provider": provider "dropbox" is not installed/],
    [{ ...owner, provider: 'bamboohr', categories: ['documents'] }, /body field "provider": bamboohr is in hris, none of the session's categories/],
    [{ ...owner, provider: 'bamboohr', provider_version: '9.9.9' }, /body field "provider_version": no connector profile of bamboohr has version "9.9.9"/],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const { status, body: envelope } = await context.api('POST', '/connect_sessions', body);
    expect(status).toBe(400);
    expect(envelope).toMatchObject({ statusCode: 400, message: expect.stringMatching(message), timestamp: expect.any(String) });
  });

  it('pins an API-key provider to a connector profile, creating its default on first use', async () => {
    const session = await context.createSession({ provider: 'bamboohr', provider_version: '0.1.0' });
    const profiles = await context.api('GET', '/connector_profiles?provider=bamboohr');
    expect(profiles.body).toEqual([
      expect.objectContaining({ id: session.integration_id, provider: 'bamboohr', version: '0.1.0', label: 'BambooHR (default)' }),
    ]);
    expect(session).toMatchObject({ provider: 'bamboohr' });
    const again = await context.createSession({ provider: 'bamboohr' });
    expect(again.integration_id).toBe(session.integration_id);
  });

  it('needs a connector profile with an OAuth client for an OAuth 2.0 provider (422), then resolves it by provider or integration_id', async () => {
    const missing = await context.api('POST', '/connect_sessions', { ...owner, provider: 'googledrive' });
    expect(missing).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/needs a connector profile with an OAuth client: create one with POST \/connector_profiles/) },
    });

    const withoutClient = (await context.api('POST', '/connector_profiles', { provider: 'googledrive', label: 'No client yet' })).body;
    const stillMissing = await context.api('POST', '/connect_sessions', { ...owner, provider: 'googledrive' });
    expect(stillMissing).toMatchObject({
      status: 422,
      body: { message: expect.stringContaining(`connector profile ${withoutClient.id} has no OAuth client`) },
    });

    const profile = await context.createGoogleProfile();
    expect(await context.createSession({ provider: 'googledrive' })).toMatchObject({ provider: 'googledrive', integration_id: profile.id });
    expect(await context.createSession({ integration_id: profile.id })).toMatchObject({ provider: 'googledrive', integration_id: profile.id });
    expect(await context.api('POST', '/connect_sessions', { ...owner, integration_id: 'cpr_unknown' })).toMatchObject({
      status: 404,
      body: { message: 'connector profile cpr_unknown (integration_id) not found' },
    });
    expect(await context.api('POST', '/connect_sessions', { ...owner, provider: 'bamboohr', integration_id: profile.id })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/body field "integration_id": connector profile .* is for googledrive, not bamboohr/) },
    });
  });

  it('opens edit mode on an account of the project (404 otherwise) and offers only its provider', async () => {
    const account = await context.createAccount({ provider: 'bamboohr', credentials: context.bamboohr.sandboxCredentials });
    const session = await context.createSession({ account_id: account.id, multiple: true });
    expect(session).toMatchObject({ account_id: account.id, provider: 'bamboohr' });

    expect(await context.api('POST', '/connect_sessions', { ...owner, account_id: 'acc_missing' })).toMatchObject({
      status: 404,
      body: { statusCode: 404, message: 'account acc_missing not found' },
    });
    const otherProject = await context.testPlatform.createProject('Other');
    const foreign = await context.createAccount({ projectId: otherProject.id, provider: 'bamboohr' });
    expect((await context.api('POST', '/connect_sessions', { ...owner, account_id: foreign.id })).status).toBe(404);
    expect(await context.api('POST', '/connect_sessions', { ...owner, account_id: account.id, provider: 'googledrive' })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/body field "provider": account .* is a bamboohr account, not googledrive/) },
    });
  });

  it('is an account-management route: the Accounts scope may create sessions, Read Only may not', async () => {
    const accountsKey = basicAuthorization(await context.testPlatform.createApiKey({ scopes: ['accounts'] }));
    const readOnlyKey = basicAuthorization(await context.testPlatform.createApiKey({ scopes: ['read_only'] }));
    expect((await context.api('POST', '/connect_sessions', owner, accountsKey)).status).toBe(201);
    expect(await context.api('POST', '/connect_sessions', owner, readOnlyKey)).toMatchObject({
      status: 403,
      body: { message: 'Forbidden resource: POST /connect_sessions needs an API key with the scope "Full Access" or "Accounts"; this key has "Read Only"' },
    });
    expect((await context.api('POST', '/connect_sessions', owner, 'Basic bm9wZTo=')).status).toBe(401);
  });
});

describe('POST /connect_sessions/authenticate', () => {
  it('answers 201 with the session without its token, its connector profile and no attempt yet', async () => {
    const session = await context.createSession({ provider: 'bamboohr', label: 'HR' });
    const { status, body } = await context.api('POST', '/connect_sessions/authenticate', { token: session.token });
    expect(status).toBe(201);
    const { token: _token, auth_link_url: _link, ...expected } = session;
    expect(body).toEqual({ ...expected, connector_profile_id: session.integration_id, latest_connection_attempt: null });
  });

  it('says whether a token is unknown or expired (401)', async () => {
    expect(await context.api('POST', '/connect_sessions/authenticate', { token: 'ouc_made-up' })).toMatchObject({
      status: 401,
      body: { statusCode: 401, message: 'unknown connect session token' },
    });
    expect((await context.api('POST', '/connect_sessions/authenticate', {})).status).toBe(400);

    const session = await context.createSession({ expires_in: 60 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await context.api('POST', '/connect_sessions/authenticate', { token: session.token })).toMatchObject({
      status: 401,
      body: { message: 'connect session token expired' },
    });
  });

  it("treats another project's token as unknown", async () => {
    const otherProject = await context.testPlatform.createProject('Elsewhere');
    const otherKey = basicAuthorization(await context.testPlatform.createApiKey({ projectId: otherProject.id }));
    const session = await context.createSession();
    expect(await context.api('POST', '/connect_sessions/authenticate', { token: session.token }, otherKey)).toMatchObject({
      status: 401,
      body: { message: 'unknown connect session token' },
    });
  });
});
