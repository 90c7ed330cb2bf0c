import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore, type Store } from '@openunified/store';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiKeyAuthenticator } from './api-key-authenticator.js';
import { generateApiKey } from './api-keys.js';

const stores: Store[] = [];

afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

async function storeWithKey(readCacheTtlMs?: number) {
  const store = await createStore({ sqlitePath: join(await mkdtemp(join(tmpdir(), 'authenticator-')), 'store.sqlite'), readCacheTtlMs });
  stores.push(store);
  const organization = await store.organizations.create({ name: 'Acme' });
  const project = await store.projects.create({ organizationId: organization.id, name: 'Production' });
  const generated = generateApiKey();
  const key = await store.apiKeys.create({ projectId: project.id, name: 'server', prefix: generated.prefix, keyHash: generated.keyHash, scopes: ['*'] });
  const authorization = `Basic ${Buffer.from(`${generated.key}:`).toString('base64')}`;
  return { store, project, key, authorization, authenticator: new ApiKeyAuthenticator(store) };
}

describe('ApiKeyAuthenticator', () => {
  it('serves a header that authenticated before from memory, and rejects it on the very next request once revoked', async () => {
    const { store, project, key, authorization, authenticator } = await storeWithKey();
    // The first request touches `lastUsedAt`, a write that leaves nothing cached; the second caches.
    await expect(authenticator.authenticate(authorization)).resolves.toMatchObject({ project: { id: project.id } });
    expect(authenticator.cachedCaller(authorization)).toBeUndefined();
    const caller = await authenticator.authenticate(authorization);
    expect(authenticator.cachedCaller(authorization)).toBe(caller);
    expect(caller).toMatchObject({ apiKey: { id: key.id }, project: { id: project.id } });

    await store.apiKeys.revoke(key.id);
    expect(authenticator.cachedCaller(authorization)).toBeUndefined();
    await expect(authenticator.authenticate(authorization)).rejects.toMatchObject({ statusCode: 401, message: 'invalid API key' });
    expect(authenticator.cachedCaller(authorization)).toBeUndefined();
  });

  it('never remembers a header that failed, nor one for another key', async () => {
    const { authorization, authenticator } = await storeWithKey();
    const forged = `Basic ${Buffer.from(`${generateApiKey().key}:`).toString('base64')}`;
    await authenticator.authenticate(authorization);
    await authenticator.authenticate(authorization);
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(authenticator.authenticate(forged)).rejects.toMatchObject({ statusCode: 401 });
      expect(authenticator.cachedCaller(forged)).toBeUndefined();
    }
    expect(authenticator.cachedCaller(undefined)).toBeUndefined();
    await expect(authenticator.authenticate(undefined)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('drops a caller when any write to the keys or projects lands, and after the store cache time to live', async () => {
    const { store, project, authorization, authenticator } = await storeWithKey(80);
    await authenticator.authenticate(authorization);
    await authenticator.authenticate(authorization);
    expect(authenticator.cachedCaller(authorization)).toBeDefined();
    await store.projects.updateBranding(project.id, { displayName: 'Renamed' });
    expect(authenticator.cachedCaller(authorization)).toBeUndefined();
    expect((await authenticator.authenticate(authorization)).project.branding.displayName).toBe('Renamed');
    expect(authenticator.cachedCaller(authorization)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(authenticator.cachedCaller(authorization)).toBeUndefined();
  });

  it('remembers nothing when the store cache is off', async () => {
    const { authorization, authenticator } = await storeWithKey(0);
    await authenticator.authenticate(authorization);
    await authenticator.authenticate(authorization);
    expect(authenticator.cachedCaller(authorization)).toBeUndefined();
  });
});
