import {
  type AtsApplicationStage,
  type AtsCustomFieldDefinition,
  type AtsDepartment,
  type AtsJob,
  type AtsJobPosting,
  type AtsLocation,
  type AtsRejectedReasonRecord,
  encodeCompositeId,
  type SyncParams,
} from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningGreenhouseEmulator, startGreenhouseEmulator } from './emulator/index.js';
import { greenhouseConnector } from './index.js';

/**
 * The organisation's reference records (departments, offices, stages, job posts, rejection
 * reasons, custom field definitions) and the job writes, run against the emulator over HTTP.
 */

let emulator: RunningGreenhouseEmulator;

function run(actionId: string, input: SyncParams) {
  return runAction(greenhouseConnector, actionId, input, { originOverride: emulator.url, credentials: emulator.sandboxCredentials });
}

async function listAll<Item>(actionId: string, input: SyncParams) {
  const records: Item[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const result = await run(actionId, { ...input, query: { ...input.query, ...(cursor && { cursor }) } });
    records.push(...(result.data as Item[]));
    cursor = result.next ?? undefined;
    pages += 1;
  } while (cursor !== undefined && pages < 50);
  return { records, pages };
}

async function failure(operation: Promise<unknown>, status: number) {
  const error = await expectApiError(operation);
  expect(error.statusCode).toBe(status);
  return error;
}

const remoteIds = (records: { remote_id: string }[]) => records.map((record) => record.remote_id);

