import {
  ApiError,
  BadRequestError,
  type Campaign,
  type ContentBlock,
  type Credentials,
  campaignSchema,
  contentBlockSchema,
  type EmailTemplate,
  emailTemplateSchema,
  encodeCompositeId,
  inAppTemplateSchema,
  NotFoundError,
  type SyncParams,
  smsTemplateSchema,
} from '@openunified/connector-sdk';
import { runAction as runConnectorAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningIterableEmulator, startIterableEmulator } from './emulator/index.js';
import { seedCampaigns, seedSnippets, seedTemplates } from './emulator/seed-data.js';
import { iterableConnector } from './index.js';

// The email, SMS and in-app templates, campaigns and content blocks (snippets) against the emulator;
// push templates are in iterable.integration.test.ts.

const SEED = 5;
const COUNTS = { push: 6, email: 9, sms: 7, inApp: 5 };

function runAction(emulator: RunningIterableEmulator, actionId: string, input: SyncParams, credentials: Credentials = emulator.sandboxCredentials) {
  return runConnectorAction(iterableConnector, actionId, input, { originOverride: emulator.url, credentials });
}

async function listAll<Record>(emulator: RunningIterableEmulator, actionId: string, query: NonNullable<SyncParams['query']> = {}) {
  const records: Record[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await runAction(emulator, actionId, { query: { ...query, ...(cursor ? { cursor } : {}) } });
    records.push(...(page.data as Record[]));
    cursor = page.next ?? undefined;
    pages += 1;
  } while (cursor);
  return { records, pages };
}

const seededTemplates = seedTemplates(SEED, COUNTS);
const seededCampaigns = seedCampaigns(SEED, seededTemplates);
const seededSnippets = seedSnippets(SEED);
const idsOf = (medium: string) => seededTemplates.filter((template) => template.messageMedium === medium).map((template) => String(template.fields.templateId));

let emulator: RunningIterableEmulator;
beforeAll(async () => {
  emulator = await startIterableEmulator({
    seed: SEED,
    templateCount: COUNTS.push,
    emailTemplateCount: COUNTS.email,
    smsTemplateCount: COUNTS.sms,
    inAppTemplateCount: COUNTS.inApp,
  });
});
afterAll(() => emulator.close());

describe.each([
  { key: 'email', medium: 'Email', segment: 'email', schema: emailTemplateSchema },
  { key: 'sms', medium: 'SMS', segment: 'sms', schema: smsTemplateSchema },
  { key: 'in_app', medium: 'InApp', segment: 'inapp', schema: inAppTemplateSchema },
])('Iterable $key templates', ({ key, medium, segment, schema }) => {
  it('pages through every template of the medium and no other, one list call plus one detail call per record', async () => {
    emulator.clearRequests();
    const { records, pages } = await listAll<{ remote_id: string }>(emulator, `iterable_list_${key}_templates`, { page_size: 4 });

    expect(records.map((record) => record.remote_id)).toEqual(idsOf(medium));
    for (const record of records) expect(schema.parse(record)).toEqual(record);
    const paths = emulator.requests.map((request) => request.path);
    expect(paths.filter((path) => path === '/api/templates')).toHaveLength(pages);
    expect(paths.filter((path) => path === `/api/templates/${segment}/get`)).toHaveLength(records.length);
    const listCall = emulator.requests.find((request) => request.path === '/api/templates');
    expect(new URLSearchParams(listCall?.query).get('messageMedium')).toBe(medium);
  });

  it('gets one by unified or Iterable id, and answers 404 for a template of another medium', async () => {
    const [remoteId] = idsOf(medium);
    const byUnifiedId = await runAction(emulator, `iterable_get_${key}_template`, { path: { id: encodeCompositeId(remoteId!) } });
    const byRemoteId = await runAction(emulator, `iterable_get_${key}_template`, { path: { id: remoteId! } });

    expect(byUnifiedId.data).toEqual(byRemoteId.data);
    const [pushId] = idsOf('Push');
    await expect(runAction(emulator, `iterable_get_${key}_template`, { path: { id: pushId! } })).rejects.toThrow(NotFoundError);
  });

  it('refuses to create a template without a name, and a message of another channel', async () => {
    await expect(runAction(emulator, `iterable_create_${key}_template`, { body: { tags: [] } })).rejects.toThrow(BadRequestError);
    await expect(
      runAction(emulator, `iterable_create_${key}_template`, { body: { name: 'x', messages: [{ message_type: { value: 'push' } }] } }),
    ).rejects.toThrow(`cannot hold a "push" message`);
  });
});

