import { describe, expect, it } from 'vitest';
import { parseFieldsParameter, selectFields, unknownFieldNames, unmappedFields } from './fields.js';

describe('parseFieldsParameter', () => {
  it('splits, trims and de-duplicates names', () => {
    expect(parseFieldsParameter(' id, name ,,id ')).toEqual(['id', 'name']);
  });

  it('reads an absent or empty value as all fields', () => {
    expect(parseFieldsParameter(undefined)).toBeUndefined();
    expect(parseFieldsParameter('')).toBeUndefined();
    expect(parseFieldsParameter(' , ')).toBeUndefined();
  });
});

describe('selectFields', () => {
  const category = { id: 'c1', remote_id: '1', name: 'Sales', unified_custom_fields: { color: 'red' } };

  it('keeps only named fields and ignores unknown names', () => {
    expect(selectFields(category, ['name', 'nonexistent'])).toEqual({ name: 'Sales' });
  });

  it('returns unified_custom_fields only when named', () => {
    expect(selectFields(category, undefined)).toEqual({ id: 'c1', remote_id: '1', name: 'Sales' });
    expect(selectFields(category, ['id', 'unified_custom_fields'])).toEqual({ id: 'c1', unified_custom_fields: { color: 'red' } });
  });
});

describe('unknownFieldNames', () => {
  const model = ['id', 'remote_id', 'name', 'unified_custom_fields'];

  it('names every requested field the model lacks, alone or among known ones', () => {
    expect(unknownFieldNames(['nmae'], model)).toEqual(['nmae']);
    expect(unknownFieldNames(['id', 'nmae', 'name', 'colour'], model)).toEqual(['nmae', 'colour']);
  });

  it('finds nothing wrong with known names or with no selection', () => {
    expect(unknownFieldNames(['id', 'unified_custom_fields'], model)).toEqual([]);
    expect(unknownFieldNames(undefined, model)).toEqual([]);
  });
});

describe('unmappedFields', () => {
  it('keeps every field the mapper did not map, in the provider order, with its value as sent', () => {
    const drive = { kind: 'drive#drive', id: '0A1', name: 'Finance', hidden: false, capabilities: { canEdit: true }, themeId: null };
    expect(Object.entries(unmappedFields(drive, new Set(['kind', 'id', 'name'])))).toEqual([
      ['hidden', false],
      ['capabilities', { canEdit: true }],
      ['themeId', null],
    ]);
    expect(unmappedFields(drive, new Set(Object.keys(drive)))).toEqual({});
  });

  it('keeps a `__proto__` field of a parsed payload as a field, without touching the prototype', () => {
    const record = JSON.parse('{"id":"1","__proto__":{"polluted":true}}') as object;
    const unmapped = unmappedFields(record, new Set(['id']));
    expect(Object.getPrototypeOf(unmapped)).toBe(Object.prototype);
    expect(Object.keys(unmapped)).toEqual(['__proto__']);
    expect(JSON.stringify(unmapped)).toBe('{"__proto__":{"polluted":true}}');
    expect((unmapped as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
