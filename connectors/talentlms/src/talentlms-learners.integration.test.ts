import {
  BadRequestError,
  type Credentials,
  encodeCompositeId,
  type LmsAssignment,
  type LmsCompletion,
  type LmsContent,
  type LmsCourse,
  type LmsUser,
  lmsAssignmentSchema,
  lmsCompletionSchema,
  lmsContentSchema,
  lmsUserSchema,
  NotFoundError,
  type SyncParams,
} from '@openunified/connector-sdk';
import { runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningTalentlmsEmulator, startTalentlmsEmulator } from './emulator/index.js';
import { talentlmsConnector } from './index.js';

let emulator: RunningTalentlmsEmulator;

function run(actionId: string, input: SyncParams, credentials?: Credentials) {
  return runAction(talentlmsConnector, actionId, input, { originOverride: emulator.url, credentials: credentials ?? emulator.sandboxCredentials });
}

/** Every page of a list, and how many provider calls each page took. */
async function listAll<Record>(actionId: string, input: SyncParams): Promise<{ records: Record[]; callsPerPage: number[] }> {
  const records: Record[] = [];
  const callsPerPage: number[] = [];
  let cursor: string | undefined;
  do {
    emulator.clearRequests();
    const result = await run(actionId, { ...input, query: { ...input.query, ...(cursor ? { cursor } : {}) } });
    callsPerPage.push(emulator.requests.length);
    records.push(...(result.data as Record[]));
    cursor = result.next ?? undefined;
  } while (cursor !== undefined);
  return { records, callsPerPage };
}

const paths = () => emulator.requests.map((request) => request.path);

beforeAll(async () => {
  emulator = await startTalentlmsEmulator({ seed: 11, categoryCount: 10, courseCount: 30, userCount: 14 });
});

afterAll(async () => {
  await emulator.close();
});

beforeEach(() => {
  emulator.clearRequests();
  emulator.clearFaults();
});

const enrolmentsOf = (userId: string) => emulator.catalogue.enrolments.filter((enrolment) => enrolment.user_id === userId);
const learnerWithCourses = () => emulator.catalogue.users.find((user) => user.id !== '1' && enrolmentsOf(user.id).length >= 2)!;

