import { selectFields, UNIFIED_CUSTOM_FIELDS } from '@openunified/normalization';
import { coreUnifiedResources, driveSchema } from '@openunified/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileRecordCheck, type RecordCheck, UNSURE } from './record-check.js';

/** The check must answer exactly what zod answers, key order included, or step aside. */
function expectSameAsZod(schema: z.ZodObject, item: unknown): 'checked' | 'unsure' {
  const verdict = expectSameAs(compileRecordCheck(schema)!, schema, item, (data) => data);
  // Left out of the answer, the custom fields are still checked: the verdict is the same.
  expect(expectSameAs(compileRecordCheck(schema, UNIFIED_CUSTOM_FIELDS)!, schema, item, (data) => selectFields(data, undefined))).toBe(verdict);
  return verdict;
}

function expectSameAs(check: RecordCheck, schema: z.ZodObject, item: unknown, select: (data: object) => object): 'checked' | 'unsure' {
  const checked = check(item);
  const parsed = schema.safeParse(item);
  if (!parsed.success) {
    expect(checked).toBe(UNSURE);
    return 'unsure';
  }
  if (checked === UNSURE) return 'unsure';
  const expected = select(parsed.data);
  expect(checked).toStrictEqual(expected);
  expect(JSON.stringify(checked)).toBe(JSON.stringify(expected));
  return 'checked';
}

const mappedDrive = {
  id: 'c28xIQaWQ6MEFBYmM',
  remote_id: '0AAbc',
  name: 'Finance',
  description: null,
  url: 'https://drive.google.com/drive/folders/0AAbc',
  created_at: '2023-03-14T09:26:53.589Z',
  updated_at: null,
  unified_custom_fields: { hidden: false, capabilities: { canEdit: true }, '2': 'numeric key', themeId: 'desk' },
};

