import { HrisCreateTimeOffRequestDtoValue } from '@stackone/stackone-client-ts/sdk/models/shared/hriscreatetimeoffrequestdto.js';
import type { AccountScope, CompatContext } from '../compat-harness.js';
import { drain, expectData, memoise, recordToUpdate, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const employees = sharedList('hrisListEmployees', '/unified/hris/employees', async (scope) =>
  drain(await scope.sdk.hris.listEmployees({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.employeesPaginated?.data),
);
const timeOffRequests = sharedList('hrisListTimeOffRequests', '/unified/hris/time_off', async (scope) =>
  drain(await scope.sdk.hris.listTimeOffRequests({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.timeOffPaginated?.data),
);
const timeOffTypes = sharedList('hrisListTimeOffTypes', '/unified/hris/time_off_types', async (scope) =>
  drain(await scope.sdk.hris.listTimeOffTypes({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.referencePaginated?.data),
);
const timeOffPolicies = sharedList('hrisListTimeOffPolicies', '/unified/hris/time_off_policies', async (scope) =>
  drain(await scope.sdk.hris.listTimeOffPolicies({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.timeOffPoliciesPaginated?.data),
);
const employments = sharedList('hrisListEmployments', '/unified/hris/employments', async (scope) =>
  drain(await scope.sdk.hris.listEmployments({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.employmentsPaginated?.data),
);
const documentCategories = sharedList('hrisListEmployeeCategories', '/unified/hris/documents/employee_categories', async (scope) =>
  drain(await scope.sdk.hris.listEmployeeCategories({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.referencePaginated?.data),
);
const companies = sharedList('hrisListCompanies', '/unified/hris/companies', async (scope) =>
  drain(await scope.sdk.hris.listCompanies({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.companiesPaginated?.data),
);
const companyGroups = sharedList('hrisListCompaniesGroups', '/unified/hris/groups/companies', async (scope) =>
  drain(await scope.sdk.hris.listCompaniesGroups({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.companiesPaginated?.data),
);
const locations = sharedList('hrisListLocations', '/unified/hris/locations', async (scope) =>
  drain(await scope.sdk.hris.listLocations({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.hrisLocationsPaginated?.data),
);
const groups = sharedList('hrisListGroups', '/unified/hris/groups', async (scope) =>
  drain(await scope.sdk.hris.listGroups({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.hrisGroupsPaginated?.data),
);
const departments = sharedList('hrisListDepartmentGroups', '/unified/hris/groups/departments', async (scope) =>
  drain(await scope.sdk.hris.listDepartmentGroups({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.hrisDepartmentsPaginated?.data),
);
const divisions = sharedList('hrisListDivisionGroups', '/unified/hris/groups/divisions', async (scope) =>
  drain(await scope.sdk.hris.listDivisionGroups({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.hrisDivisionsPaginated?.data),
);

/** An employee who has time off requests: the one the first listed request belongs to. */
async function employeeWithTimeOff(context: CompatContext, scope: AccountScope): Promise<string> {
  const [request] = await timeOffRequests.records(context, scope);
  expectData(typeof request?.employeeId === 'string', 'the first time off request names no employee');
  return request.employeeId;
}

/** One employee's time off requests (a sub-resource list): ids for the request read. */
const employeeTimeOff = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `hrisListEmployeeTimeOffRequests:${scope.provider}`, async () => {
    const employeeId = await employeeWithTimeOff(context, scope);
    const requests = await drain(
      await scope.sdk.hris.listEmployeeTimeOffRequests({ xAccountId: scope.accountId, id: employeeId, pageSize: '10' }),
      (page) => page.timeOffPaginated?.data,
    );
    return { employeeId, requests };
  });

/** The first listed employee's balances. */
const employeeBalances = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `hrisListEmployeeTimeOffBalances:${scope.provider}`, async () => {
    const [employeeId] = await employees.ids(context, scope);
    const balances = await drain(
      await scope.sdk.hris.listEmployeeTimeOffBalances({ xAccountId: scope.accountId, id: employeeId!, pageSize: '10' }),
      (page) => page.timeOffBalancesPaginated?.data,
    );
    return { employeeId: employeeId!, balances };
  });

/** The first listed employee's employments. */
const employeeEmployments = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `hrisListEmployeeEmployments:${scope.provider}`, async () => {
    const [employeeId] = await employees.ids(context, scope);
    const records = await drain(
      await scope.sdk.hris.listEmployeeEmployments({ xAccountId: scope.accountId, id: employeeId!, pageSize: '10' }),
      (page) => page.employmentsPaginated?.data,
    );
    return { employeeId: employeeId!, employments: records };
  });

/** The documents of the first listed employee who has any. */
const employeeDocuments = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `hrisListEmployeeDocuments:${scope.provider}`, async () => {
    for (const employeeId of await employees.ids(context, scope)) {
      const documents = await drain(
        await scope.sdk.hris.listEmployeeDocuments({ xAccountId: scope.accountId, id: employeeId, pageSize: '10' }),
        (page) => page.hrisDocumentsPaginated?.data,
        { allowEmpty: true },
      );
      if (documents.length > 0) return { employeeId, documents };
    }
    throw new Error('no listed employee has documents');
  });

/** The time off request `hrisCreateEmployeeTimeOffRequest` asks for, which the update then approves. */
const createdTimeOff = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `hrisCreateEmployeeTimeOffRequest:${scope.provider}`, async () => {
    const employeeId = await employeeWithTimeOff(context, scope);
    const [type] = await timeOffTypes.records(context, scope);
    const created = await scope.sdk.hris.createEmployeeTimeOffRequest({
      xAccountId: scope.accountId,
      id: employeeId,
      hrisCreateTimeOffRequestDto: { startDate: '2027-03-01T00:00:00', endDate: '2027-03-02T00:00:00', reason: { id: type?.id ?? null }, comment: 'Compatibility check' },
    });
    const id = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof id === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    return { employeeId, id };
  });

/** The employment `hrisCreateEmployeeEmployment` starts, which the update then changes. */
const createdEmployment = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `hrisCreateEmployeeEmployment:${scope.provider}`, async () => {
    const [employeeId] = await employees.ids(context, scope);
    const created = await scope.sdk.hris.createEmployeeEmployment({
      xAccountId: scope.accountId,
      id: employeeId!,
      hrisCreateEmploymentRequestDto: { jobTitle: 'Compatibility Lead', effectiveDate: new Date('2027-04-01T00:00:00Z') },
    });
    const id = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof id === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    return { employeeId: employeeId!, id };
  });

export const hrisCalls: Record<string, MethodCall> = {
  hrisListEmployees: perConnector(async (context, scope) => {
    await employees.records(context, scope);
  }),
  hrisGetEmployee: perConnector(async (context, scope) => {
    const [id] = await employees.ids(context, scope);
    const answer = await scope.sdk.hris.getEmployee({ xAccountId: scope.accountId, id: id! });
    expectData(answer.employeeResult?.data?.id === id, `the employee read has id ${answer.employeeResult?.data?.id}, not ${id}`);
  }),
  hrisCreateEmployee: perConnector(async (_context, scope) => {
    const created = await scope.sdk.hris.createEmployee({
      xAccountId: scope.accountId,
      hrisCreateEmployeeRequestDto: { firstName: 'Compat', lastName: 'Check', workEmail: 'compat.check@sandbox.example', jobTitle: 'Auditor' },
    });
    const id = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof id === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    const read = await scope.sdk.hris.getEmployee({ xAccountId: scope.accountId, id });
    expectData(read.employeeResult?.data?.lastName === 'Check', `the created employee reads last_name ${read.employeeResult?.data?.lastName}`);
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

  hrisListTimeOffRequests: perConnector(async (context, scope) => {
    await timeOffRequests.records(context, scope);
  }),
  hrisGetTimeOffRequest: perConnector(async (context, scope) => {
    const [id] = await timeOffRequests.ids(context, scope);
    const answer = await scope.sdk.hris.getTimeOffRequest({ xAccountId: scope.accountId, id: id! });
    expectData(answer.timeOffResult?.data?.id === id, `the time off request read has id ${answer.timeOffResult?.data?.id}, not ${id}`);
  }),
  hrisListEmployeeTimeOffRequests: perConnector(async (context, scope) => {
    const { employeeId, requests } = await employeeTimeOff(context, scope);
    expectData(requests.every((request) => request.employeeId === employeeId), `a request of another employee is listed under ${employeeId}`);
  }),
  hrisGetEmployeesTimeOffRequest: perConnector(async (context, scope) => {
    const { employeeId, requests } = await employeeTimeOff(context, scope);
    const id = requests[0]!.id!;
    const answer = await scope.sdk.hris.getEmployeesTimeOffRequest({ xAccountId: scope.accountId, id: employeeId, subResourceId: id });
    expectData(answer.timeOffResult?.data?.id === id, `the time off request read has id ${answer.timeOffResult?.data?.id}, not ${id}`);
  }),
  hrisCreateEmployeeTimeOffRequest: perConnector(async (context, scope) => {
    const { employeeId, id } = await createdTimeOff(context, scope);
    const read = await scope.sdk.hris.getEmployeesTimeOffRequest({ xAccountId: scope.accountId, id: employeeId, subResourceId: id });
    expectData(read.timeOffResult?.data?.comment === 'Compatibility check', `the created request reads comment ${read.timeOffResult?.data?.comment}`);
  }),
  hrisUpdateEmployeeTimeOffRequest: perConnector(async (context, scope) => {
    const { employeeId, id } = await createdTimeOff(context, scope);
    const updated = await scope.sdk.hris.updateEmployeeTimeOffRequest({
      xAccountId: scope.accountId,
      id: employeeId,
      subResourceId: id,
      hrisCreateTimeOffRequestDto: { status: { value: HrisCreateTimeOffRequestDtoValue.Approved } },
    });
    const updatedId = updated.createResult?.data?.id;
    expectData(updated.createResult?.statusCode === 200 && typeof updatedId === 'string', `the update answered ${JSON.stringify(updated.createResult)}`);
    const read = await scope.sdk.hris.getEmployeesTimeOffRequest({ xAccountId: scope.accountId, id: employeeId, subResourceId: updatedId });
    expectData(read.timeOffResult?.data?.status?.value === 'approved', `the request reads status ${JSON.stringify(read.timeOffResult?.data?.status)} after the update`);
  }),
  hrisCancelEmployeeTimeOffRequest: perConnector(async (context, scope) => {
    // A request of its own, so the one the update approves stays as it is.
    const employeeId = await employeeWithTimeOff(context, scope);
    const [type] = await timeOffTypes.records(context, scope);
    const created = await scope.sdk.hris.createEmployeeTimeOffRequest({
      xAccountId: scope.accountId,
      id: employeeId,
      hrisCreateTimeOffRequestDto: { startDate: '2027-05-03T00:00:00', endDate: '2027-05-03T00:00:00', reason: { id: type?.id ?? null } },
    });
    const id = created.createResult?.data?.id;
    expectData(typeof id === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    const cancelled = await scope.sdk.hris.cancelEmployeeTimeOffRequest({ xAccountId: scope.accountId, id: employeeId, subResourceId: id });
    expectData(cancelled.deleteResult?.statusCode === 200, `the cancel answered ${JSON.stringify(cancelled.deleteResult)}`);
    const read = await scope.sdk.hris.getEmployeesTimeOffRequest({ xAccountId: scope.accountId, id: employeeId, subResourceId: id });
    expectData(read.timeOffResult?.data?.status?.value === 'cancelled', `the request reads status ${JSON.stringify(read.timeOffResult?.data?.status)} after the cancel`);
  }),
  hrisListEmployeeTimeOffBalances: perConnector(async (context, scope) => {
    await employeeBalances(context, scope);
  }),
  hrisGetEmployeeTimeOffBalance: perConnector(async (context, scope) => {
    const { employeeId, balances } = await employeeBalances(context, scope);
    const id = balances[0]!.id!;
    const answer = await scope.sdk.hris.getEmployeeTimeOffBalance({ xAccountId: scope.accountId, id: employeeId, subResourceId: id });
    expectData(answer.timeOffBalanceResult?.data?.id === id, `the balance read has id ${answer.timeOffBalanceResult?.data?.id}, not ${id}`);
  }),
  hrisListTimeOffTypes: perConnector(async (context, scope) => {
    await timeOffTypes.records(context, scope);
  }),
  hrisGetTimeOffType: perConnector(async (context, scope) => {
    const [id] = await timeOffTypes.ids(context, scope);
    const answer = await scope.sdk.hris.getTimeOffType({ xAccountId: scope.accountId, id: id! });
    expectData(answer.referenceResult?.data?.id === id, `the time off type read has id ${answer.referenceResult?.data?.id}, not ${id}`);
  }),
  hrisListTimeOffPolicies: perConnector(async (context, scope) => {
    await timeOffPolicies.records(context, scope);
  }),
  hrisGetTimeOffPolicy: perConnector(async (context, scope) => {
    const [id] = await timeOffPolicies.ids(context, scope);
    const answer = await scope.sdk.hris.getTimeOffPolicy({ xAccountId: scope.accountId, id: id! });
    expectData(answer.timeOffPolicyResult?.data?.id === id, `the policy read has id ${answer.timeOffPolicyResult?.data?.id}, not ${id}`);
  }),

  hrisListEmployments: perConnector(async (context, scope) => {
    await employments.records(context, scope);
  }),
  hrisGetEmployment: perConnector(async (context, scope) => {
    const [id] = await employments.ids(context, scope);
    const answer = await scope.sdk.hris.getEmployment({ xAccountId: scope.accountId, id: id! });
    expectData(answer.employmentResult?.data?.id === id, `the employment read has id ${answer.employmentResult?.data?.id}, not ${id}`);
  }),
  hrisListEmployeeEmployments: perConnector(async (context, scope) => {
    const { employeeId, employments: records } = await employeeEmployments(context, scope);
    expectData(records.every((record) => record.employeeId === employeeId), `an employment of another employee is listed under ${employeeId}`);
  }),
  hrisGetEmployeeEmployment: perConnector(async (context, scope) => {
    const { employeeId, employments: records } = await employeeEmployments(context, scope);
    const id = records[0]!.id!;
    const answer = await scope.sdk.hris.getEmployeeEmployment({ xAccountId: scope.accountId, id: employeeId, subResourceId: id });
    expectData(answer.employmentResult?.data?.id === id, `the employment read has id ${answer.employmentResult?.data?.id}, not ${id}`);
  }),
  hrisCreateEmployeeEmployment: perConnector(async (context, scope) => {
    const { employeeId, id } = await createdEmployment(context, scope);
    const read = await scope.sdk.hris.getEmployeeEmployment({ xAccountId: scope.accountId, id: employeeId, subResourceId: id });
    expectData(read.employmentResult?.data?.jobTitle === 'Compatibility Lead', `the created employment reads job_title ${read.employmentResult?.data?.jobTitle}`);
  }),
  hrisUpdateEmployeeEmployment: perConnector(async (context, scope) => {
    const { employeeId } = await employeeEmployments(context, scope);
    const id = await recordToUpdate(
      async () => (await createdEmployment(context, scope)).id,
      async () => (await employeeEmployments(context, scope)).employments.map((record) => record.id!),
    );
    const jobTitle = 'Compatibility Principal';
    const updated = await scope.sdk.hris.updateEmployeeEmployment({ xAccountId: scope.accountId, id: employeeId, subResourceId: id, hrisUpdateEmploymentRequestDto: { jobTitle } });
    expectData(updated.updateResult?.statusCode === 200, `the update answered ${JSON.stringify(updated.updateResult)}`);
    const read = await scope.sdk.hris.getEmployeeEmployment({ xAccountId: scope.accountId, id: employeeId, subResourceId: id });
    expectData(read.employmentResult?.data?.jobTitle === jobTitle, `the employment reads job_title ${read.employmentResult?.data?.jobTitle} after the update`);
  }),

  hrisListEmployeeDocuments: perConnector(async (context, scope) => {
    await employeeDocuments(context, scope);
  }),
  hrisGetEmployeeDocument: perConnector(async (context, scope) => {
    const { employeeId, documents } = await employeeDocuments(context, scope);
    const id = documents[0]!.id!;
    const answer = await scope.sdk.hris.getEmployeeDocument({ xAccountId: scope.accountId, id: employeeId, subResourceId: id });
    expectData(answer.hrisDocumentResult?.data?.id === id, `the document read has id ${answer.hrisDocumentResult?.data?.id}, not ${id}`);
  }),
  hrisListEmployeeCategories: perConnector(async (context, scope) => {
    await documentCategories.records(context, scope);
  }),
  hrisGetEmployeeDocumentCategory: perConnector(async (context, scope) => {
    const [id] = await documentCategories.ids(context, scope);
    const answer = await scope.sdk.hris.getEmployeeDocumentCategory({ xAccountId: scope.accountId, id: id! });
    expectData(answer.referenceResult?.data?.id === id, `the category read has id ${answer.referenceResult?.data?.id}, not ${id}`);
  }),

  hrisListCompanies: perConnector(async (context, scope) => {
    await companies.records(context, scope);
  }),
  hrisGetCompany: perConnector(async (context, scope) => {
    const [id] = await companies.ids(context, scope);
    const answer = await scope.sdk.hris.getCompany({ xAccountId: scope.accountId, id: id! });
    expectData(answer.companyResult?.data?.id === id, `the company read has id ${answer.companyResult?.data?.id}, not ${id}`);
  }),
  hrisListCompaniesGroups: perConnector(async (context, scope) => {
    await companyGroups.records(context, scope);
  }),
  hrisGetCompanyGroup: perConnector(async (context, scope) => {
    const [id] = await companyGroups.ids(context, scope);
    const answer = await scope.sdk.hris.getCompanyGroup({ xAccountId: scope.accountId, id: id! });
    expectData(answer.companyResult?.data?.id === id, `the company group read has id ${answer.companyResult?.data?.id}, not ${id}`);
  }),
  hrisListLocations: perConnector(async (context, scope) => {
    await locations.records(context, scope);
  }),
  hrisGetLocation: perConnector(async (context, scope) => {
    const [id] = await locations.ids(context, scope);
    const answer = await scope.sdk.hris.getLocation({ xAccountId: scope.accountId, id: id! });
    expectData(answer.hrisLocationResult?.data?.id === id, `the location read has id ${answer.hrisLocationResult?.data?.id}, not ${id}`);
  }),
  hrisListGroups: perConnector(async (context, scope) => {
    await groups.records(context, scope);
  }),
  hrisGetGroup: perConnector(async (context, scope) => {
    const [id] = await groups.ids(context, scope);
    const answer = await scope.sdk.hris.getGroup({ xAccountId: scope.accountId, id: id! });
    expectData(answer.hrisGroupsResult?.data?.id === id, `the group read has id ${answer.hrisGroupsResult?.data?.id}, not ${id}`);
  }),
  hrisListDepartmentGroups: perConnector(async (context, scope) => {
    await departments.records(context, scope);
  }),
  hrisGetDepartmentGroup: perConnector(async (context, scope) => {
    const [id] = await departments.ids(context, scope);
    const answer = await scope.sdk.hris.getDepartmentGroup({ xAccountId: scope.accountId, id: id! });
    expectData(answer.hrisDepartmentsResult?.data?.id === id, `the department read has id ${answer.hrisDepartmentsResult?.data?.id}, not ${id}`);
  }),
  hrisListDivisionGroups: perConnector(async (context, scope) => {
    await divisions.records(context, scope);
  }),
  hrisGetDivisionGroup: perConnector(async (context, scope) => {
    const [id] = await divisions.ids(context, scope);
    const answer = await scope.sdk.hris.getDivisionGroup({ xAccountId: scope.accountId, id: id! });
    expectData(answer.hrisDivisionsResult?.data?.id === id, `the division read has id ${answer.hrisDivisionsResult?.data?.id}, not ${id}`);
  }),
};
