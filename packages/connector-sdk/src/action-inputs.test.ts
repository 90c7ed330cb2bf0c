import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createInputSchema,
  getInputSchema,
  listInputSchema,
  subResourceCreateInputSchema,
  subResourceGetInputSchema,
  subResourceListInputSchema,
  subResourceUpdateInputSchema,
  updateInputSchema,
} from './action-inputs.js';

describe('listInputSchema', () => {
  const schema = listInputSchema(z.object({ name: z.string() }));

  it('defaults the query to the first page of 25', () => {
    expect(schema.parse({}).query).toEqual({ page_size: 25 });
    expect(schema.parse({ query: null }).query).toEqual({ page_size: 25 });
  });

  it('reads page_size from strings and keeps cursor, filter and updated_after', () => {
    const input = schema.parse({
      query: { page_size: '10', cursor: 'abc', filter: { name: 'x' }, updated_after: '2024-01-02T03:04:05Z' },
    });
    expect(input.query).toEqual({ page_size: 10, cursor: 'abc', filter: { name: 'x' }, updated_after: '2024-01-02T03:04:05Z' });
  });

  it('rejects page sizes out of 1..100, bad filters and dates without offset', () => {
    for (const query of [{ page_size: 0 }, { page_size: 101 }, { page_size: 2.5 }, { filter: { name: 3 } }, { updated_after: '2024-01-02' }]) {
      expect(schema.safeParse({ query }).success).toBe(false);
    }
  });
});

describe('listInputSchema with maxPageSize', () => {
  it("accepts pages up to the provider's maximum, and no larger", () => {
    const schema = listInputSchema(undefined, { maxPageSize: 1000 });
    expect(schema.parse({ query: { page_size: 1000 } }).query.page_size).toBe(1000);
    expect(schema.parse({}).query.page_size).toBe(25);
    expect(schema.safeParse({ query: { page_size: 1001 } }).success).toBe(false);
  });
});

describe('record input schemas', () => {
  const body = z.object({ name: z.string().nullable().optional() });

  it('requires path.id on get and update', () => {
    expect(getInputSchema().parse({ path: { id: 'c28xIQaWQ6MQ' } }).path.id).toBe('c28xIQaWQ6MQ');
    expect(getInputSchema().safeParse({ path: {} }).success).toBe(false);
    expect(updateInputSchema(body).safeParse({ body: { name: 'x' } }).success).toBe(false);
    expect(updateInputSchema(body).parse({ path: { id: '1' }, body: { name: null } }).body).toEqual({ name: null });
  });

  it('requires and validates the body on create', () => {
    expect(createInputSchema(body).parse({ body: { name: 'Welcome' } }).body).toEqual({ name: 'Welcome' });
    expect(createInputSchema(body).safeParse({}).success).toBe(false);
    expect(createInputSchema(body).safeParse({ body: { name: 5 } }).success).toBe(false);
  });
});

describe('sub-resource input schemas', () => {
  const body = z.object({ name: z.string().nullable().optional() });

  it('requires the parent id in path.id on list and create', () => {
    const list = subResourceListInputSchema(z.object({ name: z.string() }));
    expect(list.parse({ path: { id: '10001' } })).toEqual({ path: { id: '10001' }, query: { page_size: 25 } });
    expect(list.parse({ path: { id: '10001' }, query: { cursor: '2', filter: { name: 'x' } } }).query).toEqual({
      page_size: 25,
      cursor: '2',
      filter: { name: 'x' },
    });
    expect(list.safeParse({}).success).toBe(false);
    expect(list.safeParse({ path: { id: '' } }).success).toBe(false);
    expect(subResourceCreateInputSchema(body).parse({ path: { id: '1' }, body: { name: 'x' } })).toEqual({ path: { id: '1' }, body: { name: 'x' } });
    expect(subResourceCreateInputSchema(body).safeParse({ body: { name: 'x' } }).success).toBe(false);
  });

  it('requires both path.id and path.subResourceId on get and update', () => {
    expect(subResourceGetInputSchema().parse({ path: { id: '1', subResourceId: '2' } }).path).toEqual({ id: '1', subResourceId: '2' });
    expect(subResourceGetInputSchema().safeParse({ path: { id: '1' } }).success).toBe(false);
    expect(subResourceUpdateInputSchema(body).safeParse({ path: { subResourceId: '2' }, body: {} }).success).toBe(false);
    expect(subResourceUpdateInputSchema(body).parse({ path: { id: '1', subResourceId: '2' }, body: { name: null } }).body).toEqual({ name: null });
  });
});

describe('list inputs', () => {
  /** The `query` object a list input takes (under its null fallback and transform). */
  function queryShape(schema: z.ZodObject): Record<string, z.ZodType> {
    const query = schema.shape.query as unknown as { _zod: { def: { in: { _zod: { def: { innerType: z.ZodUnion } } } } } };
    return (query._zod.def.in._zod.def.innerType.options[0] as z.ZodObject).shape;
  }

  it('share the members that do not depend on the action: one schema per page size, built once for every connector', () => {
    const first = queryShape(listInputSchema(z.object({ name: z.string() })));
    const second = queryShape(listInputSchema());
    const larger = queryShape(listInputSchema(undefined, { maxPageSize: 500 }));
    expect(second.page_size).toBe(first.page_size);
    expect(second.cursor).toBe(first.cursor);
    expect(second.updated_after).toBe(first.updated_after);
    expect(larger.page_size).not.toBe(first.page_size);
    expect(larger.page_size).toBe(queryShape(listInputSchema(undefined, { maxPageSize: 500 })).page_size);
    expect(z.toJSONSchema(larger.page_size!)).toMatchObject({ maximum: 500, description: 'Results per page, 1..500' });
  });
});
