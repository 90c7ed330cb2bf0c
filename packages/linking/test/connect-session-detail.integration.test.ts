import { basicAuthorization } from '@openunified/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LinkingTestContext, linkThroughOAuthConsent, startLinkingTestContext } from './linking-test-context.js';

// GET /connect_sessions/{id}: an operator (the admin console) follows a customer's progress.

let context: LinkingTestContext;
beforeAll(async () => {
  context = await startLinkingTestContext();
  await context.createGoogleProfile();
});
afterAll(() => context.close());

describe('GET /connect_sessions/{id}', () => {
  it('shows the session, never its token, with every connection attempt newest first', async () => {
    const session = await context.createSession({ origin_owner_id: 'owner-detail', provider: 'googledrive' });
    const before = await context.api('GET', `/connect_sessions/${session.id}`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      id: session.id,
      origin_owner_id: 'owner-detail',
      provider: 'googledrive',
      latest_connection_attempt: null,
      connection_attempts: [],
    });
    expect(Date.parse(before.body.expires_at)).toBeGreaterThan(Date.now());
    expect(JSON.stringify(before.body)).not.toContain(session.token);

    await linkThroughOAuthConsent(session.auth_link_url, 'deny');
    await linkThroughOAuthConsent(session.auth_link_url, 'allow');
    const after = await context.api('GET', `/connect_sessions/${session.id}`);
    expect(after.body.connection_attempts).toEqual([
      expect.objectContaining({ status: 'authenticated', account_secure_id: expect.stringMatching(/^acc_/) }),
      expect.objectContaining({ status: 'failed', oauth_error_code: 'access_denied' }),
    ]);
    expect(after.body.latest_connection_attempt).toEqual(after.body.connection_attempts[0]);
    expect(after.body.connector_profile_id).toEqual(expect.any(String));
  });

  it('is a 404 for an id the project does not have, and readable with a Read Only key', async () => {
    const session = await context.createSession({ origin_owner_id: 'owner-other' });
    const readOnly = basicAuthorization(await context.testPlatform.createApiKey({ scopes: ['read_only'] }));
    expect((await context.api('GET', `/connect_sessions/${session.id}`, undefined, readOnly)).status).toBe(200);
    const otherProject = await context.testPlatform.createProject('Other');
    const otherKey = basicAuthorization(await context.testPlatform.createApiKey({ projectId: otherProject.id }));
    expect((await context.api('GET', `/connect_sessions/${session.id}`, undefined, otherKey)).status).toBe(404);
    for (const id of ['999999999', 'abc', '1.5', '-1']) {
      const response = await context.api('GET', `/connect_sessions/${id}`);
      expect({ id, status: response.status }).toEqual({ id, status: 404 });
      expect(response.body.message).toContain('no connect session');
    }
  });
});
