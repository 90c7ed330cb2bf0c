import {
  ApiError,
  BadRequestError,
  type Credentials,
  createProviderHttpClient,
  encodeCompositeId,
  NotFoundError,
  type PushTemplate,
  pushTemplateSchema,
  type SyncParams,
} from '@openunified/connector-sdk';
import { runAction as runConnectorAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTemplate } from './actions/template-requests.js';
import { type RunningIterableEmulator, startIterableEmulator } from './emulator/index.js';
import { seedTemplates } from './emulator/seed-data.js';
import { iterableConnector } from './index.js';
import { iterablePushTemplateSchema } from './iterable-payloads.js';

const SEED = 7;
const PUSH_TEMPLATE_COUNT = 12;

function runAction(emulator: RunningIterableEmulator, actionId: string, input: SyncParams, credentials: Credentials = emulator.sandboxCredentials) {
  return runConnectorAction(iterableConnector, actionId, input, { originOverride: emulator.url, credentials });
}

async function listAll(emulator: RunningIterableEmulator, query: NonNullable<SyncParams['query']>): Promise<PushTemplate[]> {
  const records: PushTemplate[] = [];
  let cursor: string | undefined;
  do {
    const page = await runAction(emulator, 'iterable_list_push_templates', { query: { ...query, ...(cursor ? { cursor } : {}) } });
    records.push(...(page.data as PushTemplate[]));
    cursor = page.next ?? undefined;
  } while (cursor);
  return records;
}

const seededTemplates = seedTemplates(SEED, { push: PUSH_TEMPLATE_COUNT });
const seededPushTemplates = seededTemplates.filter((template) => template.messageMedium === 'Push');
const seededEmailTemplate = seededTemplates.find((template) => template.messageMedium === 'Email')!;

describe('Iterable connector reads against the emulator', () => {
  let emulator: RunningIterableEmulator;
  beforeAll(async () => {
    emulator = await startIterableEmulator({ seed: SEED, templateCount: PUSH_TEMPLATE_COUNT });
  });
  afterAll(() => emulator.close());

  it('pages through every push template and no other medium', async () => {
    const records = await listAll(emulator, { page_size: 5 });

    expect(records.map((record) => record.remote_id)).toEqual(seededPushTemplates.map((template) => String(template.fields.templateId)));
    for (const record of records) {
      expect(pushTemplateSchema.parse(record)).toEqual(record);
      expect(record.messages?.[0]?.message_type).toEqual({ value: 'push', source_value: 'Push' });
    }
    expect(records[0]?.messages?.[0]?.message_content?.body).toBe(seededPushTemplates[0]?.fields.message);
  });

  it("pages with Iterable's page and pageSize, the cursor being the next page number", async () => {
    emulator.clearRequests();
    const first = await runAction(emulator, 'iterable_list_push_templates', { query: { page_size: 5 } });
    const listCall = emulator.requests.find((request) => request.path === '/api/templates');

    expect(first.next).toBe('2');
    expect(new URLSearchParams(listCall?.query).get('pageSize')).toBe('5');
    expect(new URLSearchParams(listCall?.query).get('messageMedium')).toBe('Push');
    expect(emulator.requests.filter((request) => request.path === '/api/templates/push/get')).toHaveLength(5);
  });

  it('filters by template_type and creation window', async () => {
    const triggered = await listAll(emulator, { filter: { template_type: 'Triggered' } });
    expect(triggered.length).toBeGreaterThan(0);
    expect(triggered.map((record) => record.remote_id)).toEqual(
      seededPushTemplates.filter((template) => template.templateType === 'Triggered').map((template) => String(template.fields.templateId)),
    );

    const from = seededPushTemplates[3]!.fields.createdAt;
    const before = seededPushTemplates[7]!.fields.createdAt;
    const window = await listAll(emulator, {
      filter: { created_after: new Date(from).toISOString(), created_before: new Date(before).toISOString() },
    });
    expect(window.map((record) => record.remote_id)).toEqual(seededPushTemplates.slice(3, 7).map((template) => String(template.fields.templateId)));
  });

  it('keeps only templates updated after updated_after', async () => {
    const instants = seededPushTemplates.map((template) => template.fields.updatedAt).sort((a, b) => a - b);
    const threshold = instants[Math.floor(instants.length / 2)]!;
    emulator.clearRequests();
    const records = await listAll(emulator, { updated_after: new Date(threshold).toISOString() });

    expect(records).toHaveLength(instants.filter((instant) => instant > threshold).length);
    for (const record of records) expect(Date.parse(record.updated_at!)).toBeGreaterThan(threshold);
    // Details only of the templates kept (README "Calls per page").
    expect(emulator.requests.filter((request) => request.path === '/api/templates/push/get')).toHaveLength(records.length);
  });

  it('costs one list call plus one detail call per record of the page (README "Calls per page")', async () => {
    emulator.clearRequests();
    const page = await runAction(emulator, 'iterable_list_push_templates', { query: { page_size: 100 } });

    expect(page.data).toHaveLength(seededPushTemplates.length);
    expect(emulator.requests.map((request) => request.path).sort()).toEqual(['/api/templates', ...seededPushTemplates.map(() => '/api/templates/push/get')]);
  });

  it('refuses unknown filter keys and foreign cursors', async () => {
    await expect(runAction(emulator, 'iterable_list_push_templates', { query: { filter: { channel: 'sms' } } })).rejects.toThrow(BadRequestError);
    await expect(runAction(emulator, 'iterable_list_push_templates', { query: { cursor: 'abc' } })).rejects.toThrow(BadRequestError);
  });

  it('gets one template by unified id and by Iterable id', async () => {
    const remoteId = String(seededPushTemplates[2]!.fields.templateId);
    const byUnifiedId = await runAction(emulator, 'iterable_get_push_template', { path: { id: encodeCompositeId(remoteId) } });
    const byRemoteId = await runAction(emulator, 'iterable_get_push_template', { path: { id: remoteId } });

    expect(byUnifiedId.data).toEqual(byRemoteId.data);
    expect(byUnifiedId.data).toMatchObject({ remote_id: remoteId, name: seededPushTemplates[2]!.fields.name });
  });

  it('answers 404 for a missing template, an email template and a non-numeric id', async () => {
    for (const id of ['999999999', String(seededEmailTemplate.fields.templateId), 'not-a-template']) {
      await expect(runAction(emulator, 'iterable_get_push_template', { path: { id } })).rejects.toThrow(NotFoundError);
    }
  });

  it('lists message types (the verify action)', async () => {
    const result = await runAction(emulator, 'iterable_list_message_types', {});

    expect(result.next).toBeNull();
    expect(result.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Marketing Push', channelId: expect.any(Number) })]));
  });

  it("reaches EU accounts' data center, which the emulator stands in for", async () => {
    const result = await runAction(emulator, 'iterable_list_message_types', {}, { ...emulator.sandboxCredentials, region: 'eu' });

    expect(result.data).not.toHaveLength(0);
  });

  it("fails with Iterable's BadApiKey body on a wrong key", async () => {
    const failure = await runAction(emulator, 'iterable_list_message_types', {}, { api_key: 'wrong' }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).providerErrors?.[0]).toMatchObject({
      status: 401,
      raw: { msg: 'Invalid API key', code: 'BadApiKey', params: null },
    });
    expect((failure as ApiError).message).toBe('Invalid API key (BadApiKey)');
  });

  it('retries a rate-limited read and then succeeds', async () => {
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 0, pathPrefix: '/api/messageTypes' });
    emulator.clearRequests();
    const result = await runAction(emulator, 'iterable_list_message_types', {});

    expect(result.data).not.toHaveLength(0);
    expect(emulator.requests.filter((request) => request.path === '/api/messageTypes')).toHaveLength(2);
  });
});

