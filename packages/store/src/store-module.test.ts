import { Container } from 'inversify';
import { afterAll, beforeAll, expect, expectTypeOf, it } from 'vitest';
import { createStore } from './create-store.js';
import type { Store } from './records.js';
import { serviceRef } from './service-ref.js';
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

  expect(container.get(StoreToken)).toBe(store);
  expect(StoreToken).toBe(Symbol.for('openunified.store.Store'));
});

it('resolves a service reference to its own type, with no type argument', async () => {
  interface Greeter {
    greet(name: string): string;
  }
  const GreeterToken = serviceRef<Greeter>('openunified.test.Greeter');
  const container = new Container();
  container.bind(GreeterToken).toConstantValue({ greet: (name) => `hello ${name}` });
  // Never called: the compiler refuses a binding that is not a Greeter.
  const _mistypedBinding = () =>
    // @ts-expect-error `wave` is no Greeter
    container.bind(GreeterToken).toConstantValue({ wave: () => 'hi' });

  const greeter = container.get(GreeterToken);
  expectTypeOf(greeter).toEqualTypeOf<Greeter>();
  expectTypeOf(() => container.get(StoreToken)).returns.toEqualTypeOf<Store>();
  expect(greeter.greet('Ada')).toBe('hello Ada');
  expect(GreeterToken).toBe(Symbol.for('openunified.test.Greeter'));
});