describe('compileRecordCheck', () => {
  it("answers zod's own output for a drive the model accepts, as a copy", () => {
    expect(expectSameAsZod(driveSchema, mappedDrive)).toBe('checked');
    const checked = compileRecordCheck(driveSchema)!(mappedDrive) as Record<string, unknown>;
    expect(checked).not.toBe(mappedDrive);
    expect(checked.unified_custom_fields).not.toBe(mappedDrive.unified_custom_fields);
  });

  it('leaves out what the model lacks and keeps the model order', () => {
    const { unified_custom_fields, ...rest } = mappedDrive;
    const reordered = { extra: 1, unified_custom_fields, ...Object.fromEntries(Object.entries(rest).reverse()) };
    expect(expectSameAsZod(driveSchema, reordered)).toBe('checked');
    expect(Object.keys(compileRecordCheck(driveSchema)!(reordered) as object)).toEqual(Object.keys(driveSchema.shape));
  });

  it('accepts an absent or null optional field as zod does', () => {
    const { unified_custom_fields: _, ...withoutCustomFields } = mappedDrive;
    expect(expectSameAsZod(driveSchema, withoutCustomFields)).toBe('checked');
    expect(expectSameAsZod(driveSchema, { ...mappedDrive, unified_custom_fields: null })).toBe('checked');
    expect(expectSameAsZod(driveSchema, { ...mappedDrive, unified_custom_fields: Object.create(null) })).toBe('checked');
  });

  it('steps aside for every record zod rejects', () => {
    const rejected: unknown[] = [
      null,
      'drive',
      [mappedDrive],
      { ...mappedDrive, id: undefined },
      { ...mappedDrive, name: 42 },
      { ...mappedDrive, created_at: 'yesterday' },
      { ...mappedDrive, created_at: '2023-03-14T09:26:53' },
      { ...mappedDrive, unified_custom_fields: ['hidden'] },
      { ...mappedDrive, unified_custom_fields: 'hidden' },
      Object.fromEntries(Object.entries(mappedDrive).filter(([key]) => key !== 'url')),
    ];
    for (const item of rejected) expect(expectSameAsZod(driveSchema, item)).toBe('unsure');
  });

  it('leaves to zod the custom fields it could treat differently', () => {
    const unusual: unknown[] = [
      { ...mappedDrive, unified_custom_fields: JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') },
      { ...mappedDrive, unified_custom_fields: { constructor: 'x' } },
      { ...mappedDrive, unified_custom_fields: { [Symbol('s')]: 1 } },
      { ...mappedDrive, unified_custom_fields: new Map([['a', 1]]) },
      { ...mappedDrive, unified_custom_fields: undefined },
      { ...mappedDrive, description: undefined },
    ];
    for (const item of unusual) expect(expectSameAsZod(driveSchema, item)).toBe('unsure');
  });

  it('reads keys the record inherits, as zod does', () => {
    const inherited = Object.create(mappedDrive) as object;
    expect(expectSameAsZod(driveSchema, inherited)).toBe('checked');
  });

  it('declines models it cannot reproduce', () => {
    expect(compileRecordCheck(z.looseObject({ id: z.string() }))).toBeUndefined();
    expect(compileRecordCheck(z.strictObject({ id: z.string() }))).toBeUndefined();
    expect(compileRecordCheck(z.object({ id: z.string() }).refine(() => true))).toBeUndefined();
    expect(compileRecordCheck(z.string())).toBeUndefined();
  });

  it('checks date-time fields against their format as zod does, offsets and leap days included', () => {
    const model = z.object({ id: z.string(), created_at: z.iso.datetime({ offset: true }).nullable(), day: z.iso.datetime() });
    const day = '2024-01-31T10:00:00Z';
    for (const createdAt of ['2024-02-29T23:59:59.123Z', '2024-01-31T10:00:00+02:00', null]) {
      expect(expectSameAsZod(model, { id: 'x', created_at: createdAt, day })).toBe('checked');
    }
    for (const createdAt of ['2023-02-29T10:00:00Z', '2024-01-31T24:00:00Z', '2024-01-31', ' 2024-01-31T10:00:00Z', 1706695200000]) {
      expect(expectSameAsZod(model, { id: 'x', created_at: createdAt, day })).toBe('unsure');
    }
    // Without offset: true the format refuses an offset, and so does the check.
    expect(expectSameAsZod(model, { id: 'x', created_at: null, day: '2024-01-31T10:00:00+02:00' })).toBe('unsure');
  });

  it('runs other field schemas, transforms included, through zod', () => {
    const model = z.object({ id: z.string(), count: z.string().transform((value) => value.length), kind: z.enum(['a', 'b']).default('a') });
    expect(expectSameAsZod(model, { id: 'x', count: 'abc', kind: 'b' })).toBe('checked');
    expect(expectSameAsZod(model, { id: 'x', count: 'abc' })).toBe('unsure');
    expect(expectSameAsZod(model, { id: 'x', count: 'abc', kind: 'c' })).toBe('unsure');
  });

  // Every shipped model, with records assembled from field values each field accepts on its own
  // (mostly) or not: whatever the check answers must be zod's answer.
  it('agrees with zod on every unified model of the catalogue', () => {
    const candidates: unknown[] = [
      null,
      undefined,
      'text',
      '',
      'c28xIQaWQ6MEFBYmM',
      '2024-01-31T10:00:00.000Z',
      '2024-01-31',
      'someone@example.com',
      'https://example.com/a',
      'active',
      0,
      42,
      1.5,
      Number.NaN,
      true,
      false,
      [],
      ['text'],
      [{ id: 'x', name: 'y' }],
      {},
      { key: 'value', nested: { a: 1 } },
    ];
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (const resource of coreUnifiedResources) {
      const model = resource.model as z.ZodObject;
      expect(compileRecordCheck(model), resource.path).toBeDefined();
      const accepted = Object.fromEntries(
        Object.entries(model.shape).map(([key, field]) => [key, candidates.filter((value) => (field as z.ZodType).safeParse(value).success)]),
      );
      let checked = 0;
      for (let round = 0; round < 300; round++) {
        const item: Record<string, unknown> = {};
        for (const key of Object.keys(model.shape)) {
          const pool = random() < 0.95 && accepted[key]!.length > 0 ? accepted[key]! : candidates;
          const roll = random();
          if (roll < 0.03) continue;
          item[key] = pool[Math.floor(random() * pool.length)];
        }
        if (expectSameAsZod(model, item) === 'checked') checked += 1;
      }
      expect(checked, resource.path).toBeGreaterThan(0);
    }
  });
});
