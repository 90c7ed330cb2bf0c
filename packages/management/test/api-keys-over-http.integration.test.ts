import { basicAuthorization, startTestPlatform, type TestPlatform } from '@openunified/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './management-test-context.js';

// docs/concepts/management.md#api-keys-over-http: what `pnpm cli keys` does, over HTTP, with a
// session or with a key, scoped as every other route.

let context: TestPlatform;
const logLines: string[] = [];

beforeAll(async () => {
  context = await startTestPlatform({
    features: ['accounts', 'management'],
    config: { logLevel: 'trace' },
    logDestination: { write: (line: string) => logLines.push(line) },
  });
});
afterAll(() => context?.close());

describe('API keys over HTTP', () => {
  it('creates a key shown once, lists it by its prefix only, and revokes it at once', async () => {
    const browser = await signIn(context);
    const created = await browser.request('/management/api_keys', { method: 'POST', body: { name: 'ci', scopes: ['Read Only', 'accounts'] } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^key_/),
      name: 'ci',
      scopes: ['read_only', 'accounts'],
      prefix: expect.stringMatching(/^ouk_/),
      created_at: expect.any(String),
      last_used_at: null,
      secret: expect.stringMatching(/^ouk_[A-Za-z0-9_-]{43}$/),
    });
    const { secret, id, prefix } = created.body as { secret: string; id: string; prefix: string };
    expect(secret.startsWith(prefix)).toBe(true);

    const key = basicAuthorization(secret);
    expect((await context.request('/accounts', { authorization: key })).status).toBe(200);

    const listed = await context.request('/management/api_keys');
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(secret);
    expect(listed.body.next).toBeNull();
    expect(listed.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id, name: 'ci', prefix, scopes: ['read_only', 'accounts'] })]));
    for (const listedKey of listed.body.data) expect(Object.keys(listedKey).sort()).toEqual(['created_at', 'id', 'last_used_at', 'name', 'prefix', 'scopes']);

    const revoked = await browser.request(`/management/api_keys/${id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    expect((await context.request('/accounts', { authorization: key })).status).toBe(401);
    expect((await context.request('/management/api_keys')).body.data.map((listedKey: { id: string }) => listedKey.id)).not.toContain(id);
    expect((await browser.request(`/management/api_keys/${id}`, { method: 'DELETE' })).status).toBe(404);

    expect(logLines.join('')).not.toContain(secret);
  });

  it('works with a Full Access API key, without the console', async () => {
    const created = await context.request('/management/api_keys', { method: 'POST', body: { name: 'from a script', scopes: ['full_access'] } });
    expect(created.status).toBe(201);
    expect((await context.request(`/management/api_keys/${created.body.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('lets Read Only list but not create or revoke; Accounts and Actions keys do neither', async () => {
    const readOnlyKey = basicAuthorization(await context.createApiKey({ scopes: ['read_only'] }));
    expect((await context.request('/management/api_keys', { authorization: readOnlyKey })).status).toBe(200);
    const refused = await context.request('/management/api_keys', { method: 'POST', authorization: readOnlyKey, body: { name: 'x', scopes: ['full_access'] } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/needs an API key with the scope "Full Access"/);

    const target = await context.request('/management/api_keys', { method: 'POST', body: { name: 'target', scopes: ['actions'] } });
    expect((await context.request(`/management/api_keys/${target.body.id}`, { method: 'DELETE', authorization: readOnlyKey })).status).toBe(403);

    const readOnlySession = await signIn(context, ['read_only']);
    expect((await readOnlySession.request('/management/api_keys')).status).toBe(200);
    expect((await readOnlySession.request('/management/api_keys', { method: 'POST', body: { name: 'x', scopes: ['full_access'] } })).status).toBe(403);
    expect((await readOnlySession.request(`/management/api_keys/${target.body.id}`, { method: 'DELETE' })).status).toBe(403);

    const accountsKey = basicAuthorization(await context.createApiKey({ scopes: ['accounts'] }));
    expect((await context.request('/management/api_keys', { authorization: accountsKey })).status).toBe(403);
  });

  it('answers bad input with the envelope', async () => {
    const unknownScope = await context.request('/management/api_keys', { method: 'POST', body: { name: 'x', scopes: ['admin'] } });
    expect(unknownScope.status).toBe(400);
    expect(unknownScope.body.message).toMatch(/unknown scope "admin"/);
    expect((await context.request('/management/api_keys', { method: 'POST', body: { name: '', scopes: ['full_access'] } })).status).toBe(400);
    expect((await context.request('/management/api_keys', { method: 'POST', body: { name: 'x', scopes: [] } })).status).toBe(400);
    expect((await context.request('/management/api_keys/key_unknown', { method: 'DELETE' })).status).toBe(404);
  });

  it('keeps the keys of another project out of reach', async () => {
    const other = await context.createProject('Other');
    const otherKey = basicAuthorization(await context.createApiKey({ projectId: other.id }));
    const mine = await context.request('/management/api_keys', { method: 'POST', body: { name: 'mine', scopes: ['full_access'] } });
    expect((await context.request('/management/api_keys', { authorization: otherKey })).body.data.map((key: { id: string }) => key.id)).not.toContain(
      mine.body.id,
    );
    expect((await context.request(`/management/api_keys/${mine.body.id}`, { method: 'DELETE', authorization: otherKey })).status).toBe(404);
  });
});
