import { StackOneError as VendorSdkError } from '@stackone/stackone-client-ts/sdk/models/errors/index.js';
import { LmsListUserAssignmentsQueryParamStatus } from '@stackone/stackone-client-ts/sdk/models/operations/index.js';
import { LmsCreateContentRequestDtoValue, LmsUpsertContentRequestDtoValue } from '@stackone/stackone-client-ts/sdk/models/shared/index.js';
import type { AccountScope, CompatContext } from '../compat-harness.js';
import { drain, expectData, memoise, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const categories = sharedList('lmsListCategories', '/unified/lms/categories', async (scope) =>
  drain(await scope.sdk.lms.listCategories({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.categoriesPaginated?.data),
);
const courses = sharedList('lmsListCourses', '/unified/lms/courses', async (scope) =>
  drain(await scope.sdk.lms.listCourses({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.coursePaginated?.data),
);
const content = sharedList('lmsListContent', '/unified/lms/content', async (scope) =>
  drain(await scope.sdk.lms.listContent({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.contentPaginated?.data),
);
const users = sharedList('lmsListUsers', '/unified/lms/users', async (scope) =>
  drain(await scope.sdk.lms.listUsers({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.usersPaginated?.data),
);
const assignments = sharedList('lmsListAssignments', '/unified/lms/assignments', async (scope) =>
  drain(await scope.sdk.lms.listAssignments({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.assignmentsPaginated?.data),
);
const completions = sharedList('lmsListCompletions', '/unified/lms/completions', async (scope) =>
  drain(await scope.sdk.lms.listCompletions({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.completionsPaginated?.data),
);
const skills = sharedList('lmsListSkills', '/unified/lms/skills', async (scope) =>
  drain(await scope.sdk.lms.listSkills({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.skillsPaginated?.data),
);

/** The learner of the first listed assignment, and that learner's own assignments (a sub-resource list). */
const learnerAssignments = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `lmsListUserAssignments:${scope.provider}`, async () => {
    const [first] = await assignments.records(context, scope);
    expectData(first?.userId, `the first assignment names no user: ${JSON.stringify(first)}`);
    const listed = await drain(
      await scope.sdk.lms.listUserAssignments({ xAccountId: scope.accountId, id: first.userId, pageSize: '10' }),
      (page) => page.assignmentsPaginated?.data,
    );
    return { userId: first.userId, assignments: listed };
  });

/** The learner of the first listed completion, and that learner's own completions. */
const learnerCompletions = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `lmsListUserCompletions:${scope.provider}`, async () => {
    const [first] = await completions.records(context, scope);
    expectData(first?.userId, `the first completion names no user: ${JSON.stringify(first)}`);
    const listed = await drain(
      await scope.sdk.lms.listUserCompletions({ xAccountId: scope.accountId, id: first.userId, pageSize: '10' }),
      (page) => page.completionsPaginated?.data,
    );
    return { userId: first.userId, completions: listed };
  });

const isNotFound = (error: unknown) => error instanceof VendorSdkError && error.statusCode === 404;

export const lmsCalls: Record<string, MethodCall> = {
  lmsListCategories: perConnector(async (context, scope) => {
    await categories.records(context, scope);
  }),
  lmsGetCategory: perConnector(async (context, scope) => {
    const [id] = await categories.ids(context, scope);
    const answer = await scope.sdk.lms.getCategory({ xAccountId: scope.accountId, id: id! });
    expectData(answer.categoryResult?.data?.id === id, `the category read has id ${answer.categoryResult?.data?.id}, not ${id}`);
  }),
  lmsListCourses: perConnector(async (context, scope) => {
    await courses.records(context, scope);
  }),
  lmsGetCourse: perConnector(async (context, scope) => {
    const [id] = await courses.ids(context, scope);
    const answer = await scope.sdk.lms.getCourse({ xAccountId: scope.accountId, id: id! });
    expectData(answer.courseResult?.data?.id === id, `the course read has id ${answer.courseResult?.data?.id}, not ${id}`);
  }),
  lmsListContent: perConnector(async (context, scope) => {
    await content.records(context, scope);
  }),
  lmsGetContent: perConnector(async (context, scope) => {
    const [id] = await content.ids(context, scope);
    const answer = await scope.sdk.lms.getContent({ xAccountId: scope.accountId, id: id! });
    expectData(answer.contentResult?.data?.id === id, `the content read has id ${answer.contentResult?.data?.id}, not ${id}`);
  }),
  lmsUpdateContent: perConnector(async (context, scope) => {
    // Not the content the get reads: the second listed.
    const ids = await content.ids(context, scope);
    const id = ids[1] ?? ids[0]!;
    const updated = await scope.sdk.lms.updateContent({
      xAccountId: scope.accountId,
      id,
      lmsCreateContentRequestDto: { title: 'Fire safety, revised', contentType: { value: LmsCreateContentRequestDtoValue.Video } },
    });
    expectData(updated.updateResult?.statusCode === 201, `the update answered ${JSON.stringify(updated.updateResult)}`);
    const read = await scope.sdk.lms.getContent({ xAccountId: scope.accountId, id });
    expectData(read.contentResult?.data?.title === 'Fire safety, revised', `the updated content reads back titled ${read.contentResult?.data?.title}`);
  }),
  lmsUpsertContent: perConnector(async (_context, scope) => {
    const externalReference = `compat-upsert-${scope.provider}`;
    const upsert = (title: string) =>
      scope.sdk.lms.upsertContent({
        xAccountId: scope.accountId,
        lmsUpsertContentRequestDto: {
          externalReference,
          title,
          contentUrl: 'https://learning.example.com/fire-safety',
          contentType: { value: LmsUpsertContentRequestDtoValue.Video },
          duration: 'PT15M',
        },
      });
    const created = await upsert('Fire safety');
    const id = created.upsertResult?.data?.id;
    expectData(created.upsertResult?.statusCode === 201 && typeof id === 'string', `the upsert answered ${JSON.stringify(created.upsertResult)}`);
    expectData(created.upsertResult.data.externalReference === externalReference, `the upsert names reference ${created.upsertResult.data.externalReference}`);
    // The same reference again updates that record, not another.
    const again = await upsert('Fire safety, revised');
    expectData(again.upsertResult?.data?.id === id, `the second upsert of one reference answered id ${again.upsertResult?.data?.id}, not ${id}`);
    const read = await scope.sdk.lms.getContent({ xAccountId: scope.accountId, id });
    expectData(read.contentResult?.data?.title === 'Fire safety, revised', `the upserted content reads back titled ${read.contentResult?.data?.title}`);
  }),
  lmsBatchUpsertContent: perConnector(async (_context, scope) => {
    const items = ['one', 'two'].map((name) => ({
      externalReference: `compat-batch-${scope.provider}-${name}`,
      title: `Batch item ${name}`,
      contentType: { value: LmsUpsertContentRequestDtoValue.Document },
    }));
    const answer = await scope.sdk.lms.batchUpsertContent({ xAccountId: scope.accountId, lmsBatchUpsertContentRequestDto: { items } });
    const result = answer.batchResultApiModel;
    expectData(result?.statusCode === 202 && (result.errors ?? []).length === 0, `the batch answered ${JSON.stringify(result)}`);
  }),
  lmsListUsers: perConnector(async (context, scope) => {
    await users.records(context, scope);
  }),
  lmsGetUser: perConnector(async (context, scope) => {
    const [id] = await users.ids(context, scope);
    const answer = await scope.sdk.lms.getUser({ xAccountId: scope.accountId, id: id! });
    expectData(answer.userResult?.data?.id === id, `the user read has id ${answer.userResult?.data?.id}, not ${id}`);
  }),
  lmsListAssignments: perConnector(async (context, scope) => {
    const [first] = await assignments.records(context, scope);
    // The SDK sends user_id as a top-level parameter: only that learner's assignments answer.
    const ofUser = await drain(
      await scope.sdk.lms.listAssignments({ xAccountId: scope.accountId, userId: first!.userId!, pageSize: '10' }),
      (page) => page.assignmentsPaginated?.data,
      { maxPages: 1 },
    );
    const strays = ofUser.filter((assignment) => assignment.userId !== first!.userId).map((assignment) => assignment.id);
    expectData(strays.length === 0, `user_id=${first!.userId} answered assignments of other users: ${strays.join(', ')}`);
    expectData(
      ofUser.some((assignment) => assignment.id === first!.id),
      `user_id=${first!.userId} left out its assignment ${first!.id}`,
    );
  }),
  lmsGetAssignment: perConnector(async (context, scope) => {
    const [id] = await assignments.ids(context, scope);
    const answer = await scope.sdk.lms.getAssignment({ xAccountId: scope.accountId, id: id! });
    expectData(answer.assignmentResult?.data?.id === id, `the assignment read has id ${answer.assignmentResult?.data?.id}, not ${id}`);
  }),
  lmsListUserAssignments: perConnector(async (context, scope) => {
    const { userId, assignments: listed } = await learnerAssignments(context, scope);
    const [first] = listed;
    expectData(first, `user ${userId} has no assignment`);
    // The SDK sends this operation's filter form-style: `status=...`, not `filter[status]=...`.
    const status = first.status?.value as LmsListUserAssignmentsQueryParamStatus | undefined;
    expectData(status && Object.values(LmsListUserAssignmentsQueryParamStatus).includes(status), `assignment ${first.id} has status ${status}`);
    const filtered = await drain(
      await scope.sdk.lms.listUserAssignments({ xAccountId: scope.accountId, id: userId, filter: { status }, pageSize: '10' }),
      (page) => page.assignmentsPaginated?.data,
      { maxPages: 1 },
    );
    const strays = filtered.filter((assignment) => assignment.status?.value !== status).map((assignment) => assignment.id);
    expectData(strays.length === 0, `filter status=${status} answered assignments in another status: ${strays.join(', ')}`);
    expectData(
      filtered.some((assignment) => assignment.id === first.id),
      `filter status=${status} left out assignment ${first.id}`,
    );
  }),
  lmsGetUserAssignment: perConnector(async (context, scope) => {
    const { userId, assignments: listed } = await learnerAssignments(context, scope);
    const id = listed[0]!.id!;
    const answer = await scope.sdk.lms.getUserAssignment({ xAccountId: scope.accountId, id: userId, subResourceId: id });
    expectData(answer.assignmentResult?.data?.id === id, `the user assignment read has id ${answer.assignmentResult?.data?.id}, not ${id}`);
  }),
  lmsCreateUserAssignment: perConnector(async (context, scope) => {
    const { userId, assignments: listed } = await learnerAssignments(context, scope);
    const assigned = new Set(listed.map((assignment) => assignment.courseId));
    const course = (await courses.records(context, scope)).find((candidate) => !assigned.has(candidate.id));
    expectData(course, `user ${userId} is assigned every listed course`);
    const created = await scope.sdk.lms.createUserAssignment({
      xAccountId: scope.accountId,
      id: userId,
      lmsCreateAssignmentRequestDto: { learningObjectId: course.id! },
    });
    const id = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof id === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    const read = await scope.sdk.lms.getUserAssignment({ xAccountId: scope.accountId, id: userId, subResourceId: id });
    expectData(
      read.assignmentResult?.data?.courseId === course.id,
      `the created assignment reads back with course ${read.assignmentResult?.data?.courseId}, not ${course.id}`,
    );
  }),
  lmsListCompletions: perConnector(async (context, scope) => {
    await completions.records(context, scope);
  }),
  lmsGetCompletion: perConnector(async (context, scope) => {
    const [id] = await completions.ids(context, scope);
    const answer = await scope.sdk.lms.getCompletion({ xAccountId: scope.accountId, id: id! });
    expectData(answer.completionResult?.data?.id === id, `the completion read has id ${answer.completionResult?.data?.id}, not ${id}`);
  }),
  lmsListUserCompletions: perConnector(async (context, scope) => {
    const { userId, completions: listed } = await learnerCompletions(context, scope);
    const strays = listed.filter((completion) => completion.userId !== userId).map((completion) => completion.id);
    expectData(strays.length === 0, `the completions of user ${userId} include other users': ${strays.join(', ')}`);
  }),
  lmsGetUserCompletion: perConnector(async (context, scope) => {
    const { userId, completions: listed } = await learnerCompletions(context, scope);
    const id = listed[0]!.id!;
    const answer = await scope.sdk.lms.getUserCompletion({ xAccountId: scope.accountId, id: userId, subResourceId: id });
    expectData(answer.completionResult?.data?.id === id, `the user completion read has id ${answer.completionResult?.data?.id}, not ${id}`);
  }),
  lmsCreateUserCompletion: perConnector(async (context, scope) => {
    const [user] = await users.records(context, scope);
    const [course] = await courses.records(context, scope);
    const created = await scope.sdk.lms.createUserCompletion({
      xAccountId: scope.accountId,
      id: user!.id!,
      lmsCreateCompletionRequestDto: { learningObjectId: course!.id!, completedAt: new Date('2024-05-01T10:00:00Z') },
    });
    const id = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof id === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    const read = await scope.sdk.lms.getUserCompletion({ xAccountId: scope.accountId, id: user!.id!, subResourceId: id });
    expectData(read.completionResult?.data?.courseId === course!.id, `the created completion reads back with course ${read.completionResult?.data?.courseId}`);
  }),
  lmsDeleteUserCompletion: perConnector(async (context, scope) => {
    // Not a completion the gets read (the first listed, and the first of its learner): the last of another learner.
    const listed = await completions.records(context, scope);
    const target = listed.findLast((completion) => completion.userId !== listed[0]!.userId);
    expectData(target?.userId && target.id, `no completion of a second learner among ${listed.length}`);
    const deleted = await scope.sdk.lms.deleteUserCompletion({ xAccountId: scope.accountId, id: target.userId, subResourceId: target.id });
    expectData(deleted.deleteResult?.statusCode === 200, `the delete answered ${JSON.stringify(deleted.deleteResult)}`);
    const after = await scope.sdk.lms.getUserCompletion({ xAccountId: scope.accountId, id: target.userId, subResourceId: target.id }).then(
      (answer) => answer.completionResult?.data?.id,
      (error: unknown) => {
        if (isNotFound(error)) return undefined;
        throw error;
      },
    );
    expectData(after === undefined, `the deleted completion ${target.id} still reads back`);
  }),
  lmsListSkills: perConnector(async (context, scope) => {
    await skills.records(context, scope);
  }),
  lmsGetSkill: perConnector(async (context, scope) => {
    const [id] = await skills.ids(context, scope);
    const answer = await scope.sdk.lms.getSkill({ xAccountId: scope.accountId, id: id! });
    expectData(answer.skillResult?.data?.id === id, `the skill read has id ${answer.skillResult?.data?.id}, not ${id}`);
  }),
};
