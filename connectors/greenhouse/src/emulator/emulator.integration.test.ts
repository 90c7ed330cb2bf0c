import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningGreenhouseEmulator, startGreenhouseEmulator } from './index.js';
import { seedOrganization } from './seed-organization.js';

let emulator: RunningGreenhouseEmulator;

const basic = (apiKey: string) => `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;

async function harvest(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; apiKey?: string } = {}) {
  const response = await fetch(`${emulator.url}/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: basic(init.apiKey ?? emulator.sandboxCredentials.api_key!),
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const onBehalfOf = () => ({ 'On-Behalf-Of': emulator.sandboxCredentials.on_behalf_of_user_id! });

beforeAll(async () => {
  emulator = await startGreenhouseEmulator({ seed: 9, candidateCount: 23, jobCount: 3, requestsPerWindow: 10_000 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.clearFaults());

describe('seedOrganization', () => {
  it('gives the same organisation for the same seed and another for another seed', () => {
    const size = { seed: 4, userCount: 5, jobCount: 3, candidateCount: 12 };
    expect(seedOrganization(size)).toEqual(seedOrganization(size));
    expect(seedOrganization({ ...size, seed: 5 })).not.toEqual(seedOrganization(size));
  });

  it('links every record to records that exist', () => {
    const organization = seedOrganization({ seed: 2, userCount: 6, jobCount: 4, candidateCount: 40 });
    const ids = (records: { id: number }[]) => new Set(records.map((record) => record.id));
    const candidates = ids(organization.candidates);
    const applications = ids(organization.applications);
    const stages = ids(organization.jobStages);
    for (const application of organization.applications) {
      expect(candidates.has(application.candidate_id)).toBe(true);
      if (application.current_stage) expect(stages.has(application.current_stage.id)).toBe(true);
    }
    for (const interview of organization.scheduledInterviews) expect(applications.has(interview.application_id)).toBe(true);
    for (const offer of organization.offers) expect(applications.has(offer.application_id)).toBe(true);
    expect(organization.offers.length).toBeGreaterThan(0);
    expect(organization.scheduledInterviews.length).toBeGreaterThan(0);
  });
});

describe('the Greenhouse emulator', () => {
  it('pages with page and per_page and says where the next page is in a Link header', async () => {
    const first = await harvest('/candidates?per_page=10');
    expect(first.body.map((candidate: { id: number }) => candidate.id)).toEqual(emulator.organization.candidates.slice(0, 10).map((candidate) => candidate.id));
    const links = first.headers.get('link')!;
    expect(links).toContain(`<${emulator.url}/v1/candidates?per_page=10&page=2>; rel="next"`);
    expect(links).toContain('page=3>; rel="last"');

    const last = await harvest('/candidates?per_page=10&page=3&skip_count=true');
    expect(last.body).toHaveLength(3);
    expect(last.headers.get('link')).toBe(`<${emulator.url}/v1/candidates?per_page=10&page=2&skip_count=true>; rel="prev"`);
    expect((await harvest('/users')).headers.get('link')).toBeNull();
  });

  it('answers a per_page out of 1..500 and a malformed timestamp with a 422 naming the field', async () => {
    expect(await harvest('/jobs?per_page=501')).toMatchObject({
      status: 422,
      body: { message: 'Validation error', errors: [{ field: 'per_page', message: 'must be an integer between 1 and 500' }] },
    });
    expect((await harvest('/offers?updated_after=yesterday')).body.errors).toEqual([{ field: 'updated_after', message: 'must be an ISO-8601 timestamp' }]);
  });

  it('refuses a wrong or missing API key with a 401, and unknown records with a 404', async () => {
    expect(await harvest('/jobs', { apiKey: 'wrong' })).toMatchObject({ status: 401, body: { message: 'Invalid Basic Auth credentials' } });
    expect(await harvest('/jobs/999999')).toMatchObject({ status: 404, body: { message: 'Resource not found' } });
    expect((await harvest('/applications/999999/offers')).status).toBe(404);
  });

  it('serves the whole pipeline of a job from /jobs/{id}/stages without paging', async () => {
    const job = emulator.organization.jobs[0]!;
    const { body, headers } = await harvest(`/jobs/${job.id}/stages?per_page=1`);
    expect(body.map((stage: { job_id: number }) => stage.job_id)).toEqual([job.id, job.id, job.id, job.id, job.id]);
    expect(headers.get('link')).toBeNull();
  });

  it('needs On-Behalf-Of naming an active user for writes', async () => {
    const disabled = emulator.organization.users.find((user) => user.disabled)!;
    expect(await harvest('/candidates', { method: 'POST', body: {} })).toMatchObject({
      status: 403,
      body: { message: expect.stringContaining('On-Behalf-Of') },
    });
    expect((await harvest('/candidates', { method: 'POST', body: {}, headers: { 'On-Behalf-Of': String(disabled.id) } })).status).toBe(403);
  });

  it('creates a candidate with its applications, and lists every failed field of a bad body', async () => {
    const job = emulator.organization.jobs[0]!;
    const created = await harvest('/candidates', {
      method: 'POST',
      headers: onBehalfOf(),
      body: { first_name: 'Noor', last_name: 'Haddad', email_addresses: [{ value: 'noor@example.com', type: 'personal' }], applications: [{ job_id: job.id }] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      first_name: 'Noor',
      applications: [{ jobs: [{ id: job.id }], status: 'active', current_stage: { name: 'Application Review' } }],
    });
    expect((await harvest(`/candidates/${created.body.id}`)).body.email_addresses).toEqual([{ value: 'noor@example.com', type: 'personal' }]);

    const refused = await harvest('/candidates', {
      method: 'POST',
      headers: onBehalfOf(),
      body: { first_name: ' ', email_addresses: [{ value: 'noor@example.com', type: 'home' }] },
    });
    expect(refused).toMatchObject({ status: 422, body: { message: 'Validation error' } });
    expect(refused.body.errors.map((error: { field: string }) => error.field)).toEqual(['first_name', 'last_name', 'email_addresses.type', 'applications']);
  });

  it('creates a prospect on no job or on several, with one prospect application', async () => {
    const [first, second] = emulator.organization.jobs;
    const jobless = await harvest('/prospects', { method: 'POST', headers: onBehalfOf(), body: { first_name: 'Lior', last_name: 'Ben-Ami' } });
    expect(jobless.status).toBe(201);
    expect(jobless.body).toMatchObject({ first_name: 'Lior', applications: [{ prospect: true, jobs: [], status: 'active', current_stage: null }] });
    expect((await harvest(`/candidates/${jobless.body.id}`)).status).toBe(200);

    const onJobs = await harvest('/prospects', {
      method: 'POST',
      headers: onBehalfOf(),
      body: { first_name: 'Lior', last_name: 'Ben-Ami', application: { job_ids: [first!.id, second!.id] } },
    });
    expect(onJobs.body.applications).toMatchObject([{ prospect: true, jobs: [{ id: first!.id }, { id: second!.id }] }]);

    const refused = await harvest('/prospects', { method: 'POST', headers: onBehalfOf(), body: { first_name: 'Lior', application: { job_ids: [999999] } } });
    expect(refused.body.errors.map((error: { field: string }) => error.field)).toEqual(['last_name', 'application.job_ids']);
  });

  it('edits a candidate and leaves it untouched when the edit is refused', async () => {
    const candidate = emulator.organization.candidates[4]!;
    const edited = await harvest(`/candidates/${candidate.id}`, {
      method: 'PATCH',
      headers: onBehalfOf(),
      body: {
        title: 'Principal Engineer',
        tags: [],
        custom_fields: [
          { name_key: 'work_remotely', value: true },
          { id: 7001, value: '120000' },
        ],
      },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { title: 'Principal Engineer', tags: [], keyed_custom_fields: { work_remotely: { value: true }, desired_salary: { value: '120000' } } },
    });

    const refused = await harvest(`/candidates/${candidate.id}`, { method: 'PATCH', headers: onBehalfOf(), body: { title: 'Ignored', last_name: null } });
    expect(refused.status).toBe(422);
    expect((await harvest(`/candidates/${candidate.id}`)).body.title).toBe('Principal Engineer');
  });

  it('throttles past the window budget with 429, Retry-After and the reset time', async () => {
    const limited = await startGreenhouseEmulator({ candidateCount: 1, requestsPerWindow: 2, windowMilliseconds: 60_000 });
    try {
      const call = () => fetch(`${limited.url}/v1/users`, { headers: { authorization: basic(limited.sandboxCredentials.api_key!) } });
      const first = await call();
      expect(first.headers.get('x-ratelimit-limit')).toBe('2');
      expect(first.headers.get('x-ratelimit-remaining')).toBe('1');
      await call();
      const throttled = await call();
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(throttled.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
      expect(await throttled.json()).toEqual({ message: 'Rate limit exceeded' });
    } finally {
      await limited.close();
    }
  });
});
