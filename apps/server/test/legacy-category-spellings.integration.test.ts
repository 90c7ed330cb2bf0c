import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectTestContext, formPostingTo, getPage, startConnectTestContext, submitForm, textOf } from './connect-test-context.js';

// docs/unified/hris.md#the-hris-legacy-and-vendorone-categories: `hris-legacy` and `vendorone`
// (also spelled `hrisLegacy` and `vendorOne`) are accepted categories that no installed
// connector belongs to and no unified route serves.

let context: ConnectTestContext;
beforeAll(async () => {
  context = await startConnectTestContext();
});
afterAll(() => context.close());

async function linkBamboohr(authLinkUrl: string) {
  const page = await getPage(`${authLinkUrl}&provider=bamboohr`);
  const form = formPostingTo(page, '/connect/api-key');
  const fields = Object.fromEntries(Object.entries(context.bamboohr.sandboxCredentials).map(([key, value]) => [`credentials.${key}`, value]));
  return submitForm(form.action, { ...form.fields, ...fields });
}

const spellings = [
  { spelling: 'hrisLegacy', wire: 'hrisLegacy' },
  { spelling: 'hris-legacy', wire: 'hrisLegacy' },
  { spelling: 'vendorOne', wire: 'vendorOne' },
  { spelling: 'vendorone', wire: 'vendorOne' },
];

describe.each(spellings)('the category spelled $spelling', ({ spelling, wire }) => {
  it('is accepted on a connect session and answered in its camelCase spelling', async () => {
    const session = await context.createSession({ origin_owner_id: `owner-${spelling}`, categories: [spelling] });
    expect(session.categories).toEqual([wire]);
  });

  it('has no connector: GET /connectors lists none, the connect page offers none, a session pinned to BambooHR is refused', async () => {
    expect((await context.api('GET', `/connectors?category=${spelling}`)).body).toEqual([]);

    const session = await context.createSession({ origin_owner_id: `owner-${spelling}-page`, categories: [spelling] });
    const list = await getPage(session.auth_link_url);
    expect([...list.html.matchAll(/href="[^"]*provider=(\w+)"/g)]).toEqual([]);
    const bamboohr = await getPage(`${session.auth_link_url}&provider=bamboohr`);
    expect(bamboohr.status).toBe(404);
    expect(textOf(bamboohr)).toContain('"bamboohr" cannot be connected through this link');

    const pinned = await context.api('POST', '/connect_sessions', {
      origin_owner_id: `owner-${spelling}-pinned`,
      origin_owner_name: 'Customer One',
      categories: [spelling],
      provider: 'bamboohr',
    });
    expect(pinned.status).toBe(400);
    expect(JSON.stringify(pinned.body)).toContain("bamboohr is in hris, none of the session's categories");
  });

  it('sits beside hris on one session: BambooHR links through it and its account serves the hris routes', async () => {
    const session = await context.createSession({ origin_owner_id: `owner-${spelling}-hris`, categories: [spelling, 'hris'] });
    expect(session.categories).toEqual([wire, 'hris']);
    const linked = await linkBamboohr(session.auth_link_url);
    expect(textOf(linked)).toContain('BambooHR is connected');

    const authenticated = (await context.api('POST', '/connect_sessions/authenticate', { token: session.token })).body;
    const accountId = authenticated.latest_connection_attempt.account_secure_id;
    const response = await fetch(`${context.testServer.url}/unified/hris/employees?page_size=2`, {
      headers: { authorization: context.authorization, 'x-account-id': accountId },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { id: string; remote_id: string }[] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]).toMatchObject({ id: expect.stringMatching(/^c28xIQ/), remote_id: expect.any(String) });
  });
});
