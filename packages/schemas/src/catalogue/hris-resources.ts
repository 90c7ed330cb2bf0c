import {
  employeeCreateSchema,
  hrisDocumentCategorySchema,
  hrisDocumentSchema,
  employeeSchema,
  employmentCreateSchema,
  employmentSchema,
  employmentUpdateSchema,
  hrisCompanySchema,
  hrisDepartmentSchema,
  hrisDivisionSchema,
  hrisGroupSchema,
  hrisLocationSchema,
  employeeUpdateSchema,
  timeOffBalanceSchema,
  timeOffCreateSchema,
  timeOffPolicySchema,
  timeOffSchema,
  timeOffTypeSchema,
} from '../unified/hris.js';
import { defineUnifiedResource } from './define-unified-resource.js';

// The hris category (docs/unified/hris.md). What belongs to one employee (their time off
// requests and balances) is also served as a sub-resource under the employee.

export const employeesResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employees',
  path: '/unified/hris/employees',
  noun: { one: 'employee', many: 'employees' },
  description: 'People employed by the company, with their current employment.',
  model: employeeSchema,
  operations: { list: {}, get: {}, create: { body: employeeCreateSchema }, update: { body: employeeUpdateSchema } },
});

export const timeOffRequestsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'time_off',
  path: '/unified/hris/time_off',
  noun: { one: 'time off request', many: 'time off requests' },
  description: "Requests for time off of every employee, with their dates, status and the type of time off.",
  model: timeOffSchema,
  operations: { list: {}, get: {} },
  filters: ['start_date', 'end_date', 'policy_ids'],
});

export const employeeTimeOffRequestsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employee_time_off',
  path: '/unified/hris/employees/{id}/time_off',
  noun: { one: 'employee time off request', many: 'employee time off requests' },
  description: 'The time off requests of one employee; a create asks for time off on their behalf, an update decides on or changes a request, a delete cancels it.',
  model: timeOffSchema,
  operations: { list: {}, get: {}, create: { body: timeOffCreateSchema }, update: { body: timeOffCreateSchema }, delete: {} },
  filters: ['start_date', 'end_date', 'policy_ids'],
});

export const timeOffTypesResource = defineUnifiedResource({
  category: 'hris',
  resource: 'time_off_types',
  path: '/unified/hris/time_off_types',
  noun: { one: 'time off type', many: 'time off types' },
  description: 'The kinds of time off the company offers (vacation, sick, ...): what the reason of a request names.',
  model: timeOffTypeSchema,
  operations: { list: {}, get: {} },
});

export const timeOffPoliciesResource = defineUnifiedResource({
  category: 'hris',
  resource: 'time_off_policies',
  path: '/unified/hris/time_off_policies',
  noun: { one: 'time off policy', many: 'time off policies' },
  description: 'The rules that grant employees time off of a type, with the unit it is counted in.',
  model: timeOffPolicySchema,
  operations: { list: {}, get: {} },
});

export const employeeTimeOffBalancesResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employee_time_off_balances',
  path: '/unified/hris/employees/{id}/time_off_balances',
  noun: { one: 'employee time off balance', many: 'employee time off balances' },
  description: 'What one employee has left of each kind of time off.',
  model: timeOffBalanceSchema,
  operations: { list: {}, get: {} },
});

export const hrisCompaniesResource = defineUnifiedResource({
  category: 'hris',
  resource: 'companies',
  path: '/unified/hris/companies',
  noun: { one: 'company', many: 'companies' },
  description: 'The companies (legal entities) of the account.',
  model: hrisCompanySchema,
  operations: { list: {}, get: {} },
});

export const hrisLocationsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'locations',
  path: '/unified/hris/locations',
  noun: { one: 'location', many: 'locations' },
  description: 'Places employees work from: offices, sites, remote.',
  model: hrisLocationSchema,
  operations: { list: {}, get: {} },
});

export const hrisGroupsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'groups',
  path: '/unified/hris/groups',
  noun: { one: 'group', many: 'groups' },
  description: 'Every grouping of employees the provider keeps (departments, teams, divisions, cost centers), each with its type.',
  model: hrisGroupSchema,
  operations: { list: {}, get: {} },
});

export const hrisDepartmentGroupsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'department_groups',
  path: '/unified/hris/groups/departments',
  noun: { one: 'department', many: 'departments' },
  description: 'The departments employees belong to.',
  model: hrisDepartmentSchema,
  operations: { list: {}, get: {} },
});

export const hrisDivisionGroupsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'division_groups',
  path: '/unified/hris/groups/divisions',
  noun: { one: 'division', many: 'divisions' },
  description: 'The divisions (business units, regions) departments and employees belong to.',
  model: hrisDivisionSchema,
  operations: { list: {}, get: {} },
});

export const hrisCompanyGroupsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'company_groups',
  path: '/unified/hris/groups/companies',
  noun: { one: 'company group', many: 'company groups' },
  description: 'The companies of the account, as groups employees belong to.',
  model: hrisCompanySchema,
  operations: { list: {}, get: {} },
});

export const employmentsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employments',
  path: '/unified/hris/employments',
  noun: { one: 'employment', many: 'employments' },
  description: "Every employee's employments: the jobs they hold or held, with department, manager, pay and contract.",
  model: employmentSchema,
  operations: { list: {}, get: {} },
});

export const employeeEmploymentsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employee_employments',
  path: '/unified/hris/employees/{id}/employments',
  noun: { one: 'employee employment', many: 'employee employments' },
  description: 'The employments of one employee; a create starts a new one (a job change), an update changes one.',
  model: employmentSchema,
  operations: { list: {}, get: {}, create: { body: employmentCreateSchema }, update: { body: employmentUpdateSchema } },
});

export const employeeDocumentsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employee_documents',
  path: '/unified/hris/employees/{id}/documents',
  noun: { one: 'employee document', many: 'employee documents' },
  description: "The files kept on one employee's record, with their category and format.",
  model: hrisDocumentSchema,
  operations: { list: {}, get: {} },
});

export const employeeDocumentCategoriesResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employee_document_categories',
  path: '/unified/hris/documents/employee_categories',
  noun: { one: 'employee document category', many: 'employee document categories' },
  description: 'The categories employee documents are filed under.',
  model: hrisDocumentCategorySchema,
  operations: { list: {}, get: {} },
});

export const hrisUnifiedResources = [
  employeesResource,
  timeOffRequestsResource,
  employeeTimeOffRequestsResource,
  timeOffTypesResource,
  timeOffPoliciesResource,
  employeeTimeOffBalancesResource,
  employmentsResource,
  employeeEmploymentsResource,
  hrisCompaniesResource,
  hrisLocationsResource,
  hrisGroupsResource,
  hrisDepartmentGroupsResource,
  hrisDivisionGroupsResource,
  hrisCompanyGroupsResource,
  employeeDocumentsResource,
  employeeDocumentCategoriesResource,
] as const;
