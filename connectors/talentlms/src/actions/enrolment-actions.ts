import {
  BadRequestError,
  defineAction,
  encodeCompositeId,
  getInputSchema,
  listInputSchema,
  lmsAssignmentCreateSchema,
  lmsAssignmentStatusValues,
  NotFoundError,
  paginateArray,
  subResourceCreateInputSchema,
  subResourceGetInputSchema,
  subResourceListInputSchema,
  toRemoteId,
  z,
} from '@openunified/connector-sdk';
import { isCompleted, mapAssignment, mapCompletion, parseEnrolmentRemoteId } from '../mappers/enrolment.js';
import { parseProviderBody, type TalentlmsUserWithCourses, talentlmsEnrolmentResultSchema } from '../provider-schemas.js';
import { fetchAllUsers, fetchUser, talentlmsId, updatedAfter } from './talentlms-records.js';
import { walkParents } from './walk-parents.js';

// Assignments and completions are TalentLMS enrolments: the `courses` of a user record
// (GET /users/id:{id}). A user's lists read that one record; the lists across users walk the
// users (walk-parents.ts).

const assignmentFilterSchema = z.strictObject({
  status: z.enum(lmsAssignmentStatusValues).optional().describe('Only assignments in this status'),
  user_id: z.string().min(1).optional().describe('Only the assignments of this learner (unified or TalentLMS id)'),
  remote_user_id: z.string().min(1).optional().describe('Only the assignments of this learner (TalentLMS id)'),
});
export const ASSIGNMENT_FILTER_KEYS = Object.keys(assignmentFilterSchema.shape);

/**
 * The learner `filter[user_id]` and `filter[remote_user_id]` name: undefined when neither is
 * sent, null when the two name different learners (no assignment can match both).
 */
function filteredLearner(filter: z.output<typeof assignmentFilterSchema> | undefined): string | null | undefined {
  const named = [
    ...(filter?.user_id === undefined ? [] : [talentlmsId(filter.user_id, 'user')]),
    ...(filter?.remote_user_id === undefined ? [] : [talentlmsId(filter.remote_user_id, 'user')]),
  ];
  if (named.length === 0) return undefined;
  return named.every((id) => id === named[0]) ? named[0]! : null;
}

function assignmentsOf(user: TalentlmsUserWithCourses, status: string | undefined, since: string | undefined) {
  const assignments = (user.courses ?? []).map((course) => mapAssignment(user, course));
  return updatedAfter(status === undefined ? assignments : assignments.filter((assignment) => assignment.status?.value === status), since).sort(
    (left, right) => Number(left.remote_course_id) - Number(right.remote_course_id),
  );
}

function completionsOf(user: TalentlmsUserWithCourses, since: string | undefined) {
  const completions = (user.courses ?? []).filter(isCompleted).map((course) => mapCompletion(user, course));
  return updatedAfter(completions, since).sort((left, right) => Number(left.remote_course_id) - Number(right.remote_course_id));
}

/** The enrolment of `userId` in `courseId`, from the user record; 404 when the user is not enrolled. */
function enrolment(user: TalentlmsUserWithCourses, courseId: string, completedOnly: boolean) {
  const course = user.courses?.find((candidate) => candidate.id === courseId);
  if (!course || (completedOnly && !isCompleted(course))) {
    throw new NotFoundError(`TalentLMS user ${user.id} has ${completedOnly ? 'not completed' : 'no enrolment in'} course ${courseId}`);
  }
  return course;
}

export const listUserAssignmentsAction = defineAction({
  id: 'talentlms_list_user_assignments',
  label: 'List user assignments',
  description:
    'Lists the courses the TalentLMS user in path.id is enrolled in, as unified assignments (GET /users/id:{id}, one call ' +
    'whatever the page). Filters: status (pending, in_progress, completed), updated_after (enrolment or completion time), ' +
    'user_id and remote_user_id (another user than path.id: an empty list).',
  tags: ['lms', 'assignments'],
  schema_type: 'unified',
  unified: 'lms.user_assignments.list',
  required_scopes: [],
  kind: 'list',
  input: subResourceListInputSchema(assignmentFilterSchema),
  async run({ input, http }) {
    const userId = talentlmsId(input.path.id, 'user');
    const learner = filteredLearner(input.query.filter);
    // A learner filter naming someone else leaves nothing of this user's assignments.
    if (learner !== undefined && learner !== userId) return { data: [], next: null };
    const user = await fetchUser(http, userId);
    return paginateArray(assignmentsOf(user, input.query.filter?.status, input.query.updated_after), input.query.page_size, input.query.cursor);
  },
});

