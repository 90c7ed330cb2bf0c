import { defineAction, getInputSchema, listInputSchema, NotFoundError, paginateArray, parseOffsetCursor, toRemoteId, z } from '@openunified/connector-sdk';
import { toBenefit } from '../mappers/benefit.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import { fetchCompanyBenefits } from '../reference-reads.js';

export const listBenefitsAction = defineAction({
  id: 'bamboohr_list_benefits',
  label: 'List benefits',
  description:
    "Lists the account's active benefit plans (GET /benefit/company_benefit, one call per page; pages are cut from the whole list). " +
    'updated_after is ignored: BambooHR does not date changes to a plan.',
  tags: ['hris', 'benefits'],
  schema_type: 'unified',
  unified: 'hris.benefits.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(z.object({}).strict()),
  async run({ input, http }) {
    parseOffsetCursor(input.query.cursor);
    const plans = await fetchCompanyBenefits(explainBambooHrErrors(http));
    const page = paginateArray(plans, input.query.page_size, input.query.cursor);
    return { data: page.data.map(toBenefit), next: page.next };
  },
});

export const getBenefitAction = defineAction({
  id: 'bamboohr_get_benefit',
  label: 'Get benefit',
  description: 'Reads one active benefit plan by unified or BambooHR id, from GET /benefit/company_benefit.',
  tags: ['hris', 'benefits'],
  schema_type: 'unified',
  unified: 'hris.benefits.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const remoteId = toRemoteId(input.path.id);
    const plan = (await fetchCompanyBenefits(explainBambooHrErrors(http))).find((candidate) => String(candidate.id) === remoteId);
    if (!plan) throw new NotFoundError(`Benefit ${remoteId} not found`);
    return { data: toBenefit(plan) };
  },
});
