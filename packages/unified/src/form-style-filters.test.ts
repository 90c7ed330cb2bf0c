import { BadRequestError } from '@openunified/errors';
import { describe, expect, it } from 'vitest';
import { foldFormStyleFilters } from './form-style-filters.js';
import { type UnifiedListQuery, unifiedListQuerySchema } from './unified-schemas.js';

const filters = ['updated_after', 'status', 'user_id'];
/** The query as the route reads it: parsed by the route's schema first. */
const parsed = (query: Record<string, unknown>) => unifiedListQuerySchema(filters).parse(query) as UnifiedListQuery;

describe('foldFormStyleFilters', () => {
  it('reads a declared filter sent as a top-level parameter as filter[name]', () => {
    expect(foldFormStyleFilters(parsed({ status: 'completed', user_id: 'c28xIQaWQ6Mg', page_size: '5' }), filters)).toEqual({
      filter: { status: 'completed', user_id: 'c28xIQaWQ6Mg' },
      page_size: 5,
    });
  });

  it('merges both styles, and takes the same value sent both ways', () => {
    expect(foldFormStyleFilters(parsed({ status: 'completed', filter: { user_id: '2', status: 'completed' } }), filters)).toEqual({
      filter: { status: 'completed', user_id: '2' },
    });
  });

  it('refuses a filter sent both ways with different values, naming it', () => {
    const folding = () => foldFormStyleFilters(parsed({ status: 'pending', filter: { status: 'completed' } }), filters);
    expect(folding).toThrow(BadRequestError);
    expect(folding).toThrow('query parameters "filter[status]" and "status" disagree; send one of them');
  });

  it('keeps a repeated top-level filter as the array filter[name][] would be', () => {
    expect(foldFormStyleFilters(parsed({ status: ['pending', 'completed'] }), filters)).toEqual({ filter: { status: ['pending', 'completed'] } });
  });

  it('leaves a query without top-level filters as it is, and updated_after the deprecated parameter it was', () => {
    const query = parsed({ filter: { status: 'pending' }, updated_after: '2024-01-01T00:00:00Z' });
    expect(foldFormStyleFilters(query, filters)).toBe(query);
  });
});