describe('courses', () => {
  it('cuts every page from one GET /courses, reading the date format from GET /siteinfo', async () => {
    const { records, callsPerPage } = await listAll<LmsCourse>('talentlms_list_courses', { query: { page_size: 7 } });

    expect(records.map((course) => course.remote_id)).toEqual(emulator.catalogue.courses.map((course) => course.id));
    expect(callsPerPage).toEqual([2, 2, 2, 2, 2]);
    const [first] = records;
    const seeded = emulator.catalogue.courses[0]!;
    expect(first).toMatchObject({
      title: seeded.name,
      external_reference: seeded.code,
      active: seeded.status === 'active',
      created_at: '2024-01-01T00:00:00.000Z',
    });
  });

  it('filters by active, course code and updated_after', async () => {
    const inactive = await listAll<LmsCourse>('talentlms_list_courses', { query: { filter: { active: 'false' } } });
    expect(inactive.records.map((course) => course.remote_id)).toEqual(
      emulator.catalogue.courses.filter((course) => course.status === 'inactive').map((course) => course.id),
    );
    const byCode = await run('talentlms_list_courses', { query: { filter: { external_reference: 'C105' } } });
    expect((byCode.data as LmsCourse[]).map((course) => course.remote_id)).toEqual(['105']);
    // The seeded courses were last updated a day apart from 2024-01-01T05:00Z on.
    const recent = await listAll<LmsCourse>('talentlms_list_courses', { query: { updated_after: '2024-01-20T00:00:00Z' } });
    expect(recent.records.every((course) => Date.parse(course.updated_at!) > Date.parse('2024-01-20T00:00:00Z'))).toBe(true);
    expect(recent.records.length).toBeGreaterThan(0);
    expect(recent.records.length).toBeLessThan(emulator.catalogue.courses.length);
  });

  it('gets a course with its units as content ids, in order', async () => {
    const result = await run('talentlms_get_course', { path: { id: encodeCompositeId('103') } });

    const units = emulator.catalogue.units.get('103')!;
    expect((result.data as LmsCourse).remote_content_ids).toEqual(units.map((unit) => `103-${unit.id}`));
    expect(paths().sort()).toEqual(['/api/v1/courses/id:103', '/api/v1/siteinfo']);
  });

  it('answers TalentLMS 404 for an unknown course, and refuses an id that is not one without a call', async () => {
    await expect(run('talentlms_get_course', { path: { id: '999' } })).rejects.toThrow('The requested course does not exist');
    emulator.clearRequests();
    await expect(run('talentlms_get_course', { path: { id: 'C103' } })).rejects.toBeInstanceOf(BadRequestError);
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('users', () => {
  it('pages the users of one GET /users and maps them', async () => {
    const { records, callsPerPage } = await listAll<LmsUser>('talentlms_list_users', { query: { page_size: 5 } });

    expect(callsPerPage).toEqual([2, 2, 2]);
    expect(records.map((user) => user.remote_id)).toEqual(emulator.catalogue.users.map((user) => user.id));
    const seeded = emulator.catalogue.users[1]!;
    expect(lmsUserSchema.parse(records[1])).toMatchObject({
      name: `${seeded.first_name} ${seeded.last_name}`,
      email: seeded.email,
      active: seeded.status === 'active',
      updated_at: new Date(Number(seeded.last_updated_timestamp) * 1000).toISOString(),
    });
  });

  it('looks a user up by email with TalentLMS, and finds none for an unknown address', async () => {
    const seeded = emulator.catalogue.users[3]!;
    const found = await run('talentlms_list_users', { query: { filter: { email: seeded.email } } });
    expect((found.data as LmsUser[]).map((user) => user.remote_id)).toEqual([seeded.id]);
    expect(paths()).toContain(`/api/v1/users/email:${encodeURIComponent(seeded.email)}`);

    const none = await run('talentlms_list_users', { query: { filter: { email: 'nobody@example.com' } } });
    expect(none.data).toEqual([]);
  });

  it('gets a user and never exposes the sign-in link', async () => {
    const result = await run('talentlms_get_user', { path: { id: encodeCompositeId('2') } });
    expect((result.data as LmsUser).remote_id).toBe('2');
    expect(JSON.stringify(result.data)).not.toContain('autologin');
  });
});

describe('assignments', () => {
  it("lists a user's enrolments from one user record, filtered by status", async () => {
    const user = learnerWithCourses();
    const { records, callsPerPage } = await listAll<LmsAssignment>('talentlms_list_user_assignments', {
      path: { id: encodeCompositeId(user.id) },
      query: { page_size: 1 },
    });

    expect(callsPerPage.every((calls) => calls === 1)).toBe(true);
    const expected = enrolmentsOf(user.id).sort((left, right) => Number(left.course_id) - Number(right.course_id));
    expect(records.map((assignment) => assignment.remote_id)).toEqual(expected.map((enrolment) => `${user.id}-${enrolment.course_id}`));
    for (const assignment of records) expect(lmsAssignmentSchema.parse(assignment)).toEqual(assignment);

    const statuses = { not_attempted: 'pending', incomplete: 'in_progress', completed: 'completed' } as const;
    const completed = await run('talentlms_list_user_assignments', { path: { id: user.id }, query: { filter: { status: 'completed' } } });
    expect((completed.data as LmsAssignment[]).every((assignment) => assignment.status?.value === 'completed')).toBe(true);
    expect(records.map((assignment) => assignment.status?.value)).toEqual(expected.map((enrolment) => statuses[enrolment.completion_status]));
  });

  it('lists the enrolments of every user, reading user records page by page', async () => {
    const { records, callsPerPage } = await listAll<LmsAssignment>('talentlms_list_assignments', { query: { page_size: 4 } });

    const expected = [...emulator.catalogue.enrolments]
      .sort((left, right) => Number(left.user_id) - Number(right.user_id) || Number(left.course_id) - Number(right.course_id))
      .map((enrolment) => `${enrolment.user_id}-${enrolment.course_id}`);
    expect(records.map((assignment) => assignment.remote_id)).toEqual(expected);
    // GET /users, then the user records the page needed: never more than one per record returned, plus one to spare.
    for (const calls of callsPerPage) expect(calls).toBeLessThanOrEqual(1 + 4 + 1);
  });

  it('gets one enrolment by assignment id or, under its user, by course id', async () => {
    const user = learnerWithCourses();
    const [enrolment] = enrolmentsOf(user.id);
    const byId = await run('talentlms_get_assignment', { path: { id: encodeCompositeId(`${user.id}-${enrolment!.course_id}`) } });
    const byCourse = await run('talentlms_get_user_assignment', { path: { id: user.id, subResourceId: encodeCompositeId(enrolment!.course_id) } });

    expect(byCourse.data).toEqual(byId.data);
    await expect(run('talentlms_get_assignment', { path: { id: '12' } })).rejects.toBeInstanceOf(BadRequestError);
    await expect(run('talentlms_get_user_assignment', { path: { id: user.id, subResourceId: `${user.id}-999` } })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('enrols a user with a form-encoded POST /addusertocourse and reads the enrolment back', async () => {
    const user = learnerWithCourses();
    const course = emulator.catalogue.courses.find((candidate) => !enrolmentsOf(user.id).some((enrolment) => enrolment.course_id === candidate.id))!;

    const result = await run('talentlms_create_user_assignment', {
      path: { id: encodeCompositeId(user.id) },
      body: { learning_object_id: encodeCompositeId(course.id), passthrough: { role: 'instructor' } },
    });

    expect(result.data).toEqual({ id: encodeCompositeId(`${user.id}-${course.id}`), remote_id: `${user.id}-${course.id}` });
    const [post, readBack] = emulator.requests;
    expect(post).toMatchObject({ method: 'POST', path: '/api/v1/addusertocourse' });
    expect(Object.fromEntries(new URLSearchParams(post!.body))).toEqual({ user_id: user.id, course_id: course.id, role: 'instructor' });
    expect(post!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(readBack!.path).toBe(`/api/v1/users/id:${user.id}`);
    expect(enrolmentsOf(user.id).some((enrolment) => enrolment.course_id === course.id && enrolment.role === 'instructor')).toBe(true);
  });

  it("turns TalentLMS's refusals into 400 and 404 with the provider's error", async () => {
    const user = learnerWithCourses();
    const [enrolment] = enrolmentsOf(user.id);
    const twice = run('talentlms_create_user_assignment', { path: { id: user.id }, body: { learning_object_id: enrolment!.course_id } });
    await expect(twice).rejects.toBeInstanceOf(BadRequestError);
    await expect(twice).rejects.toMatchObject({
      message: 'The requested user is already enrolled in this course',
      providerErrors: [{ status: 400, raw: { error: { type: 'invalid_request_error', message: 'The requested user is already enrolled in this course' } } }],
    });
    await expect(run('talentlms_create_user_assignment', { path: { id: '999' }, body: { learning_object_id: '101' } })).rejects.toThrow(
      'The requested user does not exist',
    );
  });

  it('refuses what TalentLMS cannot do without calling it', async () => {
    const cases: Record<string, string | number | null | Record<string, unknown>>[] = [
      { learning_object_id: null },
      { learning_object_id: '101', status: { value: 'completed' } },
      { learning_object_id: '101', progress: 50 },
      { learning_object_id: '101', passthrough: { role: 'admin' } },
    ];
    for (const body of cases) {
      await expect(run('talentlms_create_user_assignment', { path: { id: '2' }, body })).rejects.toBeInstanceOf(BadRequestError);
    }
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('completions', () => {
  it("lists a user's completed courses, and every user's", async () => {
    const completedBy = emulator.catalogue.enrolments.filter((enrolment) => enrolment.completion_status === 'completed');
    const { records } = await listAll<LmsCompletion>('talentlms_list_completions', { query: { page_size: 3 } });
    expect(records.map((completion) => completion.remote_id).sort()).toEqual(
      completedBy.map((enrolment) => `${enrolment.user_id}-${enrolment.course_id}`).sort(),
    );

    const [sample] = completedBy;
    const own = await run('talentlms_list_user_completions', { path: { id: sample!.user_id } });
    const completion = lmsCompletionSchema.parse((own.data as LmsCompletion[]).find((candidate) => candidate.remote_course_id === sample!.course_id));
    expect(completion).toMatchObject({
      completed_at: new Date(sample!.completed_on_timestamp! * 1000).toISOString(),
      learning_object_type: { value: 'course', source_value: 'course' },
    });
    expect(completion.time_spent).toMatch(/^PT/);
  });

  it('deletes a completion by resetting the progress, and refuses a course not completed', async () => {
    const enrolment = emulator.catalogue.enrolments.find((candidate) => candidate.completion_status === 'completed')!;
    const id = encodeCompositeId(`${enrolment.user_id}-${enrolment.course_id}`);

    await run('talentlms_delete_user_completion', { path: { id: enrolment.user_id, subResourceId: id } });

    expect(paths()).toEqual([
      `/api/v1/users/id:${enrolment.user_id}`,
      `/api/v1/resetuserprogress/course_id:${enrolment.course_id},user_id:${enrolment.user_id}`,
    ]);
    expect(enrolment).toMatchObject({ completion_status: 'not_attempted', completion_percentage: 0 });
    await expect(run('talentlms_get_completion', { path: { id } })).rejects.toBeInstanceOf(NotFoundError);
    emulator.clearRequests();
    await expect(run('talentlms_delete_user_completion', { path: { id: enrolment.user_id, subResourceId: id } })).rejects.toBeInstanceOf(NotFoundError);
    expect(paths().some((path) => path.includes('resetuserprogress'))).toBe(false);
  });
});

describe('content', () => {
  it('lists the units of every course in course order, each page reading course records where it stopped', async () => {
    const { records } = await listAll<LmsContent>('talentlms_list_content', { query: { page_size: 10 } });

    const expected = emulator.catalogue.courses.flatMap((course) => (emulator.catalogue.units.get(course.id) ?? []).map((unit) => `${course.id}-${unit.id}`));
    expect(records.map((content) => content.remote_id)).toEqual(expected);
    for (const content of records.slice(0, 5)) expect(lmsContentSchema.parse(content)).toEqual(content);
  });

  it('gets one unit, mapping its type', async () => {
    const course = emulator.catalogue.courses[0]!;
    const unit = emulator.catalogue.units.get(course.id)![0]!;
    const result = await run('talentlms_get_content', { path: { id: encodeCompositeId(`${course.id}-${unit.id}`) } });

    expect(result.data).toMatchObject({
      title: unit.name,
      content_type: { value: 'article', source_value: 'Content' },
      order: 1,
      remote_course_ids: [course.id],
    });
    await expect(run('talentlms_get_content', { path: { id: unit.id } })).rejects.toBeInstanceOf(BadRequestError);
  });
});
