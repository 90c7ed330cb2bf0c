import {
  type ActionResult,
  type Credentials,
  type CrmAccount,
  type CrmContact,
  type CrmCustomFieldDefinition,
  type CrmList,
  crmAccountSchema,
  crmContactSchema,
  crmCustomFieldDefinitionSchema,
  crmListSchema,
  encodeCompositeId,
  type SyncParams,
} from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningHubspotEmulator, startHubspotEmulator } from './emulator/index.js';
import { hubspotConnector } from './index.js';

let emulator: RunningHubspotEmulator;
// Each test's own account: the connector caches property definitions per account.
let accountNumber = 0;

function run(actionId: string, input: SyncParams, options: { credentials?: Credentials; target?: RunningHubspotEmulator; accountId?: string } = {}) {
  const target = options.target ?? emulator;
  return runAction(hubspotConnector, actionId, input, {
    originOverride: target.url,
    credentials: options.credentials ?? target.sandboxCredentials,
    account: { id: options.accountId ?? `account-${accountNumber}`, provider: 'hubspot', metadata: {} },
  });
}

async function listAll<Record>(actionId: string, query: SyncParams['query'], target?: RunningHubspotEmulator): Promise<{ records: Record[]; pages: number }> {
  const records: Record[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const result: ActionResult = await run(actionId, { query: { ...query, ...(cursor && { cursor }) } }, { target });
    records.push(...(result.data as Record[]));
    cursor = result.next ?? undefined;
    pages += 1;
  } while (cursor !== undefined && pages < 100);
  return { records, pages };
}

const contactIds = () => [...emulator.data.contacts.keys()].sort();

beforeAll(async () => {
  emulator = await startHubspotEmulator({ seed: 3, contactCount: 45, companyCount: 20, listCount: 11 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  accountNumber += 1;
  emulator.clearFaults();
  emulator.clearRequests();
});

describe('hubspot_list_contacts', () => {
  it('pages through every contact in id order with one HubSpot call per page after the property definitions', async () => {
    const { records, pages } = await listAll<CrmContact>('hubspot_list_contacts', { page_size: 7 });

    expect(pages).toBe(7);
    expect(records.map((contact) => contact.remote_id)).toEqual(contactIds());
    for (const record of records) expect(crmContactSchema.parse(record)).toEqual(record);
    const calls = emulator.requests.map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual(['GET /crm/v3/properties/contacts', ...Array.from({ length: 7 }, () => 'GET /crm/v3/objects/contacts')]);
    const firstPage = new URLSearchParams(emulator.requests[1]!.query);
    expect(firstPage.get('limit')).toBe('7');
    expect(firstPage.get('properties')?.split(',')).toEqual(expect.arrayContaining(['email', 'lifecyclestage', 'nps_score', 'interests']));
  });

  it('filters by e-mail and by primary company through the CRM search', async () => {
    const [someone] = [...emulator.data.contacts.values()].filter((contact) => contact.properties.email);
    const byEmail = await run('hubspot_list_contacts', { query: { filter: { email: someone!.properties.email!.toUpperCase() } } });
    expect((byEmail.data as CrmContact[]).map((contact) => contact.remote_id)).toEqual([someone!.id]);

    const companyId = someone!.properties.associatedcompanyid!;
    const expected = contactIds().filter((id) => emulator.data.contacts.get(id)!.properties.associatedcompanyid === companyId);
    const { records } = await listAll<CrmContact>('hubspot_list_contacts', { page_size: 2, filter: { account_id: encodeCompositeId(companyId) } });
    expect(records.map((contact) => contact.remote_id)).toEqual(expected);
    expect(emulator.requests.filter((request) => request.path.endsWith('/search')).length).toBeGreaterThan(0);
  });

  it('lists only contacts modified after filter[updated_after], paging the search to the end', async () => {
    const threshold = '2024-02-20T00:00:00.000Z';
    const expected = contactIds().filter((id) => Date.parse(emulator.data.contacts.get(id)!.properties.lastmodifieddate!) > Date.parse(threshold));
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.length).toBeLessThan(45);

    const { records, pages } = await listAll<CrmContact>('hubspot_list_contacts', { page_size: 3, updated_after: threshold });
    expect(records.map((contact) => contact.remote_id)).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 3));
    const search = JSON.parse(emulator.requests.find((request) => request.path === '/crm/v3/objects/contacts/search')!.body);
    expect(search.filterGroups).toEqual([{ filters: [{ propertyName: 'lastmodifieddate', operator: 'GT', value: String(Date.parse(threshold)) }] }]);
  });

  it('refuses a cursor of a plain listing on a filtered one, and filters it cannot read', async () => {
    const page = await run('hubspot_list_contacts', { query: { page_size: 2 } });
    const mixed = await expectApiError(run('hubspot_list_contacts', { query: { page_size: 2, cursor: page.next!, filter: { email: 'a@example.com' } } }));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.message).toContain('send the same filter');
    expect((await expectApiError(run('hubspot_list_contacts', { query: { filter: { account_id: 'acme' } } }))).statusCode).toBe(400);
    expect((await expectApiError(run('hubspot_list_contacts', { query: { filter: { colour: 'red' } } }))).statusCode).toBe(400);
  });
});

