import { existsSync } from 'node:fs';
import googledrive from '@openunified/connector-googledrive';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization, plainNotesConnector, startTestPlatform, type TestPlatform, WebhookReceiver } from '../src/testing/index.js';

// @openunified/platform/testing as a feature package's tests use it: only the features under
// test, a connector against its emulator, a key issued, and everything gone after `close`.

describe('startTestPlatform', () => {
  let testPlatform: TestPlatform;
  beforeAll(async () => {
    testPlatform = await startTestPlatform({ features: ['accounts'], connectors: [googledrive, plainNotesConnector], emulate: true });
  });
  afterAll(() => testPlatform?.close());

  it('serves only the features it was given, behind the Full Access key it issued', async () => {
    expect(testPlatform.authorization).toBe(basicAuthorization(testPlatform.apiKey));
    expect(await testPlatform.request('/accounts')).toMatchObject({ status: 200, body: [] });
    const anonymous = await testPlatform.request('/accounts', { authorization: null });
    expect(anonymous).toMatchObject({ status: 401, body: { statusCode: 401 } });
    expect((await testPlatform.request('/actions')).status).toBe(404);
    expect((await testPlatform.request('/mcp', { method: 'POST', body: {} })).status).toBe(404);
  });

  it('links an account to the emulator it started, with the credentials the emulator accepts', async () => {
    const emulator = testPlatform.emulator('googledrive');
    expect(testPlatform.emulators.size).toBe(1);
    const { googledrive: accountId } = await testPlatform.linkSandboxAccounts('googledrive');
    const account = await testPlatform.request(`/accounts/${accountId}`);
    expect(account).toMatchObject({ status: 200, body: { provider: 'googledrive', origin_owner_id: 'customer-1', status: 'active' } });
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('names the missing emulator instead of answering undefined', () => {
    expect(() => testPlatform.emulator('plainnotes')).toThrow('no emulator runs for plainnotes');
  });
});

describe('closing', () => {
  it('removes the temporary data directory and stops the emulators', async () => {
    const testPlatform = await startTestPlatform({ features: ['accounts'], connectors: [googledrive], emulate: true });
    const emulatorUrl = testPlatform.emulator('googledrive').url;
    expect(existsSync(testPlatform.dataDirectory)).toBe(true);
    await testPlatform.close();
    expect(existsSync(testPlatform.dataDirectory)).toBe(false);
    await expect(fetch(emulatorUrl)).rejects.toThrow();
  });

  it('refuses a composition with a gap, naming the feature missing', async () => {
    await expect(startTestPlatform({ features: ['mcp'] })).rejects.toThrow(/the feature "mcp" requires "actions"/);
  });
});

describe('WebhookReceiver', () => {
  it('records each delivery and answers with the status its rule gives', async () => {
    const receiver = await new WebhookReceiver((_id, previousArrivals) => (previousArrivals === 0 ? 503 : 200)).start();
    try {
      const deliver = () => fetch(receiver.url, { method: 'POST', headers: { 'webhook-id': 'msg_1' }, body: '{"type":"account.created"}' });
      expect((await deliver()).status).toBe(503);
      expect((await deliver()).status).toBe(200);
      expect(receiver.of('msg_1').map((arrival) => arrival.status)).toEqual([503, 200]);
      expect(receiver.processed).toEqual(['msg_1']);
      expect(receiver.received[0]?.body).toBe('{"type":"account.created"}');
    } finally {
      await receiver.close();
    }
  });
});
