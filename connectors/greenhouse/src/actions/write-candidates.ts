import {
  atsCandidateCreateSchema,
  atsCandidateUpdateSchema,
  createInputSchema,
  defineAction,
  encodeCompositeId,
  updateInputSchema,
} from '@openunified/connector-sdk';
import { onBehalfOfUserId } from '../authentication.js';
import { greenhouseId } from '../greenhouse-ids.js';
import { toGreenhouseCandidateBody } from '../mappers/candidate-write.js';
import { greenhouseCreatedRecordSchema, parseProviderBody } from '../provider-schemas.js';

const onBehalfOfNote =
  'Greenhouse records the write against the user in the On-Behalf-Of header, else the account\'s on_behalf_of_user_id credential.';

export const createCandidateAction = defineAction({
  id: 'greenhouse_create_candidate',
  label: 'Create candidate',
  description:
    'Creates a Greenhouse candidate from a unified candidate body (POST /candidates), applying to the jobs in job_ids: ' +
    `Greenhouse needs at least one. ${onBehalfOfNote}`,
  tags: ['ats', 'candidates'],
  schema_type: 'unified',
  unified: 'ats.candidates.create',
  required_scopes: [],
  kind: 'create',
  input: createInputSchema(atsCandidateCreateSchema),
  async run({ input, http, credentials }) {
    const response = await http.post('/candidates', {
      json: toGreenhouseCandidateBody(input.body),
      headers: { 'On-Behalf-Of': onBehalfOfUserId(input.headers, credentials) },
    });
    // While Greenhouse is still creating the record it answers with little more than the id.
    const created = parseProviderBody(greenhouseCreatedRecordSchema, response.body, 'created candidate');
    return { data: { id: encodeCompositeId(created.id), remote_id: created.id } };
  },
});

export const updateCandidateAction = defineAction({
  id: 'greenhouse_update_candidate',
  label: 'Update candidate',
  description:
    'Updates a Greenhouse candidate from a unified candidate body (PATCH /candidates/{id}); absent fields are left as they are, ' +
    `null clears a field and an array replaces the whole list. ${onBehalfOfNote}`,
  tags: ['ats', 'candidates'],
  schema_type: 'unified',
  unified: 'ats.candidates.update',
  required_scopes: [],
  kind: 'update',
  input: updateInputSchema(atsCandidateUpdateSchema),
  async run({ input, http, credentials }) {
    const candidateId = greenhouseId(input.path.id, 'candidate');
    await http.patch(`/candidates/${candidateId}`, {
      json: toGreenhouseCandidateBody(input.body),
      headers: { 'On-Behalf-Of': onBehalfOfUserId(input.headers, credentials) },
      // Setting the same fields again gives the same candidate, so a lost answer may be retried.
      idempotent: true,
    });
    return { data: { id: encodeCompositeId(candidateId), remote_id: candidateId } };
  },
});