beforeAll(async () => {
  emulator = await startGreenhouseEmulator({ seed: 5, candidateCount: 12, jobCount: 4, requestsPerWindow: 10_000 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.clearRequests();
  emulator.clearFaults();
});

describe('departments and locations', () => {
  it('pages unified departments, one call per page, and reads one', async () => {
    const { records, pages } = await listAll<AtsDepartment>('greenhouse_list_unified_departments', { query: { page_size: 2 } });

    expect(pages).toBe(3);
    expect(emulator.requests).toHaveLength(3);
    expect(remoteIds(records)).toEqual(emulator.organization.departments.map((department) => String(department.id)));
    const read = await run('greenhouse_get_department', { path: { id: records[1]!.id } });
    expect(read.data).toEqual(records[1]);
  });

  it('lists offices as locations, filtered by external id, and answers 404 for an unknown one', async () => {
    const office = emulator.organization.offices[1]!;
    const { records } = await listAll<AtsLocation>('greenhouse_list_locations', { query: { filter: { external_id: office.external_id } } });

    expect(records).toEqual([expect.objectContaining({ remote_id: String(office.id), name: office.name })]);
    expect(emulator.requests[0]?.path).toBe('/v1/offices');
    await failure(run('greenhouse_get_location', { path: { id: '999999' } }), 404);
  });
});

describe('stages', () => {
  it('serves job stages as interview stages and application stages alike', async () => {
    const stage = emulator.organization.jobStages[3]!;
    const interviewStage = await run('greenhouse_get_interview_stage', { path: { id: encodeCompositeId(String(stage.id)) } });
    const applicationStage = await run('greenhouse_get_application_stage', { path: { id: String(stage.id) } });

    expect(interviewStage.data).toEqual(applicationStage.data);
    expect(interviewStage.data).toMatchObject({ remote_id: String(stage.id), name: stage.name, order: stage.priority });
    expect(emulator.requests.map((request) => request.path)).toEqual([`/v1/job_stages/${stage.id}`, `/v1/job_stages/${stage.id}`]);
  });

  it("pages one job's pipeline from a single answer each page, and refuses a stage of another job", async () => {
    const [job, otherJob] = emulator.organization.jobs;
    const { records, pages } = await listAll<AtsApplicationStage>('greenhouse_list_job_application_stages', {
      path: { id: encodeCompositeId(String(job!.id)) },
      query: { page_size: 2 },
    });

    expect(pages).toBe(3);
    expect(remoteIds(records)).toEqual(emulator.organization.jobStages.filter((stage) => stage.job_id === job!.id).map((stage) => String(stage.id)));
    expect(new Set(emulator.requests.map((request) => request.path))).toEqual(new Set([`/v1/jobs/${job!.id}/stages`]));

    const read = await run('greenhouse_get_job_application_stage', { path: { id: String(job!.id), subResourceId: records[0]!.id } });
    expect(read.data).toEqual(records[0]);
    await failure(run('greenhouse_get_job_application_stage', { path: { id: String(otherJob!.id), subResourceId: records[0]!.id } }), 404);
  });
});

describe('job postings', () => {
  it('lists job posts, live ones with filter live, and reads one', async () => {
    const { records } = await listAll<AtsJobPosting>('greenhouse_list_job_postings', { query: { page_size: 3 } });
    expect(remoteIds(records)).toEqual(emulator.organization.jobPosts.map((post) => String(post.id)));
    expect(records.map((posting) => posting.status?.value)).toContain('archived');

    const live = await listAll<AtsJobPosting>('greenhouse_list_job_postings', { query: { filter: { live: 'true' } } });
    expect(live.records.length).toBeGreaterThan(0);
    expect(live.records.every((posting) => posting.status?.value === 'live')).toBe(true);

    const read = await run('greenhouse_get_job_posting', { path: { id: records[0]!.id } });
    expect(read.data).toEqual(records[0]);
  });
});

describe('rejected reasons', () => {
  it('lists the reasons and reads one from a single page of the list', async () => {
    const { records } = await listAll<AtsRejectedReasonRecord>('greenhouse_list_rejected_reasons', { query: { page_size: 2 } });
    expect(remoteIds(records)).toEqual(emulator.organization.rejectionReasons.map((reason) => String(reason.id)));

    emulator.clearRequests();
    const read = await run('greenhouse_get_rejected_reason', { path: { id: records.at(-1)!.id } });
    expect(read.data).toEqual(records.at(-1));
    // Harvest has no endpoint for one reason: the get reads the list, 500 a page; here one call.
    expect(emulator.requests).toHaveLength(1);
    expect(emulator.requests[0]).toMatchObject({ path: '/v1/rejection_reasons', query: '?include_defaults=true&per_page=500&skip_count=true' });
    await failure(run('greenhouse_get_rejected_reason', { path: { id: '424242' } }), 404);
  });
});

describe('custom field definitions', () => {
  it('lists the fields of each kind of record, inactive ones on request', async () => {
    const candidate = await listAll<AtsCustomFieldDefinition>('greenhouse_list_candidate_custom_field_definitions', { query: { page_size: 2 } });
    expect(candidate.records.map((field) => field.unified_custom_fields?.name_key)).toEqual(['desired_salary', 'work_remotely', 'graduation_year_1']);
    const withInactive = await listAll<AtsCustomFieldDefinition>('greenhouse_list_candidate_custom_field_definitions', {
      query: { filter: { include_inactive: 'true' } },
    });
    expect(withInactive.records).toHaveLength(4);

    const job = await listAll<AtsCustomFieldDefinition>('greenhouse_list_job_custom_field_definitions', { query: {} });
    expect(job.records[0]).toMatchObject({
      name: 'Employment Type',
      type: { value: 'single_select', source_value: 'single_select' },
      options: [
        { id: '72011', value: 'Full-time' },
        { id: '72012', value: 'Contract' },
      ],
    });
    const application = await listAll<AtsCustomFieldDefinition>('greenhouse_list_application_custom_field_definitions', { query: {} });
    expect(application.records.map((field) => field.remote_id)).toEqual(['7101', '7102']);
  });

  it('reads a field through the route of its kind only', async () => {
    const read = await run('greenhouse_get_job_custom_field_definition', { path: { id: '7201' } });
    expect(read.data).toMatchObject({ remote_id: '7201', name: 'Employment Type' });
    expect(emulator.requests.at(-1)?.path).toBe('/v1/custom_field/7201');
    await failure(run('greenhouse_get_candidate_custom_field_definition', { path: { id: '7201' } }), 404);
    await failure(run('greenhouse_get_application_custom_field_definition', { path: { id: '999999' } }), 404);
  });
});

describe('job writes', () => {
  it('creates a job from a template, with its pipeline, and sets custom fields with a second call', async () => {
    const template = emulator.organization.jobs[0]!;
    const office = emulator.organization.offices[2]!;
    const created = await run('greenhouse_create_job', {
      body: {
        title: 'Platform Engineer',
        code: 'REQ-900',
        location_ids: [encodeCompositeId(String(office.id))],
        unified_custom_fields: { budget_code: 'B-42' },
        custom_fields: [{ id: '7201', value: 72012 }],
        passthrough: { template_job_id: encodeCompositeId(String(template.id)), number_of_openings: 2 },
      },
    });
    const id = (created.data as { remote_id: string }).remote_id;

    expect(emulator.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /v1/jobs', `PATCH /v1/jobs/${id}`]);
    expect(JSON.parse(String(emulator.requests[0]?.body))).toEqual({
      template_job_id: template.id,
      number_of_openings: 2,
      job_name: 'Platform Engineer',
      requisition_id: 'REQ-900',
      office_ids: [office.id],
    });
    expect(emulator.requests[0]?.headers['on-behalf-of']).toBe(emulator.sandboxCredentials.on_behalf_of_user_id);

    const job = (await run('greenhouse_get_job', { path: { id } })).data as AtsJob;
    expect(job).toMatchObject({
      title: 'Platform Engineer',
      code: 'REQ-900',
      remote_location_ids: [String(office.id)],
      unified_custom_fields: { employment_type: 'Contract', budget_code: 'B-42' },
    });
    const stages = await listAll<AtsApplicationStage>('greenhouse_list_job_application_stages', { path: { id }, query: {} });
    expect(stages.records.map((stage) => stage.name)).toEqual(
      emulator.organization.jobStages.filter((stage) => stage.job_id === template.id).map((stage) => stage.name),
    );
  });

  it('refuses a create without a template before any call, and maps Greenhouse 422 to a 400 with provider_errors', async () => {
    await failure(run('greenhouse_create_job', { body: { title: 'No template' } }), 400);
    expect(emulator.requests).toHaveLength(0);

    const error = await failure(run('greenhouse_create_job', { body: { department_ids: ['999'], passthrough: { template_job_id: '401' } } }), 400);
    expect(error.message).toBe('Validation error: department_id: must be the id of an existing department');
    expect(error.providerErrors).toEqual([expect.objectContaining({ status: 422, url: expect.stringContaining('/v1/jobs') })]);
  });

  it('updates a job and reads the change back; a refused edit changes nothing', async () => {
    const job = emulator.organization.jobs[1]!;
    const department = emulator.organization.departments[4]!;
    await run('greenhouse_update_job', { path: { id: String(job.id) }, body: { title: 'Renamed', department_ids: [String(department.id)] } });
    const read = (await run('greenhouse_get_job', { path: { id: String(job.id) } })).data as AtsJob;
    expect(read).toMatchObject({ title: 'Renamed', remote_department_ids: [String(department.id)] });

    const error = await failure(
      run('greenhouse_update_job', { path: { id: String(job.id) }, body: { title: 'Again', unified_custom_fields: { no_such_field: 'x' } } }),
      400,
    );
    expect(error.message).toContain('unknown job custom field');
    expect(emulator.organization.jobs[1]!.name).toBe('Renamed');
    await failure(run('greenhouse_update_job', { path: { id: '999999' }, body: { title: 'Nobody' } }), 404);
  });
});
