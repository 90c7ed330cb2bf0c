import { createStore, type Store } from '@openunified/store';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { prepareFirstStart } from './first-start.js';

let store: Store;
beforeEach(async () => {
  store = await createStore({ sqlitePath: ':memory:' });
});
afterEach(() => store.close());

it('creates the default project and one Full Access key on the first start only', async () => {
  const first = await prepareFirstStart(store);
  expect(first.initialApiKey?.record).toMatchObject({ projectId: first.project.id, scopes: ['full_access'] });
  expect(first.initialApiKey?.key).toMatch(/^ouk_/);

  const second = await prepareFirstStart(store);
  expect(second.project.id).toBe(first.project.id);
  expect(second.initialApiKey).toBeUndefined();
  expect(await store.apiKeys.count()).toBe(1);
});

it('creates no new key once every key is revoked: further keys come from the CLI', async () => {
  const first = await prepareFirstStart(store);
  await store.apiKeys.revoke(first.initialApiKey!.record.id);
  expect((await prepareFirstStart(store)).initialApiKey).toBeUndefined();
});
