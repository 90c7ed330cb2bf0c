import { EntitySkillsCreateRequestDtoSchemasValue } from '@stackone/stackone-client-ts/sdk/models/shared/entityskillscreaterequestdto.js';
import { HrisCreateTimeOffRequestDtoValue } from '@stackone/stackone-client-ts/sdk/models/shared/hriscreatetimeoffrequestdto.js';
import {
  HrisCreateWorkEligibilityRequestDtoSchemasValue,
  HrisCreateWorkEligibilityRequestDtoValue,
} from '@stackone/stackone-client-ts/sdk/models/shared/hriscreateworkeligibilityrequestdto.js';
import { UpdateTaskRequestDtoValue } from '@stackone/stackone-client-ts/sdk/models/shared/updatetaskrequestdto.js';
import type { AccountScope, CompatContext } from '../compat-harness.js';
import { classify, drain, expectData, memoise, recordToUpdate, sharedList } from '../compat-harness.js';
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
const benefits = sharedList('hrisListBenefits', '/unified/hris/benefits', async (scope) =>
  drain(await scope.sdk.hris.listBenefits({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.hrisBenefitsPaginated?.data),
);
const customFieldDefinitions = sharedList('hrisListEmployeeCustomFieldDefinitions', '/unified/hris/custom_field_definitions/employees', async (scope) =>
  drain(
    await scope.sdk.hris.listEmployeeCustomFieldDefinitions({ xAccountId: scope.accountId, pageSize: '10' }),
    (page) => page.customFieldDefinitionsPaginated?.data,
  ),
);
const jobs = sharedList('hrisListJobs', '/unified/hris/jobs', async (scope) =>
  drain(await scope.sdk.hris.listJobs({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.hrisJobsPaginated?.data),
);
const timeEntries = sharedList('hrisListTimeEntries', '/unified/hris/time_entries', async (scope) =>
  drain(await scope.sdk.hris.listTimeEntries({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.timeEntriesPaginated?.data),
);
const positions = sharedList('hrisListPositions', '/unified/hris/positions', async (scope) =>
  drain(await scope.sdk.hris.listPositions({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.positionsPaginated?.data),
);

const teamGroups = sharedList('hrisListTeamGroups', '/unified/hris/groups/teams', async (scope) =>
  drain(await scope.sdk.hris.listTeamGroups({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.hrisTeamsPaginated?.data),
);
const costCenters = sharedList('hrisListCostCenterGroups', '/unified/hris/groups/cost_centers', async (scope) =>
  drain(await scope.sdk.hris.listCostCenterGroups({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.hrisCostCenterPaginated?.data),
);
const shifts = sharedList('hrisListShifts', '/unified/hris/shifts', async (scope) =>
  drain(await scope.sdk.hris.listShifts({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.hrisShiftsPaginated?.data),
);
const tasks = sharedList('hrisListTasks', '/unified/hris/tasks', async (scope) =>
  drain(await scope.sdk.hris.listTasks({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.tasksPaginated?.data),
);

/**
 * One employee's records of a sub-resource: those of the first listed employee who has any. The
 * ids a get reads are these, or a placeholder when the connector does not serve the list, so the
 * get is still called and answers its own "not supported".
 */
function employeeSubList<Record extends { id?: string | null | undefined }>(
  methodName: string,
  list: (scope: AccountScope, employeeId: string) => Promise<Record[]>,
) {
  const records = (context: CompatContext, scope: AccountScope) =>
    memoise(context, `${methodName}:${scope.provider}`, async () => {
      for (const employeeId of await employees.ids(context, scope)) {
        const found = await list(scope, employeeId);
        if (found.length > 0) return { employeeId, records: found };
      }
      throw new Error('no listed employee has any');
    });
  const ids = async (context: CompatContext, scope: AccountScope): Promise<{ employeeId: string; ids: string[] }> => {
    try {
      const found = await records(context, scope);
      return { employeeId: found.employeeId, ids: found.records.map((record) => record.id!) };
    } catch (error) {
      if (classify(error, scope.provider, context.declaredOperations).status !== 'not_supported') throw error;
      const [employeeId] = await employees.ids(context, scope);
      return { employeeId: employeeId!, ids: ['compat-placeholder-id'] };
    }
  };
  return { records, ids };
}

const employeeShifts = employeeSubList('hrisListEmployeeShifts', async (scope, id) =>
  drain(await scope.sdk.hris.listEmployeeShifts({ xAccountId: scope.accountId, id, pageSize: '10' }), (page) => page.hrisShiftsPaginated?.data, {
    allowEmpty: true,
  }),
);
const employeeTasks = employeeSubList('hrisListEmployeeTasks', async (scope, id) =>
  drain(await scope.sdk.hris.listEmployeeTasks({ xAccountId: scope.accountId, id, pageSize: '10' }), (page) => page.tasksPaginated?.data, {
    allowEmpty: true,
  }),
);
const employeeSkills = employeeSubList('hrisListEmployeeSkills', async (scope, id) =>
  drain(await scope.sdk.hris.listEmployeeSkills({ xAccountId: scope.accountId, id, pageSize: '10' }), (page) => page.entitySkillsPaginated?.data, {
    allowEmpty: true,
  }),
);
const employeeWorkEligibility = employeeSubList('hrisListEmployeeWorkEligibility', async (scope, id) =>
  drain(await scope.sdk.hris.listEmployeeWorkEligibility({ xAccountId: scope.accountId, id, pageSize: '10' }), (page) => page.workEligibilityPaginated?.data, {
    allowEmpty: true,
  }),
);

/** The work eligibility document `hrisCreateEmployeeWorkEligibilityRequest` adds, which the update then changes. */
const createdWorkEligibility = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `hrisCreateEmployeeWorkEligibilityRequest:${scope.provider}`, async () => {
    const [employeeId] = await employees.ids(context, scope);
    const created = await scope.sdk.hris.createEmployeeWorkEligibilityRequest({
      xAccountId: scope.accountId,
      id: employeeId!,
      hrisCreateWorkEligibilityRequestDto: {
        type: { value: HrisCreateWorkEligibilityRequestDtoSchemasValue.Visa },
        number: 'V-1234567',
        issuedBy: { value: HrisCreateWorkEligibilityRequestDtoValue.Gb },
        validFrom: new Date('2026-01-01T00:00:00Z'),
        validTo: new Date('2029-01-01T00:00:00Z'),
      },
    });
    const id = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof id === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    return { employeeId: employeeId!, id };
  });

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
      hrisCreateTimeOffRequestDto: {
        startDate: '2027-03-01T00:00:00',
        endDate: '2027-03-02T00:00:00',
        reason: { id: type?.id ?? null },
        comment: 'Compatibility check',
      },
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
    expectData(
      requests.every((request) => request.employeeId === employeeId),
      `a request of another employee is listed under ${employeeId}`,
    );
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
    expectData(
      read.timeOffResult?.data?.status?.value === 'approved',
      `the request reads status ${JSON.stringify(read.timeOffResult?.data?.status)} after the update`,
    );
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
    expectData(
      read.timeOffResult?.data?.status?.value === 'cancelled',
      `the request reads status ${JSON.stringify(read.timeOffResult?.data?.status)} after the cancel`,
    );
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
    expectData(
      records.every((record) => record.employeeId === employeeId),
      `an employment of another employee is listed under ${employeeId}`,
    );
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
    expectData(
      read.employmentResult?.data?.jobTitle === 'Compatibility Lead',
      `the created employment reads job_title ${read.employmentResult?.data?.jobTitle}`,
    );
  }),
  hrisUpdateEmployeeEmployment: perConnector(async (context, scope) => {
    const { employeeId } = await employeeEmployments(context, scope);
    const id = await recordToUpdate(
      async () => (await createdEmployment(context, scope)).id,
      async () => (await employeeEmployments(context, scope)).employments.map((record) => record.id!),
    );
    const jobTitle = 'Compatibility Principal';
    const updated = await scope.sdk.hris.updateEmployeeEmployment({
      xAccountId: scope.accountId,
      id: employeeId,
      subResourceId: id,
      hrisUpdateEmploymentRequestDto: { jobTitle },
    });
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
  hrisDownloadEmployeeDocument: perConnector(async (context, scope) => {
    const { employeeId, documents } = await employeeDocuments(context, scope);
    const answer = await scope.sdk.hris.downloadEmployeeDocument({ xAccountId: scope.accountId, id: employeeId, subResourceId: documents[0]!.id! });
    const size = answer.body instanceof Uint8Array ? answer.body.byteLength : Buffer.byteLength(answer.body ?? '');
    expectData(answer.statusCode === 200 && size > 0, `the download answered ${answer.statusCode} with ${size} bytes`);
  }),
  hrisUploadEmployeeDocument: perConnector(async (context, scope) => {
    const { employeeId } = await employeeDocuments(context, scope);
    const [categoryId] = await documentCategories.ids(context, scope);
    const name = `compat-${Date.now().toString(36)}.txt`;
    const uploaded = await scope.sdk.hris.uploadEmployeeDocument({
      xAccountId: scope.accountId,
      id: employeeId,
      hrisDocumentsUploadRequestDto: { name, content: Buffer.from('Uploaded by the compatibility suite').toString('base64'), categoryId: categoryId! },
    });
    // The vendor's upload answer names no record: the file is found by its name.
    expectData(uploaded.writeResultApiModel?.statusCode === 201, `the upload answered ${JSON.stringify(uploaded.writeResultApiModel)}`);
    const listed = await drain(
      await scope.sdk.hris.listEmployeeDocuments({ xAccountId: scope.accountId, id: employeeId, pageSize: '100' }),
      (page) => page.hrisDocumentsPaginated?.data,
      { maxPages: 10 },
    );
    const base = name.replace(/\.txt$/, '');
    expectData(
      listed.some((document) => document.name === name || document.name === base),
      `no document named ${name} among the employee's documents`,
    );
  }),
  hrisBatchUploadEmployeeDocument: perConnector(async (context, scope) => {
    const { employeeId } = await employeeDocuments(context, scope);
    const [categoryId] = await documentCategories.ids(context, scope);
    const names = ['one', 'two'].map((which) => `compat-batch-${which}-${Date.now().toString(36)}.txt`);
    const answer = await scope.sdk.hris.batchUploadEmployeeDocument({
      xAccountId: scope.accountId,
      id: employeeId,
      hrisBatchDocumentUploadRequestDto: { items: names.map((name) => ({ name, content: Buffer.from(name).toString('base64'), categoryId: categoryId! })) },
    });
    const result = answer.batchResultApiModel;
    expectData(result?.statusCode === 202 && (result.errors ?? []).length === 0, `the batch answered ${JSON.stringify(result)}`);
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

  hrisListBenefits: perConnector(async (context, scope) => {
    await benefits.records(context, scope);
  }),
  hrisGetBenefit: perConnector(async (context, scope) => {
    const [id] = await benefits.ids(context, scope);
    const answer = await scope.sdk.hris.getBenefit({ xAccountId: scope.accountId, id: id! });
    expectData(answer.hrisBenefitResult?.data?.id === id, `the benefit read has id ${answer.hrisBenefitResult?.data?.id}, not ${id}`);
  }),
  hrisListEmployeeCustomFieldDefinitions: perConnector(async (context, scope) => {
    await customFieldDefinitions.records(context, scope);
  }),
  hrisGetEmployeeCustomFieldDefinition: perConnector(async (context, scope) => {
    const [id] = await customFieldDefinitions.ids(context, scope);
    const answer = await scope.sdk.hris.getEmployeeCustomFieldDefinition({ xAccountId: scope.accountId, id: id! });
    const read = answer.customFieldDefinitionResultApiModel?.data;
    expectData(read?.id === id, `the custom field definition read has id ${read?.id}, not ${id}`);
  }),
  hrisListJobs: perConnector(async (context, scope) => {
    await jobs.records(context, scope);
  }),
  hrisGetJob: perConnector(async (context, scope) => {
    const [id] = await jobs.ids(context, scope);
    const answer = await scope.sdk.hris.getJob({ xAccountId: scope.accountId, id: id! });
    expectData(answer.hrisJobResult?.data?.id === id, `the job read has id ${answer.hrisJobResult?.data?.id}, not ${id}`);
  }),
  hrisListTimeEntries: perConnector(async (context, scope) => {
    await timeEntries.records(context, scope);
  }),
  hrisGetTimeEntries: perConnector(async (context, scope) => {
    const [id] = await timeEntries.ids(context, scope);
    const answer = await scope.sdk.hris.getTimeEntries({ xAccountId: scope.accountId, id: id! });
    expectData(answer.timeEntriesResult?.data?.id === id, `the time entry read has id ${answer.timeEntriesResult?.data?.id}, not ${id}`);
  }),
  hrisListEmployeeTimeOffPolicies: perConnector(async (context, scope) => {
    const [employeeId] = await employees.ids(context, scope);
    await drain(
      await scope.sdk.hris.listEmployeeTimeOffPolicies({ xAccountId: scope.accountId, id: employeeId!, pageSize: '10' }),
      (page) => page.timeOffPoliciesPaginated?.data,
    );
  }),
  hrisListTeamGroups: perConnector(async (context, scope) => {
    await teamGroups.records(context, scope);
  }),
  hrisGetTeamGroup: perConnector(async (context, scope) => {
    const [id] = await teamGroups.ids(context, scope);
    const answer = await scope.sdk.hris.getTeamGroup({ xAccountId: scope.accountId, id: id! });
    expectData(answer.hrisTeamsResult?.data?.id === id, `the team read has id ${answer.hrisTeamsResult?.data?.id}, not ${id}`);
  }),
  hrisListCostCenterGroups: perConnector(async (context, scope) => {
    await costCenters.records(context, scope);
  }),
  hrisGetCostCenterGroup: perConnector(async (context, scope) => {
    const [id] = await costCenters.ids(context, scope);
    const answer = await scope.sdk.hris.getCostCenterGroup({ xAccountId: scope.accountId, id: id! });
    expectData(answer.hrisCostCenterResult?.data?.id === id, `the cost center read has id ${answer.hrisCostCenterResult?.data?.id}, not ${id}`);
  }),

  hrisListShifts: perConnector(async (context, scope) => {
    await shifts.records(context, scope);
  }),
  hrisGetShift: perConnector(async (context, scope) => {
    const [id] = await shifts.ids(context, scope);
    const answer = await scope.sdk.hris.getShift({ xAccountId: scope.accountId, id: id! });
    expectData(answer.hrisShiftResult?.data?.id === id, `the shift read has id ${answer.hrisShiftResult?.data?.id}, not ${id}`);
  }),
  hrisListEmployeeShifts: perConnector(async (context, scope) => {
    const { employeeId, records } = await employeeShifts.records(context, scope);
    const [employee] = (await employees.records(context, scope)).filter((record) => record.id === employeeId);
    expectData(
      records.every((record) => record.employeeId === employeeId || record.employeeId === employee?.remoteId),
      `a shift of another employee is listed under ${employeeId}`,
    );
  }),
  hrisGetEmployeeShift: perConnector(async (context, scope) => {
    const { employeeId, ids } = await employeeShifts.ids(context, scope);
    const answer = await scope.sdk.hris.getEmployeeShift({ xAccountId: scope.accountId, id: employeeId, subResourceId: ids[0]! });
    expectData(answer.hrisShiftResult?.data?.id === ids[0], `the shift read has id ${answer.hrisShiftResult?.data?.id}, not ${ids[0]}`);
  }),

  hrisListTasks: perConnector(async (context, scope) => {
    await tasks.records(context, scope);
  }),
  hrisGetTask: perConnector(async (context, scope) => {
    const [id] = await tasks.ids(context, scope);
    const answer = await scope.sdk.hris.getTask({ xAccountId: scope.accountId, id: id! });
    expectData(answer.taskResult?.data?.id === id, `the task read has id ${answer.taskResult?.data?.id}, not ${id}`);
  }),
  hrisListEmployeeTasks: perConnector(async (context, scope) => {
    await employeeTasks.records(context, scope);
  }),
  hrisGetEmployeeTask: perConnector(async (context, scope) => {
    const { employeeId, ids } = await employeeTasks.ids(context, scope);
    const answer = await scope.sdk.hris.getEmployeeTask({ xAccountId: scope.accountId, id: employeeId, subResourceId: ids[0]! });
    expectData(answer.taskResult?.data?.id === ids[0], `the task read has id ${answer.taskResult?.data?.id}, not ${ids[0]}`);
  }),
  hrisUpdateEmployeeTask: perConnector(async (context, scope) => {
    const { employeeId, ids } = await employeeTasks.ids(context, scope);
    const id = ids[0]!;
    const updated = await scope.sdk.hris.updateEmployeeTask({
      xAccountId: scope.accountId,
      id: employeeId,
      subResourceId: id,
      updateTaskRequestDto: { status: { value: UpdateTaskRequestDtoValue.Completed }, comment: 'Done in the compatibility check' },
    });
    expectData(updated.updateResult?.statusCode === 200, `the update answered ${JSON.stringify(updated.updateResult)}`);
    const read = await scope.sdk.hris.getEmployeeTask({ xAccountId: scope.accountId, id: employeeId, subResourceId: id });
    expectData(read.taskResult?.data?.status?.value === 'completed', `the task reads status ${JSON.stringify(read.taskResult?.data?.status)} after the update`);
  }),

  hrisListEmployeeSkills: perConnector(async (context, scope) => {
    await employeeSkills.records(context, scope);
  }),
  hrisGetEmployeeSkill: perConnector(async (context, scope) => {
    const { employeeId, ids } = await employeeSkills.ids(context, scope);
    const answer = await scope.sdk.hris.getEmployeeSkill({ xAccountId: scope.accountId, id: employeeId, subResourceId: ids[0]! });
    expectData(answer.entitySkillResult?.data?.id === ids[0], `the skill read has id ${answer.entitySkillResult?.data?.id}, not ${ids[0]}`);
  }),
  hrisCreateEmployeeSkill: perConnector(async (context, scope) => {
    const [employeeId] = await employees.ids(context, scope);
    const created = await scope.sdk.hris.createEmployeeSkill({
      xAccountId: scope.accountId,
      id: employeeId!,
      entitySkillsCreateRequestDto: { name: 'TypeScript', minimumProficiency: { value: EntitySkillsCreateRequestDtoSchemasValue.Three } },
    });
    const id = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof id === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    const read = await scope.sdk.hris.getEmployeeSkill({ xAccountId: scope.accountId, id: employeeId!, subResourceId: id });
    expectData(read.entitySkillResult?.data?.name === 'TypeScript', `the created skill reads name ${read.entitySkillResult?.data?.name}`);
  }),

  hrisListEmployeeWorkEligibility: perConnector(async (context, scope) => {
    await employeeWorkEligibility.records(context, scope);
  }),
  hrisGetEmployeesWorkEligibility: perConnector(async (context, scope) => {
    const { employeeId, ids } = await employeeWorkEligibility.ids(context, scope);
    const answer = await scope.sdk.hris.getEmployeesWorkEligibility({ xAccountId: scope.accountId, id: employeeId, subResourceId: ids[0]! });
    expectData(answer.workEligibilityResult?.data?.id === ids[0], `the document read has id ${answer.workEligibilityResult?.data?.id}, not ${ids[0]}`);
  }),
  hrisCreateEmployeeWorkEligibilityRequest: perConnector(async (context, scope) => {
    const { employeeId, id } = await createdWorkEligibility(context, scope);
    const read = await scope.sdk.hris.getEmployeesWorkEligibility({ xAccountId: scope.accountId, id: employeeId, subResourceId: id });
    expectData(read.workEligibilityResult?.data?.number === 'V-1234567', `the created document reads number ${read.workEligibilityResult?.data?.number}`);
  }),
  hrisUpdateEmployeeWorkEligibilityRequest: perConnector(async (context, scope) => {
    // The document the create added, or, when the create failed (its own test says why), a listed one.
    const { employeeId, id } = await createdWorkEligibility(context, scope).catch(async () => {
      const listed = await employeeWorkEligibility.ids(context, scope);
      return { employeeId: listed.employeeId, id: listed.ids[0]! };
    });
    const updated = await scope.sdk.hris.updateEmployeeWorkEligibilityRequest({
      xAccountId: scope.accountId,
      id: employeeId,
      subResourceId: id,
      hrisCreateWorkEligibilityRequestDto: { number: 'V-7654321' },
    });
    expectData(updated.statusCode === 200, `the update answered ${updated.statusCode}`);
    const read = await scope.sdk.hris.getEmployeesWorkEligibility({ xAccountId: scope.accountId, id: employeeId, subResourceId: id });
    expectData(
      read.workEligibilityResult?.data?.number === 'V-7654321',
      `the document reads number ${read.workEligibilityResult?.data?.number} after the update`,
    );
  }),

  hrisInviteEmployee: perConnector(async (context, scope) => {
    const [employeeId] = await employees.ids(context, scope);
    const answer = await scope.sdk.hris.inviteEmployee({ xAccountId: scope.accountId, id: employeeId!, hrisInviteEmployeeRequestDto: {} });
    expectData(answer.inviteEmployeeResult?.statusCode === 200, `the invite answered ${JSON.stringify(answer.inviteEmployeeResult)}`);
  }),

  hrisListPositions: perConnector(async (context, scope) => {
    await positions.records(context, scope);
  }),
  hrisGetPosition: perConnector(async (context, scope) => {
    const [id] = await positions.ids(context, scope);
    const answer = await scope.sdk.hris.getPosition({ xAccountId: scope.accountId, id: id! });
    expectData(answer.positionResult?.data?.id === id, `the position read has id ${answer.positionResult?.data?.id}, not ${id}`);
  }),
};
