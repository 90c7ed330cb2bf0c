import type { RunningGreenhouseEmulator } from '@openunified/connector-greenhouse/emulator';
import { encodeCompositeId } from '@openunified/connector-sdk';
import {
  atsApplicationSchema,
  atsApplicationStageSchema,
  atsCandidateSchema,
  atsCustomFieldDefinitionSchema,
  atsDepartmentSchema,
  atsInterviewSchema,
  atsInterviewStageSchema,
  atsJobPostingSchema,
  atsJobSchema,
  atsLocationSchema,
  atsOfferSchema,
  atsRejectedReasonRecordSchema,
  atsUserSchema,
} from '@openunified/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

/** The ats category served by the Greenhouse connector, through the real server in sandbox mode. */

let context: UnifiedTestContext;
let account: string;
let emulator: RunningGreenhouseEmulator;

beforeAll(async () => {
  context = await startUnifiedTestContext();
  emulator = context.emulator('greenhouse') as RunningGreenhouseEmulator;
  // Linked with what the sandbox lends: the emulator's own credentials, nothing typed in.
  account = (await context.testServer.createAccount({ provider: 'greenhouse', credentials: context.credentials('greenhouse') })).id;
});
afterAll(() => context.close());

const call = (path: string, options: Parameters<UnifiedTestContext['call']>[1] = {}) => context.call(path, { account, ...options });

/** Follows `next` from the first page to the last. */
async function readAllPages(path: string) {
  const records: Record<string, unknown>[] = [];
  let next: string | null = null;
  let pages = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const response = await call(next ? `${path}${separator}next=${encodeURIComponent(next)}` : path);
    expect(response.status, response.text).toBe(200);
    records.push(...response.body.data);
    next = response.body.next;
    pages += 1;
  } while (next !== null && pages < 30);
  return { records, pages };
}

/** Every field but unified_custom_fields, which a read returns only when named in `fields`. */
function expectRecordsOf(model: z.ZodObject, records: unknown[]) {
  expect(records.length).toBeGreaterThan(0);
  for (const record of records) expect(model.omit({ unified_custom_fields: true }).strict().parse(record)).toEqual(record);
}

describe('GET /unified/ats/candidates', () => {
  it('pages every candidate to the end with next, in the unified model', async () => {
    const expected = emulator.organization.candidates.map((candidate) => String(candidate.id));
    const { records, pages } = await readAllPages('/unified/ats/candidates?page_size=25');

    expect(records.map((record) => record.remote_id)).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 25));
    expectRecordsOf(atsCandidateSchema, records);
  });

  it('returns only the named fields, unified_custom_fields when named', async () => {
    const { body } = await call('/unified/ats/candidates?page_size=3&fields=id,name,email,unified_custom_fields');

    for (const record of body.data) expect(Object.keys(record).sort()).toEqual(['email', 'id', 'name', 'unified_custom_fields']);
  });

  it('adds the Harvest exchange with raw=true, the API key redacted', async () => {
    const { body, text } = await call('/unified/ats/candidates?page_size=2&raw=true');

    expect(body.raw).toHaveLength(1);
    expect(body.raw[0]).toMatchObject({ method: 'GET', url: expect.stringContaining('/v1/candidates?per_page=2&skip_count=true'), body: null });
    expect(body.raw[0].response).toHaveLength(2);
    expect(text).not.toContain(context.credentials('greenhouse').api_key);
  });

  it('filters by e-mail and by updated_after, and refuses a filter Greenhouse does not know', async () => {
    const candidate = emulator.organization.candidates[5]!;
    const byEmail = await call(`/unified/ats/candidates?filter[email]=${encodeURIComponent(candidate.email_addresses[0]!.value)}`);
    expect(byEmail.body.data.map((record: { remote_id: string }) => record.remote_id)).toEqual([String(candidate.id)]);

    const instant = '2024-03-01T00:00:00Z';
    const { records } = await readAllPages(`/unified/ats/candidates?page_size=100&filter[updated_after]=${instant}`);
    const expected = emulator.organization.candidates.filter((record) => Date.parse(record.updated_at) >= Date.parse(instant));
    expect(records.map((record) => record.remote_id)).toEqual(expected.map((record) => String(record.id)));

    const unknown = await call('/unified/ats/candidates?filter[colour]=red');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('query.filter');
  });
});

