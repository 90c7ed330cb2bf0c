import { type Campaign, defineAction, getInputSchema, listInputSchema, parsePageNumberCursor, toIsoDateTime, z } from '@openunified/connector-sdk';
import { iterableEndpoint } from '../data-center.js';
import { iterableCampaignSchema, iterableCampaignStates, iterableCampaignsPageSchema, parseIterableBody } from '../iterable-payloads.js';
import { toUnifiedCampaign } from '../mappers/campaign.js';
import { numericIdFromPath } from './template-requests.js';

export const campaignFilterSchema = z.strictObject({
  campaign_state: z.enum(iterableCampaignStates).optional().describe("Iterable's campaignState, e.g. Draft, Running, Finished"),
});

/** `GET /api/campaigns` serves pages of up to 1000 campaigns. */
const MAX_CAMPAIGNS_PAGE_SIZE = 1000;

export const listCampaigns = defineAction({
  id: 'iterable_list_campaigns',
  label: 'List campaigns',
  description:
    "Lists the campaigns of the Iterable project (blast and triggered), oldest id first, with their state, medium, template and labels. Pages with Iterable's page/pageSize: one call per page.",
  tags: ['marketing', 'campaigns'],
  schema_type: 'unified',
  unified: 'marketing.campaigns.list',
  kind: 'list',
  required_scopes: ['read_only'],
  max_page_size: MAX_CAMPAIGNS_PAGE_SIZE,
  input: listInputSchema(campaignFilterSchema, { maxPageSize: MAX_CAMPAIGNS_PAGE_SIZE }),
  async run({ input, http, credentials }) {
    const { page_size: pageSize, cursor, filter, updated_after: updatedAfter } = input.query;
    // The cursor is Iterable's own 1-based `page` number of the next page.
    const page = parsePageNumberCursor(cursor);
    const response = await http.get(iterableEndpoint(credentials, '/campaigns'), {
      query: { page, pageSize, sort: 'id', campaignState: filter?.campaign_state },
    });
    const campaignsPage = parseIterableBody(iterableCampaignsPageSchema, response.body, 'GET /api/campaigns');
    // Iterable cannot filter on updatedAt, so a page may hold fewer records than page_size.
    const campaigns = updatedAfter
      ? campaignsPage.campaigns.filter((campaign) => Date.parse(toIsoDateTime(campaign.updatedAt) ?? '') > Date.parse(updatedAfter))
      : campaignsPage.campaigns;
    const data: Campaign[] = campaigns.map(toUnifiedCampaign);
    return { data, next: campaignsPage.nextPageUrl ? String(page + 1) : null };
  },
});

export const getCampaign = defineAction({
  id: 'iterable_get_campaign',
  label: 'Get campaign',
  description: 'Gets one Iterable campaign by unified or Iterable campaign id.',
  tags: ['marketing', 'campaigns'],
  schema_type: 'unified',
  unified: 'marketing.campaigns.get',
  kind: 'get',
  required_scopes: ['read_only'],
  input: getInputSchema(),
  async run({ input, http, credentials }) {
    const campaignId = numericIdFromPath(input.path.id, 'campaign');
    const response = await http.get(iterableEndpoint(credentials, `/campaigns/${campaignId}`));
    return { data: toUnifiedCampaign(parseIterableBody(iterableCampaignSchema, response.body, 'GET /api/campaigns/{id}')) };
  },
});
