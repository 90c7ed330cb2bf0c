import { defineUnifiedResource, UnifiedCatalogue } from '@openunified/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unifiedRouteTable } from './unified-route-table.js';
import { unifiedRouteSchema } from './unified-routes.js';
import { listResponseSchema, recordResponseSchema } from './unified-schemas.js';

const model = z.object({ id: z.string(), name: z.string().describe('What it is called') });

describe('unifiedRouteSchema', () => {
  it('describes the answer of a list and of a get only when asked: lazy schemas that are the record envelopes', () => {
    const catalogue = new UnifiedCatalogue([
      defineUnifiedResource({
        category: 'lms',
        resource: 'courses',
        path: '/unified/lms/courses',
        noun: { one: 'course', many: 'courses' },
        model,
        operations: { list: {}, get: {} },
      }),
    ]);
    const [list, get] = unifiedRouteTable(catalogue);
    const listAnswer = (unifiedRouteSchema(list!).response as Record<number, z.ZodType>)[200]!;
    const getAnswer = (unifiedRouteSchema(get!).response as Record<number, z.ZodType>)[200]!;
    // Not built at registration: the record's partial copy waits for the document.
    expect(listAnswer).toBeInstanceOf(z.ZodLazy);
    expect(getAnswer).toBeInstanceOf(z.ZodLazy);
    expect(z.toJSONSchema(listAnswer)).toEqual(z.toJSONSchema(listResponseSchema(model, { withNextPage: list!.kind === 'list' && list!.withNextPage })));
    expect(z.toJSONSchema(getAnswer)).toEqual(z.toJSONSchema(recordResponseSchema(model)));
  });
});
