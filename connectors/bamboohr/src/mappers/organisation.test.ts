import { hrisCompanySchema, hrisDepartmentSchema, hrisDivisionSchema, hrisGroupSchema, hrisLocationSchema, NotFoundError } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { findOption, optionsOf } from '../organisation-reads.js';
import type { BambooHrCompanyInformation, BambooHrListField } from '../provider-types.js';
import companyFixture from './__fixtures__/company-information.json' with { type: 'json' };
import listsFixture from './__fixtures__/meta-lists.json' with { type: 'json' };
import { toCompany, toDepartment, toDivision, toGroup, toLocation } from './organisation.js';

const lists = listsFixture as BambooHrListField[];
const company = companyFixture as BambooHrCompanyInformation;

describe('list options', () => {
  it('finds a list by alias and an option by unified or plain id', () => {
    expect(optionsOf(lists, 'department').options.map((option) => option.name)).toEqual(['Marketing', 'Legacy Operations']);
    expect(optionsOf(lists, 'location').listFieldId).toBe('15');
    const department = toDepartment(lists[0]!.options![0]!, { listFieldId: '13', companyId: 'acme' });
    expect(findOption(lists, department.id, ['department', 'division'], 'Group')).toMatchObject({ kind: 'department', option: { name: 'Marketing' } });
    expect(findOption(lists, '201', ['department', 'division'], 'Group')).toMatchObject({ kind: 'division', listFieldId: '14' });
    // A department's unified id does not name a division.
    expect(() => findOption(lists, department.id, ['division'], 'Division')).toThrow(NotFoundError);
    expect(() => findOption(lists, '999', ['location'], 'Location')).toThrow('Location 999 not found');
  });

  it('reads an account without a list as empty', () => {
    expect(optionsOf([], 'division')).toEqual({ listFieldId: '', options: [] });
  });
});

describe('organisation mappers', () => {
  it('maps a location option, with its archive flags in unified_custom_fields', () => {
    const location = toLocation(lists[2]!.options![0]!, '15');
    expect(location).toEqual({
      id: 'c28xIQaWQ6MzAxLHR5cGU6bG9jYXRpb24',
      remote_id: '301',
      employee_id: null,
      remote_employee_id: null,
      name: 'Lindon, Utah',
      phone_number: null,
      street_1: null,
      street_2: null,
      city: null,
      state: null,
      zip_code: null,
      country: null,
      location_type: { value: 'work', source_value: 'location' },
      unified_custom_fields: { list_field_id: '15', archived: false, archived_date: null, created_date: '2023-01-15T10:32:00.000Z' },
      created_at: '2023-01-15T10:32:00.000Z',
      updated_at: null,
    });
    expect(hrisLocationSchema.parse(location)).toEqual(location);
  });

  it('maps departments and divisions as groups of the account company', () => {
    const archived = toDepartment(lists[0]!.options![1]!, { listFieldId: '13', companyId: 'acme' });
    expect(archived).toMatchObject({
      remote_id: '102',
      name: 'Legacy Operations',
      type: { value: 'department', source_value: 'department' },
      company_id: 'c28xIQaWQ6YWNtZQ',
      remote_company_id: 'acme',
      parent_ids: null,
      unified_custom_fields: { archived: true, archived_date: '2022-06-30T17:00:00.000Z' },
    });
    expect(hrisDepartmentSchema.parse(archived)).toEqual(archived);
    const division = toDivision(lists[1]!.options![0]!, { listFieldId: '14', companyId: 'acme' });
    expect(division.type).toEqual({ value: 'division', source_value: 'division' });
    expect(hrisDivisionSchema.parse(division)).toEqual(division);
    const asGroup = toGroup(lists[1]!.options![0]!, { kind: 'division', listFieldId: '14', companyId: 'acme' });
    expect(asGroup.type).toEqual({ value: 'unmapped_value', source_value: 'division' });
    expect(asGroup.id).toBe(division.id);
    expect(hrisGroupSchema.parse(asGroup)).toEqual(asGroup);
  });

  it('maps the company information as the one company, named by the company domain', () => {
    const mapped = toCompany(company, 'acme');
    expect(mapped).toEqual({
      id: 'c28xIQaWQ6YWNtZQ',
      remote_id: 'acme',
      name: 'Acme',
      display_name: 'Acme',
      full_name: 'Acme Outfitters, Inc.',
      unified_custom_fields: { phone: '801-555-0100', address: { line1: '335 S 560 W', line2: null, city: 'Lindon', state: 'UT', zip: '84042' } },
      created_at: null,
      updated_at: null,
    });
    expect(hrisCompanySchema.parse(mapped)).toEqual(mapped);
    expect(toCompany({ legalName: 'Only Legal LLC' }, 'x')).toMatchObject({
      name: 'Only Legal LLC',
      display_name: null,
      unified_custom_fields: { address: null, phone: null },
    });
  });
});
