import { encodeCompositeId } from '@openunified/connector-sdk';
import type { RunningTalentlmsEmulator } from '@openunified/connector-talentlms/emulator';
import { lmsAssignmentSchema, lmsCompletionSchema, lmsCourseSchema } from '@openunified/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

/**
 * The LMS category on the sandbox's TalentLMS emulator: courses with the deprecated next_page,
 * assignments and completions under a user (a create answering 201), the DELETE route of a
 * sub-resource, and the 422 of what TalentLMS cannot do (completion creates, skills, content writes).
 */

let context: UnifiedTestContext;
let talentlms: RunningTalentlmsEmulator;

beforeAll(async () => {
  context = await startUnifiedTestContext();
  talentlms = context.emulator('talentlms') as RunningTalentlmsEmulator;
});
afterAll(() => context.close());

const call = (path: string, options: { method?: string; body?: unknown } = {}) => context.call(path, { account: context.accounts.talentlms, ...options });

describe('LMS courses and users', () => {
  it('lists courses with next and the deprecated next_page, and reads one', async () => {
    const page = await call('/unified/lms/courses?page_size=4');
    expect(page.status).toBe(200);
    expect(page.body.next_page).toBe(page.body.next);
    for (const course of page.body.data) expect(lmsCourseSchema.partial().safeParse(course).success).toBe(true);

    const one = await call(`/unified/lms/courses/${page.body.data[0].id}?fields=id,title,content_ids`);
    expect(one.status).toBe(200);
    expect(Object.keys(one.body.data).sort()).toEqual(['content_ids', 'id', 'title']);
  });

  it('finds a user by email', async () => {
    const user = talentlms.catalogue.users[2]!;
    const { body } = await call(`/unified/lms/users?filter[email]=${encodeURIComponent(user.email)}`);
    expect(body.data.map((record: { remote_id: string }) => record.remote_id)).toEqual([user.id]);
  });
});

describe('LMS assignments and completions under a user', () => {
  const learner = () =>
    talentlms.catalogue.users.find((user) => user.id !== '1' && talentlms.catalogue.enrolments.some((enrolment) => enrolment.user_id === user.id))!;

  it('creates an assignment with 201 and lists it under the user and across users', async () => {
    const user = learner();
    const enrolled = new Set(talentlms.catalogue.enrolments.filter((enrolment) => enrolment.user_id === user.id).map((enrolment) => enrolment.course_id));
    const course = talentlms.catalogue.courses.find((candidate) => !enrolled.has(candidate.id))!;

    const created = await call(`/unified/lms/users/${encodeCompositeId(user.id)}/assignments`, {
      method: 'POST',
      body: { learning_object_id: encodeCompositeId(course.id) },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      statusCode: 201,
      message: expect.any(String),
      data: { id: encodeCompositeId(`${user.id}-${course.id}`), remote_id: `${user.id}-${course.id}` },
    });

    const listed = await context.readAllPages(`/unified/lms/users/${user.id}/assignments?page_size=2`, context.accounts.talentlms);
    expect(listed.records.map((assignment) => assignment.remote_course_id)).toContain(course.id);
    for (const assignment of listed.records) expect(lmsAssignmentSchema.partial().safeParse(assignment).success).toBe(true);
    const global = await call(`/unified/lms/assignments/${created.body.data.id}`);
    expect(global.body.data).toMatchObject({ remote_user_id: user.id, remote_course_id: course.id, status: { value: 'pending' } });

    const again = await call(`/unified/lms/users/${user.id}/assignments`, { method: 'POST', body: { learning_object_id: course.id } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: 'The requested user is already enrolled in this course',
      provider_errors: [expect.objectContaining({ status: 400 })],
    });
  });

  it('deletes a completion with DELETE, answering {statusCode, message, timestamp}', async () => {
    const enrolment = talentlms.catalogue.enrolments.find((candidate) => candidate.completion_status === 'completed')!;
    const path = `/unified/lms/users/${enrolment.user_id}/completions/${encodeCompositeId(`${enrolment.user_id}-${enrolment.course_id}`)}`;
    const before = await call(path);
    expect(before.status).toBe(200);
    expect(lmsCompletionSchema.partial().safeParse(before.body.data).success).toBe(true);

    const deleted = await call(path, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ statusCode: 200, message: 'Record deleted successfully', timestamp: expect.any(String) });
    expect((await call(path)).status).toBe(404);
    expect((await call(path, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers 422 for what TalentLMS cannot do: completion creates and skills', async () => {
    const created = await call('/unified/lms/users/2/completions', { method: 'POST', body: { learning_object_id: '101' } });
    expect(created).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/^provider "talentlms" does not support lms\.user_completions\.create: neither TalentLMS API can mark/) },
    });
    expect((await call('/unified/lms/skills')).status).toBe(422);
  });

  it('answers 422 for content writes: TalentLMS API has no unit create or edit', async () => {
    const body = { external_reference: 'SAFETY-101', title: 'Fire safety', content_type: { value: 'video' } };
    const writes = [
      ['PATCH', '/unified/lms/content/101-1001', body, 'lms.content.update'],
      ['PUT', '/unified/lms/content', body, 'lms.content.upsert'],
      ['POST', '/unified/lms/content/batch', { items: [body] }, 'lms.content.batch_upsert'],
    ] as const;
    for (const [method, path, sent, operation] of writes) {
      expect(await call(path, { method, body: sent })).toMatchObject({
        status: 422,
        body: { message: expect.stringMatching(new RegExp(`^provider "talentlms" does not support ${operation.replaceAll('.', '\\.')}: `)) },
      });
    }
  });

  it("documents the content writes in /openapi.json with the wire's statuses", async () => {
    const { paths } = (await context.call('/openapi.json')).body;
    expect(Object.keys(paths['/unified/lms/content/{id}'].patch.responses)).toContain('201');
    expect(Object.keys(paths['/unified/lms/content'].put.responses)).toContain('201');
    expect(Object.keys(paths['/unified/lms/content/batch'].post.responses)).toContain('202');
  });

  it('documents the DELETE route in /openapi.json', async () => {
    const { paths } = (await context.call('/openapi.json')).body;
    const route = paths['/unified/lms/users/{id}/completions/{subResourceId}'].delete;
    expect(route.operationId).toBe('lms_delete_user_completion');
    expect(Object.keys(route.responses)).toContain('200');
  });
});

