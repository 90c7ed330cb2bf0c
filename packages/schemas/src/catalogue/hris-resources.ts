import {
  employeeCreateSchema,
  employeeSchema,
  employeeUpdateSchema,
  employmentCreateSchema,
  employmentSchema,
  employmentUpdateSchema,
  hrisBenefitSchema,
  hrisCompanySchema,
  hrisCostCenterSchema,
  hrisCustomFieldDefinitionSchema,
  hrisDepartmentSchema,
  hrisDivisionSchema,
  hrisDocumentCategorySchema,
  hrisDocumentSchema,
  hrisDocumentUploadSchema,
  hrisEmployeeInviteSchema,
  hrisEmployeeSkillCreateSchema,
  hrisEmployeeSkillSchema,
  hrisGroupSchema,
  hrisJobSchema,
  hrisLocationSchema,
  hrisPositionSchema,
  hrisShiftSchema,
  hrisTaskSchema,
  hrisTaskUpdateSchema,
  hrisTeamSchema,
  hrisWorkEligibilitySchema,
  hrisWorkEligibilityWriteSchema,
  timeEntrySchema,
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
  operations: {
    list: {},
    get: {},
    create: { body: employeeCreateSchema },
    update: { body: employeeUpdateSchema },
    commands: { invite: { body: hrisEmployeeInviteSchema, summary: 'Invite an employee' } },
  },
});

export const timeOffRequestsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'time_off',
  path: '/unified/hris/time_off',
  noun: { one: 'time off request', many: 'time off requests' },
  description: 'Requests for time off of every employee, with their dates, status and the type of time off.',
  model: timeOffSchema,
  operations: { list: {}, get: {} },
  filters: ['start_date', 'end_date', 'policy_ids'],
});

export const employeeTimeOffRequestsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employee_time_off',
  path: '/unified/hris/employees/{id}/time_off',
  noun: { one: 'employee time off request', many: 'employee time off requests' },
  description:
    'The time off requests of one employee; a create asks for time off on their behalf, an update decides on or changes a request, a delete cancels it.',
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
  description: "The files kept on one employee's record, with their category and format; their bytes (download) and new ones (upload).",
  model: hrisDocumentSchema,
  operations: { list: {}, get: {}, download: {}, upload: { body: hrisDocumentUploadSchema }, batch_upload: { item: hrisDocumentUploadSchema } },
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

export const hrisBenefitsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'benefits',
  path: '/unified/hris/benefits',
  noun: { one: 'benefit', many: 'benefits' },
  description: 'The benefit plans the company offers (health, retirement, insurance), with their type and provider.',
  model: hrisBenefitSchema,
  operations: { list: {}, get: {} },
});

export const employeeCustomFieldDefinitionsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employee_custom_field_definitions',
  path: '/unified/hris/custom_field_definitions/employees',
  noun: { one: 'employee custom field definition', many: 'employee custom field definitions' },
  description: "The custom fields of employees: what the keys of an employee's unified_custom_fields are, their kinds and their choices.",
  model: hrisCustomFieldDefinitionSchema,
  operations: { list: {}, get: {} },
});

export const hrisJobsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'jobs',
  path: '/unified/hris/jobs',
  noun: { one: 'job', many: 'jobs' },
  description: "The company's job catalogue: the jobs (titles) employees hold.",
  model: hrisJobSchema,
  operations: { list: {}, get: {} },
});

export const timeEntriesResource = defineUnifiedResource({
  category: 'hris',
  resource: 'time_entries',
  path: '/unified/hris/time_entries',
  noun: { one: 'time entry', many: 'time entries' },
  description: 'Time employees worked: clock-ins and clock-outs, or hours logged for a day.',
  model: timeEntrySchema,
  operations: { list: {}, get: {} },
  filters: ['employee_id', 'start_time', 'end_time'],
});

export const employeeTimeOffPoliciesResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employee_time_off_policies',
  path: '/unified/hris/employees/{id}/time_off_policies',
  noun: { one: 'employee time off policy', many: 'employee time off policies' },
  description: 'The time off policies assigned to one employee.',
  model: timeOffPolicySchema,
  operations: { list: {} },
  filters: ['type'],
});

