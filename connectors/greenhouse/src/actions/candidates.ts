import { z } from '@openunified/connector-sdk';
import { createdAfterFilter, greenhouseIdFilter } from '../greenhouse-ids.js';
import { mapCandidate } from '../mappers/candidate.js';
import { greenhouseCandidateSchema } from '../provider-schemas.js';
import { greenhouseGetAction, greenhouseListAction } from './define-greenhouse-actions.js';

const candidateFilterSchema = z.strictObject({
  email: z.email().optional().describe('Only the candidate with this e-mail address'),
  job_id: greenhouseIdFilter('Only candidates who applied to this job (unified or Greenhouse id); prospects are left out'),
  created_after: createdAfterFilter('candidates'),
});

export const listCandidatesAction = greenhouseListAction({
  id: 'greenhouse_list_candidates',
  label: 'List candidates',
  description:
    'Lists the candidates and prospects of the Greenhouse organisation as unified ATS candidates (GET /candidates). ' +
    'Filters: email, job_id, created_after and updated_after, all applied by Greenhouse.',
  tags: ['ats', 'candidates'],
  unified: 'ats.candidates.list',
  filter: candidateFilterSchema,
  request: (filter, updatedAfter) => ({
    path: '/candidates',
    query: { email: filter?.email, job_id: filter?.job_id, created_after: filter?.created_after, updated_after: updatedAfter },
  }),
  record: greenhouseCandidateSchema,
  map: mapCandidate,
});

export const getCandidateAction = greenhouseGetAction({
  id: 'greenhouse_get_candidate',
  label: 'Get candidate',
  description: 'Gets one Greenhouse candidate as a unified ATS candidate (GET /candidates/{id}).',
  tags: ['ats', 'candidates'],
  unified: 'ats.candidates.get',
  noun: 'candidate',
  path: (id) => `/candidates/${id}`,
  record: greenhouseCandidateSchema,
  map: mapCandidate,
});
