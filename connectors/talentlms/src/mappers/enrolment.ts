import { BadRequestError, encodeCompositeId, type LmsAssignment, type LmsCompletion, mapEnumValue, unmappedFields } from '@openunified/connector-sdk';
import type { TalentlmsUserCourse, TalentlmsUserWithCourses } from '../provider-schemas.js';
import { fromUnixSeconds, isoDuration } from './talentlms-dates.js';

/**
 * An assignment (and a completion) is one user's enrolment in one course, which TalentLMS gives
 * no id of its own: its id is `{user id}-{course id}`. Under a user the course id alone names it too.
 */
export function enrolmentRemoteId(userId: string, courseId: string): string {
  return `${userId}-${courseId}`;
}

/** The user and course an enrolment id names; with `userId` (a sub-resource route), a bare course id works too. */
export function parseEnrolmentRemoteId(remoteId: string, userId?: string): { userId: string; courseId: string } {
  const match = /^(\d+)-(\d+)$/.exec(remoteId);
  if (match && (userId === undefined || match[1] === userId)) return { userId: match[1]!, courseId: match[2]! };
  if (userId !== undefined && /^\d+$/.test(remoteId)) return { userId, courseId: remoteId };
  throw new BadRequestError(
    `"${remoteId}" is not a TalentLMS ${userId === undefined ? 'enrolment id: it is "{user id}-{course id}"' : `enrolment of user ${userId}: send "${userId}-{course id}" or the course id`}`,
  );
}

/** TalentLMS `completion_status` -> assignment status. */
const assignmentStatuses = { not_attempted: 'pending', incomplete: 'in_progress', completed: 'completed' } as const;

const fieldsWithUnifiedHome = new Set([
  'id',
  'name',
  'enrolled_on',
  'enrolled_on_timestamp',
  'completed_on',
  'completed_on_timestamp',
  'completion_percentage',
  'completion_status',
]);

function certificateUrl(user: TalentlmsUserWithCourses, courseId: string): string | null {
  const certification = user.certifications?.find((candidate) => candidate.course_id === courseId);
  return certification?.public_url || certification?.download_url || null;
}

function learner(user: TalentlmsUserWithCourses, course: TalentlmsUserCourse) {
  const courseId = encodeCompositeId(course.id);
  const completedAt = fromUnixSeconds(course.completed_on_timestamp);
  const enrolledAt = fromUnixSeconds(course.enrolled_on_timestamp);
  return {
    user_id: encodeCompositeId(user.id),
    remote_user_id: user.id,
    learning_object_id: courseId,
    remote_learning_object_id: course.id,
    learning_object_external_reference: null,
    learning_object_type: { value: 'course' as const, source_value: 'course' },
    course_id: courseId,
    remote_course_id: course.id,
    certificate_url: certificateUrl(user, course.id),
    completed_at: completedAt,
    created_at: enrolledAt,
    updated_at: completedAt ?? enrolledAt,
  };
}

/**
 * A course in the user record -> docs/unified/lms.md Assignment. `status` maps TalentLMS's
 * `completion_status` (`not_attempted` pending, `incomplete` in progress, `completed`); `progress`
 * is `completion_percentage`; `created_at` the enrolment and `updated_at` the later of enrolment
 * and completion (TalentLMS stamps nothing else). `result` and `due_date` are null: a course
 * completion in TalentLMS has no pass or fail, and an enrolment no due date.
 */
export function mapAssignment(user: TalentlmsUserWithCourses, course: TalentlmsUserCourse): LmsAssignment {
  const remoteId = enrolmentRemoteId(user.id, course.id);
  const percentage = Number(course.completion_percentage);
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    unified_custom_fields: { ...unmappedFields(course, fieldsWithUnifiedHome), course_name: course.name ?? null },
    external_reference: null,
    ...learner(user, course),
    progress: course.completion_percentage === null || Number.isNaN(percentage) ? null : percentage,
    status: course.completion_status ? mapEnumValue(course.completion_status, assignmentStatuses) : null,
    result: null,
    due_date: null,
  };
}

/**
 * A completed course in the user record -> docs/unified/lms.md Completion. `time_spent` is
 * `total_time_seconds` as an ISO 8601 duration; `result` is null (no pass or fail on a course).
 */
export function mapCompletion(user: TalentlmsUserWithCourses, course: TalentlmsUserCourse): LmsCompletion {
  const remoteId = enrolmentRemoteId(user.id, course.id);
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    unified_custom_fields: { ...unmappedFields(course, fieldsWithUnifiedHome), course_name: course.name ?? null },
    external_reference: null,
    external_id: null,
    remote_external_id: null,
    content_id: null,
    remote_content_id: null,
    content_external_reference: null,
    ...learner(user, course),
    result: null,
    time_spent: isoDuration(course.total_time_seconds),
  };
}

export function isCompleted(course: TalentlmsUserCourse): boolean {
  return course.completion_status === 'completed';
}
