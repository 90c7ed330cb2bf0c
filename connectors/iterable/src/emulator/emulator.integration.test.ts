import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITERABLE_SANDBOX_API_KEY, type RunningIterableEmulator, startIterableEmulator } from './index.js';

describe('Iterable emulator', () => {
  let emulator: RunningIterableEmulator;
  beforeAll(async () => {
    emulator = await startIterableEmulator({ seed: 3, templateCount: 30 });
  });
  afterAll(() => emulator.close());

  const call = (path: string, init: RequestInit = {}, apiKey: string | null = ITERABLE_SANDBOX_API_KEY) =>
    fetch(`${emulator.url}${path}`, {
      ...init,
      headers: { ...(apiKey === null ? {} : { 'Api-Key': apiKey }), 'content-type': 'application/json', ...init.headers },
    });

  it("answers a missing or wrong key with Iterable's 401 body", async () => {
    for (const apiKey of [null, 'wrong']) {
      const response = await call('/api/messageTypes', {}, apiKey);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ msg: 'Invalid API key', code: 'BadApiKey', params: null });
    }
  });

  it('accepts the legacy Api_Key header too', async () => {
    const response = await call('/api/messageTypes', { headers: { Api_Key: ITERABLE_SANDBOX_API_KEY } }, null);

    expect(response.status).toBe(200);
  });

  it('serves the same templates for the same seed', async () => {
    const other = await startIterableEmulator({ seed: 3, templateCount: 30 });
    try {
      for (const path of ['/api/templates?pageSize=1000', '/api/campaigns?pageSize=1000', '/api/snippets']) {
        const first = (await (await call(path)).json()) as Record<string, unknown>;
        const again = (await (await fetch(`${other.url}${path}`, { headers: { 'Api-Key': ITERABLE_SANDBOX_API_KEY } })).json()) as Record<string, unknown>;
        expect({ ...again, nextPageUrl: undefined }).toEqual({ ...first, nextPageUrl: undefined });
      }
    } finally {
      await other.close();
    }
  });

  it('pages with page/pageSize, counting every match and linking the next page', async () => {
    const body = (await (await call('/api/templates?messageMedium=Push&page=2&pageSize=10&sort=-createdAt')).json()) as {
      templates: { createdAt: number }[];
      totalTemplatesCount: number;
      nextPageUrl?: string;
      previousPageUrl?: string;
    };

    expect(body.totalTemplatesCount).toBe(30);
    expect(body.templates).toHaveLength(10);
    expect(body.templates[0]!.createdAt).toBeGreaterThan(body.templates[9]!.createdAt);
    expect(new URL(body.nextPageUrl!).searchParams.get('page')).toBe('3');
    expect(new URL(body.previousPageUrl!).searchParams.get('page')).toBe('1');
  });

  it("refuses bad parameters and bodies with Iterable's error codes", async () => {
    const badPageSize = await call('/api/templates?pageSize=5000');
    expect(badPageSize.status).toBe(400);
    expect(await badPageSize.json()).toMatchObject({ code: 'BadParams' });

    const badBody = await call('/api/templates/push/upsert', { method: 'POST', body: '{"clientTemplateId": ' });
    expect(badBody.status).toBe(400);
    expect(await badBody.json()).toMatchObject({ code: 'BadJsonBody' });

    const noClientTemplateId = await call('/api/templates/push/upsert', { method: 'POST', body: JSON.stringify({ name: 'x' }) });
    expect(await noClientTemplateId.json()).toMatchObject({ code: 'BadParams', msg: 'clientTemplateId is required' });
  });

  it('serves templates of every medium, each from its own get endpoint only', async () => {
    const segments = { Email: 'email', SMS: 'sms', InApp: 'inapp', Push: 'push' } as const;
    for (const [medium, segment] of Object.entries(segments)) {
      const list = (await (await call(`/api/templates?messageMedium=${medium}&pageSize=1000`)).json()) as { templates: { templateId: number }[] };
      expect(list.templates.length).toBeGreaterThan(0);
      const templateId = list.templates[0]!.templateId;
      const detail = await call(`/api/templates/${segment}/get?templateId=${templateId}`);
      expect(detail.status).toBe(200);
      expect(await detail.json()).toMatchObject({ templateId, name: expect.any(String), createdAt: expect.any(Number) });
      const otherSegment = segment === 'push' ? 'email' : 'push';
      const wrongMedium = await call(`/api/templates/${otherSegment}/get?templateId=${templateId}`);
      expect(wrongMedium.status).toBe(404);
      expect(await wrongMedium.json()).toMatchObject({ code: 'NotFound' });
    }
    const email = (await (await call('/api/templates?messageMedium=Email&pageSize=1')).json()) as { templates: { templateId: number }[] };
    const emailDetail = await (await call(`/api/templates/email/get?templateId=${email.templates[0]!.templateId}`)).json();
    expect(emailDetail).toMatchObject({ subject: expect.any(String), html: expect.stringContaining('<html>'), fromEmail: expect.stringContaining('@') });
  });

  it("refuses template writes Iterable would refuse, with Iterable's error body", async () => {
    const badSender = await call('/api/templates/email/upsert', {
      method: 'POST',
      body: JSON.stringify({ clientTemplateId: 'bad-sender', fromEmail: 'not an address' }),
    });
    expect(badSender.status).toBe(400);
    expect(await badSender.json()).toEqual({ msg: 'fromEmail is not a valid email address: not an address', code: 'BadParams', params: null });

    const badType = await call('/api/templates/sms/update', { method: 'POST', body: JSON.stringify({ templateId: 1, message: 42 }) });
    expect(await badType.json()).toMatchObject({ code: 'BadParams', msg: 'message must be a string' });

    const missing = await call('/api/templates/inapp/update', { method: 'POST', body: JSON.stringify({ templateId: 999_999, html: '<p/>' }) });
    expect(missing.status).toBe(404);
  });

  it('pages campaigns with page/pageSize, filters them by campaignState and reads one by id', async () => {
    const all = (await (await call('/api/campaigns?pageSize=1000')).json()) as {
      campaigns: { id: number; campaignState: string }[];
      totalCampaignsCount: number;
    };
    expect(all.campaigns.length).toBeGreaterThan(5);
    expect(all.totalCampaignsCount).toBe(all.campaigns.length);

    const page = (await (await call('/api/campaigns?page=2&pageSize=3&sort=-id')).json()) as { campaigns: { id: number }[]; nextPageUrl?: string };
    expect(page.campaigns.map((campaign) => campaign.id)).toEqual(
      all.campaigns
        .map((campaign) => campaign.id)
        .sort((a, b) => b - a)
        .slice(3, 6),
    );
    expect(new URL(page.nextPageUrl!).searchParams.get('page')).toBe('3');

    const running = (await (await call('/api/campaigns?pageSize=1000&campaignState=Running&campaignState=Draft')).json()) as {
      campaigns: { campaignState: string }[];
    };
    expect(new Set(running.campaigns.map((campaign) => campaign.campaignState))).toEqual(new Set(['Running', 'Draft']));
    expect((await call('/api/campaigns?campaignState=Paused')).status).toBe(400);

    const one = await call(`/api/campaigns/${all.campaigns[0]!.id}`);
    expect(await one.json()).toEqual(all.campaigns[0]);
    expect((await call('/api/campaigns/1')).status).toBe(404);
    expect(await (await call('/api/campaigns/abc')).json()).toMatchObject({ code: 'BadParams' });
  });

  it('creates, reads and updates snippets by id or name, refusing what Iterable refuses', async () => {
    const created = await call('/api/snippets', {
      method: 'POST',
      body: JSON.stringify({ name: 'emulator test', content: 'Hi {{firstName}}', variables: ['firstName'] }),
    });
    expect(created.status).toBe(201);
    const { snippetId } = (await created.json()) as { snippetId: number };

    const byName = (await (await call('/api/snippets/emulator%20test')).json()) as { snippet: Record<string, unknown> };
    expect(byName.snippet).toMatchObject({ id: snippetId, content: 'Hi {{firstName}}', variables: ['firstName'], createdAt: expect.stringMatching(/Z$/) });

    const updated = await call(`/api/snippets/${snippetId}`, { method: 'PUT', body: JSON.stringify({ content: 'Hello' }) });
    expect(await updated.json()).toEqual({ snippetId });
    expect(await (await call(`/api/snippets/${snippetId}`)).json()).toMatchObject({ snippet: { content: 'Hello', variables: [] } });

    const duplicate = await call('/api/snippets', { method: 'POST', body: JSON.stringify({ name: 'emulator test', content: 'x' }) });
    expect(await duplicate.json()).toMatchObject({ code: 'BadParams', msg: 'A snippet named "emulator test" already exists' });
    const script = await call('/api/snippets', { method: 'POST', body: JSON.stringify({ name: 'bad', content: '<a href="javascript:alert(1)">x</a>' }) });
    expect(script.status).toBe(400);
    const unbalanced = await call('/api/snippets', { method: 'POST', body: JSON.stringify({ name: 'bad', content: 'Hi {{firstName' }) });
    expect(await unbalanced.json()).toMatchObject({ msg: 'content is not valid Handlebars' });
    expect((await call('/api/snippets/987654', { method: 'PUT', body: JSON.stringify({ content: 'x' }) })).status).toBe(404);
    expect((await call('/api/snippets/987654')).status).toBe(404);
  });

  it("injects faults with Iterable's error body", async () => {
    emulator.injectFault({ type: 'server_error', status: 503 });
    const response = await call('/api/messageTypes');

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ msg: 'Internal error', code: 'GenericError', params: null });
  });
});
