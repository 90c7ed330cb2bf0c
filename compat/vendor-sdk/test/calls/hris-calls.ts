import { drain, expectData, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const employees = sharedList('hrisListEmployees', '/unified/hris/employees', async (scope) =>
  drain(await scope.sdk.hris.listEmployees({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.employeesPaginated?.data),
);

export const hrisCalls: Record<string, MethodCall> = {
  hrisListEmployees: perConnector(async (context, scope) => {
    await employees.records(context, scope);
  }),
  hrisGetEmployee: perConnector(async (context, scope) => {
    const [id] = await employees.ids(context, scope);
    const answer = await scope.sdk.hris.getEmployee({ xAccountId: scope.accountId, id: id! });
    expectData(answer.employeeResult?.data?.id === id, `the employee read has id ${answer.employeeResult?.data?.id}, not ${id}`);
  }),
  hrisUpdateEmployee: perConnector(async (context, scope) => {
    // The second employee, so the first stays as listed for the read above.
    const ids = await employees.ids(context, scope);
    const id = ids[1] ?? ids[0]!;
    const jobTitle = 'Compatibility Engineer';
    const updated = await scope.sdk.hris.updateEmployee({ xAccountId: scope.accountId, id, hrisUpdateEmployeeRequestDto: { jobTitle } });
    expectData(updated.updateResult?.statusCode === 200, `the update answered ${JSON.stringify(updated.updateResult)}`);
    const read = await scope.sdk.hris.getEmployee({ xAccountId: scope.accountId, id });
    expectData(read.employeeResult?.data?.jobTitle === jobTitle, `the employee read after the update has job_title ${read.employeeResult?.data?.jobTitle}`);
  }),
};
