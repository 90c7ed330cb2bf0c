import {
  type AtsNoteCreate,
  atsNoteCreateSchema,
  BadRequestError,
  defineAction,
  encodeCompositeId,
  NotFoundError,
  type ProviderHttpClient,
  subResourceCreateInputSchema,
  subResourceGetInputSchema,
  subResourceListInputSchema,
  toRemoteId,
  z,
} from '@openunified/connector-sdk';
import { onBehalfOfUserId } from '../authentication.js';
import { greenhouseId } from '../greenhouse-ids.js';
import { mapNote } from '../mappers/note.js';
import { greenhouseActivityFeedSchema, greenhouseNoteSchema } from '../provider-activity-schemas.js';
import { greenhouseApplicationSchema, parseProviderBody } from '../provider-schemas.js';
import { type GreenhouseNoteRequest, greenhouseNoteVisibilities, postCandidateNote } from './candidate-notes.js';

/**
 * Notes live on a Greenhouse candidate's activity feed (`GET /candidates/{id}/activity_feed`),
 * which Harvest answers whole, unpaged, and cannot filter: pages are cut from it, updated_after
 * is applied here (a note's time is when it was written: Greenhouse cannot edit notes), and a get
 * finds the note in it. An application's notes are its candidate's: Greenhouse ties a note to
 * the candidate only, so the application is read first to learn its candidate.
 */

const noNoteFilters = z.strictObject({});

/** The notes of the candidate, newest first as Greenhouse lists them. */
async function candidateNotes(http: ProviderHttpClient, candidateId: string) {
  const response = await http.get(`/candidates/${candidateId}/activity_feed`);
  return parseProviderBody(greenhouseActivityFeedSchema, response.body, 'activity feed').notes;
}

/** The Greenhouse id of the candidate an application belongs to: one `GET /applications/{id}`. */
export async function candidateOfApplication(http: ProviderHttpClient, applicationId: string): Promise<string> {
  const response = await http.get(`/applications/${greenhouseId(applicationId, 'application')}`);
  const application = parseProviderBody(greenhouseApplicationSchema, response.body, 'application');
  if (application.candidate_id === null) throw new NotFoundError(`Application ${applicationId} has no candidate`);
  return application.candidate_id;
}

/**
 * The provider cursor of a notes list: `{candidate id}:{offset}`, so the pages after the first of
 * an application's notes need not read the application again.
 */
function parseNotesCursor(cursor: string): { candidateId: string; offset: number } {
  const match = /^([1-9]\d{0,14}):(\d{1,9})$/.exec(cursor);
  if (!match) throw new BadRequestError(`cursor "${cursor}" is not a page of Greenhouse notes`);
  return { candidateId: match[1]!, offset: Number(match[2]) };
}

async function notesPage(
  http: ProviderHttpClient,
  candidateId: string,
  query: { page_size: number; cursor?: string | undefined; updated_after?: string | undefined },
  offset: number,
) {
  const since = query.updated_after === undefined ? undefined : Date.parse(query.updated_after);
  const notes = (await candidateNotes(http, candidateId))
    .map(mapNote)
    .filter((note) => since === undefined || (note.updated_at !== null && Date.parse(note.updated_at) >= since));
  const end = offset + query.page_size;
  return { data: notes.slice(offset, end), next: end < notes.length ? `${candidateId}:${end}` : null };
}

async function findNote(http: ProviderHttpClient, candidateId: string, noteId: string) {
  const remoteId = toRemoteId(noteId).trim();
  const note = (await candidateNotes(http, candidateId)).find((candidateNote) => candidateNote.id === remoteId);
  if (!note) throw new NotFoundError(`Note ${noteId} not found on candidate ${candidateId}`);
  return { data: mapNote(note) };
}

/** The unified note body as Harvest's note request; its visibility's `source_value` may be Greenhouse's own word. */
export function toGreenhouseNote(body: AtsNoteCreate): GreenhouseNoteRequest {
  const text = body.content
    .map((part) => part.body?.trim() ?? '')
    .filter((part) => part !== '')
    .join('\n\n');
  if (text === '') throw new BadRequestError('content: the note needs some text');
  const wanted = body.visibility?.source_value ?? body.visibility?.value ?? 'admin_only';
  const visibility = greenhouseNoteVisibilities.find((word) => word === wanted);
  if (visibility === undefined) {
    throw new BadRequestError(`visibility: Greenhouse takes ${greenhouseNoteVisibilities.join(', ')} (or the unified public and private)`);
  }
  const authorId = body.author_id ? toRemoteId(body.author_id).trim() : undefined;
  if (authorId !== undefined && !/^[1-9]\d{0,14}$/.test(authorId)) throw new BadRequestError(`author_id: "${body.author_id}" is not a Greenhouse user id`);
  return { body: text, visibility, user_id: authorId };
}

