import { BadRequestError } from '@openunified/errors';

/**
 * A log list's filters, each of which may come as `filter[key]` and as bare `key` (the vendor's
 * clients explode `filter` into bare keys): lists are merged, and a single value (a date, a
 * boolean) must not disagree with itself. Empty lists count as absent.
 */
export function mergedFilter<Filter extends object>(nested: Filter | undefined, bare: Filter, keys: readonly (keyof Filter & string)[]): Filter {
  const merged: Partial<Filter> = {};
  for (const key of keys) {
    const [inFilter, alone] = [nested?.[key], bare[key]];
    if (Array.isArray(inFilter) || Array.isArray(alone)) {
      const values = [...((inFilter as unknown[] | undefined) ?? []), ...((alone as unknown[] | undefined) ?? [])];
      if (values.length > 0) merged[key] = values as Filter[typeof key];
      continue;
    }
    if (inFilter !== undefined && alone !== undefined && inFilter !== alone) {
      throw new BadRequestError(`${key} is sent as filter[${key}] and as ${key} with different values; send it once`);
    }
    const value = inFilter ?? alone;
    if (value !== undefined) merged[key] = value;
  }
  return merged as Filter;
}

/** The store's bounds are exclusive and timestamps whole milliseconds: one millisecond earlier makes start_date inclusive. */
export function inclusiveStart(startDate: string): string {
  return new Date(Date.parse(startDate) - 1).toISOString();
}

/** What a request's route says it was about: `/unified/{category}/{resource}/:id/{sub_resource}/:subId/{child_resource}`. */
export interface RouteParts {
  service: string | null;
  category: string | null;
  resource: string | null;
  subResource: string | null;
  childResource: string | null;
}

export function routeParts(route: string | null): RouteParts {
  const segments = (route ?? '').split('/').filter((segment) => segment !== '' && !segment.startsWith(':'));
  const [first = null, ...rest] = segments;
  // Outside /unified (e.g. /actions/rpc, /mcp) the service is the category: there is no other.
  const [category = null, resource = null, subResource = null, childResource = null] = first === 'unified' ? rest : [first, ...rest];
  return { service: first, category, resource, subResource, childResource };
}
