import { defineAction, syncParamsSchema, toRemoteId, z } from '@openunified/connector-sdk';
import { employeePath } from '../employee-reads.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import type { BambooHrTableRow } from '../provider-types.js';

const getEmployeeTableInputSchema = syncParamsSchema.extend({
  path: z.object({
    id: z.string().min(1).describe('Unified id (composite `c28xIQ...`) or the BambooHR employee id'),
    table: z
      .string()
      .regex(/^[A-Za-z0-9_]+$/, { message: 'a BambooHR table name such as jobInfo' })
      .describe('Table name: jobInfo, employmentStatus, compensation, or a custom table id'),
  }),
});

export const getEmployeeTable = defineAction({
  id: 'bamboohr_get_employee_table',
  label: 'Get employee table',
  description: "Reads every row of one of an employee's BambooHR tables (job history, employment status, compensation, ...), as BambooHR returns them.",
  tags: ['hris', 'employees', 'tables'],
  schema_type: 'native',
  required_scopes: [],
  kind: 'get',
  input: getEmployeeTableInputSchema,
  async run({ input, http }) {
    const path = `${employeePath(toRemoteId(input.path.id))}/tables/${input.path.table}`;
    const response = await explainBambooHrErrors(http).get<BambooHrTableRow[]>(path);
    return { data: response.body ?? [] };
  },
});