describe('the other ats resources', () => {
  it('lists applications of one job with one status', async () => {
    const job = emulator.organization.jobs[0]!;
    const jobId = encodeCompositeId(String(job.id));
    const { records } = await readAllPages(`/unified/ats/applications?page_size=5&filter[job_id]=${jobId}&filter[status]=active`);

    expectRecordsOf(atsApplicationSchema, records);
    const expected = emulator.organization.applications.filter((application) => application.status === 'active' && application.jobs[0]?.id === job.id);
    expect(records.map((record) => record.remote_id)).toEqual(expected.map((application) => String(application.id)));
    expect(records.every((record) => record.job_id === jobId)).toBe(true);
  });

  it.each([
    ['/unified/ats/jobs', atsJobSchema],
    ['/unified/ats/applications', atsApplicationSchema],
    ['/unified/ats/application_stages', atsApplicationStageSchema],
    ['/unified/ats/interviews', atsInterviewSchema],
    ['/unified/ats/offers', atsOfferSchema],
    ['/unified/ats/users', atsUserSchema],
    ['/unified/ats/departments', atsDepartmentSchema],
    ['/unified/ats/locations', atsLocationSchema],
    ['/unified/ats/interview_stages', atsInterviewStageSchema],
    ['/unified/ats/job_postings', atsJobPostingSchema],
    ['/unified/ats/rejected_reasons', atsRejectedReasonRecordSchema],
    ['/unified/ats/custom_field_definitions/candidates', atsCustomFieldDefinitionSchema],
    ['/unified/ats/custom_field_definitions/applications', atsCustomFieldDefinitionSchema],
    ['/unified/ats/custom_field_definitions/jobs', atsCustomFieldDefinitionSchema],
  ])('serves %s and its get route', async (path, model) => {
    const list = await call(`${path}?page_size=4`);
    expect(list.status, list.text).toBe(200);
    expectRecordsOf(model, list.body.data);

    const one = await call(`${path}/${list.body.data[0].id}`);
    expect(one.status, one.text).toBe(200);
    expect(one.body.data).toEqual(list.body.data[0]);
  });

  it('serves the application stages of one job and each of them', async () => {
    const job = emulator.organization.jobs[0]!;
    const path = `/unified/ats/jobs/${encodeCompositeId(String(job.id))}/application_stages`;
    const { records } = await readAllPages(`${path}?page_size=2`);

    expectRecordsOf(atsApplicationStageSchema, records);
    expect(records.map((record) => record.remote_id)).toEqual(
      emulator.organization.jobStages.filter((stage) => stage.job_id === job.id).map((stage) => String(stage.id)),
    );
    const one = await call(`${path}/${records[1]!.id}`);
    expect(one.status, one.text).toBe(200);
    expect(one.body.data).toEqual(records[1]);
  });

  it('answers an unknown record with the Greenhouse 404', async () => {
    const { status, body } = await call('/unified/ats/offers/999999');
    expect(status).toBe(404);
    expect(body).toMatchObject({ statusCode: 404, message: 'Resource not found' });
  });
});

