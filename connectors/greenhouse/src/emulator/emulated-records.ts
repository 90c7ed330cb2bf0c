import type { EmulatedNote, EmulatedScorecard } from './emulated-activity.js';

/**
 * A Greenhouse organisation as Harvest API v1 serialises it: integer ids, ISO 8601 timestamps,
 * `null` for an empty property, users embedded as `{id, first_name, last_name, name, employee_id}`.
 */

export interface UserReference {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  employee_id: string | null;
}

export interface KeyedCustomField {
  name: string;
  type: string;
  value: unknown;
}

export interface EmulatedUser extends UserReference {
  primary_email_address: string;
  updated_at: string;
  created_at: string;
  disabled: boolean;
  site_admin: boolean;
  emails: string[];
  linked_candidate_ids: number[];
  offices: EmulatedOffice[];
  departments: EmulatedDepartment[];
  custom_fields: Record<string, unknown>;
  keyed_custom_fields: Record<string, KeyedCustomField>;
}

export interface EmulatedDepartment {
  id: number;
  name: string;
  parent_id: number | null;
  child_ids: number[];
  external_id: string;
}

export interface EmulatedOffice {
  id: number;
  name: string;
  location: { name: string };
  primary_contact_user_id: number | null;
  parent_id: number | null;
  child_ids: number[];
  external_id: string;
}

export interface EmulatedJob {
  id: number;
  name: string;
  requisition_id: string;
  notes: string;
  confidential: boolean;
  status: 'open' | 'closed' | 'draft';
  created_at: string;
  opened_at: string | null;
  closed_at: string | null;
  updated_at: string;
  is_template: boolean;
  copied_from_id: number | null;
  departments: EmulatedDepartment[];
  offices: EmulatedOffice[];
  custom_fields: Record<string, unknown>;
  keyed_custom_fields: Record<string, KeyedCustomField>;
  hiring_team: {
    hiring_managers: UserReference[];
    recruiters: (UserReference & { responsible: boolean })[];
    coordinators: (UserReference & { responsible: boolean })[];
    sourcers: UserReference[];
  };
  openings: Record<string, unknown>[];
}

export interface EmulatedJobStage {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
  active: boolean;
  job_id: number;
  priority: number;
  interviews: { id: number; name: string; schedulable: boolean; estimated_minutes: number; default_interviewer_users: UserReference[] }[];
}

export interface EmulatedApplication {
  id: number;
  candidate_id: number;
  prospect: boolean;
  applied_at: string;
  rejected_at: string | null;
  last_activity_at: string;
  location: { address: string } | null;
  source: { id: number; public_name: string } | null;
  credited_to: UserReference | null;
  recruiter: UserReference | null;
  coordinator: UserReference | null;
  rejection_reason: { id: number; name: string; type: { id: number; name: string } } | null;
  rejection_details: Record<string, unknown> | null;
  jobs: { id: number; name: string }[];
  job_post_id: number | null;
  status: 'active' | 'rejected' | 'hired' | 'converted';
  current_stage: { id: number; name: string } | null;
  answers: { question: string; answer: string }[];
  prospective_office: null;
  prospective_department: null;
  prospect_detail: { prospect_pool: null; prospect_stage: null; prospect_owner: null };
  custom_fields: Record<string, unknown>;
  keyed_custom_fields: Record<string, KeyedCustomField>;
  attachments: Record<string, unknown>[];
}

export interface TypedValue {
  value: string;
  type: string;
}

export interface EmulatedCandidate {
  id: number;
  first_name: string;
  last_name: string;
  company: string | null;
  title: string | null;
  created_at: string;
  updated_at: string;
  last_activity: string;
  is_private: boolean;
  photo_url: null;
  attachments: Record<string, unknown>[];
  application_ids: number[];
  phone_numbers: TypedValue[];
  addresses: TypedValue[];
  email_addresses: TypedValue[];
  website_addresses: TypedValue[];
  social_media_addresses: { value: string }[];
  recruiter: UserReference | null;
  coordinator: UserReference | null;
  can_email: boolean;
  tags: string[];
  educations: Record<string, unknown>[];
  employments: Record<string, unknown>[];
  linked_user_ids: number[];
  custom_fields: Record<string, unknown>;
  keyed_custom_fields: Record<string, KeyedCustomField>;
}

export interface EmulatedScheduledInterview {
  id: number;
  application_id: number;
  external_event_id: string;
  start: { date_time: string } | { date: string };
  end: { date_time: string } | { date: string };
  location: string | null;
  video_conferencing_url: string | null;
  status: 'scheduled' | 'awaiting_feedback' | 'complete';
  created_at: string;
  updated_at: string;
  interview: { id: number; name: string };
  organizer: UserReference;
  interviewers: { id: number; employee_id: string | null; name: string; email: string; response_status: string; scorecard_id: number | null }[];
}

export interface EmulatedOffer {
  id: number;
  version: number;
  application_id: number;
  job_id: number;
  candidate_id: number;
  opening: null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  resolved_at: string | null;
  starts_at: string | null;
  status: 'unresolved' | 'accepted' | 'rejected' | 'deprecated';
  custom_fields: Record<string, unknown>;
  keyed_custom_fields: Record<string, KeyedCustomField>;
}

export interface EmulatedOrganization {
  users: EmulatedUser[];
  departments: EmulatedDepartment[];
  offices: EmulatedOffice[];
  jobs: EmulatedJob[];
  jobStages: EmulatedJobStage[];
  candidates: EmulatedCandidate[];
  applications: EmulatedApplication[];
  scheduledInterviews: EmulatedScheduledInterview[];
  offers: EmulatedOffer[];
  customFields: EmulatedCustomField[];
  rejectionReasons: EmulatedRejectionReason[];
  jobPosts: EmulatedJobPost[];
  notes: EmulatedNote[];
  scorecards: EmulatedScorecard[];
}

export interface EmulatedCustomField {
  id: number;
  name: string;
  active: boolean;
  field_type: 'candidate' | 'application' | 'job' | 'offer';
  priority: number;
  value_type: string;
  private: boolean;
  required: boolean;
  require_approval: boolean;
  trigger_new_version: boolean;
  name_key: string;
  description: string | null;
  expose_in_job_board_api: boolean;
  api_only: boolean;
  offices: EmulatedOffice[];
  departments: EmulatedDepartment[];
  template_token_string: string;
  custom_field_options: { id: number; name: string; priority: number; external_id: string | null }[];
}

export interface EmulatedRejectionReason {
  id: number;
  name: string;
  type: { id: number; name: string };
}

export interface EmulatedJobPostQuestion {
  required: boolean;
  private: boolean;
  label: string;
  name: string;
  type: string;
  values: { value: number; label: string }[];
  description: string | null;
}

export interface EmulatedJobPost {
  id: number;
  title: string;
  location: { id: number; name: string; office_id: number | null };
  internal: boolean;
  external: boolean;
  active: boolean;
  live: boolean;
  first_published_at: string | null;
  job_id: number | null;
  content: string;
  internal_content: string | null;
  updated_at: string;
  created_at: string;
  demographic_question_set_id: number | null;
  questions: EmulatedJobPostQuestion[];
}
