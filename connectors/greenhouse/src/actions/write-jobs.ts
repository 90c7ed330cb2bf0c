import { atsJobCreateSchema, atsJobUpdateSchema, createInputSchema, defineAction, encodeCompositeId, updateInputSchema } from '@openunified/connector-sdk';
import { onBehalfOfUserId } from '../authentication.js';
import { greenhouseId } from '../greenhouse-ids.js';
import { jobCustomFields, toGreenhouseJobCreateBody, toGreenhouseJobUpdateBody } from '../mappers/job-write.js';
import { greenhouseCreatedRecordSchema, parseProviderBody } from '../provider-schemas.js';

const onBehalfOfNote = "Greenhouse records the write against the user in the On-Behalf-Of header, else the account's on_behalf_of_user_id credential.";

export const createJobAction = defineAction({
  id: 'greenhouse_create_job',
  label: 'Create job',
  description:
    'Creates a Greenhouse job from a unified job body by copying a template job (POST /jobs): passthrough.template_job_id names it, ' +
    'passthrough.number_of_openings defaults to 1. Custom fields are set by a second call (PATCH /jobs/{id}), as POST /jobs takes none. ' +
    onBehalfOfNote,
  tags: ['ats', 'jobs'],
  schema_type: 'unified',
  unified: 'ats.jobs.create',
  required_scopes: [],
  kind: 'create',
  input: createInputSchema(atsJobCreateSchema),
  async run({ input, http, credentials }) {
    const request = toGreenhouseJobCreateBody(input.body);
    const headers = { 'On-Behalf-Of': onBehalfOfUserId(input.headers, credentials) };
    const customFields = jobCustomFields(input.body);
    const response = await http.post('/jobs', { json: request, headers });
    const created = parseProviderBody(greenhouseCreatedRecordSchema, response.body, 'created job');
    if (customFields !== undefined) {
      await http.patch(`/jobs/${created.id}`, { json: { custom_fields: customFields }, headers, idempotent: true });
    }
    return { data: { id: encodeCompositeId(created.id), remote_id: created.id } };
  },
});

export const updateJobAction = defineAction({
  id: 'greenhouse_update_job',
  label: 'Update job',
  description:
    'Updates a Greenhouse job from a unified job body (PATCH /jobs/{id}): title, code (requisition id), one department, ' +
    `locations (offices) and custom fields; absent fields are left as they are. ${onBehalfOfNote}`,
  tags: ['ats', 'jobs'],
  schema_type: 'unified',
  unified: 'ats.jobs.update',
  required_scopes: [],
  kind: 'update',
  input: updateInputSchema(atsJobUpdateSchema),
  async run({ input, http, credentials }) {
    const jobId = greenhouseId(input.path.id, 'job');
    await http.patch(`/jobs/${jobId}`, {
      json: toGreenhouseJobUpdateBody(input.body),
      headers: { 'On-Behalf-Of': onBehalfOfUserId(input.headers, credentials) },
      // Setting the same fields again gives the same job, so a lost answer may be retried.
      idempotent: true,
    });
    return { data: { id: encodeCompositeId(jobId), remote_id: jobId } };
  },
});
