import { defineAction, getInputSchema, listInputSchema, NotFoundError, paginateArray, parseOffsetCursor, toRemoteId, z } from '@openunified/connector-sdk';
import { toCompany } from '../mappers/organisation.js';
import { companyDomainOf, fetchCompanyInformation } from '../organisation-reads.js';
import { explainBambooHrErrors } from '../provider-errors.js';

// A BambooHR account is one company: GET /company_information describes it, and its company
// domain is its id. The same record serves /companies and /groups/companies.

const description = (noun: string) =>
  `Lists the account's one company (GET /company_information) as ${noun}; its id is the BambooHR company domain. updated_after is ignored.`;

function listCompanies(id: string, unified: 'hris.companies.list' | 'hris.company_groups.list', label: string) {
  return defineAction({
    id,
    label,
    description: description(label.toLowerCase().replace(/^list /, '')),
    tags: ['hris', 'companies'],
    schema_type: 'unified',
    unified,
    required_scopes: [],
    kind: 'list',
    input: listInputSchema(z.object({}).strict()),
    async run({ input, http, credentials }) {
      parseOffsetCursor(input.query.cursor);
      const company = toCompany(await fetchCompanyInformation(explainBambooHrErrors(http)), companyDomainOf(credentials));
      return paginateArray([company], input.query.page_size, input.query.cursor);
    },
  });
}

function getCompany(id: string, unified: 'hris.companies.get' | 'hris.company_groups.get', label: string) {
  return defineAction({
    id,
    label,
    description: "Reads the account's company (GET /company_information) by unified id or company domain; any other id is a 404.",
    tags: ['hris', 'companies'],
    schema_type: 'unified',
    unified,
    required_scopes: [],
    kind: 'get',
    input: getInputSchema(),
    async run({ input, http, credentials }) {
      const domain = companyDomainOf(credentials);
      if (toRemoteId(input.path.id) !== domain) throw new NotFoundError(`Company ${input.path.id} not found: this account is company ${domain}`);
      return { data: toCompany(await fetchCompanyInformation(explainBambooHrErrors(http)), domain) };
    },
  });
}

export const listCompaniesAction = listCompanies('bamboohr_list_companies', 'hris.companies.list', 'List companies');
export const getCompanyAction = getCompany('bamboohr_get_company', 'hris.companies.get', 'Get company');
export const listCompanyGroupsAction = listCompanies('bamboohr_list_company_groups', 'hris.company_groups.list', 'List company groups');
export const getCompanyGroupAction = getCompany('bamboohr_get_company_group', 'hris.company_groups.get', 'Get company group');
