import type { ScreeningPackage, SyncParams } from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKR_SANDBOX_API_KEY, type RunningCheckrEmulator, startCheckrEmulator } from './emulator/index.js';
import { checkrConnector } from './index.js';
import { checkrSignature } from './webhook-signature.js';

let emulator: RunningCheckrEmulator;
beforeAll(async () => {
  emulator = await startCheckrEmulator({ rateLimitPerMinute: false });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.clearRequests();
  emulator.clearFaults();
});

const run = (actionId: string, input: SyncParams, credentials: Record<string, string> = emulator.sandboxCredentials) =>
  runAction(checkrConnector, actionId, input, { originOverride: emulator.url, credentials });

describe('packages', () => {
  it('pages with page/per_page and next_href, one call per page', async () => {
    const seen: ScreeningPackage[] = [];
    let cursor: string | undefined;
    do {
      const page = await run('checkr_list_packages', { query: { page_size: 10, ...(cursor && { cursor }) } });
      seen.push(...(page.data as ScreeningPackage[]));
      cursor = (page.next as string | null) ?? undefined;
    } while (cursor);
    expect(seen.map((record) => record.remote_id)).toEqual(emulator.account.packages.map((checkrPackage) => checkrPackage.id));
    const pages = emulator.requests.map((request) => Object.fromEntries(new URLSearchParams(request.query)));
    expect(pages).toEqual(['1', '2', '3'].map((page) => ({ page, per_page: '10' })));
    expect(emulator.requests[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`${CHECKR_SANDBOX_API_KEY}:`).toString('base64')}`);
  });

  it('answers an unknown package with a 404 and a wrong key with a 400 carrying 401', async () => {
    const missing = await expectApiError(run('checkr_get_package', { path: { id: 'nope' } }));
    expect(missing.statusCode).toBe(404);
    expect(missing.providerErrors?.[0]?.raw).toEqual({ error: 'Not found' });
    const refused = await expectApiError(run('checkr_list_packages', { query: { page_size: 5 } }, { api_key: 'wrong' }));
    expect({ status: refused.statusCode, message: refused.message }).toEqual({ status: 400, message: 'Bad authentication error' });
    expect((refused.data as { statusCode: number }).statusCode).toBe(401);
  });

  it('retries a read after Retry-After on a 429', async () => {
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 1, pathPrefix: '/v1/packages' });
    const page = await run('checkr_list_packages', { query: { page_size: 5 } });
    expect(page.data).toHaveLength(5);
    expect(emulator.requests.filter((request) => request.path === '/v1/packages')).toHaveLength(2);
  });
});

describe('orders', () => {
  it('creates the candidate and invites them to the package by its slug, passthrough split between the two', async () => {
    const checkrPackage = emulator.account.packages[4]!;
    const created = await run('checkr_create_order', {
      body: {
        package_id: checkrPackage.id,
        candidate: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
        passthrough: { node: 'branch-7', candidate: { zipcode: '94105' } },
      },
    });
    const { remote_id: candidateId } = created.data as { remote_id: string };
    expect(emulator.account.candidates.get(candidateId)).toMatchObject({ email: 'ada@example.com', zipcode: '94105', last_name: 'Lovelace' });
    const invitation = [...emulator.account.invitations.values()].find((entry) => entry.candidate_id === candidateId);
    expect(invitation).toMatchObject({ package: checkrPackage.slug, node: 'branch-7' });
    expect(emulator.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/packages/${checkrPackage.id}`,
      'POST /v1/candidates',
      'POST /v1/invitations',
    ]);
  });

  it("passes Checkr's validation errors on as 400s and needs an e-mail before any call", async () => {
    const invalid = await expectApiError(run('checkr_create_order', { body: { package_id: emulator.account.packages[0]!.id, candidate: { email: 'nope' } } }));
    expect({ status: invalid.statusCode, message: invalid.message, raw: invalid.providerErrors?.[0]?.raw }).toEqual({
      status: 400,
      message: 'Email is invalid',
      raw: { error: 'Email is invalid', errors: ['Email is invalid'] },
    });
    const location = await expectApiError(
      run('checkr_create_order', {
        body: { package_id: emulator.account.packages[0]!.id, candidate: { email: 'a@example.com' }, passthrough: { work_locations: [{ state: 'CA' }] } },
      }),
    );
    expect(location.message).toBe('Work locations are invalid: Each work location needs a country');
    emulator.clearRequests();
    const noEmail = await expectApiError(
      run('checkr_create_order', { body: { package_id: emulator.account.packages[0]!.id, candidate: { first_name: 'A' } } }),
    );
    expect(noEmail.statusCode).toBe(400);
    expect(emulator.requests).toEqual([]);
  });
});

describe('results webhook', () => {
  const event = JSON.stringify({
    id: 'e1',
    object: 'event',
    type: 'report.suspended',
    created_at: '2024-05-02T17:43:12Z',
    data: { object: { id: 'r1', object: 'report', status: 'suspended', package: 'basic_plus', candidate_id: 'c1', created_at: '2024-05-01T00:00:00Z' } },
  });
  const receive = (raw: string, signature?: string) =>
    run('checkr_receive_result', { body: { raw }, headers: signature === undefined ? {} : { 'x-checkr-signature': signature } });

  it('maps a signed report event', async () => {
    const result = await receive(event, checkrSignature(event, CHECKR_SANDBOX_API_KEY));
    expect(result.data).toMatchObject({ event: 'screening.results.updated', data: { remote_id: 'r1', status: 'pending', summary: null } });
  });

  it('refuses a missing, forged or stale signature with a 401 before reading the body', async () => {
    for (const signature of [undefined, checkrSignature(event, 'another-key'), checkrSignature(`${event} `, CHECKR_SANDBOX_API_KEY), 'zz']) {
      const error = await expectApiError(receive(event, signature));
      expect(error.statusCode).toBe(401);
    }
    const notJson = 'not json';
    expect((await expectApiError(receive(notJson, 'bad'))).statusCode).toBe(401);
    expect((await expectApiError(receive(notJson, checkrSignature(notJson, CHECKR_SANDBOX_API_KEY)))).statusCode).toBe(400);
  });
});
