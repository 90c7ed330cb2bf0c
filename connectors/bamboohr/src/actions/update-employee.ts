import { defineAction, employeeUpdateSchema, encodeCompositeId, type ProviderHttpClient, toRemoteId, updateInputSchema } from '@openunified/connector-sdk';
import { employeePath, todayInUtc } from '../employee-reads.js';
import { type JobInfoChange, toEmployeeWritePlan } from '../mappers/employee-update.js';
import { planJobInfoWrite } from '../mappers/job-info.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import type { BambooHrEmployee, BambooHrJobInfoRow } from '../provider-types.js';

async function writeJobInfo(http: ProviderHttpClient, remoteId: string, change: JobInfoChange): Promise<void> {
  const tablePath = `${employeePath(remoteId)}/tables/jobInfo`;
  const [rows, employee] = await Promise.all([
    http.get<BambooHrJobInfoRow[]>(tablePath),
    http.get<BambooHrEmployee>(employeePath(remoteId), { query: { fields: 'supervisorEId' } }),
  ]);
  const supervisorId = employee.body.supervisorEId;
  const write = planJobInfoWrite(change, {
    rows: rows.body ?? [],
    today: todayInUtc(),
    currentManagerId: supervisorId === null || supervisorId === undefined || supervisorId === '' ? null : String(supervisorId),
  });
  const path = write.kind === 'update_row' ? `${tablePath}/${encodeURIComponent(write.rowId)}` : tablePath;
  await http.post(path, { json: write.row, responseType: 'none' });
}

export const updateEmployee = defineAction({
  id: 'bamboohr_update_employee',
  label: 'Update employee',
  description:
    'Updates a BambooHR employee from the unified employee update body. A job title (or manager) change is also written to the current row of the jobInfo table.',
  tags: ['hris', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employees.update',
  required_scopes: [],
  kind: 'update',
  input: updateInputSchema(employeeUpdateSchema),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const remoteId = toRemoteId(input.path.id);
    const plan = toEmployeeWritePlan(input.body);

    if (Object.keys(plan.fields).length > 0) {
      await client.post(employeePath(remoteId), { json: plan.fields, responseType: 'none' });
    }
    if (plan.jobInfo) await writeJobInfo(client, remoteId, plan.jobInfo);
    // Nothing to write still answers for the employee: a missing one is a 404, not a success.
    if (Object.keys(plan.fields).length === 0 && !plan.jobInfo) {
      await client.get(employeePath(remoteId), { query: { fields: 'id' } });
    }
    return { data: { id: encodeCompositeId(remoteId), remote_id: remoteId } };
  },
});