async function createNote(
  http: ProviderHttpClient,
  candidateId: string,
  body: AtsNoteCreate,
  onBehalfOf: string,
): Promise<{ data: { id: string; remote_id: string } }> {
  const answer = await postCandidateNote(http, candidateId, toGreenhouseNote(body), onBehalfOf, body.passthrough ?? {});
  const note = parseProviderBody(greenhouseNoteSchema, answer, 'created note');
  return { data: { id: encodeCompositeId(note.id), remote_id: note.id } };
}

const noteWriteNote =
  'Greenhouse writes it on behalf of the On-Behalf-Of user (the author unless author_id says otherwise); visibility defaults to admin_only.';

export const listCandidateNotesAction = defineAction({
  id: 'greenhouse_list_candidate_notes',
  label: 'List candidate notes',
  description:
    "Lists the notes of a candidate's activity feed as unified ATS notes (GET /candidates/{id}/activity_feed, one call per page: " +
    'Greenhouse answers the whole feed and pages are cut from it). updated_after is applied to the time the note was written.',
  tags: ['ats', 'candidates', 'notes'],
  schema_type: 'unified',
  unified: 'ats.candidate_notes.list',
  required_scopes: [],
  kind: 'list',
  input: subResourceListInputSchema(noNoteFilters),
  async run({ input, http }) {
    const candidateId = greenhouseId(input.path.id, 'candidate');
    const offset = input.query.cursor === undefined ? 0 : parseNotesCursor(input.query.cursor).offset;
    return notesPage(http, candidateId, input.query, offset);
  },
});

export const getCandidateNoteAction = defineAction({
  id: 'greenhouse_get_candidate_note',
  label: 'Get candidate note',
  description: "Gets one note of a candidate's activity feed as a unified ATS note (GET /candidates/{id}/activity_feed).",
  tags: ['ats', 'candidates', 'notes'],
  schema_type: 'unified',
  unified: 'ats.candidate_notes.get',
  required_scopes: [],
  kind: 'get',
  input: subResourceGetInputSchema(),
  run: ({ input, http }) => findNote(http, greenhouseId(input.path.id, 'candidate'), input.path.subResourceId),
});

export const createCandidateNoteAction = defineAction({
  id: 'greenhouse_create_candidate_note',
  label: 'Create candidate note',
  description: `Adds a note to a candidate's activity feed from a unified note body (POST /candidates/{id}/activity_feed/notes). ${noteWriteNote}`,
  tags: ['ats', 'candidates', 'notes'],
  schema_type: 'unified',
  unified: 'ats.candidate_notes.create',
  required_scopes: [],
  kind: 'create',
  input: subResourceCreateInputSchema(atsNoteCreateSchema),
  run: ({ input, http, credentials }) => createNote(http, greenhouseId(input.path.id, 'candidate'), input.body, onBehalfOfUserId(input.headers, credentials)),
});

export const listApplicationNotesAction = defineAction({
  id: 'greenhouse_list_application_notes',
  label: 'List application notes',
  description:
    "Lists the notes of an application's candidate as unified ATS notes: Greenhouse keeps notes on the candidate only. " +
    'Page one reads the application then the activity feed (GET /applications/{id}, GET /candidates/{id}/activity_feed); ' +
    'later pages read the feed alone. updated_after is applied to the time the note was written.',
  tags: ['ats', 'applications', 'notes'],
  schema_type: 'unified',
  unified: 'ats.application_notes.list',
  required_scopes: [],
  kind: 'list',
  input: subResourceListInputSchema(noNoteFilters),
  async run({ input, http }) {
    if (input.query.cursor !== undefined) {
      const { candidateId, offset } = parseNotesCursor(input.query.cursor);
      return notesPage(http, candidateId, input.query, offset);
    }
    return notesPage(http, await candidateOfApplication(http, input.path.id), input.query, 0);
  },
});

export const getApplicationNoteAction = defineAction({
  id: 'greenhouse_get_application_note',
  label: 'Get application note',
  description: "Gets one note of an application's candidate as a unified ATS note (GET /applications/{id}, then GET /candidates/{id}/activity_feed).",
  tags: ['ats', 'applications', 'notes'],
  schema_type: 'unified',
  unified: 'ats.application_notes.get',
  required_scopes: [],
  kind: 'get',
  input: subResourceGetInputSchema(),
  run: async ({ input, http }) => findNote(http, await candidateOfApplication(http, input.path.id), input.path.subResourceId),
});

export const createApplicationNoteAction = defineAction({
  id: 'greenhouse_create_application_note',
  label: 'Create application note',
  description:
    "Adds a note about an application to its candidate's activity feed from a unified note body (GET /applications/{id}, then " +
    `POST /candidates/{id}/activity_feed/notes). ${noteWriteNote}`,
  tags: ['ats', 'applications', 'notes'],
  schema_type: 'unified',
  unified: 'ats.application_notes.create',
  required_scopes: [],
  kind: 'create',
  input: subResourceCreateInputSchema(atsNoteCreateSchema),
  run: async ({ input, http, credentials }) => {
    const onBehalfOf = onBehalfOfUserId(input.headers, credentials);
    return createNote(http, await candidateOfApplication(http, input.path.id), input.body, onBehalfOf);
  },
});
