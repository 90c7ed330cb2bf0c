import { BadRequestError, type ProviderHttpClient, toRemoteId } from '@openunified/connector-sdk';
import {
  parseProviderBody,
  type TalentlmsCourseRecord,
  type TalentlmsCourseWithUnits,
  type TalentlmsUser,
  type TalentlmsUserWithCourses,
  talentlmsCourseRecordListSchema,
  talentlmsCourseWithUnitsSchema,
  talentlmsUserListSchema,
  talentlmsUserWithCoursesSchema,
} from '../provider-schemas.js';
import { compareTalentlmsIds } from './compare-ids.js';

/**
 * The id of a TalentLMS record from a path parameter (unified or TalentLMS id). It becomes part of
 * the provider path (`/users/id:{id}`), so only TalentLMS's numeric ids get through.
 */
export function talentlmsId(id: string, what: string): string {
  const remoteId = toRemoteId(id);
  if (!/^\d+$/.test(remoteId)) throw new BadRequestError(`"${id}" is not a TalentLMS ${what} id`);
  return remoteId;
}

/** Every course of the account (`GET /courses` is not paginated), in id order. */
export async function fetchAllCourses(http: ProviderHttpClient): Promise<TalentlmsCourseRecord[]> {
  const response = await http.get('/courses');
  return parseProviderBody(talentlmsCourseRecordListSchema, response.body, 'courses list').sort(compareTalentlmsIds);
}

/** Every user of the account (`GET /users` is not paginated), in id order. */
export async function fetchAllUsers(http: ProviderHttpClient): Promise<TalentlmsUser[]> {
  const response = await http.get('/users');
  return parseProviderBody(talentlmsUserListSchema, response.body, 'users list').sort(compareTalentlmsIds);
}

/** `GET /courses/id:{id}`: the course with its units. */
export async function fetchCourse(http: ProviderHttpClient, courseId: string): Promise<TalentlmsCourseWithUnits> {
  const response = await http.get(`/courses/id:${courseId}`);
  return parseProviderBody(talentlmsCourseWithUnitsSchema, response.body, 'course');
}

/** `GET /users/id:{id}`: the user with their courses (the enrolments) and certifications. */
export async function fetchUser(http: ProviderHttpClient, userId: string): Promise<TalentlmsUserWithCourses> {
  const response = await http.get(`/users/id:${userId}`);
  return parseProviderBody(talentlmsUserWithCoursesSchema, response.body, 'user');
}

/** Records changed after `updatedAfter`, by the timestamp the mapper chose; all of them without one. */
export function updatedAfter<Record extends { updated_at: string | null }>(records: Record[], updatedAfterValue: string | undefined): Record[] {
  if (updatedAfterValue === undefined) return records;
  const since = Date.parse(updatedAfterValue);
  return records.filter((record) => record.updated_at !== null && Date.parse(record.updated_at) > since);
}
