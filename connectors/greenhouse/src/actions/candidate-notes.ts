import { defineAction, updateInputSchema, z } from '@openunified/connector-sdk';
import { onBehalfOfUserId } from '../authentication.js';
import { greenhouseId } from '../greenhouse-ids.js';
import { greenhouseRecordSchema, parseProviderBody } from '../provider-schemas.js';

const noteBodySchema = z.strictObject({
  body: z.string().min(1).describe('Text of the note'),
  visibility: z.enum(['admin_only', 'private', 'public']).default('admin_only').describe('Who in Greenhouse sees the note'),
  user_id: z.string().regex(/^\d+$/).optional().describe('Greenhouse id of the author; the On-Behalf-Of user by default'),
});

export const addCandidateNoteAction = defineAction({
  id: 'greenhouse_add_candidate_note',
  label: 'Add candidate note',
  description:
    "Adds a note to a candidate's activity feed (POST /candidates/{id}/activity_feed/notes) and returns the note as Greenhouse " +
    'sends it. Needs path.id (unified or Greenhouse candidate id) and the On-Behalf-Of user, like every Greenhouse write.',
  tags: ['ats', 'candidates', 'notes'],
  schema_type: 'native',
  required_scopes: [],
  kind: 'create',
  // path.id names the candidate and body the note: the shape of an update input.
  input: updateInputSchema(noteBodySchema),
  async run({ input, http, credentials }) {
    const userId = onBehalfOfUserId(input.headers, credentials);
    const candidateId = greenhouseId(input.path.id, 'candidate');
    const response = await http.post(`/candidates/${candidateId}/activity_feed/notes`, {
      json: { user_id: Number(input.body.user_id ?? userId), body: input.body.body, visibility: input.body.visibility },
      headers: { 'On-Behalf-Of': userId },
    });
    return { data: parseProviderBody(greenhouseRecordSchema, response.body, 'note') };
  },
});
