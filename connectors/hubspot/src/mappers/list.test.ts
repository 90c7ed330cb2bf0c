import { crmListSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { hubspotListFetchResponseSchema, hubspotListSearchResponseSchema } from '../provider-schemas.js';
import listFixture from './__fixtures__/list.json' with { type: 'json' };
import searchFixture from './__fixtures__/list-search-page.json' with { type: 'json' };
import { mapList } from './list.js';

describe('mapList', () => {
  it('maps a list of the search answer, its size from additionalProperties', () => {
    const [dynamic, snapshot] = hubspotListSearchResponseSchema.parse(searchFixture).lists.map(mapList);

    expect(crmListSchema.parse(dynamic)).toEqual(dynamic);
    expect(dynamic).toEqual({
      id: 'c28xIQaWQ6MTAx',
      remote_id: '101',
      name: 'Newsletter subscribers',
      type: { value: 'contacts', source_value: '0-1' },
      is_dynamic: true,
      record_count: 59,
      unified_custom_fields: { processing_type: 'DYNAMIC', processing_status: 'COMPLETE', list_version: 3 },
      created_at: '2023-09-28T22:03:17.998Z',
      updated_at: '2024-02-01T12:00:00.000Z',
    });
    expect(snapshot).toMatchObject({ type: { value: 'unmapped_value', source_value: '0-420' }, is_dynamic: false, record_count: null, updated_at: null });
  });

  it('maps a list fetched by id, its size from size', () => {
    const list = mapList(hubspotListFetchResponseSchema.parse(listFixture).list);
    expect(crmListSchema.parse(list)).toEqual(list);
    expect(list).toMatchObject({ remote_id: '107', type: { value: 'accounts', source_value: '0-2' }, is_dynamic: false, record_count: 14 });
  });
});
