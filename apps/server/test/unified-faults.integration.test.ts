import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

let context: UnifiedTestContext;
beforeAll(async () => {
  context = await startUnifiedTestContext({ HEARTBEAT_AFTER_MS: '100', HEARTBEAT_INTERVAL_MS: '40' });
});
afterEach(() => {
  for (const emulator of context.emulators.values()) emulator.clearFaults();
});
afterAll(() => context.close());

const heartbeat = { prefer: 'heartbeat' };

describe('Prefer: heartbeat', () => {
  it('streams newlines while the provider is slow, then a body that is still valid JSON', async () => {
    context.emulator('googledrive').injectFault({ type: 'slow', delayMs: 450 });
    const { status, headers, text } = await context.call('/unified/documents/drives?page_size=3', {
      account: context.accounts.googledrive,
      headers: heartbeat,
    });
    expect(status).toBe(200);
    expect(headers.get('preference-applied')).toBe('heartbeat');
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(headers.get('x-request-id')).toBeTruthy();
    const newlines = /^\n+/.exec(text)?.[0].length ?? 0;
    expect(newlines).toBeGreaterThanOrEqual(3);
    expect(text.slice(newlines).startsWith('{')).toBe(true);
    expect(JSON.parse(text).data).toHaveLength(3);
  });

  it('answers at once, without newlines and with its real status, when the work is quick', async () => {
    const quick = await context.call('/unified/documents/drives?page_size=1', { account: context.accounts.googledrive, headers: heartbeat });
    expect(quick.status).toBe(200);
    expect(quick.headers.get('preference-applied')).toBe('heartbeat');
    expect(quick.text.startsWith('{')).toBe(true);
    const missing = await context.call('/unified/documents/drives/0AnotThere', { account: context.accounts.googledrive, headers: heartbeat });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('preference-applied')).toBe('heartbeat');
  });

  it('writes the error envelope as the body when the failure comes after streaming began, and logs its real status', async () => {
    context.emulator('googledrive').injectFault({ type: 'slow', delayMs: 300 });
    const requestId = `heartbeat-failure-${Date.now()}`;
    const { status, text } = await context.call('/unified/documents/drives/0AnotThere', {
      account: context.accounts.googledrive,
      headers: { ...heartbeat, 'x-request-id': requestId },
    });
    expect(status).toBe(200);
    expect(text.startsWith('\n')).toBe(true);
    expect(JSON.parse(text)).toMatchObject({ statusCode: 404, message: expect.any(String), timestamp: expect.any(String) });
    const log = await context.waitForRequestLog(requestId);
    expect(log).toMatchObject({ status: 404, action_id: 'googledrive_get_drive' });
  });
});

describe('a client that goes away', () => {
  it.each([
    ['without heartbeat', {}],
    ['with heartbeat', heartbeat],
  ])('stops the provider call it was waiting for (%s): the attempt is logged as aborted by the caller', async (_mode, headers) => {
    context.emulator('googledrive').injectFault({ type: 'slow', delayMs: 5_000 });
    const requestId = `client-left-${Date.now()}-${Object.keys(headers).length}`;
    const leaving = new AbortController();
    const answer = fetch(`${context.testServer.url}/unified/documents/drives`, {
      headers: { authorization: context.authorization, 'x-account-id': context.accounts.googledrive, 'x-request-id': requestId, ...headers },
      signal: leaving.signal,
    }).then((response) => response.text());
    setTimeout(() => leaving.abort(), 300);
    await expect(answer).rejects.toThrow();

    const providerLogs = await waitForProviderLogs(requestId);
    expect(providerLogs).toEqual([expect.objectContaining({ status: null, error: 'aborted by the caller' })]);
    expect(await context.waitForRequestLog(requestId)).toMatchObject({ status: 499, action_id: 'googledrive_list_drives' });
    // The handler's failure, answered to nobody once the provider call stopped, adds no second row.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await context.call(`/requests/logs?request_ids=${requestId}`)).body.data).toHaveLength(1);
    // Stopped when the client left, not when the slow provider answered.
    expect(providerLogs[0]?.duration_ms).toBeLessThan(4_000);
  });
});

