import type { Credentials, Drive, SyncParams } from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running__Key__Emulator, start__Key__Emulator } from './emulator/index.js';
import { __key__Connector } from './index.js';

describe('__key___list_drives', () => {
  let emulator: Running__Key__Emulator;
  beforeAll(async () => {
    emulator = await start__Key__Emulator({ drivesCount: 9 });
  });
  afterAll(() => emulator.close());

  const list = (input: SyncParams, credentials: Credentials = emulator.sandboxCredentials) =>
    runAction(__key__Connector, '__key___list_drives', input, { originOverride: emulator.url, credentials });

  it('pages through every drive', async () => {
    const first = await list({ query: { page_size: 5 } });
    expect(first.data).toHaveLength(5);
    expect(first.next).toEqual(expect.any(String));
    const second = await list({ query: { page_size: 5, cursor: String(first.next) } });
    expect(second.next).toBeNull();
    const names = [...(first.data as Drive[]), ...(second.data as Drive[])].map((drive) => drive.name);
    expect(names).toEqual(emulator.drives.map((drive) => drive.name));
  });

  it('filters by name', async () => {
    const team = emulator.drives[0]!.name.split(' ')[0]!;
    const result = await list({ query: { filter: { name: team.toUpperCase() } } });
    expect((result.data as Drive[]).length).toBeGreaterThan(0);
    for (const drive of result.data as Drive[]) expect(drive.name).toContain(team);
  });

  it('answers a wrong API key with a 400 carrying the provider 401', async () => {
    const error = await expectApiError(list({}, { api_key: 'wrong' }));
    expect(error.statusCode).toBe(400);
    expect(error.data).toMatchObject({ statusCode: 401, message: 'Invalid API key' });
  });

  it('refuses an unknown filter and a cursor the provider did not issue', async () => {
    expect((await expectApiError(list({ query: { filter: { colour: 'red' } } }))).statusCode).toBe(400);
    expect((await expectApiError(list({ query: { cursor: 'forged' } }))).statusCode).toBe(400);
  });

  it('retries a rate-limited request and succeeds', async () => {
    emulator.clearRequests();
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 0 });
    expect((await list({ query: { page_size: 2 } })).data).toHaveLength(2);
    expect(emulator.requests).toHaveLength(2);
  });
});
