import {
  atsApplicationCreateSchema,
  atsApplicationUpdateSchema,
  createInputSchema,
  defineAction,
  encodeCompositeId,
  updateInputSchema,
} from '@openunified/connector-sdk';
import { onBehalfOfUserId } from '../authentication.js';
import { greenhouseId } from '../greenhouse-ids.js';
import { toGreenhouseApplicationCreate, toGreenhouseApplicationUpdate } from '../mappers/application-write.js';
import { greenhouseCreatedRecordSchema, parseProviderBody } from '../provider-schemas.js';

const onBehalfOfNote = "Greenhouse records the write against the user in the On-Behalf-Of header, else the account's on_behalf_of_user_id credential.";

export const createApplicationAction = defineAction({
  id: 'greenhouse_create_application',
  label: 'Create application',
  description:
    'Adds an application to an existing Greenhouse candidate from a unified application body (POST /candidates/{candidate_id}/applications): ' +
    `candidate_id and job_id are required, source.id becomes the source. ${onBehalfOfNote}`,
  tags: ['ats', 'applications'],
  schema_type: 'unified',
  unified: 'ats.applications.create',
  required_scopes: [],
  kind: 'create',
  input: createInputSchema(atsApplicationCreateSchema),
  async run({ input, http, credentials }) {
    const { candidateId, request } = toGreenhouseApplicationCreate(input.body);
    const response = await http.post(`/candidates/${candidateId}/applications`, {
      json: request,
      headers: { 'On-Behalf-Of': onBehalfOfUserId(input.headers, credentials) },
    });
    const created = parseProviderBody(greenhouseCreatedRecordSchema, response.body, 'created application');
    return { data: { id: encodeCompositeId(created.id), remote_id: created.id } };
  },
});

export const updateApplicationAction = defineAction({
  id: 'greenhouse_update_application',
  label: 'Update application',
  description:
    'Updates a Greenhouse application from a unified application body (PATCH /applications/{id}): its source and custom fields; ' +
    `Greenhouse changes the status only by rejecting or hiring. ${onBehalfOfNote}`,
  tags: ['ats', 'applications'],
  schema_type: 'unified',
  unified: 'ats.applications.update',
  required_scopes: [],
  kind: 'update',
  input: updateInputSchema(atsApplicationUpdateSchema),
  async run({ input, http, credentials }) {
    const applicationId = greenhouseId(input.path.id, 'application');
    await http.patch(`/applications/${applicationId}`, {
      json: toGreenhouseApplicationUpdate(input.body),
      headers: { 'On-Behalf-Of': onBehalfOfUserId(input.headers, credentials) },
      // Setting the same fields again gives the same application, so a lost answer may be retried.
      idempotent: true,
    });
    return { data: { id: encodeCompositeId(applicationId), remote_id: applicationId } };
  },
});
