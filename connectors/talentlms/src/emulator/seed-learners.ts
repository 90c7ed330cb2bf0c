import { pick, seededRandom, seededTimestamp } from '@openunified/connector-sdk/emulator';
import { type EmulatedCourse, formatTalentlmsDate } from './seed-catalogue.js';

/** A user as `GET /users` lists it: ids, counters and flags as strings, dates in the account's format. */
export interface EmulatedUser {
  id: string;
  login: string;
  first_name: string;
  last_name: string;
  email: string;
  restrict_email: '0' | '1';
  user_type: 'SuperAdmin' | 'Learner-Type' | 'Trainer-Type';
  timezone: string;
  language: string;
  status: 'active' | 'inactive';
  deactivation_date: string | null;
  level: string;
  points: string;
  created_on: string;
  last_updated: string;
  last_updated_timestamp: string;
  avatar: string;
  bio: string;
  login_key: string;
}

/** One user's enrolment in one course, as the user record's `courses[]` and the course record's `users[]` tell it. */
export interface EmulatedEnrolment {
  user_id: string;
  course_id: string;
  role: 'learner' | 'instructor';
  /** Unix seconds. */
  enrolled_on_timestamp: number;
  completion_status: 'not_attempted' | 'incomplete' | 'completed';
  completion_percentage: number;
  /** Unix seconds, when completed. */
  completed_on_timestamp: number | null;
  total_time_seconds: number;
}

/** A course unit as the course record's `units[]` lists it. */
export interface EmulatedUnit {
  id: string;
  type: string;
  name: string;
  url: string;
}

export interface EmulatedLearners {
  users: EmulatedUser[];
  enrolments: EmulatedEnrolment[];
  /** Units by course id, in course order. */
  units: Map<string, EmulatedUnit[]>;
}

const firstNames = ['Maria', 'John', 'Aiko', 'Kwame', 'Sofia', 'Liam', 'Noor', 'Mateo', 'Elena', 'Ravi', 'Chloe', 'Tomas'];
const lastNames = ['Papadopoulou', 'Smith', 'Tanaka', 'Mensah', 'Rossi', 'Murphy', 'Haddad', 'Garcia', 'Novak', 'Iyer', 'Martin', 'Silva'];
const unitTypes = ['Content', 'Video', 'Document', 'Audio', 'Presentation', 'Test', 'Survey', 'Assignment', 'Web content', 'Section', 'SCORM'];

/** Unix seconds of a seeded ISO instant. */
function seconds(isoTimestamp: string): number {
  return Math.floor(Date.parse(isoTimestamp) / 1000);
}

function seedUsers(random: () => number, count: number): EmulatedUser[] {
  return Array.from({ length: count }, (_, index) => {
    const id = String(index + 1);
    const firstName = firstNames[index % firstNames.length]!;
    const lastName = lastNames[(index * 5) % lastNames.length]!;
    const login = `${firstName}.${lastName}${index >= firstNames.length ? id : ''}`.toLowerCase();
    const created = seededTimestamp(index * 30);
    const updated = seededTimestamp(index * 30 + 200);
    const active = index === 0 || random() < 0.85;
    return {
      id,
      login,
      first_name: firstName,
      last_name: lastName,
      email: `${login}@example.com`,
      restrict_email: '0',
      user_type: index === 0 ? 'SuperAdmin' : random() < 0.2 ? 'Trainer-Type' : 'Learner-Type',
      timezone: '(GMT +00:00) UTC',
      language: random() < 0.8 ? 'en' : 'el',
      status: active ? 'active' : 'inactive',
      deactivation_date: null,
      level: String(1 + Math.floor(random() * 5)),
      points: String(Math.floor(random() * 500)),
      created_on: formatTalentlmsDate(created),
      last_updated: formatTalentlmsDate(updated),
      last_updated_timestamp: String(seconds(updated)),
      avatar: 'https://sandbox.talentlms.com/pages/images/default_user.png',
      bio: '',
      login_key: `https://sandbox.talentlms.com/index/autologin/key:${id.padStart(6, '0')}`,
    };
  });
}

function seedEnrolments(random: () => number, users: readonly EmulatedUser[], courses: readonly EmulatedCourse[]): EmulatedEnrolment[] {
  const enrolments: EmulatedEnrolment[] = [];
  if (courses.length === 0) return enrolments;
  for (const [userIndex, user] of users.entries()) {
    // The administrator teaches; a few learners have no course yet.
    const courseCount = userIndex === 0 ? 2 : random() < 0.15 ? 0 : 1 + Math.floor(random() * Math.min(5, courses.length));
    const chosen = new Set<string>();
    while (chosen.size < courseCount) chosen.add(pick(random, courses).id);
    for (const [courseIndex, courseId] of [...chosen].sort((left, right) => Number(left) - Number(right)).entries()) {
      const enrolled = seconds(seededTimestamp(userIndex * 40 + courseIndex * 3 + 100));
      const roll = random();
      const completion_status = roll < 0.4 ? 'completed' : roll < 0.7 ? 'incomplete' : 'not_attempted';
      enrolments.push({
        user_id: user.id,
        course_id: courseId,
        role: userIndex === 0 || user.user_type === 'Trainer-Type' ? 'instructor' : 'learner',
        enrolled_on_timestamp: enrolled,
        completion_status,
        completion_percentage: completion_status === 'completed' ? 100 : completion_status === 'incomplete' ? 10 + Math.floor(random() * 80) : 0,
        completed_on_timestamp: completion_status === 'completed' ? enrolled + 3600 * (24 + Math.floor(random() * 300)) : null,
        total_time_seconds: completion_status === 'not_attempted' ? 0 : 300 + Math.floor(random() * 20_000),
      });
    }
  }
  return enrolments;
}

function seedUnits(random: () => number, courses: readonly EmulatedCourse[]): Map<string, EmulatedUnit[]> {
  const units = new Map<string, EmulatedUnit[]>();
  let nextId = 1001;
  for (const course of courses) {
    const count = 1 + Math.floor(random() * 4);
    units.set(
      course.id,
      Array.from({ length: count }, (_, index) => {
        const id = String(nextId++);
        const type = index === 0 ? 'Content' : pick(random, unitTypes);
        return { id, type, name: `${type} ${index + 1} of ${course.code}`, url: `https://sandbox.talentlms.com/unit/view/id:${id}` };
      }),
    );
  }
  return units;
}

/**
 * Users, their enrolments and the units of each course. A random stream of its own, so adding
 * learners leaves the catalogue of a seed as it was.
 */
export function seedLearners(options: { seed: number; userCount: number; courses: readonly EmulatedCourse[] }): EmulatedLearners {
  const random = seededRandom(options.seed * 7919 + 17);
  const users = seedUsers(random, options.userCount);
  return { users, enrolments: seedEnrolments(random, users, options.courses), units: seedUnits(random, options.courses) };
}
