import {
  type AtsApplication,
  type AtsNote,
  type AtsOffer,
  type AtsScheduledInterview,
  type AtsScorecard,
  encodeCompositeId,
  type SyncParams,
} from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningGreenhouseEmulator, startGreenhouseEmulator } from './emulator/index.js';
import { greenhouseConnector } from './index.js';

/** Application writes, notes and the offers, scorecards and scheduled interviews of an application, against the emulator. */

let emulator: RunningGreenhouseEmulator;

const run = (actionId: string, input: SyncParams) =>
  runAction(greenhouseConnector, actionId, input, { originOverride: emulator.url, credentials: emulator.sandboxCredentials });

async function failure(operation: Promise<unknown>, status: number) {
  const error = await expectApiError(operation);
  expect(error.statusCode).toBe(status);
  return error;
}

/** Every page of a sub-resource list, following `next`. */
async function listAll<Item>(actionId: string, parentId: string, query: Record<string, unknown> = {}) {
  const records: Item[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const result = await run(actionId, { path: { id: parentId }, query: { ...query, ...(cursor && { cursor }) } });
    records.push(...(result.data as Item[]));
    cursor = result.next ?? undefined;
    pages += 1;
  } while (cursor !== undefined && pages < 50);
  return { records, pages };
}

const remoteIds = (records: { remote_id: string }[]) => records.map((record) => record.remote_id);

