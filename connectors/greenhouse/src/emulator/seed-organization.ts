import { pick, seededRandom, seededTimestamp } from '@openunified/connector-sdk/emulator';
import type {
  EmulatedApplication,
  EmulatedCandidate,
  EmulatedDepartment,
  EmulatedJob,
  EmulatedJobStage,
  EmulatedOffer,
  EmulatedOffice,
  EmulatedOrganization,
  EmulatedScheduledInterview,
  EmulatedUser,
  UserReference,
} from './emulated-records.js';
import { seedActivity } from './seed-activity.js';
import { seedReferences } from './seed-references.js';

/** Seeds the emulated organisation (records shaped as in emulated-records.ts): the same seed and sizes always give the same one. */

export interface OrganizationSize {
  seed: number;
  userCount: number;
  jobCount: number;
  candidateCount: number;
}

/** Custom fields the emulated organisation defines on candidates: immutable key -> name and type. */
export const candidateCustomFields: Readonly<Record<string, { name: string; type: string }>> = {
  desired_salary: { name: 'Desired Salary', type: 'short_text' },
  work_remotely: { name: 'Work Remotely', type: 'boolean' },
  graduation_year_1: { name: 'Graduation Year', type: 'single_select' },
};

/** The ids of the candidate custom fields, by which writes may name them instead of their key. */
export const candidateCustomFieldIds: Readonly<Record<string, string>> = {
  '7001': 'desired_salary',
  '7002': 'work_remotely',
  '7003': 'graduation_year_1',
};

