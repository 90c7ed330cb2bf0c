import { defineAction, type ProviderHttpClient, updateInputSchema, z } from '@openunified/connector-sdk';
import { onBehalfOfUserId } from '../authentication.js';
import { greenhouseId } from '../greenhouse-ids.js';
import { greenhouseRecordSchema, parseProviderBody } from '../provider-schemas.js';

export const greenhouseNoteVisibilities = ['admin_only', 'private', 'public'] as const;

export interface GreenhouseNoteRequest {
  body: string;
  visibility: (typeof greenhouseNoteVisibilities)[number];
  /** Greenhouse id of the author; the On-Behalf-Of user when absent. */
  user_id?: string | undefined;
}

/**
 * `POST /candidates/{id}/activity_feed/notes` on behalf of `onBehalfOf`: what the native action
 * and the unified note creates share. Returns the note as Greenhouse answers it.
 */
export async function postCandidateNote(
  http: ProviderHttpClient,
  candidateId: string,
  note: GreenhouseNoteRequest,
  onBehalfOf: string,
  passthrough: Record<string, unknown> = {},
): Promise<unknown> {
  const response = await http.post(`/candidates/${candidateId}/activity_feed/notes`, {
    json: { user_id: Number(note.user_id ?? onBehalfOf), body: note.body, visibility: note.visibility, ...passthrough },
    headers: { 'On-Behalf-Of': onBehalfOf },
  });
  return response.body;
}

const noteBodySchema = z.strictObject({
  body: z.string().min(1).describe('Text of the note'),
  visibility: z.enum(greenhouseNoteVisibilities).default('admin_only').describe('Who in Greenhouse sees the note'),
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
    const body = await postCandidateNote(http, candidateId, input.body, userId);
    return { data: parseProviderBody(greenhouseRecordSchema, body, 'note') };
  },
});
