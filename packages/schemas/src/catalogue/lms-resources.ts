import {
  lmsAssignmentCreateSchema,
  lmsAssignmentSchema,
  lmsCategorySchema,
  lmsCompletionCreateSchema,
  lmsCompletionSchema,
  lmsContentSchema,
  lmsContentWriteSchema,
  lmsCourseSchema,
  lmsSkillSchema,
  lmsUserSchema,
} from '../unified/lms.js';
import { defineUnifiedResource } from './define-unified-resource.js';

// The lms category (docs/unified/lms.md). What belongs to one learner (assignments, completions)
// is a sub-resource under the user, and also listed across learners on its own path.

export const lmsCategoriesResource = defineUnifiedResource({
  category: 'lms',
  resource: 'categories',
  path: '/unified/lms/categories',
  noun: { one: 'category', many: 'categories' },
  description: "Nodes of a learning platform's course catalogue tree.",
  model: lmsCategorySchema,
  operations: { list: {}, get: {} },
});

export const lmsCoursesResource = defineUnifiedResource({
  category: 'lms',
  resource: 'courses',
  path: '/unified/lms/courses',
  noun: { one: 'course', many: 'courses' },
  description: 'Courses of a learning platform: what learners are assigned and complete.',
  model: lmsCourseSchema,
  operations: { list: { withNextPage: true }, get: {} },
  filters: ['active', 'external_reference'],
});

export const lmsContentResource = defineUnifiedResource({
  category: 'lms',
  resource: 'content',
  path: '/unified/lms/content',
  noun: { one: 'content', many: 'content' },
  description: 'Learning items (videos, documents, tests, ...), on their own or the parts of courses.',
  model: lmsContentSchema,
  operations: {
    list: { withNextPage: true },
    get: {},
    // The wire answers a content update with 201, as it does an upsert.
    update: { body: lmsContentWriteSchema, status: 201 },
    upsert: { body: lmsContentWriteSchema },
    batch_upsert: { item: lmsContentWriteSchema },
  },
  filters: ['active'],
});

export const lmsUsersResource = defineUnifiedResource({
  category: 'lms',
  resource: 'users',
  path: '/unified/lms/users',
  noun: { one: 'user', many: 'users' },
  description: 'The people of a learning platform: learners and instructors.',
  model: lmsUserSchema,
  operations: { list: {}, get: {} },
  filters: ['email', 'external_reference'],
});

export const lmsUserAssignmentsResource = defineUnifiedResource({
  category: 'lms',
  resource: 'user_assignments',
  path: '/unified/lms/users/{id}/assignments',
  noun: { one: 'user assignment', many: 'user assignments' },
  description: 'The courses and content a learner is assigned or enrolled in.',
  model: lmsAssignmentSchema,
  operations: { list: {}, get: {}, create: { body: lmsAssignmentCreateSchema } },
  filters: ['status', 'user_id', 'remote_user_id'],
});

export const lmsAssignmentsResource = defineUnifiedResource({
  category: 'lms',
  resource: 'assignments',
  path: '/unified/lms/assignments',
  noun: { one: 'assignment', many: 'assignments' },
  description: 'Assignments of every learner.',
  model: lmsAssignmentSchema,
  operations: { list: {}, get: {} },
  filters: ['status', 'user_id', 'remote_user_id'],
});

export const lmsUserCompletionsResource = defineUnifiedResource({
  category: 'lms',
  resource: 'user_completions',
  path: '/unified/lms/users/{id}/completions',
  noun: { one: 'user completion', many: 'user completions' },
  description: 'The courses and content a learner has completed.',
  model: lmsCompletionSchema,
  operations: { list: {}, get: {}, create: { body: lmsCompletionCreateSchema }, delete: {} },
});

export const lmsCompletionsResource = defineUnifiedResource({
  category: 'lms',
  resource: 'completions',
  path: '/unified/lms/completions',
  noun: { one: 'completion', many: 'completions' },
  description: 'Completions of every learner.',
  model: lmsCompletionSchema,
  operations: { list: {}, get: {} },
});

export const lmsSkillsResource = defineUnifiedResource({
  category: 'lms',
  resource: 'skills',
  path: '/unified/lms/skills',
  noun: { one: 'skill', many: 'skills' },
  description: 'Skills a learning platform tracks and attaches to courses and content.',
  model: lmsSkillSchema,
  operations: { list: {}, get: {} },
});

export const lmsResources = [
  lmsCategoriesResource,
  lmsCoursesResource,
  lmsContentResource,
  lmsUsersResource,
  lmsUserAssignmentsResource,
  lmsAssignmentsResource,
  lmsUserCompletionsResource,
  lmsCompletionsResource,
  lmsSkillsResource,
] as const;
