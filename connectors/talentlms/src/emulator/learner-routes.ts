import type { EmulatorRequest, EmulatorResponse } from '@openunified/connector-sdk/emulator';
import { type EmulatedCatalogue, type EmulatedCourse, formatTalentlmsDate } from './seed-catalogue.js';
import type { EmulatedEnrolment, EmulatedLearners, EmulatedUser } from './seed-learners.js';
import { talentlmsError } from './talentlms-error.js';

type Account = EmulatedCatalogue & EmulatedLearners;

export interface LearnerRoute {
  method: 'GET' | 'POST';
  /** Below the API prefix. */
  pattern: string;
  handle(request: EmulatorRequest): EmulatorResponse;
}

const invalidArguments = () => ({ status: 400, body: talentlmsError(400, 'Invalid arguments provided') });
const notFound = (what: 'user' | 'course') => ({ status: 404, body: talentlmsError(404, `The requested ${what} does not exist`) });
const notEnrolled = () => ({ status: 404, body: talentlmsError(404, 'The requested user is not enrolled in the requested course') });

/** `course_id:5,user_id:2` (TalentLMS's selector segment) as a map; undefined when malformed. */
function selectorArguments(selector: string | undefined): Record<string, string> | undefined {
  const parameters: Record<string, string> = {};
  for (const pair of (selector ?? '').split(',')) {
    const match = /^([a-z_]+):(.+)$/.exec(pair);
    if (!match) return undefined;
    parameters[match[1]!] = match[2]!;
  }
  return parameters;
}

function date(unixSeconds: number | null): string {
  return unixSeconds === null ? '' : formatTalentlmsDate(new Date(unixSeconds * 1000).toISOString());
}

/** TalentLMS prints time spent as `1h 5m 12s`. */
function duration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const rest = totalSeconds % 60;
  return [hours ? `${hours}h` : '', minutes ? `${minutes}m` : '', `${rest}s`].filter(Boolean).join(' ');
}

const statusFormatted = { not_attempted: 'Not attempted', incomplete: 'In progress', completed: 'Completed' } as const;

/** The progress fields every view of an enrolment shares, as TalentLMS prints them. */
function progress(enrolment: EmulatedEnrolment) {
  return {
    role: enrolment.role,
    enrolled_on: date(enrolment.enrolled_on_timestamp),
    enrolled_on_timestamp: String(enrolment.enrolled_on_timestamp),
    completed_on: date(enrolment.completed_on_timestamp),
    completed_on_timestamp: enrolment.completed_on_timestamp === null ? '' : String(enrolment.completed_on_timestamp),
    completion_percentage: String(enrolment.completion_percentage),
    expired_on: '',
    expired_on_timestamp: null,
    total_time: duration(enrolment.total_time_seconds),
    total_time_seconds: enrolment.total_time_seconds,
  };
}

function userRecord(user: EmulatedUser, account: Account) {
  const courses = account.enrolments
    .filter((enrolment) => enrolment.user_id === user.id)
    .map((enrolment) => {
      const course = account.courses.find((candidate) => candidate.id === enrolment.course_id);
      const units = account.units.get(enrolment.course_id) ?? [];
      return {
        id: enrolment.course_id,
        name: course?.name ?? '',
        ...progress(enrolment),
        completion_status: enrolment.completion_status,
        completion_status_formatted: statusFormatted[enrolment.completion_status],
        last_accessed_unit_url: enrolment.completion_status === 'not_attempted' ? '' : (units[0]?.url ?? ''),
      };
    });
  return { ...user, custom_field_1: null, courses, branches: [], groups: [], certifications: [], badges: [] };
}

function courseRecord(course: EmulatedCourse, account: Account) {
  const users = account.enrolments
    .filter((enrolment) => enrolment.course_id === course.id)
    .map((enrolment) => {
      const user = account.users.find((candidate) => candidate.id === enrolment.user_id);
      return { id: enrolment.user_id, name: user ? `${user.first_name} ${user.last_name.charAt(0)}.` : '', ...progress(enrolment) };
    });
  const units = (account.units.get(course.id) ?? []).map((unit) => ({
    ...unit,
    delay_time: '0',
    aggregated_delay_time: '0',
    formatted_aggregated_delay_time: '',
  }));
  return { ...course, users, units, rules: ['all_units'], prerequisites: [], prerequisite_rule_sets: [] };
}

function unitStatuses(enrolment: EmulatedEnrolment, account: Account) {
  const units = account.units.get(enrolment.course_id) ?? [];
  const done = Math.round((units.length * enrolment.completion_percentage) / 100);
  return units.map((unit, index) => ({
    id: unit.id,
    name: unit.name,
    type: unit.type,
    completion_status: index < done ? 'Completed' : 'Not attempted',
    completed_on: index < done ? date(enrolment.completed_on_timestamp ?? enrolment.enrolled_on_timestamp + 600) : '',
    completed_on_timestamp: index < done ? String(enrolment.completed_on_timestamp ?? enrolment.enrolled_on_timestamp + 600) : '',
    score: unit.type === 'Test' && index < done ? '85.00' : '',
    total_time: index < done ? '5m 0s' : '',
    total_time_seconds: index < done ? 300 : 0,
  }));
}

