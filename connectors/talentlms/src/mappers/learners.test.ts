import { decodeCompositeId, lmsAssignmentSchema, lmsCompletionSchema, lmsContentSchema, lmsCourseSchema, lmsUserSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { parseProviderBody, talentlmsCourseWithUnitsSchema, talentlmsUserWithCoursesSchema } from '../provider-schemas.js';
import courseFixture from './__fixtures__/course-with-units.json' with { type: 'json' };
import userFixture from './__fixtures__/user-with-courses.json' with { type: 'json' };
import { mapContent } from './content.js';
import { mapCourse } from './course.js';
import { mapAssignment, mapCompletion, parseEnrolmentRemoteId } from './enrolment.js';
import { fromUnixSeconds, isoDuration, parseTalentlmsDate } from './talentlms-dates.js';
import { mapUser } from './user.js';

const user = parseProviderBody(talentlmsUserWithCoursesSchema, userFixture, 'user');
const course = parseProviderBody(talentlmsCourseWithUnitsSchema, courseFixture, 'course');
const [completedCourse, openCourse] = user.courses!;

describe('talentlms dates', () => {
  it("reads printed dates in the account's format, and Unix seconds", () => {
    expect(parseTalentlmsDate('05/06/2024, 09:15:00', 'DDMMYYYY')).toBe('2024-06-05T09:15:00.000Z');
    expect(parseTalentlmsDate('05/06/2024, 09:15:00', 'MMDDYYYY')).toBe('2024-05-06T09:15:00.000Z');
    expect(parseTalentlmsDate('2024/06/05, 09:15:00', 'YYYYMMDD')).toBe('2024-06-05T09:15:00.000Z');
    expect(parseTalentlmsDate('', 'DDMMYYYY')).toBeNull();
    expect(parseTalentlmsDate('31/02/2024, 09:15:00', 'DDMMYYYY')).toBeNull();
    expect(fromUnixSeconds('1717692000')).toBe('2024-06-06T16:40:00.000Z');
    expect(fromUnixSeconds('')).toBeNull();
    expect(isoDuration(3912)).toBe('PT1H5M12S');
    expect(isoDuration(0)).toBe('PT0S');
  });
});

describe('mapUser', () => {
  it('maps a user record and leaves the sign-in link out', () => {
    const mapped = mapUser(user, 'DDMMYYYY');

    expect(lmsUserSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toMatchObject({
      remote_id: '7',
      name: 'Aiko Tanaka',
      email: 'aiko.tanaka@example.com',
      active: true,
      created_at: '2024-06-05T09:15:00.000Z',
      updated_at: '2024-06-07T10:00:00.000Z',
      external_reference: null,
      phone_number: null,
    });
    expect(mapped.unified_custom_fields).toMatchObject({ login: 'aiko.tanaka', user_type: 'Learner-Type', language: 'en' });
    expect(mapped.unified_custom_fields).not.toHaveProperty('login_key');
    expect(mapped.unified_custom_fields).not.toHaveProperty('courses');
  });
});

describe('mapCourse', () => {
  it('maps a course record with its units as content', () => {
    const mapped = mapCourse(course, 'DDMMYYYY');

    expect(lmsCourseSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toMatchObject({
      remote_id: '124',
      title: 'Consultative selling',
      external_reference: 'SAL-101',
      active: true,
      url: null,
      cover_url: 'https://acme.talentlms.com/pages/images/default_course_big.png',
      remote_content_ids: ['124-1001', '124-1002', '124-1003'],
      categories: [{ remote_id: '2' }],
      created_at: '2024-06-05T09:00:00.000Z',
      updated_at: '2024-06-12T17:30:00.000Z',
    });
    expect(decodeCompositeId(mapped.content_ids![0]!)).toEqual({ remoteId: '124-1001' });
    expect(mapped.unified_custom_fields).toMatchObject({ price: '$49.00', certification: 'Classic' });
  });
});

describe('mapContent', () => {
  it('maps units, their TalentLMS type onto the content type where one fits', () => {
    const mapped = course.units!.map((unit, index) => mapContent(course, unit, index + 1, 'DDMMYYYY'));

    for (const content of mapped) expect(lmsContentSchema.parse(content)).toEqual(content);
    expect(mapped.map((content) => content.content_type)).toEqual([
      { value: 'article', source_value: 'Content' },
      { value: 'video', source_value: 'Video' },
      { value: 'unmapped_value', source_value: 'Survey' },
    ]);
    expect(mapped[1]).toMatchObject({
      remote_id: '124-1002',
      order: 2,
      remote_course_ids: ['124'],
      content_url: 'https://acme.talentlms.com/unit/view/id:1002',
    });
  });
});

describe('mapAssignment and mapCompletion', () => {
  it('maps an enrolment with its status, progress and certificate', () => {
    const done = mapAssignment(user, completedCourse!);
    const open = mapAssignment(user, openCourse!);

    expect(lmsAssignmentSchema.parse(done)).toEqual(done);
    expect(done).toMatchObject({
      remote_id: '7-124',
      remote_user_id: '7',
      remote_course_id: '124',
      remote_learning_object_id: '124',
      learning_object_type: { value: 'course', source_value: 'course' },
      status: { value: 'completed', source_value: 'completed' },
      progress: 100,
      created_at: '2024-06-05T09:20:00.000Z',
      completed_at: '2024-06-06T16:40:00.000Z',
      updated_at: '2024-06-06T16:40:00.000Z',
      certificate_url: 'https://acme.talentlms.com/user/publiccertification/key:0f1e2d',
    });
    expect(open).toMatchObject({ status: { value: 'in_progress', source_value: 'incomplete' }, progress: 40, completed_at: null, certificate_url: null });
  });

  it('maps a completed course as a completion with the time spent', () => {
    const completion = mapCompletion(user, completedCourse!);

    expect(lmsCompletionSchema.parse(completion)).toEqual(completion);
    expect(completion).toMatchObject({ remote_id: '7-124', time_spent: 'PT1H5M12S', completed_at: '2024-06-06T16:40:00.000Z', result: null });
  });

  it('reads enrolment ids, and a bare course id under its user', () => {
    expect(parseEnrolmentRemoteId('7-124')).toEqual({ userId: '7', courseId: '124' });
    expect(parseEnrolmentRemoteId('124', '7')).toEqual({ userId: '7', courseId: '124' });
    expect(() => parseEnrolmentRemoteId('8-124', '7')).toThrow('enrolment of user 7');
    expect(() => parseEnrolmentRemoteId('124')).toThrow('{user id}-{course id}');
  });
});
