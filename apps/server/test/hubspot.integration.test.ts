import { AuthTokens } from '@openunified/auth';
import type { RunningHubspotEmulator } from '@openunified/connector-hubspot/emulator';
import { crmAccountSchema, crmContactSchema, crmCustomFieldDefinitionSchema, crmListSchema } from '@openunified/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formPostingTo, getPage, submitForm } from './connect-test-context.js';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

/** HubSpot (CRM) through the real server: the sandbox's emulator, an OAuth account, a private app account. */

let context: UnifiedTestContext;
let emulator: RunningHubspotEmulator;
let account: string;

beforeAll(async () => {
  context = await startUnifiedTestContext();
  emulator = context.emulator('hubspot') as RunningHubspotEmulator;
  account = (await context.testServer.createAccount({ provider: 'hubspot', credentials: emulator.sandboxCredentials })).id;
});
afterAll(() => context.close());

const call = (path: string, options: Parameters<UnifiedTestContext['call']>[1] = {}) => context.call(path, { account, ...options });

const readAllPages = (path: string) => context.readAllPages(path, account);

describe('GET /unified/crm/contacts', () => {
  it('pages through every contact to the end, each of the unified model, one HubSpot call per page', async () => {
    emulator.clearRequests();
    const { records, pages } = await readAllPages('/unified/crm/contacts?page_size=9');
    expect(pages).toBe(7);
    expect(records.map((contact) => contact.remote_id)).toEqual([...emulator.data.contacts.keys()].sort());
    for (const contact of records) expect(crmContactSchema.omit({ unified_custom_fields: true }).safeParse(contact).success).toBe(true);
    expect(emulator.requests.filter((request) => request.path === '/crm/v3/objects/contacts')).toHaveLength(7);
    expect(emulator.requests.filter((request) => request.path === '/crm/v3/properties/contacts')).toHaveLength(1);
  });

  it('returns the named fields, custom properties only when unified_custom_fields is named', async () => {
    const { body } = await call('/unified/crm/contacts?page_size=3&fields=id,emails,lifecycle_stage');
    expect(body.data.map(Object.keys)).toEqual([
      ['id', 'emails', 'lifecycle_stage'],
      ['id', 'emails', 'lifecycle_stage'],
      ['id', 'emails', 'lifecycle_stage'],
    ]);
    const custom = await call('/unified/crm/contacts?page_size=1&fields=remote_id,unified_custom_fields');
    expect(Object.keys(custom.body.data[0].unified_custom_fields).sort()).toEqual([
      'favorite_product',
      'interests',
      'last_event_attended',
      'newsletter_opt_in',
      'nps_score',
    ]);
  });

  it('adds the HubSpot exchanges with raw=true, the token redacted', async () => {
    const { body } = await call('/unified/crm/contacts?page_size=2&raw=true');
    const exchange = body.raw.find((entry: { url: string }) => entry.url.includes('/crm/v3/objects/contacts'));
    expect(exchange).toMatchObject({ method: 'GET', url: expect.stringContaining('limit=2') });
    expect(exchange.response.results).toHaveLength(2);
    expect(JSON.stringify(body)).not.toContain(emulator.sandboxCredentials.access_token);
  });

  it('filters by e-mail and by filter[updated_after] through the CRM search, and refuses unknown filter keys', async () => {
    const someone = [...emulator.data.contacts.values()].find((contact) => contact.properties.email)!;
    const byEmail = await call(`/unified/crm/contacts?filter[email]=${encodeURIComponent(someone.properties.email!)}`);
    expect(byEmail.body.data.map((contact: { remote_id: string }) => contact.remote_id)).toEqual([someone.id]);

    const threshold = '2024-03-01T00:00:00Z';
    const expected = [...emulator.data.contacts.values()]
      .filter((contact) => Date.parse(contact.updatedAt) > Date.parse(threshold))
      .map((contact) => contact.id)
      .sort();
    const { records } = await readAllPages(`/unified/crm/contacts?page_size=10&filter[updated_after]=${threshold}`);
    expect(records.map((contact) => contact.remote_id)).toEqual(expected);

    const unknown = await call('/unified/crm/contacts?filter[shoe_size]=42');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('shoe_size');
  });

  it('retries a HubSpot 429 after its Retry-After', async () => {
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 1, pathPrefix: '/crm/v3/objects/contacts', method: 'GET' });
    const response = await call('/unified/crm/contacts?page_size=2');
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(2);
  });
});

