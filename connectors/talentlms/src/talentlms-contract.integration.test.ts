import type { LmsAssignment, LmsCategory, LmsCompletion, LmsContent, LmsCourse, LmsUser } from '@openunified/connector-sdk';
import { describeConnector } from '@openunified/connector-sdk/testing';
import { startTalentlmsEmulator } from './emulator/index.js';
import { manifest } from './index.js';

const first = <Item>(previous: Record<string, unknown>, actionId: string, index = 0) => (previous[actionId] as Item[])[index]!;

describeConnector(manifest, {
  startEmulator: () => startTalentlmsEmulator({ seed: 5, categoryCount: 40, courseCount: 70, userCount: 15 }),
  inputs: {
    talentlms_list_categories: { query: { page_size: 15 } },
    talentlms_get_category: (previous) => ({ path: { id: first<LmsCategory>(previous, 'talentlms_list_categories', 3).id } }),
    talentlms_list_courses: { query: { page_size: 30 } },
    talentlms_get_course: (previous) => ({ path: { id: first<LmsCourse>(previous, 'talentlms_list_courses', 2).id } }),
    talentlms_list_content: { query: { page_size: 40 } },
    talentlms_get_content: (previous) => ({ path: { id: first<LmsContent>(previous, 'talentlms_list_content', 5).id } }),
    talentlms_list_users: { query: { page_size: 6 } },
    talentlms_get_user: (previous) => ({ path: { id: first<LmsUser>(previous, 'talentlms_list_users', 1).id } }),
    talentlms_list_assignments: { query: { page_size: 7 } },
    talentlms_get_assignment: (previous) => ({ path: { id: first<LmsAssignment>(previous, 'talentlms_list_assignments', 2).id } }),
    talentlms_list_user_assignments: (previous) => ({
      path: { id: first<LmsAssignment>(previous, 'talentlms_list_assignments', 2).user_id! },
      query: { page_size: 2 },
    }),
    talentlms_get_user_assignment: (previous) => {
      const assignment = first<LmsAssignment>(previous, 'talentlms_list_user_assignments');
      return { path: { id: assignment.user_id!, subResourceId: assignment.remote_course_id! } };
    },
    talentlms_create_user_assignment: (previous) => {
      const assigned = new Set((previous.talentlms_list_user_assignments as LmsAssignment[]).map((assignment) => assignment.remote_course_id));
      const course = (previous.talentlms_list_courses as LmsCourse[]).find((candidate) => !assigned.has(candidate.remote_id))!;
      return { path: { id: first<LmsAssignment>(previous, 'talentlms_list_user_assignments').user_id! }, body: { learning_object_id: course.id } };
    },
    talentlms_list_completions: { query: { page_size: 5 } },
    talentlms_get_completion: (previous) => ({ path: { id: first<LmsCompletion>(previous, 'talentlms_list_completions').id } }),
    talentlms_list_user_completions: (previous) => ({ path: { id: first<LmsCompletion>(previous, 'talentlms_list_completions').user_id! } }),
    talentlms_get_user_completion: (previous) => {
      const completion = first<LmsCompletion>(previous, 'talentlms_list_user_completions');
      return { path: { id: completion.user_id!, subResourceId: completion.id } };
    },
    talentlms_delete_user_completion: (previous) => {
      const completion = first<LmsCompletion>(previous, 'talentlms_list_user_completions');
      return { path: { id: completion.user_id!, subResourceId: completion.id } };
    },
    talentlms_get_site_info: {},
  },
});
