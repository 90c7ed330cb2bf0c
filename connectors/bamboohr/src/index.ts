import { apiKeyAuthentication, basicAuthorizationHeader, defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { getBenefitAction, listBenefitsAction } from './actions/benefits.js';
import { cancelEmployeeTimeOff } from './actions/cancel-employee-time-off.js';
import { getCompanyAction, getCompanyGroupAction, listCompaniesAction, listCompanyGroupsAction } from './actions/companies.js';
import { createEmployee } from './actions/create-employee.js';
import { createEmployeeTimeOff } from './actions/create-employee-time-off.js';
import { getEmployeeCustomFieldDefinitionAction, listEmployeeCustomFieldDefinitionsAction } from './actions/custom-field-definitions.js';
import { batchUploadEmployeeDocumentsAction, downloadEmployeeDocumentAction, uploadEmployeeDocumentAction } from './actions/document-files.js';
import {
  getEmployeeDocumentAction,
  getEmployeeDocumentCategoryAction,
  listEmployeeDocumentCategoriesAction,
  listEmployeeDocumentsAction,
} from './actions/documents.js';
import {
  createEmployeeEmploymentAction,
  getEmployeeEmploymentAction,
  getEmploymentAction,
  listEmployeeEmploymentsAction,
  listEmploymentsAction,
  updateEmployeeEmploymentAction,
} from './actions/employments.js';
import { getEmployee } from './actions/get-employee.js';
import { getEmployeeTable } from './actions/get-employee-table.js';
import { getEmployeeTimeOff } from './actions/get-employee-time-off.js';
import { getEmployeeTimeOffBalance } from './actions/get-employee-time-off-balance.js';
import { getTimeOffPolicy } from './actions/get-time-off-policy.js';
import { getTimeOffRequest } from './actions/get-time-off-request.js';
import { getTimeOffType } from './actions/get-time-off-type.js';
import {
  getDepartmentGroupAction,
  getDivisionGroupAction,
  getGroupAction,
  listDepartmentGroupsAction,
  listDivisionGroupsAction,
  listGroupsAction,
} from './actions/groups.js';
import { getJobAction, getPositionAction, listJobsAction, listPositionsAction } from './actions/jobs.js';
import { listEmployeeTimeOff } from './actions/list-employee-time-off.js';
import { listEmployeeTimeOffBalances } from './actions/list-employee-time-off-balances.js';
import { listEmployeeTimeOffPolicies } from './actions/list-employee-time-off-policies.js';
import { listEmployees } from './actions/list-employees.js';
import { listFields } from './actions/list-fields.js';
import { listTimeOffPolicies } from './actions/list-time-off-policies.js';
import { listTimeOffRequests } from './actions/list-time-off-requests.js';
import { listTimeOffTypes } from './actions/list-time-off-types.js';
import { getLocationAction, listLocationsAction } from './actions/locations.js';
import { getEmployeeShiftAction, getShiftAction, listEmployeeShiftsAction, listShiftsAction } from './actions/shifts.js';
import { getTimeEntryAction, listTimeEntriesAction } from './actions/time-entries.js';
import { updateEmployee } from './actions/update-employee.js';
import { updateEmployeeTimeOff } from './actions/update-employee-time-off.js';
import { bambooHrErrorMessage } from './provider-errors.js';

const apiReference = 'https://documentation.bamboohr.com/docs/getting-started';

const teamsReason = 'BambooHR has teams only as a field of each employee (teams in GET /v1/employees): no endpoint lists or reads a team';

const workEligibilityReason =
  "BambooHR's API has no work eligibility documents (type, number, issuer, validity); its employee verifications are E-Verify case statuses";

export const bamboohrConnector = defineConnector({
  key: 'bamboohr',
  name: 'BambooHR',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  customer_description: 'Lets the application read your employee records in BambooHR and keep them up to date.',
  description:
    'BambooHR HRIS: employees, their job history, time off (requests, types, policies, balances), benefits, jobs, job openings, timesheet entries, scheduled shifts and the account field catalogue.',
  release_stage: 'beta',
  categories: ['hris'],
  authentication: [
    apiKeyAuthentication({
      label: 'API Key',
      fields: [
        {
          key: 'company_domain',
          label: 'Company domain',
          secret: false,
          help: 'The subdomain of your BambooHR address: "acme" for https://acme.bamboohr.com.',
          placeholder: 'acme',
        },
        {
          key: 'api_key',
          label: 'API key',
          secret: true,
          help: 'Created in BambooHR under your name (top right) > API Keys > Add New Key. The key acts with the permissions of the user who created it.',
        },
      ],
      // BambooHR takes the key as the Basic username with any password, and answers XML
      // unless JSON is asked for.
      apply: (credentials) => ({
        headers: { ...basicAuthorizationHeader(credentials.api_key ?? '', 'x'), Accept: 'application/json' },
      }),
      verifyActionId: 'bamboohr_list_fields',
      support: {
        link: apiReference,
        description: 'Connect with an API key of a BambooHR user who may see (and, for updates, edit) the employees to sync.',
        guides: {
          setup: {
            sections: [
              {
                title: 'Create an API key',
                content: 'BambooHR issues API keys per user; the key sees exactly what that user sees.',
                list: [],
                steps: [
                  { title: 'Open API Keys', content: 'Sign in to BambooHR, click your name at the top right and choose "API Keys".', list: [] },
                  {
                    title: 'Add a key',
                    content: 'Click "Add New Key", name it after this integration and copy the key; BambooHR shows it only once.',
                    list: [],
                  },
                  {
                    title: 'Find your company domain',
                    content: 'It is the first part of your BambooHR address: for https://acme.bamboohr.com it is "acme".',
                    list: [],
                  },
                ],
              },
            ],
            warning: 'Use the key of a user with access to every employee you want to sync; a restricted user yields partial data.',
          },
          config: null,
        },
      },
    }),
  ],
  scope_definitions: [],
  resource_types: ['employee'],
  baseUrl: 'https://api.bamboohr.com/api/gateway.php/{company_domain}/v1',
  errorMessage: bambooHrErrorMessage,
  resources: {
    employees: {
      filters: ['employment_status', 'department', 'work_email'],
      description:
        'One custom report (POST /reports/custom) per page, paged by offset (cursor = offset); updated_after also reads GET /employees/changed. Every filter runs before paging.',
    },
    time_off: {
      filters: ['start_date', 'end_date', 'policy_ids'],
      description:
        'One GET /time_off/requests per page (BambooHR answers the whole list; pages are cut from it by offset). updated_after keeps requests whose status changed on or after that day.',
    },
    employee_time_off: {
      filters: ['start_date', 'end_date', 'policy_ids'],
      description:
        'One GET /time_off/requests?employeeId= per page, as for every request; a create is PUT /employees/{id}/time_off/request and a read-back; an update changes the status, or replaces the request (a new id); a delete cancels it.',
    },
    time_off_types: { filters: [], description: 'GET /meta/time_off/types, paged on our side; updated_after is ignored.' },
    time_off_policies: { filters: [], description: 'GET /meta/time_off/policies and /meta/time_off/types, paged on our side; updated_after is ignored.' },
    employee_time_off_balances: { filters: [], description: "The employee's calculator as of today, with their assigned policies; updated_after is ignored." },
    employments: {
      filters: [],
      description:
        'One GET /employees/all/tables/jobInfo per page (one employment per jobInfo row); updated_after reads GET /employees/changed/tables/jobInfo.',
    },
    employee_employments: { filters: [], description: "The employee's jobInfo rows; a create adds a row, an update rewrites one." },
    employee_documents: { filters: [], description: 'GET /employees/{id}/files/view, paged on our side; updated_after keeps files uploaded after it.' },
    employee_document_categories: {
      filters: [],
      description: "The categories of the API key's own file view (GET /employees/0/files/view); updated_after is ignored.",
    },
    companies: { filters: [], description: 'The account is one company: GET /company_information, its id the company domain.' },
    company_groups: { filters: [], description: 'The same one company as /companies.' },
    locations: { filters: [], description: 'The options of the Location list field (GET /meta/lists), paged on our side; updated_after is ignored.' },
    groups: { filters: [], description: 'The Department then Division list options (GET /meta/lists), paged on our side; updated_after is ignored.' },
    department_groups: { filters: [], description: 'The Department list options (GET /meta/lists), paged on our side; updated_after is ignored.' },
    division_groups: { filters: [], description: 'The Division list options (GET /meta/lists), paged on our side; updated_after is ignored.' },
    benefits: { filters: [], description: 'The active company benefit plans (GET /benefit/company_benefit), paged on our side; updated_after is ignored.' },
    employee_custom_field_definitions: {
      filters: [],
      description:
        'The custom fields of GET /meta/fields with the options of GET /meta/lists: two calls per page, paged on our side; updated_after is ignored.',
    },
    jobs: { filters: [], description: 'The Job Title list options (GET /meta/lists), paged on our side; updated_after is ignored.' },
    positions: { filters: [], description: 'The applicant tracking job openings (GET /applicant_tracking/jobs), paged on our side; updated_after is ignored.' },
    time_entries: {
      filters: ['employee_id', 'start_time', 'end_time'],
      description: 'One GET /time_tracking/timesheet_entries per page over the last 365 days (BambooHR answers the whole window; pages are cut from it).',
    },
    shifts: {
      filters: ['starts_after', 'ends_before', 'status'],
      description:
        'GET /scheduling/schedules (the schedule ids BambooHR requires) and one GET /scheduling/shifts per page, BambooHR paging by page number: two calls per page. A window of at most a month; updated_after is applied on our side.',
    },
    employee_shifts: {
      filters: ['starts_after', 'ends_before', 'status'],
      description: 'One GET /scheduling/shifts?employeeIds[]= per page, BambooHR paging by page number; a window of at most a month.',
    },
    employee_time_off_policies: {
      filters: ['type'],
      description: "The employee's assigned policies with the policy and type catalogues: three calls per page; updated_after is ignored.",
    },
  },
  actions: [
    listEmployees,
    getEmployee,
    createEmployee,
    updateEmployee,
    listFields,
    getEmployeeTable,
    listTimeOffRequests,
    getTimeOffRequest,
    listEmployeeTimeOff,
    getEmployeeTimeOff,
    createEmployeeTimeOff,
    updateEmployeeTimeOff,
    cancelEmployeeTimeOff,
    listTimeOffTypes,
    getTimeOffType,
    listTimeOffPolicies,
    getTimeOffPolicy,
    listEmployeeTimeOffBalances,
    getEmployeeTimeOffBalance,
    listCompaniesAction,
    getCompanyAction,
    listCompanyGroupsAction,
    getCompanyGroupAction,
    listLocationsAction,
    getLocationAction,
    listGroupsAction,
    getGroupAction,
    listDepartmentGroupsAction,
    getDepartmentGroupAction,
    listDivisionGroupsAction,
    getDivisionGroupAction,
    listEmploymentsAction,
    getEmploymentAction,
    listEmployeeEmploymentsAction,
    getEmployeeEmploymentAction,
    createEmployeeEmploymentAction,
    updateEmployeeEmploymentAction,
    listEmployeeDocumentsAction,
    getEmployeeDocumentAction,
    downloadEmployeeDocumentAction,
    uploadEmployeeDocumentAction,
    batchUploadEmployeeDocumentsAction,
    listEmployeeDocumentCategoriesAction,
    getEmployeeDocumentCategoryAction,
    listBenefitsAction,
    getBenefitAction,
    listEmployeeCustomFieldDefinitionsAction,
    getEmployeeCustomFieldDefinitionAction,
    listJobsAction,
    getJobAction,
    listTimeEntriesAction,
    getTimeEntryAction,
    listEmployeeTimeOffPolicies,
    listPositionsAction,
    getPositionAction,
    listShiftsAction,
    getShiftAction,
    listEmployeeShiftsAction,
    getEmployeeShiftAction,
  ],
  // Read in BambooHR's public API reference (documentation.bamboohr.com and its generated SDK).
  unsupported: {
    'hris.team_groups.list': teamsReason,
    'hris.team_groups.get': teamsReason,
    'hris.cost_center_groups.list': 'BambooHR keeps no cost centers: its groupings are departments, divisions, locations and teams',
    'hris.cost_center_groups.get': 'BambooHR keeps no cost centers: its groupings are departments, divisions, locations and teams',
    'hris.tasks.list': "BambooHR's API has no tasks: onboarding and offboarding task lists are not exposed (its onboarding API serves new hire packets)",
    'hris.tasks.get': "BambooHR's API has no tasks: onboarding and offboarding task lists are not exposed (its onboarding API serves new hire packets)",
    'hris.employee_tasks.list':
      "BambooHR's API has no tasks: onboarding and offboarding task lists are not exposed (its onboarding API serves new hire packets)",
    'hris.employee_tasks.get':
      "BambooHR's API has no tasks: onboarding and offboarding task lists are not exposed (its onboarding API serves new hire packets)",
    'hris.employee_tasks.update':
      "BambooHR's API has no tasks: onboarding and offboarding task lists are not exposed (its onboarding API serves new hire packets)",
    'hris.employee_skills.list': 'BambooHR keeps no skills or proficiencies; its training records are completed trainings, not skills',
    'hris.employee_skills.get': 'BambooHR keeps no skills or proficiencies; its training records are completed trainings, not skills',
    'hris.employee_skills.create': 'BambooHR keeps no skills or proficiencies; its training records are completed trainings, not skills',
    'hris.employee_work_eligibility.list': workEligibilityReason,
    'hris.employee_work_eligibility.get': workEligibilityReason,
    'hris.employee_work_eligibility.create': workEligibilityReason,
    'hris.employee_work_eligibility.update': workEligibilityReason,
    'hris.employees.invite': "BambooHR's API cannot invite an employee: self-service access is granted in BambooHR's own screens",
  },
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: bamboohrConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startBamboohrEmulator()),
});

export default manifest;
