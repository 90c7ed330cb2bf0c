import { z } from '@openunified/connector-sdk';
import { mapLocation } from '../mappers/organisation.js';
import { greenhouseOfficeSchema } from '../provider-reference-schemas.js';
import { greenhouseGetAction, greenhouseListAction } from './define-greenhouse-actions.js';

/** Unified locations are Greenhouse offices, which jobs name in `offices[]`. */

export const listLocationsAction = greenhouseListAction({
  id: 'greenhouse_list_locations',
  label: 'List locations',
  description:
    'Lists the offices of the Greenhouse organisation as unified ATS locations (GET /offices). Filter: external_id. ' +
    'updated_after is ignored: Greenhouse does not date offices.',
  tags: ['ats', 'locations'],
  unified: 'ats.locations.list',
  filter: z.strictObject({
    external_id: z.string().min(1).optional().describe('Only the office with this id of an external system'),
  }),
  request: (filter) => ({ path: '/offices', query: { external_id: filter?.external_id } }),
  record: greenhouseOfficeSchema,
  map: mapLocation,
});

export const getLocationAction = greenhouseGetAction({
  id: 'greenhouse_get_location',
  label: 'Get location',
  description: 'Gets one Greenhouse office as a unified ATS location (GET /offices/{id}).',
  tags: ['ats', 'locations'],
  unified: 'ats.locations.get',
  noun: 'office',
  path: (id) => `/offices/${id}`,
  record: greenhouseOfficeSchema,
  map: mapLocation,
});
