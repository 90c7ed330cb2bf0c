import type { ServiceIdentifier } from 'inversify';

/**
 * A service identifier that carries its service's type: `container.get(ref)` is a `T` and
 * `bind(ref)` takes only a `T`, with no type argument to repeat and nothing to assert.
 * `Symbol.for(key)`, so two copies of a package (or a third party rebinding a service) agree on it.
 */
export function serviceRef<T>(key: string): ServiceIdentifier<T> {
  return Symbol.for(key);
}