describe('contact writes', () => {
  it('creates (200, as the wire promises) and updates (200) a contact, then reads back what was written', async () => {
    const company = [...emulator.data.companies.keys()][1]!;
    const created = await call('/unified/crm/contacts', {
      method: 'POST',
      body: {
        first_name: 'Radia',
        last_name: 'Perlman',
        emails: ['radia.perlman@example.com'],
        account_ids: [company],
        unified_custom_fields: { nps_score: 10 },
      },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body).toEqual({
      statusCode: 200,
      message: 'Record created successfully',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      data: { id: expect.stringMatching(/^c28xIQ/), remote_id: expect.any(String) },
    });

    const updated = await call(`/unified/crm/contacts/${created.body.data.id}`, {
      method: 'PATCH',
      body: { job_title: 'Engineer', lifecycle_stage: { value: 'lead' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ statusCode: 200, message: 'Record updated successfully', data: created.body.data });

    const read = await call(
      `/unified/crm/contacts/${created.body.data.remote_id}?fields=first_name,job_title,lifecycle_stage,remote_account_ids,unified_custom_fields`,
    );
    expect(read.body.data).toEqual({
      first_name: 'Radia',
      job_title: 'Engineer',
      lifecycle_stage: { value: 'lead', source_value: 'lead' },
      remote_account_ids: [company],
      unified_custom_fields: expect.objectContaining({ nps_score: 10 }),
    });
  });

  it("answers HubSpot's validation errors with 400 and provider_errors, and bodies off the model with 400 naming the member", async () => {
    const taken = [...emulator.data.contacts.values()].find((contact) => contact.properties.email)!;
    const conflict = await call('/unified/crm/contacts', { method: 'POST', body: { emails: [taken.properties.email] } });
    expect(conflict.status).toBe(400);
    expect(conflict.body).toMatchObject({
      statusCode: 400,
      message: `Contact already exists. Existing ID: ${taken.id}`,
      timestamp: expect.any(String),
      data: { statusCode: 409, message: `Contact already exists. Existing ID: ${taken.id}` },
      provider_errors: [{ status: 409, url: expect.stringContaining('/crm/v3/objects/contacts'), raw: { status: 'error', category: 'CONFLICT' } }],
    });

    const invalid = await call(`/unified/crm/contacts/${taken.id}`, { method: 'PATCH', body: { unified_custom_fields: { favorite_product: 'spaceship' } } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain('spaceship was not one of the allowed options');
    expect(invalid.body.provider_errors[0].raw.errors[0]).toMatchObject({ code: 'INVALID_OPTION', context: { propertyName: ['favorite_product'] } });

    const offModel = await call('/unified/crm/contacts', { method: 'POST', body: { firstname: 'Typo' } });
    expect(offModel.status).toBe(400);
    expect(offModel.body.message).toContain('firstname');
  });
});

describe('GET /unified/crm/accounts and /unified/crm/lists', () => {
  it('pages through accounts and lists to the end, and reads one of each', async () => {
    const accounts = await readAllPages('/unified/crm/accounts?page_size=8');
    expect(accounts.records).toHaveLength(emulator.data.companies.size);
    for (const record of accounts.records) expect(crmAccountSchema.omit({ unified_custom_fields: true }).safeParse(record).success).toBe(true);
    const oneAccount = await call(`/unified/crm/accounts/${accounts.records[3]!.id}`);
    expect(oneAccount.body.data).toEqual(accounts.records[3]);

    const lists = await readAllPages('/unified/crm/lists?page_size=5');
    expect(lists.pages).toBe(3);
    expect(lists.records.map((list) => list.remote_id)).toEqual([...emulator.data.lists.keys()]);
    for (const record of lists.records) expect(crmListSchema.omit({ unified_custom_fields: true }).safeParse(record).success).toBe(true);
    const oneList = await call(`/unified/crm/lists/${lists.records[0]!.id}`);
    expect(oneList.body.data).toMatchObject({ id: lists.records[0]!.id, remote_id: lists.records[0]!.remote_id });

    const contactLists = await call('/unified/crm/lists?page_size=100&filter[type]=contacts');
    expect(contactLists.body.data.every((list: { type: { value: string } }) => list.type.value === 'contacts')).toBe(true);
  });

  it('answers with a private app token too', async () => {
    const privateApp = (await context.testServer.createAccount({ provider: 'hubspot', credentials: emulator.privateAppCredentials })).id;
    const { status, body } = await context.call('/unified/crm/accounts?page_size=2', { account: privateApp });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
  });
});

describe('GET /unified/crm/custom_field_definitions/contacts', () => {
  it("lists the contacts' custom fields to the end, each of the unified model, and reads one; an unknown one is a 404", async () => {
    const { records } = await readAllPages('/unified/crm/custom_field_definitions/contacts?page_size=2');
    expect(records.map((definition) => definition.remote_id)).toEqual([
      'favorite_product',
      'nps_score',
      'newsletter_opt_in',
      'interests',
      'last_event_attended',
    ]);
    for (const record of records) expect(crmCustomFieldDefinitionSchema.omit({ unified_custom_fields: true }).strict().parse(record)).toEqual(record);

    const one = await call(`/unified/crm/custom_field_definitions/contacts/${records[3]!.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(records[3]);
    expect((await call('/unified/crm/custom_field_definitions/contacts/no_such_field')).status).toBe(404);
  });
});

describe('the catalogue', () => {
  it('documents the crm routes in /openapi.json', async () => {
    const document = (await fetch(`${context.testServer.url}/openapi.json`).then((response) => response.json())) as any;
    expect(Object.keys(document.paths['/unified/crm/contacts']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/unified/crm/contacts/{id}']).sort()).toEqual(['get', 'patch']);
    expect(Object.keys(document.paths['/unified/crm/accounts'])).toEqual(['get']);
    expect(Object.keys(document.paths['/unified/crm/accounts/{id}'])).toEqual(['get']);
    expect(Object.keys(document.paths['/unified/crm/lists'])).toEqual(['get']);
    expect(Object.keys(document.paths['/unified/crm/lists/{id}'])).toEqual(['get']);
    expect(Object.keys(document.paths['/unified/crm/custom_field_definitions/contacts'])).toEqual(['get']);
    expect(Object.keys(document.paths['/unified/crm/custom_field_definitions/contacts/{id}'])).toEqual(['get']);
  });

  it('lists the unified actions in /actions and runs them by POST /actions/rpc', async () => {
    const { body } = await context.call('/actions?filter[connectors]=hubspot&include=action_details');
    const actions = body.data[0].actions as { id: string; schema_type: string; action_details: { unified?: string } }[];
    const unified = Object.fromEntries(
      actions.filter((action) => action.schema_type === 'unified').map((action) => [action.action_details.unified, action.id]),
    );
    expect(unified).toEqual({
      'crm.contacts.list': 'hubspot_list_contacts',
      'crm.contacts.get': 'hubspot_get_contact',
      'crm.contacts.create': 'hubspot_create_contact',
      'crm.contacts.update': 'hubspot_update_contact',
      'crm.accounts.list': 'hubspot_list_accounts',
      'crm.accounts.get': 'hubspot_get_account',
      'crm.lists.list': 'hubspot_list_lists',
      'crm.lists.get': 'hubspot_get_list',
      'crm.contact_custom_field_definitions.list': 'hubspot_list_contact_custom_field_definitions',
      'crm.contact_custom_field_definitions.get': 'hubspot_get_contact_custom_field_definition',
    });

    const first = await call('/actions/rpc', { method: 'POST', body: { action: 'hubspot_list_contacts', query: { page_size: 4 } } });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(4);
    const second = await call('/actions/rpc', { method: 'POST', body: { action: 'hubspot_list_contacts', query: { next: first.body.next } } });
    expect(second.body.data[0].remote_id > first.body.data[3].remote_id).toBe(true);
    const properties = await call('/actions/rpc', { method: 'POST', body: { action: 'hubspot_list_properties', path: { object_type: 'companies' } } });
    expect(properties.body.data.map((property: { name: string }) => property.name)).toContain('account_tier');
  });
});

describe('OAuth 2.0', () => {
  beforeAll(async () => {
    const profile = await context.call('/connector_profiles', {
      method: 'POST',
      body: { provider: 'hubspot', auth_config: { client_id: emulator.oauthClient.clientId, client_secret: emulator.oauthClient.clientSecret } },
    });
    expect(profile.status, profile.text).toBe(201);
  });

  const oauthAccount = async (credentials: Record<string, string>) => (await context.testServer.createAccount({ provider: 'hubspot', credentials })).id;

  async function storedCredentials(accountId: string): Promise<Record<string, string>> {
    const cipher = context.testServer.platform.container.get(AuthTokens.CredentialCipher);
    const stored = await context.testServer.store.accounts.get(context.testServer.project.id, accountId);
    return cipher.decryptJson<Record<string, string>>(stored!.credentials!);
  }

  it("links an account through the connect page and HubSpot's install page, then reads with its tokens", async () => {
    const session = await call('/connect_sessions', {
      method: 'POST',
      body: { origin_owner_id: 'crm-customer', origin_owner_name: 'CRM Customer', provider: 'hubspot' },
    });
    expect(session.status, session.text).toBe(201);
    const connectPage = await getPage(session.body.auth_link_url);
    const start = formPostingTo(connectPage, '/connect/oauth/start');
    const redirect = await submitForm(start.action, start.fields);
    const installUrl = new URL(redirect.headers.get('location')!);
    expect(installUrl.pathname).toBe('/oauth/authorize');
    expect(installUrl.searchParams.get('scope')).toBe(
      'oauth crm.objects.contacts.read crm.objects.contacts.write crm.objects.companies.read crm.schemas.contacts.read crm.schemas.companies.read crm.lists.read',
    );

    const install = await getPage(installUrl.toString());
    const decision = formPostingTo(install, '/oauth/authorize/decision');
    const back = await submitForm(decision.action, { ...decision.fields, decision: 'allow' });
    expect((await getPage(back.headers.get('location')!)).status).toBe(200);

    const authenticated = await call('/connect_sessions/authenticate', { method: 'POST', body: { token: session.body.token } });
    const linked = authenticated.body.latest_connection_attempt;
    expect(linked.status).toBe('authenticated');
    expect((await storedCredentials(linked.account_secure_id)).auth_method).toBe('oauth2');
    const contacts = await context.call('/unified/crm/contacts?page_size=1', { account: linked.account_secure_id });
    expect(contacts.status).toBe(200);
  });

  it('refreshes an access token about to expire through the token endpoint, keeping the refresh token', async () => {
    const credentials = emulator.issueOAuthCredentials({ accessTokenExpiresAt: Date.now() + 20_000 });
    const accountId = await oauthAccount(credentials);
    const refreshesBefore = emulator.refreshCount;

    const response = await context.call('/unified/crm/lists?page_size=2', { account: accountId });
    expect(response.status, response.text).toBe(200);
    expect(emulator.refreshCount).toBe(refreshesBefore + 1);
    const renewed = await storedCredentials(accountId);
    expect(renewed.access_token).not.toBe(credentials.access_token);
    expect(renewed.refresh_token).toBe(credentials.refresh_token);
    expect(Date.parse(renewed.expires_at!) - Date.now()).toBeGreaterThan(1700_000);
  });

  it('refreshes once when HubSpot answers 401 to a token the server thought alive', async () => {
    const credentials = {
      ...emulator.issueOAuthCredentials({ accessTokenExpiresAt: Date.now() - 1000 }),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const accountId = await oauthAccount(credentials);
    const refreshesBefore = emulator.refreshCount;

    const responses = await Promise.all([1, 2, 3].map(() => context.call('/unified/crm/accounts?page_size=1', { account: accountId })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(emulator.refreshCount).toBe(refreshesBefore + 1);
  });
});