async function waitForProviderLogs(requestId: string): Promise<Record<string, any>[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const detail = await context.call(`/requests/logs/${requestId}`);
    if (detail.status === 200 && detail.body.data.provider_logs.length > 0) return detail.body.data.provider_logs;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no provider log for ${requestId}`);
}

describe('provider faults', () => {
  it('maps a provider 429 that outlasts the retries to 429 with Retry-After', async () => {
    const emulator = context.emulator('googledrive');
    emulator.clearRequests();
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 0, times: 4 });
    const { status, headers, body } = await context.call('/unified/documents/drives', { account: context.accounts.googledrive });
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('1');
    expect(body).toMatchObject({ statusCode: 429, message: 'Too many requests' });
    expect(body.provider_errors).toEqual([expect.objectContaining({ status: 429, url: expect.stringContaining('/drive/v3/drives') })]);
    expect(emulator.requests).toHaveLength(4);
  });

  it('retries a provider 500 and maps one that persists to 502; the attempts are in the provider logs', async () => {
    context.emulator('talentlms').injectFault({ type: 'server_error', times: 4 });
    const requestId = `server-error-${Date.now()}`;
    const { status, body } = await context.call('/unified/lms/categories', {
      account: context.accounts.talentlms,
      headers: { 'x-request-id': requestId },
    });
    expect(status).toBe(502);
    expect(body).toMatchObject({ statusCode: 502, message: 'TalentLMS responded with status 500' });
    expect(body.provider_errors).toEqual([expect.objectContaining({ status: 500, url: expect.stringContaining('/api/v1/categories') })]);
    await context.waitForRequestLog(requestId);
    const detail = await context.call(`/requests/logs/${requestId}`);
    expect(detail.body.data.provider_logs.map((log: { status: number }) => log.status)).toEqual([500, 500, 500, 500]);
  });

  it('maps a malformed provider body to 502 without retrying', async () => {
    const emulator = context.emulator('iterable');
    emulator.clearRequests();
    emulator.injectFault({ type: 'malformed_json' });
    const { status, body } = await context.call('/unified/marketing/templates/push', { account: context.accounts.iterable });
    expect(status).toBe(502);
    expect(body.message).toMatch(/not valid JSON/);
    expect(body.provider_errors).toEqual([expect.objectContaining({ status: 200, raw: expect.objectContaining({ body: expect.any(String) }) })]);
    expect(emulator.requests).toHaveLength(1);
  });

  it('maps a connection the provider keeps dropping to 502 with provider_errors', async () => {
    context.emulator('talentlms').injectFault({ type: 'network_error', times: 4 });
    const { status, body } = await context.call('/unified/lms/categories', { account: context.accounts.talentlms });
    expect(status).toBe(502);
    expect(body).toMatchObject({ statusCode: 502, message: expect.any(String), timestamp: expect.any(String) });
    expect(body.provider_errors).toEqual([expect.objectContaining({ status: 0, url: expect.stringContaining('/api/v1/categories') })]);
  });

  it('maps a provider 401 to 400 with the provider response in data and provider_errors, secrets redacted', async () => {
    context.emulator('talentlms').injectFault({ type: 'unauthorized' });
    const { status, body, text } = await context.call('/unified/lms/categories', { account: context.accounts.talentlms });
    expect(status).toBe(400);
    expect(body.data).toMatchObject({ statusCode: 401, message: expect.any(String), headers: expect.any(Object) });
    expect(body.provider_errors).toEqual([
      { status: 401, url: expect.stringContaining('/api/v1/categories'), raw: expect.any(Object), headers: expect.any(Object) },
    ]);
    expect(text).not.toContain(context.credentials('talentlms').api_key);
  });

  it('maps a provider 404 to 404', async () => {
    const { status, body } = await context.call('/unified/hris/employees/999999', { account: context.accounts.bamboohr });
    expect(status).toBe(404);
    expect(body).toMatchObject({ statusCode: 404, message: 'Employee not found' });
  });
});