beforeAll(async () => {
  emulator = await startGreenhouseEmulator({ seed: 8, candidateCount: 30, jobCount: 4, requestsPerWindow: 10_000 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.clearRequests();
  emulator.clearFaults();
});

describe('application writes', () => {
  it('adds an application to a candidate on behalf of the user, and it reads back', async () => {
    const candidate = emulator.organization.candidates[3]!;
    const job = emulator.organization.jobs.find(
      (candidateJob) =>
        !candidate.application_ids.some((id) =>
          emulator.organization.applications.find((application) => application.id === id)?.jobs.some((applied) => applied.id === candidateJob.id),
        ),
    )!;

    const created = await run('greenhouse_create_application', {
      body: { candidate_id: encodeCompositeId(String(candidate.id)), job_id: String(job.id), source: { id: '12' } },
    });
    const { remote_id: remoteId } = created.data as { id: string; remote_id: string };

    expect(emulator.requests[0]).toMatchObject({ method: 'POST', path: `/v1/candidates/${candidate.id}/applications` });
    expect(emulator.requests[0]?.headers['on-behalf-of']).toBe(emulator.sandboxCredentials.on_behalf_of_user_id);
    const read = (await run('greenhouse_get_application', { path: { id: remoteId } })).data as AtsApplication;
    expect(read).toMatchObject({ remote_candidate_id: String(candidate.id), remote_job_id: String(job.id), source: { remote_id: '12' } });
    expect(read.application_status?.value).toBe('active');
  });

  it("maps Greenhouse's 422 to a 400 with provider_errors, and an unknown candidate to a 404", async () => {
    const candidate = emulator.organization.candidates[4]!;
    const error = await failure(run('greenhouse_create_application', { body: { candidate_id: String(candidate.id), job_id: '999999' } }), 400);
    expect(error.message).toBe('Validation error: job_id: must be the id of an existing job');
    expect(error.providerErrors).toEqual([expect.objectContaining({ status: 422 })]);

    await failure(run('greenhouse_create_application', { body: { candidate_id: '999999', job_id: String(emulator.organization.jobs[0]!.id) } }), 404);
    // Refused before any call: Greenhouse has no place for it.
    emulator.clearRequests();
    await failure(run('greenhouse_create_application', { body: { candidate_id: String(candidate.id), job_id: '1', location_id: '2' } }), 400);
    expect(emulator.requests).toHaveLength(0);
  });

  it("updates an application's source and custom fields; an unknown field is Greenhouse's 422", async () => {
    const application = emulator.organization.applications[2]!;
    await run('greenhouse_update_application', {
      path: { id: encodeCompositeId(String(application.id)) },
      body: { source: { id: '11' }, custom_fields: [{ id: '7101', value: true }] },
    });

    expect(emulator.requests[0]).toMatchObject({ method: 'PATCH', path: `/v1/applications/${application.id}` });
    expect(application.source?.id).toBe(11);
    expect(application.keyed_custom_fields.referral_bonus_eligible?.value).toBe(true);
    const read = (await run('greenhouse_get_application', { path: { id: String(application.id) } })).data as AtsApplication;
    expect(read.unified_custom_fields).toMatchObject({ referral_bonus_eligible: true });

    const error = await failure(
      run('greenhouse_update_application', { path: { id: String(application.id) }, body: { custom_fields: [{ id: '9999', value: 'x' }] } }),
      400,
    );
    expect(error.message).toContain('custom_fields');
    await failure(run('greenhouse_update_application', { path: { id: '999999' }, body: { source: { id: '11' } } }), 404);
  });
});

describe('notes', () => {
  it("pages a candidate's notes from the whole activity feed, one call per page, newest first", async () => {
    const candidate = emulator.organization.candidates[0]!;
    const expected = emulator.organization.notes
      .filter((note) => note.candidate_id === candidate.id)
      .sort((left, right) => right.created_at.localeCompare(left.created_at));
    expect(expected.length).toBeGreaterThan(1);

    const { records, pages } = await listAll<AtsNote>('greenhouse_list_candidate_notes', String(candidate.id), { page_size: 1 });

    expect(remoteIds(records)).toEqual(expected.map((note) => String(note.id)));
    expect(pages).toBe(expected.length);
    expect(emulator.requests.map((request) => request.path)).toEqual(Array(pages).fill(`/v1/candidates/${candidate.id}/activity_feed`));
  });

  it("reads an application's notes from its candidate: page one reads the application too, later pages only the feed", async () => {
    const candidate = emulator.organization.candidates[1]!;
    const applicationId = String(candidate.application_ids[0]);
    const { records, pages } = await listAll<AtsNote>('greenhouse_list_application_notes', encodeCompositeId(applicationId), { page_size: 1 });

    expect(records.length).toBe(emulator.organization.notes.filter((note) => note.candidate_id === candidate.id).length);
    expect(emulator.requests.map((request) => request.path)).toEqual([
      `/v1/applications/${applicationId}`,
      ...Array(pages).fill(`/v1/candidates/${candidate.id}/activity_feed`),
    ]);
  });

  it('applies updated_after to the time a note was written', async () => {
    const candidate = emulator.organization.candidates[2]!;
    const times = emulator.organization.notes
      .filter((note) => note.candidate_id === candidate.id)
      .map((note) => note.created_at)
      .sort();
    const { records } = await listAll<AtsNote>('greenhouse_list_candidate_notes', String(candidate.id), { updated_after: times.at(-1) });
    expect(records.map((note) => note.created_at)).toEqual([times.at(-1)]);
  });

  it('creates a note on the candidate of an application, which reads back through both parents', async () => {
    const application = emulator.organization.applications[5]!;
    const created = await run('greenhouse_create_application_note', {
      path: { id: String(application.id) },
      body: { content: [{ body: 'Panel booked.' }, { body: 'Bring the take-home.' }], visibility: { value: 'public' } },
    });
    const noteId = (created.data as { remote_id: string }).remote_id;

    expect(JSON.parse(String(emulator.requests.at(-1)?.body))).toEqual({
      user_id: Number(emulator.sandboxCredentials.on_behalf_of_user_id),
      body: 'Panel booked.\n\nBring the take-home.',
      visibility: 'public',
    });
    const viaCandidate = (await run('greenhouse_get_candidate_note', { path: { id: String(application.candidate_id), subResourceId: noteId } }))
      .data as AtsNote;
    const viaApplication = (await run('greenhouse_get_application_note', { path: { id: String(application.id), subResourceId: encodeCompositeId(noteId) } }))
      .data as AtsNote;
    expect(viaCandidate).toEqual(viaApplication);
    expect(viaCandidate).toMatchObject({
      content: [{ body: 'Panel booked.\n\nBring the take-home.' }],
      visibility: { value: 'public', source_value: 'public' },
    });
  });

  it('refuses an empty note or an unknown visibility, and answers 404 for a note of another candidate', async () => {
    const candidate = emulator.organization.candidates[0]!;
    emulator.clearRequests();
    await failure(run('greenhouse_create_candidate_note', { path: { id: String(candidate.id) }, body: { content: [{ body: ' ' }] } }), 400);
    await failure(
      run('greenhouse_create_candidate_note', { path: { id: String(candidate.id) }, body: { content: [{ body: 'x' }], visibility: { source_value: 'team' } } }),
      400,
    );
    expect(emulator.requests).toHaveLength(0);

    const otherNote = emulator.organization.notes.find((note) => note.candidate_id !== candidate.id)!;
    await failure(run('greenhouse_get_candidate_note', { path: { id: String(candidate.id), subResourceId: String(otherNote.id) } }), 404);
    await failure(run('greenhouse_list_candidate_notes', { path: { id: '999999' }, query: {} }), 404);
  });
});

describe('offers, scorecards and scheduled interviews of an application', () => {
  it.each([
    ['greenhouse_list_application_offers', 'greenhouse_get_application_offer', 'offers'],
    ['greenhouse_list_application_scorecards', 'greenhouse_get_application_scorecard', 'scorecards'],
    ['greenhouse_list_application_scheduled_interviews', 'greenhouse_get_application_scheduled_interview', 'scheduledInterviews'],
  ] as const)('%s pages by the Link header; %s reads one and refuses one of another application', async (listId, getId, collection) => {
    const records = emulator.organization[collection] as { id: number; application_id: number }[];
    const counts = new Map<number, number>();
    for (const record of records) counts.set(record.application_id, (counts.get(record.application_id) ?? 0) + 1);
    const [applicationId] = [...counts.entries()].sort((left, right) => right[1] - left[1])[0]!;
    const expected = records.filter((record) => record.application_id === applicationId).map((record) => String(record.id));

    const { records: listed, pages } = await listAll<AtsOffer | AtsScorecard | AtsScheduledInterview>(listId, encodeCompositeId(String(applicationId)), {
      page_size: 1,
    });

    expect(remoteIds(listed).sort()).toEqual(expected.sort());
    expect(pages).toBe(expected.length);
    expect(emulator.requests).toHaveLength(pages);
    const got = await run(getId, { path: { id: String(applicationId), subResourceId: listed[0]!.id } });
    expect((got.data as { id: string }).id).toBe(listed[0]!.id);

    const other = records.find((record) => record.application_id !== applicationId)!;
    await failure(run(getId, { path: { id: String(applicationId), subResourceId: String(other.id) } }), 404);
    await failure(run(listId, { path: { id: '999999' }, query: {} }), 404);
  });

  it('sends updated_after to Greenhouse for scheduled interviews and applies it to each page of scorecards', async () => {
    const scorecard = emulator.organization.scorecards[0]!;
    const after = new Date(Date.parse(scorecard.updated_at) + 1000).toISOString();
    const scorecards = await run('greenhouse_list_application_scorecards', { path: { id: String(scorecard.application_id) }, query: { updated_after: after } });
    expect((scorecards.data as AtsScorecard[]).every((record) => record.updated_at! >= after)).toBe(true);
    expect(new URLSearchParams(emulator.requests[0]?.query).get('updated_after')).toBeNull();

    const interview = emulator.organization.scheduledInterviews[0]!;
    await run('greenhouse_list_application_scheduled_interviews', { path: { id: String(interview.application_id) }, query: { updated_after: after } });
    expect(new URLSearchParams(emulator.requests[1]?.query).get('updated_after')).toBe(after);
  });
});