export const getUserAssignmentAction = defineAction({
  id: 'talentlms_get_user_assignment',
  label: 'Get user assignment',
  description:
    'Gets one enrolment of the TalentLMS user in path.id; path.subResourceId is the assignment\'s id ("{user id}-{course id}") ' +
    'or the course id (GET /users/id:{id}).',
  tags: ['lms', 'assignments'],
  schema_type: 'unified',
  unified: 'lms.user_assignments.get',
  required_scopes: [],
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const userId = talentlmsId(input.path.id, 'user');
    const { courseId } = parseEnrolmentRemoteId(toRemoteId(input.path.subResourceId), userId);
    const user = await fetchUser(http, userId);
    return { data: mapAssignment(user, enrolment(user, courseId, false)) };
  },
});

export const createUserAssignmentAction = defineAction({
  id: 'talentlms_create_user_assignment',
  label: 'Create user assignment',
  description:
    'Enrols the TalentLMS user in path.id in the course learning_object_id (POST /addusertocourse, form-encoded), then reads ' +
    'the enrolment back (GET /users/id:{id}). passthrough.role may be "learner" (the default) or "instructor". TalentLMS ' +
    'sets progress and status itself: a new enrolment is always pending, so other values are refused.',
  tags: ['lms', 'assignments'],
  schema_type: 'unified',
  unified: 'lms.user_assignments.create',
  required_scopes: [],
  kind: 'create',
  input: subResourceCreateInputSchema(lmsAssignmentCreateSchema),
  async run({ input, http }) {
    const { body } = input;
    const userId = talentlmsId(input.path.id, 'user');
    if (!body.learning_object_id) {
      throw new BadRequestError('learning_object_id: the course to enrol the user in is required (TalentLMS assigns courses only)');
    }
    const courseId = talentlmsId(body.learning_object_id, 'course');
    if ((body.progress ?? 0) !== 0 || (body.status?.value ?? 'pending') !== 'pending') {
      throw new BadRequestError('progress and status: TalentLMS starts every enrolment pending at 0%; leave them out');
    }
    const role = body.passthrough?.role ?? 'learner';
    if (role !== 'learner' && role !== 'instructor') throw new BadRequestError('passthrough.role: must be "learner" or "instructor"');
    const response = await http.post('/addusertocourse', { form: { user_id: userId, course_id: courseId, role } });
    const [created] = parseProviderBody(talentlmsEnrolmentResultSchema, response.body, 'enrolment');
    const user = await fetchUser(http, created!.user_id);
    const assignment = mapAssignment(user, enrolment(user, created!.course_id, false));
    return { data: { id: assignment.id, remote_id: assignment.remote_id } };
  },
});

export const listAssignmentsAction = defineAction({
  id: 'talentlms_list_assignments',
  label: 'List assignments',
  description:
    'Lists the enrolments of every TalentLMS user as unified assignments. TalentLMS has no such list: a page reads GET /users ' +
    'and then user records (GET /users/id:{id}) from where the last page stopped, at most 20 a page; with filter[user_id] or ' +
    'filter[remote_user_id], that one user record. Filters: status, user_id, remote_user_id, updated_after.',
  tags: ['lms', 'assignments'],
  schema_type: 'unified',
  unified: 'lms.assignments.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(assignmentFilterSchema),
  async run({ input, http }) {
    const learner = filteredLearner(input.query.filter);
    if (learner === null) return { data: [], next: null };
    if (learner !== undefined) {
      // One learner's assignments are that user's record alone: no walk over every user. A
      // learner TalentLMS does not know has none, as a filter matching nothing answers.
      const user = await fetchUser(http, learner).catch((error: unknown) => {
        if (error instanceof NotFoundError) return undefined;
        throw error;
      });
      const assignments = user ? assignmentsOf(user, input.query.filter?.status, input.query.updated_after) : [];
      return paginateArray(assignments, input.query.page_size, input.query.cursor);
    }
    const users = await fetchAllUsers(http);
    return walkParents({
      parents: users,
      pageSize: input.query.page_size,
      cursor: input.query.cursor,
      childrenOf: async (user) => assignmentsOf(await fetchUser(http, user.id), input.query.filter?.status, input.query.updated_after),
    });
  },
});

