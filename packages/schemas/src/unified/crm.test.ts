import { describe, expect, it } from 'vitest';
import { crmContactCreateSchema, crmContactUpdateSchema, crmCustomFieldDefinitionSchema, crmListSchema } from './crm.js';

describe('crm contact write bodies', () => {
  it('accept null for every member, to clear it, and an empty body', () => {
    const body = {
      first_name: null,
      emails: null,
      lifecycle_stage: { value: null, source_value: null },
      addresses: [{ street_1: null, country: null }],
      unified_custom_fields: null,
      passthrough: null,
    };
    expect(crmContactUpdateSchema.parse(body)).toEqual(body);
    expect(crmContactUpdateSchema.parse({})).toEqual({});
  });

  it('refuse malformed e-mails and unknown lifecycle stages', () => {
    expect(crmContactCreateSchema.safeParse({ emails: ['not-an-email'] }).success).toBe(false);
    expect(crmContactCreateSchema.safeParse({ lifecycle_stage: { value: 'prospect' } }).success).toBe(false);
    expect(crmContactCreateSchema.safeParse({ lifecycle_stage: { value: 'unmapped_value', source_value: '1234' } }).success).toBe(true);
  });

  it('link accounts on create only, and refuse members they do not know', () => {
    expect(crmContactCreateSchema.parse({ account_ids: ['12'] })).toEqual({ account_ids: ['12'] });
    expect(crmContactUpdateSchema.safeParse({ account_ids: ['12'] }).success).toBe(false);
    expect(crmContactCreateSchema.safeParse({ firstname: 'Ada' }).success).toBe(false);
  });
});

describe('crmListSchema', () => {
  it('accepts a list whose provider does not count members, and refuses an unknown type', () => {
    const list = {
      id: 'c28xIQaWQ6MQ',
      remote_id: '1',
      name: 'Newsletter',
      type: { value: 'contacts', source_value: '0-1' },
      is_dynamic: true,
      record_count: null,
      unified_custom_fields: null,
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: null,
    };
    expect(crmListSchema.parse(list)).toEqual(list);
    expect(crmListSchema.safeParse({ ...list, type: { value: 'people', source_value: 'x' } }).success).toBe(false);
  });
});

describe('crmCustomFieldDefinitionSchema', () => {
  it('accepts a choice field with its options and a field without options, and refuses an unknown kind', () => {
    const definition = {
      id: 'c28xIQaWQ6MQ',
      remote_id: 'favorite_product',
      name: 'Favorite product',
      description: null,
      type: { value: 'single_select', source_value: 'enumeration' },
      options: [{ id: 'starter', value: 'Starter' }],
      unified_custom_fields: null,
    };
    expect(crmCustomFieldDefinitionSchema.parse(definition)).toEqual(definition);
    expect(crmCustomFieldDefinitionSchema.safeParse({ ...definition, type: { value: 'float', source_value: 'number' }, options: null }).success).toBe(true);
    expect(crmCustomFieldDefinitionSchema.safeParse({ ...definition, type: { value: 'number', source_value: 'number' } }).success).toBe(false);
    expect(crmCustomFieldDefinitionSchema.safeParse({ ...definition, options: [{ id: 'starter' }] }).success).toBe(false);
  });
});
