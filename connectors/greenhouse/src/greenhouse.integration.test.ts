import {
  type AtsApplication,
  type AtsApplicationStage,
  type AtsCandidate,
  type AtsJob,
  type AtsOffer,
  type Credentials,
  encodeCompositeId,
  type SyncParams,
} from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningGreenhouseEmulator, startGreenhouseEmulator } from './emulator/index.js';
import { greenhouseConnector } from './index.js';

let emulator: RunningGreenhouseEmulator;

function run(actionId: string, input: SyncParams, credentials?: Credentials, target: RunningGreenhouseEmulator = emulator) {
  return runAction(greenhouseConnector, actionId, input, { originOverride: target.url, credentials: credentials ?? target.sandboxCredentials });
}

/** Follows `next` from page one to the last page. */
async function listAll<Item>(actionId: string, query: Record<string, unknown>) {
  const records: Item[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const result = await run(actionId, { query: { ...query, ...(cursor && { cursor }) } });
    records.push(...(result.data as Item[]));
    cursor = result.next ?? undefined;
    pages += 1;
  } while (cursor !== undefined && pages < 50);
  return { records, pages };
}

/** The ApiError `operation` fails with, checked to carry `status`. */
async function failure(operation: Promise<unknown>, status: number) {
  const error = await expectApiError(operation);
  expect(error.statusCode).toBe(status);
  return error;
}

const remoteIds = (records: { remote_id: string }[]) => records.map((record) => record.remote_id);
const ids = (records: { id: number }[]) => records.map((record) => String(record.id));

