import { apiKeyAuthentication, basicAuthorizationHeader, defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { getCompanyAction, getCompanyGroupAction, listCompaniesAction, listCompanyGroupsAction } from './actions/companies.js';
import { cancelEmployeeTimeOff } from './actions/cancel-employee-time-off.js';
import { createEmployee } from './actions/create-employee.js';
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
import { createEmployeeTimeOff } from './actions/create-employee-time-off.js';
import { getEmployeeTimeOff } from './actions/get-employee-time-off.js';
import { getEmployeeTimeOffBalance } from './actions/get-employee-time-off-balance.js';
import { getTimeOffPolicy } from './actions/get-time-off-policy.js';
import { getTimeOffRequest } from './actions/get-time-off-request.js';
import { getTimeOffType } from './actions/get-time-off-type.js';
import { listEmployeeTimeOff } from './actions/list-employee-time-off.js';
import { listEmployeeTimeOffBalances } from './actions/list-employee-time-off-balances.js';
import { listTimeOffPolicies } from './actions/list-time-off-policies.js';
import { listTimeOffRequests } from './actions/list-time-off-requests.js';
import { listTimeOffTypes } from './actions/list-time-off-types.js';
import { getEmployee } from './actions/get-employee.js';
import {
  getDepartmentGroupAction,
  getDivisionGroupAction,
  getGroupAction,
  listDepartmentGroupsAction,
  listDivisionGroupsAction,
  listGroupsAction,
} from './actions/groups.js';
import { getEmployeeTable } from './actions/get-employee-table.js';
import { getLocationAction, listLocationsAction } from './actions/locations.js';
import { listEmployees } from './actions/list-employees.js';
import { listFields } from './actions/list-fields.js';
import { updateEmployee } from './actions/update-employee.js';
import { updateEmployeeTimeOff } from './actions/update-employee-time-off.js';
import { bambooHrErrorMessage } from './provider-errors.js';

const apiReference = 'https://documentation.bamboohr.com/docs/getting-started';

export const bamboohrConnector = defineConnector({
  key: 'bamboohr',
  name: 'BambooHR',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  customer_description: 'Lets the application read your employee records in BambooHR and keep them up to date.',
  description: 'BambooHR HRIS: employees, their job history, time off (requests, types, policies, balances) and the account field catalogue.',
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
                  { title: 'Add a key', content: 'Click "Add New Key", name it after this integration and copy the key; BambooHR shows it only once.', list: [] },
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
        "One GET /time_off/requests?employeeId= per page, as for every request; a create is PUT /employees/{id}/time_off/request and a read-back; an update changes the status, or replaces the request (a new id); a delete cancels it.",
    },
    time_off_types: { filters: [], description: 'GET /meta/time_off/types, paged on our side; updated_after is ignored.' },
    time_off_policies: { filters: [], description: 'GET /meta/time_off/policies and /meta/time_off/types, paged on our side; updated_after is ignored.' },
    employee_time_off_balances: { filters: [], description: "The employee's calculator as of today, with their assigned policies; updated_after is ignored." },
    employments: {
      filters: [],
      description: 'One GET /employees/all/tables/jobInfo per page (one employment per jobInfo row); updated_after reads GET /employees/changed/tables/jobInfo.',
    },
    employee_employments: { filters: [], description: "The employee's jobInfo rows; a create adds a row, an update rewrites one." },
    employee_documents: { filters: [], description: "GET /employees/{id}/files/view, paged on our side; updated_after keeps files uploaded after it." },
    employee_document_categories: { filters: [], description: "The categories of the API key's own file view (GET /employees/0/files/view); updated_after is ignored." },
    companies: { filters: [], description: 'The account is one company: GET /company_information, its id the company domain.' },
    company_groups: { filters: [], description: 'The same one company as /companies.' },
    locations: { filters: [], description: 'The options of the Location list field (GET /meta/lists), paged on our side; updated_after is ignored.' },
    groups: { filters: [], description: 'The Department then Division list options (GET /meta/lists), paged on our side; updated_after is ignored.' },
    department_groups: { filters: [], description: 'The Department list options (GET /meta/lists), paged on our side; updated_after is ignored.' },
    division_groups: { filters: [], description: 'The Division list options (GET /meta/lists), paged on our side; updated_after is ignored.' },
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
    listEmployeeDocumentCategoriesAction,
    getEmployeeDocumentCategoryAction,
  ],
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: bamboohrConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startBamboohrEmulator()),
});

export default manifest;