const firstNames = ['Ada', 'Grace', 'Alan', 'Katherine', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances', 'Edsger', 'Radia'];
const lastNames = ['Lovelace', 'Hopper', 'Turing', 'Johnson', 'Torvalds', 'Hamilton', 'Ritchie', 'Liskov', 'Thompson', 'Allen', 'Dijkstra', 'Perlman'];
const companies = ['Initech', 'Globex', 'Hooli', 'Umbrella', 'Stark Industries', 'Wayne Enterprises', 'Acme'];
const titles = ['Software Engineer', 'Account Executive', 'Product Designer', 'Data Analyst', 'Support Specialist', 'Engineering Manager'];
const jobNames = [
  'Backend Engineer',
  'Account Executive',
  'Product Designer',
  'Data Scientist',
  'Customer Success Manager',
  'Site Reliability Engineer',
  'Financial Analyst',
  'Marketing Lead',
];
const departmentNames = ['Engineering', 'Sales', 'Design', 'Customer Success', 'Finance'];
const officeNames = ['London', 'New York', 'Berlin'];
const stageNames = ['Application Review', 'Preliminary Phone Screen', 'Technical Interview', 'Face to Face', 'Offer'];
export const sources = [
  { id: 11, public_name: 'LinkedIn (Prospecting)' },
  { id: 12, public_name: 'Referral' },
  { id: 13, public_name: 'Jobs page on your website' },
];
const rejectionReasons = [
  { id: 31, name: 'Lacking skill(s)/qualification(s)', type: { id: 1, name: 'We rejected them' } },
  { id: 32, name: 'Took another job', type: { id: 2, name: 'They rejected us' } },
];
const tagWords = ['Python', 'Ruby', 'Go', 'Leadership', 'Remote', 'Referral'];
const emailDomain = 'sandbox-greenhouse.example';

/** The application fields the emulator never varies: no prospect pool, prospective office or department, custom field or attachment. */
export function applicationDefaults(): Pick<
  EmulatedApplication,
  'prospective_office' | 'prospective_department' | 'prospect_detail' | 'custom_fields' | 'keyed_custom_fields' | 'attachments'
> {
  return {
    prospective_office: null,
    prospective_department: null,
    prospect_detail: { prospect_pool: null, prospect_stage: null, prospect_owner: null },
    custom_fields: {},
    keyed_custom_fields: {},
    attachments: [],
  };
}

export function userReference(user: UserReference): UserReference {
  const { id, first_name, last_name, name, employee_id } = user;
  return { id, first_name, last_name, name, employee_id };
}

/** An instant `hours` after the seed epoch (2024-01-01), as Greenhouse prints it. */
const at = seededTimestamp;
const day = (isoTimestamp: string) => isoTimestamp.slice(0, 10);

function seedUsers(random: () => number, count: number, departments: EmulatedDepartment[], offices: EmulatedOffice[]): EmulatedUser[] {
  return Array.from({ length: count }, (_, index) => {
    const firstName = firstNames[index % firstNames.length]!;
    const lastName = lastNames[(index * 5 + 3) % lastNames.length]!;
    const email = `${firstName}.${lastName}${index + 1}@${emailDomain}`.toLowerCase();
    return {
      id: 101 + index,
      first_name: firstName,
      last_name: lastName,
      name: `${firstName} ${lastName}`,
      employee_id: `E${1000 + index}`,
      primary_email_address: email,
      created_at: at(index),
      updated_at: at(index + 200 + Math.floor(random() * 400)),
      // The last user has left: disabled users stay listed.
      disabled: index === count - 1 && count > 1,
      site_admin: index < 2,
      emails: [email],
      linked_candidate_ids: [],
      offices: [pick(random, offices)],
      departments: [pick(random, departments)],
      custom_fields: {},
      keyed_custom_fields: {},
    };
  });
}

function seedJobs(random: () => number, count: number, users: EmulatedUser[], departments: EmulatedDepartment[], offices: EmulatedOffice[]) {
  const activeUsers = users.filter((user) => !user.disabled);
  const jobs: EmulatedJob[] = [];
  const stages: EmulatedJobStage[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = 401 + index;
    const created = at(24 * index);
    // One closed and one draft job once there are enough; the rest are open.
    const status = index === 1 ? 'closed' : index === 2 ? 'draft' : 'open';
    const recruiter = pick(random, activeUsers);
    const coordinator = pick(random, activeUsers);
    const employmentType = random() < 0.8 ? 'Full-time' : 'Contract';
    jobs.push({
      id,
      name: `${jobNames[index % jobNames.length]}${index >= jobNames.length ? ` ${index + 1}` : ''}`,
      requisition_id: `REQ-${String(index + 1).padStart(3, '0')}`,
      notes: '<p>Internal notes for the hiring team.</p>',
      confidential: index === 3,
      status,
      created_at: created,
      opened_at: status === 'draft' ? null : at(24 * index + 2),
      closed_at: status === 'closed' ? at(24 * index + 900) : null,
      updated_at: at(24 * index + 100 + Math.floor(random() * 900)),
      is_template: false,
      copied_from_id: null,
      departments: [pick(random, departments)],
      offices: [pick(random, offices)],
      custom_fields: { employment_type: employmentType },
      keyed_custom_fields: { employment_type: { name: 'Employment Type', type: 'single_select', value: employmentType } },
      hiring_team: {
        hiring_managers: [userReference(pick(random, activeUsers))],
        recruiters: [{ ...userReference(recruiter), responsible: true }],
        coordinators: [{ ...userReference(coordinator), responsible: true }],
        sourcers: [],
      },
      openings: [],
    });
    stageNames.forEach((name, priority) => {
      stages.push({
        id: 1000 + index * 10 + priority,
        name,
        created_at: created,
        updated_at: at(24 * index + priority),
        active: true,
        job_id: id,
        priority,
        interviews: [
          {
            id: 5000 + index * 10 + priority,
            name: `${name} interview`,
            schedulable: priority > 0,
            estimated_minutes: 30 + 15 * priority,
            default_interviewer_users: [userReference(recruiter)],
          },
        ],
      });
    });
  }
  return { jobs, stages };
}

function seedPeople(
  random: () => number,
  count: number,
  users: EmulatedUser[],
  jobs: EmulatedJob[],
  stages: EmulatedJobStage[],
): Pick<EmulatedOrganization, 'candidates' | 'applications' | 'scheduledInterviews' | 'offers'> {
  const activeUsers = users.filter((user) => !user.disabled);
  const openJobs = jobs.filter((job) => job.status !== 'draft');
  const candidates: EmulatedCandidate[] = [];
  const applications: EmulatedApplication[] = [];
  const scheduledInterviews: EmulatedScheduledInterview[] = [];
  const offers: EmulatedOffer[] = [];

  for (let index = 0; index < count; index += 1) {
    const candidateId = 10001 + index;
    const firstName = pick(random, firstNames);
    const lastName = pick(random, lastNames);
    const created = at(100 + index * 7);
    const recruiter = pick(random, activeUsers);
    const candidate: EmulatedCandidate = {
      id: candidateId,
      first_name: firstName,
      last_name: lastName,
      company: random() < 0.8 ? pick(random, companies) : null,
      title: random() < 0.8 ? pick(random, titles) : null,
      created_at: created,
      updated_at: at(100 + index * 7 + Math.floor(random() * 2000)),
      last_activity: at(100 + index * 7 + 3),
      is_private: random() < 0.1,
      photo_url: null,
      attachments: [],
      application_ids: [],
      phone_numbers: [{ value: `+44 20 7946 ${String(index).padStart(4, '0')}`, type: pick(random, ['mobile', 'home', 'work']) }],
      addresses: random() < 0.5 ? [{ value: `${index + 1} High Street\nLondon`, type: 'home' }] : [],
      email_addresses: [
        { value: `${firstName}.${lastName}.${candidateId}@example.com`.toLowerCase(), type: 'personal' },
        ...(random() < 0.4 ? [{ value: `${firstName.toLowerCase()}@${lastName.toLowerCase()}-work.example`, type: 'work' }] : []),
      ],
      website_addresses: random() < 0.3 ? [{ value: `${lastName.toLowerCase()}.example`, type: 'personal' }] : [],
      social_media_addresses: random() < 0.3 ? [{ value: `linkedin.com/in/${firstName}${lastName}${index}`.toLowerCase() }] : [],
      recruiter: userReference(recruiter),
      coordinator: random() < 0.5 ? userReference(pick(random, activeUsers)) : null,
      can_email: true,
      tags: random() < 0.6 ? [pick(random, tagWords)] : [],
      educations: [],
      employments: [],
      linked_user_ids: [],
      custom_fields: {},
      keyed_custom_fields: {},
    };
    if (random() < 0.5) {
      const salary = String(40000 + Math.floor(random() * 80) * 1000);
      candidate.custom_fields.desired_salary = salary;
      candidate.keyed_custom_fields.desired_salary = { ...candidateCustomFields.desired_salary!, value: salary };
    }

    const applicationCount = random() < 0.2 ? 2 : 1;
    for (let applicationIndex = 0; applicationIndex < applicationCount; applicationIndex += 1) {
      const applicationId = 20001 + applications.length;
      const job = pick(random, openJobs);
      const jobStages = stages.filter((stage) => stage.job_id === job.id);
      const roll = random();
      const status = roll < 0.6 ? 'active' : roll < 0.85 ? 'rejected' : 'hired';
      const stage = status === 'hired' ? jobStages.at(-1)! : pick(random, jobStages);
      const appliedAt = at(100 + index * 7 + applicationIndex);
      const prospect = status === 'active' && random() < 0.1;
      const application: EmulatedApplication = {
        id: applicationId,
        candidate_id: candidateId,
        prospect,
        applied_at: appliedAt,
        rejected_at: status === 'rejected' ? at(100 + index * 7 + 48) : null,
        last_activity_at: at(100 + index * 7 + applicationIndex + Math.floor(random() * 1500)),
        location: { address: pick(random, officeNames) },
        source: pick(random, sources),
        credited_to: userReference(recruiter),
        recruiter: userReference(recruiter),
        coordinator: candidate.coordinator,
        rejection_reason: status === 'rejected' ? pick(random, rejectionReasons) : null,
        rejection_details: status === 'rejected' ? { custom_fields: {}, keyed_custom_fields: {} } : null,
        // A prospect may not be tied to a job yet.
        jobs: prospect && random() < 0.5 ? [] : [{ id: job.id, name: job.name }],
        job_post_id: prospect ? null : job.id * 10,
        status,
        current_stage: prospect ? null : { id: stage.id, name: stage.name },
        answers: prospect ? [] : [{ question: 'How did you hear about this job?', answer: sourceAnswer(random) }],
        ...applicationDefaults(),
      };
      applications.push(application);
      candidate.application_ids.push(applicationId);

      if (!prospect && status !== 'rejected' && stage.priority >= 2) {
        const start = 100 + index * 7 + 72;
        const allDay = random() < 0.15;
        const interviewer = pick(random, activeUsers);
        scheduledInterviews.push({
          id: 30001 + scheduledInterviews.length,
          application_id: applicationId,
          external_event_id: `event-${applicationId}`,
          start: allDay ? { date: day(at(start)) } : { date_time: at(start) },
          end: allDay ? { date: day(at(start + 24)) } : { date_time: at(start + 1) },
          location: allDay ? 'Head office' : null,
          video_conferencing_url: allDay ? null : `https://meet.example.com/${applicationId}`,
          status: status === 'hired' ? 'complete' : pick(random, ['scheduled', 'awaiting_feedback', 'complete'] as const),
          created_at: at(start - 48),
          updated_at: at(start + Math.floor(random() * 200)),
          interview: { id: stage.interviews[0]!.id, name: stage.interviews[0]!.name },
          organizer: userReference(recruiter),
          interviewers: [
            {
              id: interviewer.id,
              employee_id: interviewer.employee_id,
              name: interviewer.name,
              email: interviewer.primary_email_address,
              response_status: pick(random, ['needs_action', 'accepted', 'tentative']),
              scorecard_id: null,
            },
          ],
        });
      }

      if (!prospect && (status === 'hired' || stage.name === 'Offer')) {
        const made = 100 + index * 7 + 120;
        const outcome = status === 'hired' ? 'accepted' : status === 'rejected' ? 'rejected' : 'unresolved';
        // A changed offer is a new version; the one it replaces is deprecated.
        const versions = random() < 0.3 ? (['deprecated', outcome] as const) : ([outcome] as const);
        versions.forEach((offerStatus, versionIndex) => {
          const salary = `${60 + Math.floor(random() * 60)}k`;
          offers.push({
            id: 40001 + offers.length,
            version: versionIndex + 1,
            application_id: applicationId,
            job_id: job.id,
            candidate_id: candidateId,
            opening: null,
            created_at: at(made + versionIndex * 24),
            updated_at: at(made + versionIndex * 24 + 5),
            sent_at: day(at(made + versionIndex * 24 + 1)),
            resolved_at: offerStatus === 'unresolved' ? null : at(made + versionIndex * 24 + 5),
            starts_at: day(at(made + 24 * 30)),
            status: offerStatus,
            custom_fields: { salary },
            keyed_custom_fields: { salary: { name: 'Salary', type: 'short_text', value: salary } },
          });
        });
      }
    }
    candidates.push(candidate);
  }
  return { candidates, applications, scheduledInterviews, offers };
}

function sourceAnswer(random: () => number): string {
  return pick(random, ['A friend', 'LinkedIn', 'A conference talk', 'Your careers page']);
}

/** The same seed and sizes always give the same organisation. */
export function seedOrganization(size: OrganizationSize): EmulatedOrganization {
  const random = seededRandom(size.seed);
  const departments: EmulatedDepartment[] = departmentNames.map((name, index) => ({
    id: 201 + index,
    name,
    parent_id: null,
    child_ids: [],
    external_id: `dept-${index + 1}`,
  }));
  const offices: EmulatedOffice[] = officeNames.map((name, index) => ({
    id: 301 + index,
    name,
    location: { name },
    primary_contact_user_id: null,
    parent_id: null,
    child_ids: [],
    external_id: `office-${index + 1}`,
  }));
  const users = seedUsers(random, size.userCount, departments, offices);
  const { jobs, stages } = seedJobs(random, size.jobCount, users, departments, offices);
  const people = seedPeople(random, size.candidateCount, users, jobs, stages);
  return {
    users,
    departments,
    offices,
    jobs,
    jobStages: stages,
    ...people,
    ...seedActivity(size.seed, { users, ...people }),
    ...seedReferences({
      jobs,
      offices,
      departments,
      appliedRejectionReasons: rejectionReasons,
      candidateFields: candidateCustomFields,
      candidateFieldIds: candidateCustomFieldIds,
    }),
  };
}
