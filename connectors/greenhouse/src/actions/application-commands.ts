import { atsMoveApplicationSchema, atsRejectApplicationSchema, defineAction, encodeCompositeId, updateInputSchema } from '@openunified/connector-sdk';
import { onBehalfOfUserId } from '../authentication.js';
import { greenhouseId } from '../greenhouse-ids.js';
import { toGreenhouseMove, toGreenhouseReject } from '../mappers/application-command.js';
import { greenhouseApplicationSchema, parseProviderBody } from '../provider-schemas.js';

const onBehalfOfNote = "Greenhouse records it against the user in the On-Behalf-Of header, else the account's on_behalf_of_user_id credential.";

export const moveApplicationAction = defineAction({
  id: 'greenhouse_move_application',
  label: 'Move application',
  description:
    'Moves an active Greenhouse application to another stage of its job (GET /applications/{id} for the stage it is in, then POST /applications/{id}/move). ' +
    onBehalfOfNote,
  tags: ['ats', 'applications'],
  schema_type: 'unified',
  unified: 'ats.applications.move',
  required_scopes: [],
  kind: 'command',
  input: updateInputSchema(atsMoveApplicationSchema),
  async run({ input, http, credentials }) {
    const applicationId = greenhouseId(input.path.id, 'application');
    const onBehalfOf = onBehalfOfUserId(input.headers, credentials);
    const current = parseProviderBody(greenhouseApplicationSchema, (await http.get(`/applications/${applicationId}`)).body, 'application');
    await http.post(`/applications/${applicationId}/move`, {
      json: toGreenhouseMove(input.body, current.current_stage?.id ?? null),
      headers: { 'On-Behalf-Of': onBehalfOf },
    });
    return { data: { id: encodeCompositeId(applicationId), remote_id: applicationId } };
  },
});

export const rejectApplicationAction = defineAction({
  id: 'greenhouse_reject_application',
  label: 'Reject application',
  description:
    'Rejects an active Greenhouse application with a rejection reason (POST /applications/{id}/reject); notes and rejection_email go through passthrough. ' +
    onBehalfOfNote,
  tags: ['ats', 'applications'],
  schema_type: 'unified',
  unified: 'ats.applications.reject',
  required_scopes: [],
  kind: 'command',
  input: updateInputSchema(atsRejectApplicationSchema),
  async run({ input, http, credentials }) {
    const applicationId = greenhouseId(input.path.id, 'application');
    await http.post(`/applications/${applicationId}/reject`, {
      json: toGreenhouseReject(input.body),
      headers: { 'On-Behalf-Of': onBehalfOfUserId(input.headers, credentials) },
    });
    return { data: { id: encodeCompositeId(applicationId), remote_id: applicationId } };
  },
});