describe('Iterable template writes of each medium', () => {
  it('creates an email template, reads it back, and updates only what the body names', async () => {
    const created = await runAction(emulator, 'iterable_create_email_template', {
      body: {
        name: 'Welcome email',
        tags: ['onboarding'],
        messages: [
          {
            message_type: { value: 'email' },
            message_content: { subject: 'Welcome!', body: '<p>Hi</p>', from: 'hello@example.com', 'reply-to': 'help@example.com', preheader: 'Start here' },
          },
        ],
        passthrough: { fromName: 'Shop', campaignDataFields: { coupon: 'HELLO5' } },
      },
    });
    const { id } = created.data as { id: string };
    await runAction(emulator, 'iterable_update_email_template', {
      path: { id },
      body: { tags: ['welcome'], messages: [{ message_content: { subject: 'Welcome aboard!' } }] },
    });
    const read = (await runAction(emulator, 'iterable_get_email_template', { path: { id } })).data as EmailTemplate;

    expect(read).toMatchObject({ name: 'Welcome email', tags: ['welcome'] });
    expect(read.messages?.[0]?.message_content).toEqual({
      subject: 'Welcome aboard!',
      body: '<p>Hi</p>',
      from: 'hello@example.com',
      'reply-to': 'help@example.com',
      preheader: 'Start here',
    });
    const raw = await fetch(`${emulator.url}/api/templates/email/get?templateId=${(created.data as { remote_id: string }).remote_id}`, {
      headers: { 'Api-Key': emulator.sandboxCredentials.api_key! },
    });
    expect(await raw.json()).toMatchObject({ fromName: 'Shop', campaignDataFields: { coupon: 'HELLO5', unified_tags: ['welcome'] } });
  });

  it('creates SMS and in-app templates through their own upsert endpoints', async () => {
    emulator.clearRequests();
    const sms = await runAction(emulator, 'iterable_create_sms_template', {
      body: { name: 'Shipping SMS', messages: [{ message_content: { body: 'Shipped!' } }] },
    });
    const inApp = await runAction(emulator, 'iterable_create_in_app_template', {
      body: { name: 'Banner', messages: [{ message_content: { body: '<div>New</div>' } }] },
    });

    expect(emulator.requests.map((request) => request.path)).toEqual(['/api/templates/sms/upsert', '/api/templates/inapp/upsert']);
    const smsRead = await runAction(emulator, 'iterable_get_sms_template', { path: { id: (sms.data as { id: string }).id } });
    const inAppRead = await runAction(emulator, 'iterable_get_in_app_template', { path: { id: (inApp.data as { id: string }).id } });
    expect(smsRead.data).toMatchObject({ name: 'Shipping SMS', messages: [{ message_content: { body: 'Shipped!', from: null } }] });
    expect(inAppRead.data).toMatchObject({ name: 'Banner', messages: [{ message_content: { body: '<div>New</div>' } }] });
  });

  it("turns Iterable's 400 into a 400 carrying Iterable's error body", async () => {
    const failure = await runAction(emulator, 'iterable_create_email_template', {
      body: { name: 'Bad sender', messages: [{ message_content: { from: 'not an address' } }] },
    }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).statusCode).toBe(400);
    expect((failure as ApiError).message).toBe('fromEmail is not a valid email address: not an address (BadParams)');
    expect((failure as ApiError).providerErrors?.[0]).toMatchObject({ status: 400, raw: { code: 'BadParams', params: null } });
  });

  it('answers 404 when updating a template of the medium that does not exist', async () => {
    await expect(runAction(emulator, 'iterable_update_sms_template', { path: { id: '424242' }, body: { name: 'x' } })).rejects.toThrow(NotFoundError);
  });
});

describe('Iterable campaigns', () => {
  it("pages through every campaign with Iterable's page/pageSize, one call per page", async () => {
    emulator.clearRequests();
    const { records, pages } = await listAll<Campaign>(emulator, 'iterable_list_campaigns', { page_size: 4 });

    expect(records.map((record) => record.remote_id)).toEqual(seededCampaigns.map((campaign) => String(campaign.id)).sort());
    expect(emulator.requests.map((request) => request.path)).toEqual(Array.from({ length: pages }, () => '/api/campaigns'));
    for (const record of records) expect(campaignSchema.parse(record)).toEqual(record);
    const seeded = seededCampaigns[0]!;
    expect(records.find((record) => record.remote_id === String(seeded.id))?.messages?.[0]?.remote_id).toBe(String(seeded.templateId));
  });

  it('filters by campaign_state and updated_after', async () => {
    const state = seededCampaigns[0]!.campaignState;
    const { records } = await listAll<Campaign>(emulator, 'iterable_list_campaigns', { filter: { campaign_state: state } });
    expect(records.map((record) => record.remote_id)).toEqual(
      seededCampaigns
        .filter((campaign) => campaign.campaignState === state)
        .map((campaign) => String(campaign.id))
        .sort(),
    );
    for (const record of records) expect(record.status?.source_value).toBe(state);

    const threshold = seededCampaigns.map((campaign) => campaign.updatedAt).sort((a, b) => a - b)[Math.floor(seededCampaigns.length / 2)]!;
    const recent = await listAll<Campaign>(emulator, 'iterable_list_campaigns', { page_size: 100, updated_after: new Date(threshold).toISOString() });
    expect(recent.records).toHaveLength(seededCampaigns.filter((campaign) => campaign.updatedAt > threshold).length);

    await expect(runAction(emulator, 'iterable_list_campaigns', { query: { filter: { campaign_state: 'Paused' } } })).rejects.toThrow(BadRequestError);
  });

  it('gets one campaign, and answers 404 for an unknown or non-numeric id', async () => {
    const seeded = seededCampaigns[1]!;
    const read = await runAction(emulator, 'iterable_get_campaign', { path: { id: encodeCompositeId(String(seeded.id)) } });

    expect(read.data).toMatchObject({ remote_id: String(seeded.id), name: seeded.name, tags: seeded.labels });
    for (const id of ['1', 'spring-sale']) {
      await expect(runAction(emulator, 'iterable_get_campaign', { path: { id } })).rejects.toThrow(NotFoundError);
    }
  });
});

