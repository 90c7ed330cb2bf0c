import { seededTimestamp } from '@openunified/connector-sdk/emulator';
import type {
  EmulatedCustomField,
  EmulatedDepartment,
  EmulatedJob,
  EmulatedJobPost,
  EmulatedJobPostQuestion,
  EmulatedOffice,
  EmulatedOrganization,
  EmulatedRejectionReason,
} from './emulated-records.js';

/**
 * The organisation's reference records the seed adds around its jobs: custom field definitions,
 * rejection reasons and job posts. Deterministic: they follow from the jobs and offices alone.
 */

export interface ReferenceInputs {
  jobs: EmulatedJob[];
  offices: EmulatedOffice[];
  departments: EmulatedDepartment[];
  /** The rejection reasons the seeded applications were rejected with. */
  appliedRejectionReasons: readonly EmulatedRejectionReason[];
  /** The candidate custom fields the seeded candidates carry: key -> name and type, and id -> key. */
  candidateFields: Readonly<Record<string, { name: string; type: string }>>;
  candidateFieldIds: Readonly<Record<string, string>>;
}

/** The options of the job field `employment_type`, which seeded jobs hold by name. */
export const employmentTypeOptions = [
  { id: 72011, name: 'Full-time', priority: 0, external_id: 'full-time' },
  { id: 72012, name: 'Contract', priority: 1, external_id: null },
];

/** A `keyed_custom_fields` type as the `value_type` of its definition. */
const valueTypes: Record<string, string> = { boolean: 'yes_no' };

function customField(
  id: number,
  fieldType: EmulatedCustomField['field_type'],
  nameKey: string,
  name: string,
  valueType: string,
  extra: Partial<EmulatedCustomField> = {},
): EmulatedCustomField {
  return {
    id,
    name,
    active: true,
    field_type: fieldType,
    priority: id % 100,
    value_type: valueType,
    private: false,
    required: false,
    require_approval: false,
    trigger_new_version: false,
    name_key: nameKey,
    description: null,
    expose_in_job_board_api: false,
    api_only: false,
    offices: [],
    departments: [],
    template_token_string: `{{${nameKey.toUpperCase()}}}`,
    custom_field_options: [],
    ...extra,
  };
}

function seedCustomFields(inputs: ReferenceInputs): EmulatedCustomField[] {
  const candidateFields = Object.entries(inputs.candidateFieldIds).map(([id, key]) => {
    const field = inputs.candidateFields[key]!;
    const options =
      field.type === 'single_select'
        ? ['2022', '2023', '2024'].map((year, priority) => ({ id: Number(id) * 10 + priority, name: year, priority, external_id: null }))
        : [];
    return customField(Number(id), 'candidate', key, field.name, valueTypes[field.type] ?? field.type, { custom_field_options: options });
  });
  return [
    ...candidateFields,
    // Deleted: listed only with include_inactive=true.
    customField(7004, 'candidate', 'old_referral_code', 'Old Referral Code', 'short_text', { active: false }),
    customField(7101, 'application', 'notice_period', 'Notice Period', 'short_text', { description: 'How long the candidate must give notice' }),
    customField(7102, 'application', 'relocation', 'Needs Relocation', 'yes_no'),
    customField(7201, 'job', 'employment_type', 'Employment Type', 'single_select', {
      custom_field_options: employmentTypeOptions,
      expose_in_job_board_api: true,
    }),
    customField(7202, 'job', 'budget_code', 'Budget Code', 'short_text', { private: true, api_only: true }),
    customField(7203, 'job', 'salary_range', 'Salary Range', 'currency_range', { offices: inputs.offices.slice(0, 1) }),
    customField(7301, 'offer', 'salary', 'Salary', 'short_text', { trigger_new_version: true, private: true }),
  ];
}

const standardQuestions: EmulatedJobPostQuestion[] = [
  { required: true, private: false, label: 'First Name', name: 'first_name', type: 'short_text', values: [], description: null },
  { required: true, private: false, label: 'Last Name', name: 'last_name', type: 'short_text', values: [], description: null },
  { required: true, private: false, label: 'Email', name: 'email', type: 'short_text', values: [], description: null },
  { required: false, private: false, label: 'Resume', name: 'resume', type: 'attachment', values: [], description: null },
];

function postOf(job: EmulatedJob, id: number, office: EmulatedOffice, overrides: Partial<EmulatedJobPost>): EmulatedJobPost {
  const live = job.status === 'open';
  return {
    id,
    title: job.name,
    location: { id: 600 + (id % 1000), name: office.location.name, office_id: office.id },
    internal: false,
    external: true,
    active: true,
    live,
    first_published_at: job.opened_at,
    job_id: job.id,
    content: `<p>Join us as our next <strong>${job.name}</strong>.</p><ul><li>Work with a kind team</li><li>Ship every week</li></ul>`,
    internal_content: null,
    created_at: job.created_at,
    updated_at: job.updated_at,
    demographic_question_set_id: null,
    questions: [
      ...standardQuestions,
      {
        required: false,
        private: true,
        label: 'Have you worked for us before?',
        name: `question_${id}1`,
        type: 'boolean',
        values: [
          { value: 0, label: 'No' },
          { value: 1, label: 'Yes' },
        ],
        description: null,
      },
    ],
    ...overrides,
  };
}

/**
 * One external post per job (id = job id x 10, the `job_post_id` of its applications), live while
 * the job is open; an internal post for the first job, a deleted one for the closed job, and a
 * prospect post on no job at a free-text place.
 */
function seedJobPosts(inputs: ReferenceInputs): EmulatedJobPost[] {
  const posts = inputs.jobs.flatMap((job, index) => {
    const office = inputs.offices.find((candidate) => candidate.id === job.offices[0]?.id) ?? inputs.offices[0]!;
    const external = postOf(job, job.id * 10, office, {});
    if (index === 0) {
      return [external, postOf(job, job.id * 10 + 1, office, { internal: true, external: false, internal_content: '<p>Referrals welcome.</p>' })];
    }
    if (job.status === 'closed') return [external, postOf(job, job.id * 10 + 1, office, { active: false, live: false })];
    return [external];
  });
  const first = inputs.jobs[0]!;
  posts.push({
    ...postOf(first, 9001, inputs.offices[0]!, { job_id: null, title: 'Join our talent community', first_published_at: null, live: false }),
    location: { id: 699, name: 'Anywhere', office_id: null },
    updated_at: seededTimestamp(50),
  });
  return posts.sort((left, right) => left.id - right.id);
}

export function seedReferences(inputs: ReferenceInputs): Pick<EmulatedOrganization, 'customFields' | 'rejectionReasons' | 'jobPosts'> {
  return {
    customFields: seedCustomFields(inputs),
    rejectionReasons: [...inputs.appliedRejectionReasons, { id: 33, name: 'Position filled', type: { id: 3, name: 'None specified' } }],
    jobPosts: seedJobPosts(inputs),
  };
}
