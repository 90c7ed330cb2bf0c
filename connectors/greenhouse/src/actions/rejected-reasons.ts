import { defineAction, getInputSchema, NotFoundError, z } from '@openunified/connector-sdk';
import { greenhouseId } from '../greenhouse-ids.js';
import { mapRejectedReason } from '../mappers/rejected-reason.js';
import { fetchLinkPage } from '../paging/link-pages.js';
import { greenhouseRejectionReasonSchema } from '../provider-reference-schemas.js';
import { parseProviderBody } from '../provider-schemas.js';
import { greenhouseListAction } from './define-greenhouse-actions.js';

const rejectionReasonsRequest = { path: '/rejection_reasons', query: { include_defaults: true } };

export const listRejectedReasonsAction = greenhouseListAction({
  id: 'greenhouse_list_rejected_reasons',
  label: 'List rejected reasons',
  description:
    "Lists the organisation's Greenhouse rejection reasons, Greenhouse's defaults included, as unified ATS rejected reasons " +
    '(GET /rejection_reasons?include_defaults=true). updated_after is ignored: Greenhouse does not date rejection reasons.',
  tags: ['ats', 'rejected_reasons'],
  unified: 'ats.rejected_reasons.list',
  filter: z.strictObject({}),
  request: () => rejectionReasonsRequest,
  record: greenhouseRejectionReasonSchema,
  map: mapRejectedReason,
});

/** Harvest's largest page: a get reads the whole list in as few calls as it can. */
const SCAN_PAGE_SIZE = 500;
const reasonListSchema = z.array(greenhouseRejectionReasonSchema);

export const getRejectedReasonAction = defineAction({
  id: 'greenhouse_get_rejected_reason',
  label: 'Get rejected reason',
  description:
    'Gets one Greenhouse rejection reason as a unified ATS rejected reason. Harvest has no endpoint for one reason, so this ' +
    'reads GET /rejection_reasons pages of 500 until it is found: one call for up to 500 reasons.',
  tags: ['ats', 'rejected_reasons'],
  schema_type: 'unified',
  unified: 'ats.rejected_reasons.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const id = greenhouseId(input.path.id, 'rejection reason');
    const ownPath = (path: string) => path === rejectionReasonsRequest.path;
    let cursor: string | undefined;
    do {
      const page = await fetchLinkPage(http, rejectionReasonsRequest, { pageSize: SCAN_PAGE_SIZE, cursor, ownPath });
      const found = parseProviderBody(reasonListSchema, page.body, 'rejection reasons list').find((reason) => reason.id === id);
      if (found) return { data: mapRejectedReason(found) };
      cursor = page.next ?? undefined;
    } while (cursor !== undefined);
    throw new NotFoundError(`Greenhouse has no rejection reason ${id}`);
  },
});
