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
      const first = await (await call('/api/templates?pageSize=50')).json();
      const again = await (
        await fetch(`${other.url}/api/templates?pageSize=50`, { headers: { 'Api-Key': ITERABLE_SANDBOX_API_KEY } })
      ).json();
      expect(again).toEqual(first);
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

  it("injects faults with Iterable's error body", async () => {
    emulator.injectFault({ type: 'server_error', status: 503 });
    const response = await call('/api/messageTypes');

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ msg: 'Internal error', code: 'GenericError', params: null });
  });
});
