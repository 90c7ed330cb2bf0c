import { defineAction, getInputSchema } from '@openunified/connector-sdk';
import { toRemoteId } from '@openunified/normalization';
import { fetchEmployee, todayInUtc } from '../employee-reads.js';
import { toUnifiedEmployee } from '../mappers/employee.js';
import { explainBambooHrErrors } from '../provider-errors.js';

export const getEmployee = defineAction({
  id: 'bamboohr_get_employee',
  label: 'Get employee',
  description: 'Reads one BambooHR employee by unified or BambooHR id.',
  tags: ['hris', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employees.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const employee = await fetchEmployee(explainBambooHrErrors(http), toRemoteId(input.path.id));
    return { data: toUnifiedEmployee(employee, { today: todayInUtc() }) };
  },
});
