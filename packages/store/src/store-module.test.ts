import { Container } from 'inversify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStore } from './create-store.js';
import type { Store } from './records.js';
import { StoreToken, storeModule } from './store-module.js';

let store: Store;

beforeAll(async () => {
  store = await createStore({ sqlitePath: ':memory:' });
});

afterAll(async () => {
  await store.close();
});

it('binds the given store to StoreToken', async () => {
  const container = new Container();

  await container.load(storeModule(store));

  expect(container.get<Store>(StoreToken)).toBe(store);
  expect(StoreToken).toBe(Symbol.for('openunified.store.Store'));
});
