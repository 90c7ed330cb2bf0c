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

const onBehalfOfNote = "Greenhouse records the write against the user in the On-Behalf-Of header, else the account's on_behalf_of_user_id credential.";

/**
 * Harvest's `POST /candidates` needs at least one application, so a body without jobs creates a
 * jobless prospect (`POST /prospects`), which Greenhouse keeps as a candidate all the same.
 */
function createPath(request: Record<string, unknown>): '/candidates' | '/prospects' {
  return Array.isArray(request.applications) && request.applications.length > 0 ? '/candidates' : '/prospects';
}

export const createCandidateAction = defineAction({
  id: 'greenhouse_create_candidate',
  label: 'Create candidate',
  description:
    'Creates a Greenhouse candidate from a unified candidate body: with job_ids, a candidate applying to those jobs ' +
    `(POST /candidates); without, a prospect on no job (POST /prospects). ${onBehalfOfNote}`,
  tags: ['ats', 'candidates'],
  schema_type: 'unified',
  unified: 'ats.candidates.create',
  required_scopes: [],
  kind: 'create',
  input: createInputSchema(atsCandidateCreateSchema),
  async run({ input, http, credentials }) {
    const request = toGreenhouseCandidateBody(input.body);
    const response = await http.post(createPath(request), {
      json: request,
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
