import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formPostingTo, getPage, type LinkingTestContext, startLinkingTestContext, submitForm, textOf } from './linking-test-context.js';

// docs/concepts/connect-flow.md: the OAuth state ties a callback to one pending sign-in of one
// project, once. Whatever a browser or an attacker sends to the callback, the answer is a page
// saying what happened, never a 500 and never someone else's sign-in.

let context: LinkingTestContext;
beforeAll(async () => {
  context = await startLinkingTestContext();
  await context.createGoogleProfile();
});
afterAll(() => context?.close());

const unknownSignIn = 'This sign-in is unknown or was already completed';
const callback = (query: Record<string, string>) => getPage(`${context.testPlatform.url}/connect/oauth/callback?${new URLSearchParams(query)}`);

/** Opens the connect page of a new Google Drive session and starts OAuth: the state the platform issued. */
async function startSignIn(ownerId: string): Promise<{ state: string; authorizationUrl: URL; token: string }> {
  const session = await context.createSession({ origin_owner_id: ownerId, provider: 'googledrive' });
  const start = formPostingTo(await getPage(session.auth_link_url), '/connect/oauth/start');
  const redirect = await submitForm(start.action, start.fields);
  expect(redirect.status).toBe(303);
  const authorizationUrl = new URL(redirect.headers.get('location')!);
  return { state: authorizationUrl.searchParams.get('state')!, authorizationUrl, token: session.token };
}

describe('GET /connect/oauth/callback', () => {
  it('answers a callback without a state, or with a state it never issued, with a page saying so', async () => {
    const { project } = context.testPlatform;
    const forged = `${project.id}.${'A'.repeat(43)}`;
    const queries: Record<string, string>[] = [
      {},
      { code: '4/0A-code' },
      { state: 'no-separator', code: 'x' },
      { state: forged, code: 'x' },
      { state: '.', error: 'access_denied' },
    ];
    for (const query of queries) {
      const page = await callback(query);
      expect(page.status, JSON.stringify(query)).toBe(400);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(textOf(page)).toContain(unknownSignIn);
    }
  });

  it('answers a state longer than any it issues with a 400, not a 500', async () => {
    const page = await callback({ state: 'x'.repeat(501), code: 'x' });
    expect(page.status).toBe(400);
    expect(page.html).not.toMatch(/at .*\.ts:\d+/);
  });

  it('spends the state on the first callback even when the provider answered with an error', async () => {
    const { state, token } = await startSignIn('owner-denied-twice');
    const denied = await callback({ state, error: 'access_denied', error_description: 'The user said no.' });
    expect(denied.status).toBe(422);
    expect(textOf(denied)).toContain('You chose not to give access to Google Drive, so nothing was connected.');

    const again = await callback({ state, code: '4/0A-late-code' });
    expect(again.status).toBe(400);
    expect(textOf(again)).toContain(unknownSignIn);
    const { body } = await context.api('POST', '/connect_sessions/authenticate', { token });
    expect(body.latest_connection_attempt).toMatchObject({ status: 'failed', oauth_error_code: 'access_denied', account_secure_id: null });
  });

  it('refuses a state altered to name another project, and the genuine sign-in still completes', async () => {
    const { state, authorizationUrl, token } = await startSignIn('owner-altered-state');
    const otherProject = await context.testPlatform.createProject('Elsewhere');
    const altered = `${otherProject.id}${state.slice(state.indexOf('.'))}`;
    const refused = await callback({ state: altered, code: '4/0A-code' });
    expect(refused.status).toBe(400);
    expect(textOf(refused)).toContain(unknownSignIn);

    const consent = await getPage(authorizationUrl.toString());
    const decision = formPostingTo(consent, '/o/oauth2/v2/auth/decision');
    const back = await submitForm(decision.action, { ...decision.fields, decision: 'allow' });
    expect(back.status).toBe(302);
    const completed = await getPage(back.headers.get('location')!);
    expect(completed.status).toBe(200);
    const { body } = await context.api('POST', '/connect_sessions/authenticate', { token });
    expect(body.latest_connection_attempt).toMatchObject({ status: 'authenticated', account_secure_id: expect.any(String) });
  });

  it('sends the PKCE challenge with S256 and a state of the project, different for each sign-in', async () => {
    const first = await startSignIn('owner-pkce-1');
    const second = await startSignIn('owner-pkce-2');
    for (const { authorizationUrl } of [first, second]) {
      expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorizationUrl.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(first.state.startsWith(`${context.testPlatform.project.id}.`)).toBe(true);
    expect(second.state).not.toBe(first.state);
    expect(second.authorizationUrl.searchParams.get('code_challenge')).not.toBe(first.authorizationUrl.searchParams.get('code_challenge'));
  });
});
