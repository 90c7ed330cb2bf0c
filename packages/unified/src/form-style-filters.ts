import { BadRequestError } from '@openunified/errors';
import { formStyleFilterNames, type UnifiedListQuery } from './unified-schemas.js';

/**
 * The list query with the filters sent as top-level parameters moved into `filter`, so a list
 * reads `status=pending` as it reads `filter[status]=pending`: some clients send a list's filter
 * form style (docs/concepts/unified-resources.md#query-parameters-of-reads). A filter sent both
 * ways with different values is a 400 naming it, never a silent choice of one.
 */
export function foldFormStyleFilters(query: UnifiedListQuery, filters: readonly string[]): UnifiedListQuery {
  const sent = formStyleFilterNames(filters).filter((name) => query[name] !== undefined);
  if (sent.length === 0) return query;
  const folded: UnifiedListQuery = { ...query };
  const filter: Record<string, unknown> = { ...query.filter };
  for (const name of sent) {
    const value = query[name];
    delete folded[name];
    if (filter[name] !== undefined && JSON.stringify(filter[name]) !== JSON.stringify(value)) {
      throw new BadRequestError(`query parameters "filter[${name}]" and "${name}" disagree; send one of them`);
    }
    filter[name] = value;
  }
  folded.filter = filter;
  return folded;
}