/** The enrolment a `course_id:X,user_id:Y` selector names, or the TalentLMS error for it. */
function enrolmentOf(request: EmulatorRequest, account: Account): EmulatedEnrolment | EmulatorResponse {
  const parameters = selectorArguments(request.params.selector);
  const courseId = parameters?.course_id;
  const userId = parameters?.user_id;
  if (!courseId || !userId || !/^\d+$/.test(courseId) || !/^\d+$/.test(userId)) return invalidArguments();
  if (!account.users.some((user) => user.id === userId)) return notFound('user');
  if (!account.courses.some((course) => course.id === courseId)) return notFound('course');
  return account.enrolments.find((enrolment) => enrolment.user_id === userId && enrolment.course_id === courseId) ?? notEnrolled();
}

function isEnrolment(value: EmulatedEnrolment | EmulatorResponse): value is EmulatedEnrolment {
  return 'course_id' in value;
}

/**
 * The learner side of TalentLMS API v1: users, course records with their learners and units,
 * enrolment (form-encoded POST, as TalentLMS takes writes), a learner's status in a course and
 * resetting it. Errors are TalentLMS's: 400 `Invalid arguments provided` for a malformed
 * argument, 404 for a user or course that does not exist.
 */
export function learnerRoutes(account: Account): LearnerRoute[] {
  return [
    { method: 'GET', pattern: '/users', handle: () => ({ body: account.users }) },
    {
      method: 'GET',
      pattern: '/users/:selector',
      handle(request) {
        const parameters = selectorArguments(request.params.selector);
        const id = parameters?.id;
        const email = parameters?.email;
        if ((id === undefined || !/^\d+$/.test(id)) && email === undefined) return invalidArguments();
        const user = account.users.find((candidate) => (id !== undefined ? candidate.id === id : candidate.email === email));
        return user ? { body: userRecord(user, account) } : notFound('user');
      },
    },
    {
      method: 'GET',
      pattern: '/courses/:selector',
      handle(request) {
        const id = /^id:(\d+)$/.exec(request.params.selector ?? '')?.[1];
        if (id === undefined) return invalidArguments();
        const course = account.courses.find((candidate) => candidate.id === id);
        return course ? { body: courseRecord(course, account) } : notFound('course');
      },
    },
    {
      method: 'POST',
      pattern: '/addusertocourse',
      handle(request) {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const userId = typeof body.user_id === 'string' ? body.user_id : '';
        const courseId = typeof body.course_id === 'string' ? body.course_id : '';
        const role = body.role === undefined || body.role === '' ? 'learner' : body.role;
        if (!/^\d+$/.test(userId) || !/^\d+$/.test(courseId) || (role !== 'learner' && role !== 'instructor')) return invalidArguments();
        if (!account.users.some((user) => user.id === userId)) return notFound('user');
        if (!account.courses.some((course) => course.id === courseId)) return notFound('course');
        if (account.enrolments.some((enrolment) => enrolment.user_id === userId && enrolment.course_id === courseId)) {
          return { status: 400, body: talentlmsError(400, 'The requested user is already enrolled in this course') };
        }
        account.enrolments.push({
          user_id: userId,
          course_id: courseId,
          role,
          enrolled_on_timestamp: Math.floor(Date.now() / 1000),
          completion_status: 'not_attempted',
          completion_percentage: 0,
          completed_on_timestamp: null,
          total_time_seconds: 0,
        });
        // TalentLMS answers with a one-element list.
        return { body: [{ user_id: userId, course_id: courseId, role }] };
      },
    },
    {
      method: 'GET',
      pattern: '/getuserstatusincourse/:selector',
      handle(request) {
        const enrolment = enrolmentOf(request, account);
        if (!isEnrolment(enrolment)) return enrolment;
        return { body: { ...progress(enrolment), completion_status: enrolment.completion_status, units: unitStatuses(enrolment, account) } };
      },
    },
    {
      method: 'GET',
      pattern: '/resetuserprogress/:selector',
      handle(request) {
        const enrolment = enrolmentOf(request, account);
        if (!isEnrolment(enrolment)) return enrolment;
        Object.assign(enrolment, { completion_status: 'not_attempted', completion_percentage: 0, completed_on_timestamp: null, total_time_seconds: 0 });
        return { body: { user_id: enrolment.user_id, course_id: enrolment.course_id } };
      },
    },
  ];
}