describe('the query parameters of LMS lists as the vendor SDK sends them', () => {
  const learner = () =>
    talentlms.catalogue.users.find(
      (user) =>
        new Set(talentlms.catalogue.enrolments.filter((enrolment) => enrolment.user_id === user.id).map((enrolment) => enrolment.completion_status)).size > 1,
    )!;
  const remoteIds = (body: { data: { remote_id: string }[] }) => body.data.map((record) => record.remote_id);

  it('reads a form-style filter member (status=...) as filter[status], and refuses the two styles disagreeing', async () => {
    const user = learner();
    const all = await call(`/unified/lms/users/${user.id}/assignments`);
    const status: string = all.body.data[0].status.value;
    const deepObject = await call(`/unified/lms/users/${user.id}/assignments?filter[status]=${status}`);
    const formStyle = await call(`/unified/lms/users/${user.id}/assignments?status=${status}`);
    expect(formStyle.status).toBe(200);
    expect(remoteIds(formStyle.body)).toEqual(remoteIds(deepObject.body));
    expect(formStyle.body.data.length).toBeGreaterThan(0);
    expect(formStyle.body.data.every((assignment: { status: { value: string } }) => assignment.status.value === status)).toBe(true);
    expect(all.body.data.length).toBeGreaterThan(formStyle.body.data.length);

    const other = status === 'pending' ? 'completed' : 'pending';
    const disagreeing = await call(`/unified/lms/users/${user.id}/assignments?status=${status}&filter[status]=${other}`);
    expect(disagreeing).toMatchObject({ status: 400, body: { message: 'query parameters "filter[status]" and "status" disagree; send one of them' } });
  });

  it('reads user_id and remote_user_id on the assignments of every user as filters of that learner', async () => {
    const user = learner();
    const mine = talentlms.catalogue.enrolments
      .filter((enrolment) => enrolment.user_id === user.id)
      .map((enrolment) => `${user.id}-${enrolment.course_id}`)
      .sort();
    const byUnifiedId = await context.readAllPages(`/unified/lms/assignments?user_id=${encodeCompositeId(user.id)}&page_size=3`, context.accounts.talentlms);
    expect(byUnifiedId.records.map((record) => record.remote_id).sort()).toEqual(mine);
    const byRemoteId = await call(`/unified/lms/assignments?remote_user_id=${user.id}&page_size=100`);
    expect(remoteIds(byRemoteId.body).sort()).toEqual(mine);
    const otherUser = await call(`/unified/lms/users/${user.id}/assignments?user_id=${user.id === '1' ? '2' : '1'}`);
    expect(otherUser.body.data).toEqual([]);
  });

  it('continues a form-style filter with next, and refuses another value alongside the cursor', async () => {
    const user = learner();
    const first = await call(`/unified/lms/assignments?remote_user_id=${user.id}&page_size=1`);
    expect(first.body.next).toEqual(expect.any(String));
    const next = encodeURIComponent(first.body.next);
    expect((await call(`/unified/lms/assignments?next=${next}&remote_user_id=${user.id}`)).status).toBe(200);
    const changed = await call(`/unified/lms/assignments?next=${next}&remote_user_id=${user.id === '1' ? '2' : '1'}`);
    expect(changed.status).toBe(400);
    expect(changed.body.message).toContain('query parameter "filter" differs from the query the next cursor continues');
  });

  it('drops a parameter the list does not take, as it always has: neither refused nor passed to the provider', async () => {
    const user = learner();
    const plain = await call(`/unified/lms/users/${user.id}/assignments?raw=true`);
    const unknown = await call(`/unified/lms/users/${user.id}/assignments?raw=true&include=anything&course_code=x`);
    expect(unknown.status).toBe(200);
    expect(remoteIds(unknown.body)).toEqual(remoteIds(plain.body));
    expect(unknown.body.raw.map((exchange: { url: string }) => exchange.url)).toEqual(plain.body.raw.map((exchange: { url: string }) => exchange.url));
  });

  it('documents each filter as a top-level query parameter in /openapi.json', async () => {
    const { paths } = (await context.call('/openapi.json')).body;
    const parameters = paths['/unified/lms/assignments'].get.parameters.filter((parameter: { in: string }) => parameter.in === 'query');
    expect(parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['filter', 'status', 'user_id', 'remote_user_id']));
    expect(parameters.find((parameter: { name: string }) => parameter.name === 'status').description).toBe('The same as filter[status] (form style)');
  });
});
