import { defineAction, getInputSchema, toRemoteId, z } from '@openunified/connector-sdk';
import { fetchEmployee, todayInUtc } from '../employee-reads.js';
import { toUnifiedEmployee } from '../mappers/employee.js';
import { explainBambooHrErrors } from '../provider-errors.js';

const getEmployeeInputSchema = getInputSchema().extend({
  query: z
    .object({
      custom_fields: z
        .string()
        .regex(/^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$/, { message: 'comma-separated BambooHR field ids or aliases' })
        .optional()
        .describe('Extra BambooHR fields (ids or aliases, comma-separated) to return in unified_custom_fields'),
    })
    .nullish(),
});

export const getEmployee = defineAction({
  id: 'bamboohr_get_employee',
  label: 'Get employee',
  description: 'Reads one BambooHR employee by unified or BambooHR id; query.custom_fields adds account-specific fields.',
  tags: ['hris', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employees.get',
  required_scopes: [],
  kind: 'get',
  input: getEmployeeInputSchema,
  async run({ input, http }) {
    const extraFields = input.query?.custom_fields?.split(',') ?? [];
    const employee = await fetchEmployee(explainBambooHrErrors(http), toRemoteId(input.path.id), extraFields);
    return { data: toUnifiedEmployee(employee, { today: todayInUtc() }) };
  },
});
