import { describe, expect, it } from 'vitest';
import { formStyleFilterNames, unifiedListQuerySchema } from './unified-schemas.js';

describe('unifiedListQuerySchema', () => {
  it('takes the resource filters as top-level parameters besides filter[...]', () => {
    const schema = unifiedListQuerySchema(['updated_after', 'folder_id', 'nested_items']);
    expect(schema.parse({ folder_id: 'abc', nested_items: 'true', filter: { drive_id: 'd' }, page_size: '10' })).toEqual({
      folder_id: 'abc',
      nested_items: 'true',
      filter: { drive_id: 'd' },
      page_size: 10,
    });
  });

  it('drops a parameter that is neither a list parameter nor one of the resource filters, as before', () => {
    expect(unifiedListQuerySchema(['updated_after', 'status']).parse({ include: 'x', remote_user_id: '2', status: 'pending' })).toEqual({ status: 'pending' });
  });

  it('never lets a filter name take the place of a list parameter', () => {
    expect(formStyleFilterNames(['updated_after', 'fields', 'next', 'status'])).toEqual(['status']);
    expect(unifiedListQuerySchema(['updated_after']).safeParse({ updated_after: 'yesterday' }).success).toBe(false);
  });

  it('describes each top-level filter in the route documentation', () => {
    const json = unifiedListQuerySchema(['updated_after', 'status']).toJSONSchema({ io: 'input' }) as { properties: Record<string, { description?: string }> };
    expect(json.properties.status?.description).toBe('The same as filter[status] (form style)');
  });
});