export const getAssignmentAction = defineAction({
  id: 'talentlms_get_assignment',
  label: 'Get assignment',
  description: 'Gets one enrolment by its assignment id, "{user id}-{course id}" (GET /users/id:{user id}).',
  tags: ['lms', 'assignments'],
  schema_type: 'unified',
  unified: 'lms.assignments.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const { userId, courseId } = parseEnrolmentRemoteId(toRemoteId(input.path.id));
    const user = await fetchUser(http, userId);
    return { data: mapAssignment(user, enrolment(user, courseId, false)) };
  },
});

const completionFilterSchema = z.strictObject({});

export const listUserCompletionsAction = defineAction({
  id: 'talentlms_list_user_completions',
  label: 'List user completions',
  description:
    'Lists the courses the TalentLMS user in path.id has completed, as unified completions (GET /users/id:{id}). ' + 'updated_after reads the completion time.',
  tags: ['lms', 'completions'],
  schema_type: 'unified',
  unified: 'lms.user_completions.list',
  required_scopes: [],
  kind: 'list',
  input: subResourceListInputSchema(completionFilterSchema),
  async run({ input, http }) {
    const user = await fetchUser(http, talentlmsId(input.path.id, 'user'));
    return paginateArray(completionsOf(user, input.query.updated_after), input.query.page_size, input.query.cursor);
  },
});

export const getUserCompletionAction = defineAction({
  id: 'talentlms_get_user_completion',
  label: 'Get user completion',
  description:
    "Gets one completed course of the TalentLMS user in path.id; path.subResourceId is the completion's id " +
    '("{user id}-{course id}") or the course id (GET /users/id:{id}). A course not completed is a 404.',
  tags: ['lms', 'completions'],
  schema_type: 'unified',
  unified: 'lms.user_completions.get',
  required_scopes: [],
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const userId = talentlmsId(input.path.id, 'user');
    const { courseId } = parseEnrolmentRemoteId(toRemoteId(input.path.subResourceId), userId);
    const user = await fetchUser(http, userId);
    return { data: mapCompletion(user, enrolment(user, courseId, true)) };
  },
});

export const deleteUserCompletionAction = defineAction({
  id: 'talentlms_delete_user_completion',
  label: 'Delete user completion',
  description:
    "Removes a completion by resetting the TalentLMS user's progress in the course (GET /resetuserprogress/course_id:{c},user_id:{u}): " +
    'the user stays enrolled, at 0%. path.subResourceId is the completion id or the course id; a course not completed is a 404.',
  tags: ['lms', 'completions'],
  schema_type: 'unified',
  unified: 'lms.user_completions.delete',
  required_scopes: [],
  kind: 'delete',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const userId = talentlmsId(input.path.id, 'user');
    const { courseId } = parseEnrolmentRemoteId(toRemoteId(input.path.subResourceId), userId);
    // Resetting a course the user never completed would wipe real progress: only a completion is deleted.
    enrolment(await fetchUser(http, userId), courseId, true);
    await http.get(`/resetuserprogress/course_id:${courseId},user_id:${userId}`);
    const remoteId = `${userId}-${courseId}`;
    return { data: { id: encodeCompositeId(remoteId), remote_id: remoteId } };
  },
});

export const listCompletionsAction = defineAction({
  id: 'talentlms_list_completions',
  label: 'List completions',
  description:
    'Lists the completed courses of every TalentLMS user as unified completions. A page reads GET /users and then user ' +
    'records (GET /users/id:{id}) from where the last page stopped, at most 20 a page. updated_after reads the completion time.',
  tags: ['lms', 'completions'],
  schema_type: 'unified',
  unified: 'lms.completions.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(completionFilterSchema),
  async run({ input, http }) {
    const users = await fetchAllUsers(http);
    return walkParents({
      parents: users,
      pageSize: input.query.page_size,
      cursor: input.query.cursor,
      childrenOf: async (user) => completionsOf(await fetchUser(http, user.id), input.query.updated_after),
    });
  },
});

export const getCompletionAction = defineAction({
  id: 'talentlms_get_completion',
  label: 'Get completion',
  description: 'Gets one completed course by its completion id, "{user id}-{course id}" (GET /users/id:{user id}).',
  tags: ['lms', 'completions'],
  schema_type: 'unified',
  unified: 'lms.completions.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const { userId, courseId } = parseEnrolmentRemoteId(toRemoteId(input.path.id));
    const user = await fetchUser(http, userId);
    return { data: mapCompletion(user, enrolment(user, courseId, true)) };
  },
});
