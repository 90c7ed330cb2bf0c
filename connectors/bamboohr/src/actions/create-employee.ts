import { BadGatewayError, BadRequestError, createInputSchema, defineAction, employeeCreateSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { employeePath, fetchEmployee, todayInUtc } from '../employee-reads.js';
import { toEmployeeWritePlan } from '../mappers/employee-update.js';
import { planJobInfoWrite } from '../mappers/job-info.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import type { BambooHrJobInfoRow } from '../provider-types.js';

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}

export const createEmployee = defineAction({
  id: 'bamboohr_create_employee',
  label: 'Create employee',
  description:
    'Adds a BambooHR employee (POST /employees; first_name and last_name are required) from the unified employee create body, the fields mapped as ' +
    'for an update; a manager or employment.passthrough opens the first jobInfo row. Then reads the employee back.',
  tags: ['hris', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employees.create',
  required_scopes: [],
  kind: 'create',
  input: createInputSchema(employeeCreateSchema),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const { employments, cost_centers: costCenters, ...body } = input.body;
    const unwritable = [isSet(employments) && 'employments', isSet(costCenters) && 'cost_centers'].filter(Boolean);
    if (unwritable.length > 0) {
      throw new BadRequestError(
        `BambooHR cannot take ${unwritable.join(', ')} with a new employee: send the first job in employment, add later ones with POST /unified/hris/employees/{id}/employments`,
      );
    }
    const plan = toEmployeeWritePlan(body);
    const response = await client.post<string>('/employees', { json: plan.fields, responseType: 'text' });
    const remoteId = /\/employees\/(\d+)\/?$/.exec(response.headers.location ?? '')?.[1];
    if (!remoteId) throw new BadGatewayError('BambooHR created the employee but sent no Location header naming it');

    if (plan.jobInfo) {
      const tablePath = `${employeePath(remoteId)}/tables/jobInfo`;
      const rows = (await client.get<BambooHrJobInfoRow[]>(tablePath)).body ?? [];
      const effectiveDate = plan.jobInfo.effectiveDate ?? (plan.fields.hireDate || null);
      const write = planJobInfoWrite({ ...plan.jobInfo, effectiveDate }, { rows, today: todayInUtc(), currentManagerId: null });
      await client.post(write.kind === 'update_row' ? `${tablePath}/${write.rowId}` : tablePath, { json: write.row, responseType: 'none' });
    }
    const created = await fetchEmployee(client, remoteId);
    return { data: { id: encodeCompositeId(String(created.id)), remote_id: String(created.id) } };
  },
});