beforeAll(async () => {
  emulator = await startGreenhouseEmulator({ seed: 21, candidateCount: 37, jobCount: 4, requestsPerWindow: 10_000 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.clearRequests();
  emulator.clearFaults();
});

describe('lists', () => {
  it('pages candidates to the end by following the Link header, one Harvest call per page', async () => {
    const { records, pages } = await listAll<AtsCandidate>('greenhouse_list_candidates', { page_size: 10 });

    expect(pages).toBe(4);
    expect(remoteIds(records)).toEqual(ids(emulator.organization.candidates));
    expect(emulator.requests).toHaveLength(4);
    expect(emulator.requests.map((request) => request.query)).toEqual([
      '?per_page=10&skip_count=true',
      '?per_page=10&skip_count=true&page=2',
      '?per_page=10&skip_count=true&page=3',
      '?per_page=10&skip_count=true&page=4',
    ]);
  });

  it('sends the API key as the Basic username with an empty password', async () => {
    await run('greenhouse_list_users', { query: { page_size: 1 } });

    expect(emulator.requests[0]?.headers.authorization).toBe(`Basic ${Buffer.from(`${emulator.sandboxCredentials.api_key}:`).toString('base64')}`);
  });

  it('filters applications by job and status in Greenhouse, across pages', async () => {
    const jobId = String(emulator.organization.jobs[0]!.id);
    const { records } = await listAll<AtsApplication>('greenhouse_list_applications', {
      page_size: 3,
      filter: { job_id: encodeCompositeId(jobId), status: 'active' },
    });

    const expected = emulator.organization.applications.filter((application) => application.status === 'active' && String(application.jobs[0]?.id) === jobId);
    expect(expected.length).toBeGreaterThan(3);
    expect(remoteIds(records)).toEqual(ids(expected));
    expect(emulator.requests[0]?.query).toContain(`job_id=${jobId}&status=active`);
  });

  it('passes updated_after to Greenhouse, as last_activity_after for applications', async () => {
    const instant = '2024-03-01T00:00:00.000Z';
    const { records } = await listAll<AtsCandidate>('greenhouse_list_candidates', { page_size: 100, updated_after: instant });
    const expected = emulator.organization.candidates.filter((candidate) => candidate.updated_at >= instant);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(emulator.organization.candidates.length);
    expect(remoteIds(records)).toEqual(ids(expected));

    emulator.clearRequests();
    await run('greenhouse_list_applications', { query: { updated_after: instant } });
    expect(new URLSearchParams(emulator.requests[0]?.query).get('last_activity_after')).toBe(instant);
  });

  it('passes created_after and job_status to Greenhouse', async () => {
    const candidates = emulator.organization.candidates;
    const instant = [...candidates].sort((left, right) => left.created_at.localeCompare(right.created_at))[Math.floor(candidates.length / 2)]!.created_at;
    const { records } = await listAll<AtsCandidate>('greenhouse_list_candidates', { page_size: 100, filter: { created_after: instant } });
    const expected = emulator.organization.candidates.filter((candidate) => candidate.created_at >= instant);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(emulator.organization.candidates.length);
    expect(remoteIds(records)).toEqual(ids(expected));

    emulator.clearRequests();
    const jobs = (await run('greenhouse_list_jobs', { query: { filter: { job_status: 'draft', created_after: instant } } })).data as AtsJob[];
    expect(new URLSearchParams(emulator.requests[0]?.query).get('status')).toBe('draft');
    expect(new URLSearchParams(emulator.requests[0]?.query).get('created_after')).toBe(instant);
    expect(jobs.every((job) => job.job_status?.value === 'draft')).toBe(true);
    await failure(run('greenhouse_list_interviews', { query: { filter: { created_after: '2024-03-01' } } }), 400);
  });

  it('cuts the stages of one job into pages from its one unpaginated answer', async () => {
    const job = emulator.organization.jobs[1]!;
    const { records, pages } = await listAll<AtsApplicationStage>('greenhouse_list_application_stages', { page_size: 2, filter: { job_id: String(job.id) } });

    expect(pages).toBe(3);
    expect(records.map((stage) => stage.name)).toEqual(['Application Review', 'Preliminary Phone Screen', 'Technical Interview', 'Face to Face', 'Offer']);
    expect(new Set(emulator.requests.map((request) => request.path))).toEqual(new Set([`/v1/jobs/${job.id}/stages`]));
  });

  it('keeps to the offers of one application when later pages send only the cursor', async () => {
    const application = emulator.organization.applications.find(
      (candidate) => emulator.organization.offers.filter((offer) => offer.application_id === candidate.id).length > 1,
    )!;
    const first = await run('greenhouse_list_offers', { query: { page_size: 1, filter: { application_id: encodeCompositeId(String(application.id)) } } });
    const offers = [...(first.data as AtsOffer[])];
    let next = first.next;
    while (next) {
      const page = await run('greenhouse_list_offers', { query: { page_size: 1, cursor: next } });
      offers.push(...(page.data as AtsOffer[]));
      next = page.next;
    }

    const expected = emulator.organization.offers.filter((offer) => offer.application_id === application.id);
    expect(remoteIds(offers)).toEqual(ids(expected));
    expect(new Set(emulator.requests.map((request) => request.path))).toEqual(new Set([`/v1/applications/${application.id}/offers`]));
    await failure(run('greenhouse_list_offers', { query: { cursor: '/users?page=2' } }), 400);
    await failure(run('greenhouse_list_offers', { query: { filter: { application_id: String(application.id), status: 'pending' } } }), 400);
  });

  it('refuses filters Greenhouse cannot apply and cursors no link produced, without calling Greenhouse', async () => {
    await failure(run('greenhouse_list_jobs', { query: { filter: { status: 'archived' } } }), 400);
    await failure(run('greenhouse_list_candidates', { query: { filter: { colour: 'red' } } }), 400);
    await failure(run('greenhouse_list_candidates', { query: { filter: { job_id: 'not-a-job' } } }), 400);
    await failure(run('greenhouse_list_candidates', { query: { cursor: 'page two' } }), 400);
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('gets', () => {
  it('reads an application by its unified id and by the Greenhouse id', async () => {
    const application = emulator.organization.applications[2]!;
    const byUnifiedId = await run('greenhouse_get_application', { path: { id: encodeCompositeId(String(application.id)) } });
    const byRemoteId = await run('greenhouse_get_application', { path: { id: String(application.id) } });

    expect(byUnifiedId.data).toEqual(byRemoteId.data);
    expect(byUnifiedId.data).toMatchObject({ remote_id: String(application.id), candidate_id: encodeCompositeId(String(application.candidate_id)) });
  });

  it("answers Greenhouse's 404 as a 404, and an id that is not Greenhouse's as a 400 without a call", async () => {
    const missing = await failure(run('greenhouse_get_offer', { path: { id: '999999' } }), 404);
    expect(missing.message).toBe('Resource not found');
    await failure(run('greenhouse_get_job', { path: { id: '../users' } }), 400);
    expect(emulator.requests).toHaveLength(1);
  });
});

describe('writes', () => {
  const job = () => emulator.organization.jobs[0]!;

  it('creates a candidate on behalf of the account user and reads it back', async () => {
    const created = await run('greenhouse_create_candidate', {
      body: {
        first_name: 'Ada',
        last_name: 'Byron',
        title: 'Analyst',
        emails: [{ value: 'ada@byron.example', type: 'work' }],
        social_links: [{ url: 'github.com/ada', type: 'social_media' }],
        tags: ['Engines'],
        unified_custom_fields: { desired_salary: '90000' },
        job_ids: [encodeCompositeId(String(job().id))],
      },
    });
    const { id, remote_id: remoteId } = created.data as { id: string; remote_id: string };
    expect(id).toBe(encodeCompositeId(remoteId));
    expect(emulator.requests[0]?.headers['on-behalf-of']).toBe(emulator.sandboxCredentials.on_behalf_of_user_id);
    expect(emulator.requests[0]?.path).toBe('/v1/candidates');

    const read = (await run('greenhouse_get_candidate', { path: { id } })).data as AtsCandidate;
    expect(read).toMatchObject({
      name: 'Ada Byron',
      email: 'ada@byron.example',
      social_links: [{ url: 'github.com/ada', type: 'social_media' }],
      tags: ['Engines'],
      unified_custom_fields: { desired_salary: '90000' },
    });
    expect(read.application_ids).toHaveLength(1);
  });

  it('creates a candidate without jobs as a jobless prospect, from a body with one name and one e-mail', async () => {
    const created = await run('greenhouse_create_candidate', {
      body: { name: 'Romain Sestier', email: 'romain@sestier.example', phone_number: '+44 7700 112233', country: 'FR' },
    });
    const { id } = created.data as { id: string };
    expect(emulator.requests[0]?.path).toBe('/v1/prospects');

    const read = (await run('greenhouse_get_candidate', { path: { id } })).data as AtsCandidate;
    expect(read).toMatchObject({
      first_name: 'Romain',
      last_name: 'Sestier',
      email: 'romain@sestier.example',
      emails: [{ value: 'romain@sestier.example', type: 'personal' }],
      phone_numbers: [{ phone: '+44 7700 112233', type: 'mobile' }],
    });
    const [application] = emulator.organization.applications.filter((candidate) => String(candidate.candidate_id) === read.remote_id);
    expect(application).toMatchObject({ prospect: true, jobs: [], current_stage: null });
  });

  it("maps Greenhouse's 422 on a write to a 400 naming the fields, with provider_errors", async () => {
    const error = await failure(run('greenhouse_create_candidate', { body: { first_name: 'No', job_ids: ['999999'] } }), 400);

    expect(error.message).toBe("Validation error: last_name: can't be blank; applications.job_id: must be the id of an existing job");
    expect(error.data).toMatchObject({ statusCode: 422 });
    expect(error.providerErrors).toEqual([
      expect.objectContaining({
        status: 422,
        url: expect.stringContaining('/v1/candidates'),
        raw: {
          message: 'Validation error',
          errors: [
            { field: 'last_name', message: "can't be blank" },
            { field: 'applications.job_id', message: 'must be the id of an existing job' },
          ],
        },
      }),
    ]);
  });

  it('updates a candidate, with the On-Behalf-Of header of the call winning over the credential', async () => {
    const candidate = emulator.organization.candidates[6]!;
    const otherUser = emulator.organization.users.find((user) => !user.disabled && String(user.id) !== emulator.sandboxCredentials.on_behalf_of_user_id)!;

    const updated = await run('greenhouse_update_candidate', {
      path: { id: encodeCompositeId(String(candidate.id)) },
      headers: { 'On-Behalf-Of': String(otherUser.id) },
      body: { company: null, phone_numbers: [{ phone: '+49 30 1234', type: 'work' }], coordinator_id: String(otherUser.id) },
    });

    expect(updated.data).toEqual({ id: encodeCompositeId(String(candidate.id)), remote_id: String(candidate.id) });
    expect(emulator.requests[0]?.headers['on-behalf-of']).toBe(String(otherUser.id));
    const read = (await run('greenhouse_get_candidate', { path: { id: String(candidate.id) } })).data as AtsCandidate;
    expect(read).toMatchObject({
      company: null,
      phone: '+49 30 1234',
      phone_numbers: [{ phone: '+49 30 1234', type: 'work' }],
      coordinator_id: encodeCompositeId(String(otherUser.id)),
    });
  });

  it('refuses a write with no user to act on behalf of, before calling Greenhouse', async () => {
    const { on_behalf_of_user_id: _unused, ...readOnly } = emulator.sandboxCredentials;
    const error = await failure(run('greenhouse_update_candidate', { path: { id: '10001' }, body: { title: 'x' } }, readOnly), 400);

    expect(error.message).toContain('on_behalf_of_user_id');
    expect(emulator.requests).toHaveLength(0);
  });

  it('adds a note to a candidate (native action) as Greenhouse answers it', async () => {
    const candidate = emulator.organization.candidates[0]!;
    const note = await run('greenhouse_add_candidate_note', { path: { id: String(candidate.id) }, body: { body: 'Great call.' } });

    expect(note.data).toMatchObject({ body: 'Great call.', visibility: 'admin_only', user: { id: Number(emulator.sandboxCredentials.on_behalf_of_user_id) } });
  });
});

describe('provider failures', () => {
  it('reports a wrong API key as a 400 carrying the Greenhouse 401', async () => {
    const error = await failure(run('greenhouse_list_users', {}, { ...emulator.sandboxCredentials, api_key: 'wrong-key' }), 400);

    expect(error).toMatchObject({ message: 'Invalid Basic Auth credentials', data: { statusCode: 401, message: 'Invalid Basic Auth credentials' } });
    expect(error.providerErrors?.[0]).toMatchObject({ status: 401, raw: { message: 'Invalid Basic Auth credentials' } });
  });

  it("waits out Greenhouse's 429 for the Retry-After it sends, then gets the page", async () => {
    const limited = await startGreenhouseEmulator({ candidateCount: 5, requestsPerWindow: 1, windowMilliseconds: 1_000 });
    try {
      await run('greenhouse_list_users', {}, undefined, limited);
      const started = performance.now();
      const result = await run('greenhouse_list_candidates', {}, undefined, limited);

      expect(result.data).toHaveLength(5);
      expect(limited.requests.map((request) => request.path)).toEqual(['/v1/users', '/v1/candidates', '/v1/candidates']);
      expect(performance.now() - started).toBeGreaterThanOrEqual(200);
    } finally {
      await limited.close();
    }
  });

  it('gives up with a 429 and Retry-After when Greenhouse keeps throttling', async () => {
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 0, times: 4 });

    const error = await failure(run('greenhouse_list_jobs', {}), 429);
    expect(error.headers).toMatchObject({ 'Retry-After': expect.stringMatching(/^\d+$/) });
    expect(emulator.requests).toHaveLength(4);
  });
});