describe('candidate writes', () => {
  it('creates (201) and updates (200) a candidate, answering the ids, and reads back what was written', async () => {
    const jobId = (await call('/unified/ats/jobs?page_size=1')).body.data[0].id;
    const created = await call('/unified/ats/candidates', {
      method: 'POST',
      body: { first_name: 'Hedy', last_name: 'Lamarr', emails: [{ value: 'hedy@example.com', type: 'personal' }], job_ids: [jobId] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      statusCode: 201,
      message: 'Record created successfully',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      data: { id: expect.stringMatching(/^c28xIQ/), remote_id: expect.any(String) },
    });

    const updated = await call(`/unified/ats/candidates/${created.body.data.id}`, { method: 'PATCH', body: { title: 'Inventor', tags: ['radio'] } });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ statusCode: 200, message: 'Record updated successfully', data: created.body.data });

    const read = await call(`/unified/ats/candidates/${created.body.data.remote_id}`);
    expect(read.body.data).toMatchObject({ name: 'Hedy Lamarr', title: 'Inventor', tags: ['radio'], email: 'hedy@example.com' });
    expect(read.body.data.application_ids).toHaveLength(1);
  });

  it('creates a candidate from a body with one name, one e-mail and no jobs (a Greenhouse prospect), which reads back', async () => {
    const created = await call('/unified/ats/candidates', {
      method: 'POST',
      body: {
        name: 'Romain Sestier',
        email: 'romain@example.com',
        company: 'Company Inc.',
        phone_numbers: [{ phone: '+447700112233' }],
        social_links: [{ type: 'linkedin', url: 'https://www.linkedin.com/in/romainsestier/' }],
        country: 'United States',
        hired_at: '2021-01-01T01:01:01.000Z',
        passthrough: {},
      },
    });
    expect(created.status, created.text).toBe(201);

    const read = await call(`/unified/ats/candidates/${created.body.data.id}`);
    expect(read.status, read.text).toBe(200);
    expectRecordsOf(atsCandidateSchema, [read.body.data]);
    expect(read.body.data).toMatchObject({
      first_name: 'Romain',
      last_name: 'Sestier',
      email: 'romain@example.com',
      emails: [{ value: 'romain@example.com', type: 'personal' }],
      phone_numbers: [{ phone: '+447700112233', type: 'other' }],
      social_links: [{ url: 'https://www.linkedin.com/in/romainsestier/', type: 'social_media' }],
    });
  });

  it("answers Greenhouse's validation error with a 400 carrying provider_errors", async () => {
    const { status, body } = await call('/unified/ats/candidates', { method: 'POST', body: { first_name: 'Only' } });

    expect(status).toBe(400);
    expect(body.message).toBe("Validation error: last_name: can't be blank");
    expect(body.data).toMatchObject({ statusCode: 422, message: body.message });
    expect(body.provider_errors).toEqual([
      expect.objectContaining({ status: 422, url: expect.stringContaining('/v1/prospects'), raw: expect.objectContaining({ message: 'Validation error' }) }),
    ]);
  });

  it('refuses a body that breaks the unified model before any provider call', async () => {
    emulator.clearRequests();
    const { status, body } = await call('/unified/ats/candidates/10001', { method: 'PATCH', body: { emails: [{ value: 'not-an-email' }] } });

    expect(status).toBe(400);
    expect(body.message).toContain('body field "emails');
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('catalogue, RPC and failures', () => {
  it('describes every ats route in /openapi.json', async () => {
    const { body } = await context.call('/openapi.json');

    expect(Object.keys(body.paths['/unified/ats/candidates']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(body.paths['/unified/ats/candidates/{id}']).sort()).toEqual(['get', 'patch']);
    expect(Object.keys(body.paths['/unified/ats/jobs']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(body.paths['/unified/ats/jobs/{id}']).sort()).toEqual(['get', 'patch']);
    expect(Object.keys(body.paths['/unified/ats/applications/{id}']).sort()).toEqual(['get', 'patch']);
    expect(Object.keys(body.paths['/unified/ats/applications/{id}/notes/{subResourceId}']).sort()).toEqual(['get', 'patch']);
    for (const resource of ['interviews', 'offers', 'application_stages', 'users', 'departments', 'locations', 'job_postings']) {
      expect(Object.keys(body.paths[`/unified/ats/${resource}/{id}`])).toEqual(['get']);
    }
    expect(Object.keys(body.paths['/unified/ats/jobs/{id}/application_stages/{subResourceId}'])).toEqual(['get']);
    expect(Object.keys(body.paths['/unified/ats/custom_field_definitions/jobs/{id}'])).toEqual(['get']);
    expect(body.paths['/unified/ats/candidates'].get.operationId).toBe('ats_list_candidates');
  });

  it('lists the connector and its unified actions in /actions', async () => {
    const { body } = await context.call('/actions?filter[connectors]=greenhouse&include=action_details');

    const [entry] = body.data;
    expect(entry).toMatchObject({ key: 'greenhouse', name: 'Greenhouse' });
    const unified = Object.fromEntries(
      entry.actions
        .filter((action: { schema_type: string }) => action.schema_type === 'unified')
        .map((action: any) => [action.action_details.unified, action.id]),
    );
    expect(unified).toEqual({
      'ats.candidates.list': 'greenhouse_list_candidates',
      'ats.candidates.get': 'greenhouse_get_candidate',
      'ats.candidates.create': 'greenhouse_create_candidate',
      'ats.candidates.update': 'greenhouse_update_candidate',
      'ats.applications.list': 'greenhouse_list_applications',
      'ats.applications.get': 'greenhouse_get_application',
      'ats.jobs.list': 'greenhouse_list_jobs',
      'ats.jobs.get': 'greenhouse_get_job',
      'ats.application_stages.list': 'greenhouse_list_application_stages',
      'ats.interviews.list': 'greenhouse_list_interviews',
      'ats.interviews.get': 'greenhouse_get_interview',
      'ats.offers.list': 'greenhouse_list_offers',
      'ats.offers.get': 'greenhouse_get_offer',
      'ats.users.list': 'greenhouse_list_users',
      'ats.users.get': 'greenhouse_get_user',
      'ats.jobs.create': 'greenhouse_create_job',
      'ats.jobs.update': 'greenhouse_update_job',
      'ats.application_stages.get': 'greenhouse_get_application_stage',
      'ats.interview_stages.list': 'greenhouse_list_interview_stages',
      'ats.interview_stages.get': 'greenhouse_get_interview_stage',
      'ats.job_application_stages.list': 'greenhouse_list_job_application_stages',
      'ats.job_application_stages.get': 'greenhouse_get_job_application_stage',
      'ats.departments.list': 'greenhouse_list_unified_departments',
      'ats.departments.get': 'greenhouse_get_department',
      'ats.locations.list': 'greenhouse_list_locations',
      'ats.locations.get': 'greenhouse_get_location',
      'ats.job_postings.list': 'greenhouse_list_job_postings',
      'ats.job_postings.get': 'greenhouse_get_job_posting',
      'ats.rejected_reasons.list': 'greenhouse_list_rejected_reasons',
      'ats.rejected_reasons.get': 'greenhouse_get_rejected_reason',
      'ats.candidate_custom_field_definitions.list': 'greenhouse_list_candidate_custom_field_definitions',
      'ats.candidate_custom_field_definitions.get': 'greenhouse_get_candidate_custom_field_definition',
      'ats.application_custom_field_definitions.list': 'greenhouse_list_application_custom_field_definitions',
      'ats.application_custom_field_definitions.get': 'greenhouse_get_application_custom_field_definition',
      'ats.job_custom_field_definitions.list': 'greenhouse_list_job_custom_field_definitions',
      'ats.job_custom_field_definitions.get': 'greenhouse_get_job_custom_field_definition',
      'ats.applications.create': 'greenhouse_create_application',
      'ats.applications.update': 'greenhouse_update_application',
      'ats.application_notes.list': 'greenhouse_list_application_notes',
      'ats.application_notes.get': 'greenhouse_get_application_note',
      'ats.application_notes.create': 'greenhouse_create_application_note',
      'ats.candidate_notes.list': 'greenhouse_list_candidate_notes',
      'ats.candidate_notes.get': 'greenhouse_get_candidate_note',
      'ats.candidate_notes.create': 'greenhouse_create_candidate_note',
      'ats.application_offers.list': 'greenhouse_list_application_offers',
      'ats.application_offers.get': 'greenhouse_get_application_offer',
      'ats.application_scorecards.list': 'greenhouse_list_application_scorecards',
      'ats.application_scorecards.get': 'greenhouse_get_application_scorecard',
      'ats.application_scheduled_interviews.list': 'greenhouse_list_application_scheduled_interviews',
      'ats.application_scheduled_interviews.get': 'greenhouse_get_application_scheduled_interview',
      'ats.applications.move': 'greenhouse_move_application',
      'ats.applications.reject': 'greenhouse_reject_application',
      'ats.application_documents.list': 'greenhouse_list_application_documents',
      'ats.application_documents.get': 'greenhouse_get_application_document',
      'ats.application_documents.download': 'greenhouse_download_application_document',
      'ats.application_documents.upload': 'greenhouse_upload_application_document',
      'ats.application_document_categories.list': 'greenhouse_list_application_document_categories',
      'ats.application_document_categories.get': 'greenhouse_get_application_document_category',
    });
  });

  it('runs an action by POST /actions/rpc and pages it with next', async () => {
    const first = await call('/actions/rpc', { method: 'POST', body: { action: 'greenhouse_list_jobs', query: { page_size: 4 } } });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toHaveLength(4);

    const second = await call('/actions/rpc', { method: 'POST', body: { action: 'greenhouse_list_jobs', query: { next: first.body.next } } });
    expect(second.body.data.map((job: { remote_id: string }) => job.remote_id)).toEqual(emulator.organization.jobs.slice(4, 8).map((job) => String(job.id)));

    const note = await call('/actions/rpc', {
      method: 'POST',
      body: { action: 'greenhouse_add_candidate_note', path: { id: '10001' }, body: { body: 'Called back.' } },
    });
    expect(note.status, note.text).toBe(200);
    expect(note.body.data).toMatchObject({ body: 'Called back.', visibility: 'admin_only' });
  });

  it('answers a wrong API key as the other API-key connectors do: 400 with the Greenhouse 401', async () => {
    const wrongKey = 'not-the-greenhouse-key';
    const linked = await context.testServer.createAccount({ provider: 'greenhouse', credentials: { ...context.credentials('greenhouse'), api_key: wrongKey } });
    const { status, body, text } = await context.call('/unified/ats/jobs', { account: linked.id });

    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, message: 'Invalid Basic Auth credentials', data: { statusCode: 401 } });
    expect(body.provider_errors).toEqual([expect.objectContaining({ status: 401, url: expect.stringContaining('/v1/jobs') })]);
    expect(text).not.toContain(wrongKey);
  });

  it('waits out a Greenhouse 429 for its Retry-After and answers the list', async () => {
    emulator.clearRequests();
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 1 });

    const { status, body } = await call('/unified/ats/users?page_size=2');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    expect(emulator.requests).toHaveLength(2);
  });
});