describe('Iterable connector writes against the emulator', () => {
  let emulator: RunningIterableEmulator;
  beforeAll(async () => {
    emulator = await startIterableEmulator({ seed: SEED, templateCount: 3 });
  });
  afterAll(() => emulator.close());

  const unifiedBody = {
    name: 'Back in stock',
    tags: ['promo', 'inventory'],
    messages: [{ message_type: { value: 'push' }, message_content: { title: 'It is back', body: 'Your size is available again' } }],
  };

  it('creates a template and reads it back', async () => {
    const created = await runAction(emulator, 'iterable_create_push_template', { body: unifiedBody });
    const { id, remote_id: remoteId } = created.data as { id: string; remote_id: string };
    const read = await runAction(emulator, 'iterable_get_push_template', { path: { id } });

    expect(id).toBe(encodeCompositeId(remoteId));
    expect(read.data).toMatchObject({
      name: 'Back in stock',
      tags: ['promo', 'inventory'],
      messages: [{ message_content: { title: 'It is back', subtitle: null, body: 'Your size is available again' } }],
    });
  });

  it('refuses to create a template without a name', async () => {
    await expect(runAction(emulator, 'iterable_create_push_template', { body: { messages: [] } })).rejects.toThrow(BadRequestError);
  });

  it('updates only what the body names and keeps other campaign data fields when tags change', async () => {
    const upserted = await runAction(emulator, 'iterable_upsert_push_template', {
      body: { clientTemplateId: 'welcome-v1', name: 'Welcome', title: 'Hello', message: 'Glad you are here', campaignDataFields: { coupon: 'HELLO5' } },
    });
    const [templateId] = (upserted.data as { templateIds: number[] }).templateIds;
    const updated = await runAction(emulator, 'iterable_update_push_template', {
      path: { id: encodeCompositeId(String(templateId)) },
      body: { tags: ['onboarding'], messages: [{ message_content: { title: 'Welcome aboard' } }] },
    });
    const http = createProviderHttpClient({ connector: iterableConnector, credentials: emulator.sandboxCredentials, originOverride: emulator.url });
    const raw = await fetchTemplate(http, emulator.sandboxCredentials, 'push', iterablePushTemplateSchema, templateId!);

    expect(updated.data).toEqual({ id: encodeCompositeId(String(templateId)), remote_id: String(templateId) });
    expect(raw).toMatchObject({
      name: 'Welcome',
      title: 'Welcome aboard',
      message: 'Glad you are here',
      campaignDataFields: { coupon: 'HELLO5', unified_tags: ['onboarding'] },
    });
  });

  it('upserts natively by clientTemplateId: the same key updates the same template', async () => {
    const first = await runAction(emulator, 'iterable_upsert_push_template', { body: { clientTemplateId: 'digest', name: 'Digest' } });
    const second = await runAction(emulator, 'iterable_upsert_push_template', { body: { clientTemplateId: 'digest', message: 'This week' } });

    expect((second.data as { templateIds: number[] }).templateIds).toEqual((first.data as { templateIds: number[] }).templateIds);
    expect(second.data).toMatchObject({ code: 'Success' });
  });

  it('answers 404 when updating a template that does not exist', async () => {
    await expect(runAction(emulator, 'iterable_update_push_template', { path: { id: '424242' }, body: { name: 'x' } })).rejects.toThrow(NotFoundError);
  });
});
