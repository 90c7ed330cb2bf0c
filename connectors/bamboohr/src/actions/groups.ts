import { defineAction, getInputSchema, listInputSchema, paginateArray, parseOffsetCursor, z } from '@openunified/connector-sdk';
import { toDepartment, toDivision, toGroup } from '../mappers/organisation.js';
import { companyDomainOf, fetchListFields, findOption, optionsOf } from '../organisation-reads.js';
import { explainBambooHrErrors } from '../provider-errors.js';

// Departments and divisions are the options of BambooHR's Department and Division list fields
// (GET /meta/lists, one call whatever the page; pages are cut from the whole list). BambooHR
// keeps no hierarchy or leader for them, and does not date changes: updated_after is ignored.

const noFilter = listInputSchema(z.object({}).strict());

export const listGroupsAction = defineAction({
  id: 'bamboohr_list_groups',
  label: 'List groups',
  description: 'Lists the departments, then the divisions, of the account (GET /meta/lists); divisions have type unmapped_value with source_value division.',
  tags: ['hris', 'groups'],
  schema_type: 'unified',
  unified: 'hris.groups.list',
  required_scopes: [],
  kind: 'list',
  input: noFilter,
  async run({ input, http, credentials }) {
    parseOffsetCursor(input.query.cursor);
    const fields = await fetchListFields(explainBambooHrErrors(http));
    const companyId = companyDomainOf(credentials);
    const groups = (['department', 'division'] as const).flatMap((kind) => {
      const { listFieldId, options } = optionsOf(fields, kind);
      return options.map((option) => ({ option, context: { kind, listFieldId, companyId } }));
    });
    const page = paginateArray(groups, input.query.page_size, input.query.cursor);
    return { data: page.data.map(({ option, context }) => toGroup(option, context)), next: page.next };
  },
});

export const getGroupAction = defineAction({
  id: 'bamboohr_get_group',
  label: 'Get group',
  description: 'Reads one department or division by unified or BambooHR option id (GET /meta/lists).',
  tags: ['hris', 'groups'],
  schema_type: 'unified',
  unified: 'hris.groups.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http, credentials }) {
    const fields = await fetchListFields(explainBambooHrErrors(http));
    const { kind, option, listFieldId } = findOption(fields, input.path.id, ['department', 'division'], 'Group');
    return { data: toGroup(option, { kind: kind as 'department' | 'division', listFieldId, companyId: companyDomainOf(credentials) }) };
  },
});

export const listDepartmentGroupsAction = defineAction({
  id: 'bamboohr_list_department_groups',
  label: 'List departments',
  description: "Lists the options of the account's Department list field (GET /meta/lists), archived ones flagged in unified_custom_fields.",
  tags: ['hris', 'groups', 'departments'],
  schema_type: 'unified',
  unified: 'hris.department_groups.list',
  required_scopes: [],
  kind: 'list',
  input: noFilter,
  async run({ input, http, credentials }) {
    parseOffsetCursor(input.query.cursor);
    const { listFieldId, options } = optionsOf(await fetchListFields(explainBambooHrErrors(http)), 'department');
    const page = paginateArray(options, input.query.page_size, input.query.cursor);
    const companyId = companyDomainOf(credentials);
    return { data: page.data.map((option) => toDepartment(option, { listFieldId, companyId })), next: page.next };
  },
});

export const getDepartmentGroupAction = defineAction({
  id: 'bamboohr_get_department_group',
  label: 'Get department',
  description: 'Reads one option of the Department list field by unified or BambooHR option id (GET /meta/lists).',
  tags: ['hris', 'groups', 'departments'],
  schema_type: 'unified',
  unified: 'hris.department_groups.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http, credentials }) {
    const { option, listFieldId } = findOption(await fetchListFields(explainBambooHrErrors(http)), input.path.id, ['department'], 'Department');
    return { data: toDepartment(option, { listFieldId, companyId: companyDomainOf(credentials) }) };
  },
});

export const listDivisionGroupsAction = defineAction({
  id: 'bamboohr_list_division_groups',
  label: 'List divisions',
  description: "Lists the options of the account's Division list field (GET /meta/lists), archived ones flagged in unified_custom_fields.",
  tags: ['hris', 'groups', 'divisions'],
  schema_type: 'unified',
  unified: 'hris.division_groups.list',
  required_scopes: [],
  kind: 'list',
  input: noFilter,
  async run({ input, http, credentials }) {
    parseOffsetCursor(input.query.cursor);
    const { listFieldId, options } = optionsOf(await fetchListFields(explainBambooHrErrors(http)), 'division');
    const page = paginateArray(options, input.query.page_size, input.query.cursor);
    const companyId = companyDomainOf(credentials);
    return { data: page.data.map((option) => toDivision(option, { listFieldId, companyId })), next: page.next };
  },
});

export const getDivisionGroupAction = defineAction({
  id: 'bamboohr_get_division_group',
  label: 'Get division',
  description: 'Reads one option of the Division list field by unified or BambooHR option id (GET /meta/lists).',
  tags: ['hris', 'groups', 'divisions'],
  schema_type: 'unified',
  unified: 'hris.division_groups.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http, credentials }) {
    const { option, listFieldId } = findOption(await fetchListFields(explainBambooHrErrors(http)), input.path.id, ['division'], 'Division');
    return { data: toDivision(option, { listFieldId, companyId: companyDomainOf(credentials) }) };
  },
});
