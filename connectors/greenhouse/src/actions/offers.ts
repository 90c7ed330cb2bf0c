import { BadRequestError, z } from '@openunified/connector-sdk';
import { greenhouseIdFilter } from '../greenhouse-ids.js';
import { mapOffer, offerStatuses } from '../mappers/offer.js';
import { greenhouseOfferSchema } from '../provider-schemas.js';
import { greenhouseGetAction, greenhouseListAction } from './define-greenhouse-actions.js';

/**
 * The offer status a client filters on, and Greenhouse's word for it: the unified statuses
 * Greenhouse has, plus `deprecated`, its own word for a version replaced by a newer one.
 */
const greenhouseOfferStatus: Record<string, string> = {
  ...Object.fromEntries(Object.entries(offerStatuses).map(([greenhouse, unified]) => [unified, greenhouse])),
  deprecated: 'deprecated',
};

const offerFilterSchema = z
  .strictObject({
    application_id: greenhouseIdFilter('Only offers of this application (unified or Greenhouse id); takes no other filter'),
    status: z
      .enum(['pending', 'accepted', 'rejected', 'deprecated'])
      .optional()
      .describe('Only offers with this status: pending (unresolved in Greenhouse), accepted, rejected or deprecated'),
  })
  .refine((filter) => filter.application_id === undefined || filter.status === undefined, {
    message: 'Greenhouse lists the offers of one application unfiltered: send application_id or status, not both',
  });

export const listOffersAction = greenhouseListAction({
  id: 'greenhouse_list_offers',
  label: 'List offers',
  description:
    'Lists the offers of the Greenhouse organisation, every version, as unified ATS offers (GET /offers, or ' +
    'GET /applications/{id}/offers with filter application_id). Filters: status and updated_after, applied by Greenhouse; ' +
    'the offers of one application take neither.',
  tags: ['ats', 'offers'],
  unified: 'ats.offers.list',
  filter: offerFilterSchema,
  request: (filter, updatedAfter) => {
    if (filter?.application_id === undefined) {
      return {
        path: '/offers',
        query: { status: filter?.status && greenhouseOfferStatus[filter.status], updated_after: updatedAfter },
      };
    }
    if (updatedAfter !== undefined) {
      throw new BadRequestError('Greenhouse lists the offers of one application unfiltered: updated_after cannot go with filter[application_id]');
    }
    return { path: `/applications/${filter.application_id}/offers`, query: {} };
  },
  paths: /^\/(offers|applications\/[1-9]\d{0,14}\/offers)$/,
  record: greenhouseOfferSchema,
  map: mapOffer,
});

export const getOfferAction = greenhouseGetAction({
  id: 'greenhouse_get_offer',
  label: 'Get offer',
  description: 'Gets one version of a Greenhouse offer as a unified ATS offer (GET /offers/{id}).',
  tags: ['ats', 'offers'],
  unified: 'ats.offers.get',
  noun: 'offer',
  path: (id) => `/offers/${id}`,
  record: greenhouseOfferSchema,
  map: mapOffer,
});