describe('hubspot_get_contact', () => {
  it('gets a contact by unified or HubSpot id, 404 for one that does not exist, 400 without a call for a malformed id', async () => {
    const id = contactIds()[5]!;
    const byUnifiedId = await run('hubspot_get_contact', { path: { id: encodeCompositeId(id) } });
    const byRemoteId = await run('hubspot_get_contact', { path: { id } });
    expect(byUnifiedId.data).toEqual(byRemoteId.data);
    expect((byUnifiedId.data as CrmContact).remote_id).toBe(id);

    const missing = await expectApiError(run('hubspot_get_contact', { path: { id: '999' } }));
    expect(missing.statusCode).toBe(404);
    expect(missing.providerErrors?.[0]?.raw).toMatchObject({ status: 'error', category: 'OBJECT_NOT_FOUND' });
    emulator.clearRequests();
    expect((await expectApiError(run('hubspot_get_contact', { path: { id: '../companies' } }))).statusCode).toBe(400);
    expect(emulator.requests.filter((request) => request.path.startsWith('/crm/v3/objects'))).toEqual([]);
  });
});

describe('contact writes', () => {
  it('creates a contact linked to its company and updates it; reads give back what was written', async () => {
    const company = [...emulator.data.companies.values()][4]!;
    const created = await run('hubspot_create_contact', {
      body: {
        first_name: 'Katherine',
        last_name: 'Johnson',
        emails: ['katherine.johnson@nasa.example'],
        phone_numbers: ['+1 757 555 0100'],
        lifecycle_stage: { value: 'opportunity' },
        account_ids: [encodeCompositeId(company.id)],
        addresses: [{ city: 'Hampton', country: { value: 'US' } }],
        unified_custom_fields: { interests: ['events'], newsletter_opt_in: true },
      },
    });
    const { remote_id: remoteId } = created.data as { id: string; remote_id: string };
    expect(created.data).toEqual({ id: encodeCompositeId(remoteId), remote_id: remoteId });

    await run('hubspot_update_contact', { path: { id: remoteId }, body: { job_title: 'Mathematician', phone_numbers: null } });
    const contact = (await run('hubspot_get_contact', { path: { id: remoteId } })).data as CrmContact;
    expect(contact).toMatchObject({
      first_name: 'Katherine',
      job_title: 'Mathematician',
      emails: ['katherine.johnson@nasa.example'],
      phone_numbers: [],
      lifecycle_stage: { value: 'opportunity', source_value: 'opportunity' },
      remote_account_ids: [company.id],
      company_name: company.properties.name,
      addresses: [{ city: 'Hampton', country: { value: 'US', source_value: 'United States' } }],
      unified_custom_fields: expect.objectContaining({ interests: ['events'], newsletter_opt_in: true }),
    });
  });

  it("answers HubSpot's validation errors with 400 and provider_errors", async () => {
    // An address our schema accepts but HubSpot does not, through passthrough.
    const invalid = await expectApiError(
      run('hubspot_create_contact', { body: { passthrough: { email: 'ada@localhost' }, unified_custom_fields: { shoe_size: 42 } } }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.message).toContain('Email address ada@localhost is invalid');
    expect(invalid.message).toContain('Property "shoe_size" does not exist');
    expect(invalid.data).toMatchObject({ statusCode: 400 });
    expect(invalid.providerErrors?.[0]).toMatchObject({
      status: 400,
      url: expect.stringContaining('/crm/v3/objects/contacts'),
      raw: {
        status: 'error',
        category: 'VALIDATION_ERROR',
        correlationId: expect.any(String),
        errors: expect.arrayContaining([expect.objectContaining({ code: 'INVALID_EMAIL' })]),
      },
    });

    const taken = [...emulator.data.contacts.values()].find((contact) => contact.properties.email)!;
    const conflict = await expectApiError(run('hubspot_create_contact', { body: { emails: [taken.properties.email!] } }));
    expect(conflict.statusCode).toBe(400);
    expect(conflict.message).toBe(`Contact already exists. Existing ID: ${taken.id}`);
    expect(conflict.providerErrors?.[0]).toMatchObject({ status: 409, raw: { category: 'CONFLICT' } });

    const readOnly = await expectApiError(run('hubspot_update_contact', { path: { id: taken.id }, body: { passthrough: { createdate: '2020-01-01' } } }));
    expect(readOnly.message).toContain('read only property');
    expect((await expectApiError(run('hubspot_update_contact', { path: { id: '77' }, body: { first_name: 'Nobody' } }))).statusCode).toBe(404);
  });
});

describe('hubspot_list_accounts and hubspot_get_account', () => {
  it('pages through every company, and filters by a word of the name and by domain', async () => {
    const { records, pages } = await listAll<CrmAccount>('hubspot_list_accounts', { page_size: 6 });
    expect(pages).toBe(4);
    expect(records.map((account) => account.remote_id)).toEqual([...emulator.data.companies.keys()].sort());
    for (const record of records) expect(crmAccountSchema.parse(record)).toEqual(record);

    const word = records[1]!.name!.split(' ')[0]!;
    const byName = await run('hubspot_list_accounts', { query: { page_size: 100, filter: { name: word.toLowerCase() } } });
    expect((byName.data as CrmAccount[]).map((account) => account.remote_id)).toEqual(
      records.filter((account) => account.name!.split(' ').includes(word)).map((account) => account.remote_id),
    );
    const domain = emulator.data.companies.get(records[3]!.remote_id)!.properties.domain!;
    expect(((await run('hubspot_list_accounts', { query: { filter: { domain } } })).data as CrmAccount[]).map((account) => account.remote_id)).toEqual([
      records[3]!.remote_id,
    ]);

    expect((await run('hubspot_get_account', { path: { id: records[2]!.id } })).data).toEqual(records[2]);
  });
});

describe('hubspot_list_lists and hubspot_get_list', () => {
  it('pages through every list with the search offset, filters by type and name, and applies updated_after to each page', async () => {
    const { records, pages } = await listAll<CrmList>('hubspot_list_lists', { page_size: 4 });
    expect(pages).toBe(3);
    expect(records.map((list) => list.remote_id)).toEqual([...emulator.data.lists.keys()]);
    for (const record of records) expect(crmListSchema.parse(record)).toEqual(record);

    const companyLists = await listAll<CrmList>('hubspot_list_lists', { page_size: 2, filter: { type: 'accounts' } });
    expect(companyLists.records.map((list) => list.remote_id)).toEqual(records.filter((list) => list.type?.value === 'accounts').map((list) => list.remote_id));
    const named = await run('hubspot_list_lists', { query: { filter: { name: 'webinar' } } });
    expect((named.data as CrmList[]).every((list) => list.name!.toLowerCase().includes('webinar'))).toBe(true);
    expect((await expectApiError(run('hubspot_list_lists', { query: { filter: { type: 'people' } } }))).statusCode).toBe(400);

    const threshold = records[5]!.updated_at!;
    const recent = await listAll<CrmList>('hubspot_list_lists', { page_size: 4, updated_after: threshold });
    expect(recent.records.map((list) => list.remote_id)).toEqual(
      records.filter((list) => Date.parse(list.updated_at!) > Date.parse(threshold)).map((list) => list.remote_id),
    );

    const list = (await run('hubspot_get_list', { path: { id: records[2]!.id } })).data as CrmList;
    expect(list).toMatchObject({ remote_id: records[2]!.remote_id, name: records[2]!.name, record_count: records[2]!.record_count });
    expect((await expectApiError(run('hubspot_get_list', { path: { id: '99999' } }))).message).toBe('List 99999 does not exist.');
  });
});

describe('hubspot_list_contact_custom_field_definitions and hubspot_get_contact_custom_field_definition', () => {
  it("pages through the account's own contact properties, one HubSpot call per page, typed with their options", async () => {
    const { records, pages } = await listAll<CrmCustomFieldDefinition>('hubspot_list_contact_custom_field_definitions', { page_size: 2 });

    expect(records.map((definition) => definition.remote_id)).toEqual([
      'favorite_product',
      'nps_score',
      'newsletter_opt_in',
      'interests',
      'last_event_attended',
    ]);
    expect(pages).toBe(3);
    expect(emulator.requests.map((request) => request.path)).toEqual(Array.from({ length: 3 }, () => '/crm/v3/properties/contacts'));
    for (const record of records) expect(crmCustomFieldDefinitionSchema.parse(record)).toEqual(record);
    expect(records.map((definition) => definition.type?.value)).toEqual(['single_select', 'float', 'boolean', 'multi_select', 'date']);
    expect(records[0]).toMatchObject({
      id: encodeCompositeId('favorite_product'),
      name: 'Favorite product',
      description: 'The plan the contact likes best',
      options: [
        { id: 'starter', value: 'Starter' },
        { id: 'professional', value: 'Professional' },
        { id: 'enterprise', value: 'Enterprise' },
      ],
      unified_custom_fields: expect.objectContaining({ type: 'enumeration', fieldType: 'select', groupName: 'custom_properties' }),
    });
    expect(records[1]).toMatchObject({ options: null, description: 'Latest Net Promoter Score answer, 0 to 10' });

    const recent = await listAll<CrmCustomFieldDefinition>('hubspot_list_contact_custom_field_definitions', { updated_after: '2024-08-01T00:00:00Z' });
    expect(recent.records.map((definition) => definition.remote_id)).toEqual(['interests', 'last_event_attended']);
    expect((await expectApiError(run('hubspot_list_contact_custom_field_definitions', { query: { cursor: 'x' } }))).statusCode).toBe(400);
  });

  it('gets one by unified id or property name; a HubSpot property or an unknown name is a 404, a malformed one a 400 without a call', async () => {
    const { records } = await listAll<CrmCustomFieldDefinition>('hubspot_list_contact_custom_field_definitions', {});
    emulator.clearRequests();

    expect((await run('hubspot_get_contact_custom_field_definition', { path: { id: records[3]!.id } })).data).toEqual(records[3]);
    expect((await run('hubspot_get_contact_custom_field_definition', { path: { id: 'interests' } })).data).toEqual(records[3]);
    expect(emulator.requests.map((request) => request.path)).toEqual(['/crm/v3/properties/contacts/interests', '/crm/v3/properties/contacts/interests']);

    expect((await expectApiError(run('hubspot_get_contact_custom_field_definition', { path: { id: 'email' } }))).statusCode).toBe(404);
    const unknown = await expectApiError(run('hubspot_get_contact_custom_field_definition', { path: { id: 'no_such_property' } }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.message).toBe("Unable to find property with name 'no_such_property' for object type 0-1");
    emulator.clearRequests();
    expect((await expectApiError(run('hubspot_get_contact_custom_field_definition', { path: { id: '../objects' } }))).statusCode).toBe(400);
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('rate limits', () => {
  it('retries a 429 after its Retry-After', async () => {
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 1, pathPrefix: '/crm/v3/objects/companies' });
    const started = Date.now();
    const result = await run('hubspot_list_accounts', { query: { page_size: 3 } });
    expect(result.data).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(emulator.requests.filter((request) => request.path === '/crm/v3/objects/companies')).toHaveLength(2);
  });

  it("waits out HubSpot's ten-second window from its X-HubSpot-RateLimit headers, and the search's per-second budget", async () => {
    const limited = await startHubspotEmulator({ seed: 3, contactCount: 10, rateLimits: { maxPerInterval: 2, intervalMs: 1000, searchPerSecond: 1 } });
    try {
      const started = Date.now();
      await run('hubspot_list_contacts', { query: { page_size: 5 } }, { target: limited });
      const second = await run('hubspot_list_contacts', { query: { page_size: 5 } }, { target: limited });
      expect(second.data).toHaveLength(5);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);

      await run('hubspot_list_contacts', { query: { updated_after: '2020-01-01T00:00:00Z' } }, { target: limited });
      const search = await run('hubspot_list_contacts', { query: { updated_after: '2020-01-01T00:00:00Z' } }, { target: limited });
      expect(search.data).toHaveLength(10);
    } finally {
      await limited.close();
    }
  });
});

describe('authentication', () => {
  it('works with a private app token, and answers 400 for a token HubSpot refuses or one lacking a scope', async () => {
    const result = await run('hubspot_list_contacts', { query: { page_size: 2 } }, { credentials: emulator.privateAppCredentials });
    expect(result.data).toHaveLength(2);
    const details = await run('hubspot_get_account_details', {}, { credentials: emulator.privateAppCredentials });
    expect(details.data).toMatchObject({ portalId: emulator.data.portalId });

    const refused = await expectApiError(
      run('hubspot_get_account_details', {}, { credentials: { auth_method: 'private_app', access_token: 'pat-na1-wrong' } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.providerErrors?.[0]).toMatchObject({ status: 401, raw: { category: 'INVALID_AUTHENTICATION' } });
    expect(JSON.stringify(refused.providerErrors)).not.toContain('pat-na1-wrong');

    const narrow = emulator.issueOAuthCredentials({ scopes: ['oauth', 'crm.objects.contacts.read'] });
    const missingScope = await expectApiError(run('hubspot_list_lists', {}, { credentials: narrow }));
    expect(missingScope.providerErrors?.[0]).toMatchObject({ status: 403, raw: { category: 'MISSING_SCOPES' } });
    expect(missingScope.message).toContain("hasn't been granted all required scopes");
  });
});