describe('Iterable snippets as content blocks', () => {
  it('pages on its side: every page is one call of the whole list', async () => {
    emulator.clearRequests();
    const { records, pages } = await listAll<ContentBlock>(emulator, 'iterable_list_content_blocks', { page_size: 3 });

    expect(records.map((record) => record.remote_id)).toEqual(seededSnippets.map((snippet) => String(snippet.id)));
    expect(pages).toBe(Math.ceil(seededSnippets.length / 3));
    expect(emulator.requests.map((request) => request.path)).toEqual(Array.from({ length: pages }, () => '/api/snippets'));
    for (const record of records) expect(contentBlockSchema.parse(record)).toEqual(record);
  });

  it('keeps only snippets updated after updated_after, before paging', async () => {
    const threshold = seededSnippets.map((snippet) => Date.parse(snippet.updatedAt)).sort((a, b) => a - b)[3]!;
    const { records } = await listAll<ContentBlock>(emulator, 'iterable_list_content_blocks', {
      page_size: 2,
      updated_after: new Date(threshold).toISOString(),
    });

    expect(records).toHaveLength(seededSnippets.filter((snippet) => Date.parse(snippet.updatedAt) > threshold).length);
  });

  it('creates a snippet, updates its content keeping description and variables, and refuses a new name', async () => {
    const created = await runAction(emulator, 'iterable_create_content_block', {
      body: { name: 'welcome-line', content: 'Hi {{firstName}}', passthrough: { description: 'First line', variables: ['firstName'] } },
    });
    const { id } = created.data as { id: string };
    await runAction(emulator, 'iterable_update_content_block', { path: { id }, body: { name: 'welcome-line', content: 'Hello {{firstName}}' } });
    const read = await runAction(emulator, 'iterable_get_content_block', { path: { id } });
    const raw = await fetch(`${emulator.url}/api/snippets/welcome-line`, { headers: { 'Api-Key': emulator.sandboxCredentials.api_key! } });

    expect(read.data).toMatchObject({ name: 'welcome-line', content: 'Hello {{firstName}}', type: { value: 'html' } });
    expect(await raw.json()).toMatchObject({ snippet: { description: 'First line', variables: ['firstName'] } });
    await expect(runAction(emulator, 'iterable_update_content_block', { path: { id }, body: { name: 'renamed' } })).rejects.toThrow(
      'Iterable snippet names cannot change once created',
    );
  });

  it("refuses what Iterable refuses with Iterable's 400, and answers 404 for unknown snippets", async () => {
    const duplicate = await runAction(emulator, 'iterable_create_content_block', { body: { name: 'header', content: '<p/>' } }).catch(
      (error: unknown) => error,
    );
    expect(duplicate).toBeInstanceOf(ApiError);
    expect((duplicate as ApiError).statusCode).toBe(400);
    expect((duplicate as ApiError).providerErrors?.[0]).toMatchObject({
      status: 400,
      raw: { msg: 'A snippet named "header" already exists', code: 'BadParams' },
    });

    await expect(runAction(emulator, 'iterable_create_content_block', { body: { name: 'no content' } })).rejects.toThrow('content is required');
    await expect(runAction(emulator, 'iterable_get_content_block', { path: { id: '999999' } })).rejects.toThrow(NotFoundError);
    await expect(runAction(emulator, 'iterable_update_content_block', { path: { id: '999999' }, body: { content: 'x' } })).rejects.toThrow(NotFoundError);
  });

  it('retries a rate-limited snippet list and then succeeds', async () => {
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 0, pathPrefix: '/api/snippets' });
    emulator.clearRequests();
    const page = await runAction(emulator, 'iterable_list_content_blocks', { query: { page_size: 2 } });

    expect(page.data).toHaveLength(2);
    expect(emulator.requests.filter((request) => request.path === '/api/snippets')).toHaveLength(2);
  });
});