export const hrisPositionsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'positions',
  path: '/unified/hris/positions',
  noun: { one: 'position', many: 'positions' },
  description: 'Positions to fill: openings for a job, with their department, location and status.',
  model: hrisPositionSchema,
  operations: { list: {}, get: {} },
});

export const hrisTeamGroupsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'team_groups',
  path: '/unified/hris/groups/teams',
  noun: { one: 'team', many: 'teams' },
  description: 'The teams employees belong to.',
  model: hrisTeamSchema,
  operations: { list: {}, get: {} },
});

export const hrisCostCenterGroupsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'cost_center_groups',
  path: '/unified/hris/groups/cost_centers',
  noun: { one: 'cost center', many: 'cost centers' },
  description: "The cost centers employees' costs are booked to.",
  model: hrisCostCenterSchema,
  operations: { list: {}, get: {} },
});

// The vendor's shift lists take starts_after, ends_before and status filters.
const shiftFilters = ['starts_after', 'ends_before', 'status'];

export const hrisShiftsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'shifts',
  path: '/unified/hris/shifts',
  noun: { one: 'shift', many: 'shifts' },
  description: 'Scheduled shifts of every employee: when they are to work, with breaks and status.',
  model: hrisShiftSchema,
  operations: { list: {}, get: {} },
  filters: shiftFilters,
});

export const employeeShiftsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employee_shifts',
  path: '/unified/hris/employees/{id}/shifts',
  noun: { one: 'employee shift', many: 'employee shifts' },
  description: 'The scheduled shifts of one employee.',
  model: hrisShiftSchema,
  operations: { list: {}, get: {} },
  filters: shiftFilters,
});

export const hrisTasksResource = defineUnifiedResource({
  category: 'hris',
  resource: 'tasks',
  path: '/unified/hris/tasks',
  noun: { one: 'task', many: 'tasks' },
  description: 'Tasks given to employees (onboarding steps, reviews, approvals), with their status and due date.',
  model: hrisTaskSchema,
  operations: { list: {}, get: {} },
});

export const employeeTasksResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employee_tasks',
  path: '/unified/hris/employees/{id}/tasks',
  noun: { one: 'employee task', many: 'employee tasks' },
  description: "The tasks of one employee; an update changes a task's status or comments on it.",
  model: hrisTaskSchema,
  operations: { list: {}, get: {}, update: { body: hrisTaskUpdateSchema } },
});

export const employeeSkillsResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employee_skills',
  path: '/unified/hris/employees/{id}/skills',
  noun: { one: 'employee skill', many: 'employee skills' },
  description: 'The skills of one employee, with their proficiency; a create gives the employee a skill.',
  model: hrisEmployeeSkillSchema,
  operations: { list: {}, get: {}, create: { body: hrisEmployeeSkillCreateSchema } },
});

export const employeeWorkEligibilityResource = defineUnifiedResource({
  category: 'hris',
  resource: 'employee_work_eligibility',
  path: '/unified/hris/employees/{id}/work_eligibility',
  noun: { one: 'employee work eligibility document', many: 'employee work eligibility documents' },
  description: 'The documents that give one employee the right to work (visas, passports, permits); a create adds one, an update changes one.',
  model: hrisWorkEligibilitySchema,
  operations: { list: {}, get: {}, create: { body: hrisWorkEligibilityWriteSchema }, update: { body: hrisWorkEligibilityWriteSchema } },
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
  hrisBenefitsResource,
  employeeCustomFieldDefinitionsResource,
  hrisJobsResource,
  timeEntriesResource,
  employeeTimeOffPoliciesResource,
  hrisPositionsResource,
  hrisTeamGroupsResource,
  hrisCostCenterGroupsResource,
  hrisShiftsResource,
  employeeShiftsResource,
  hrisTasksResource,
  employeeTasksResource,
  employeeSkillsResource,
  employeeWorkEligibilityResource,
] as const;
