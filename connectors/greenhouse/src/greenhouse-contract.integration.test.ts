import type { AtsApplication, AtsCandidate, AtsInterview, AtsJob, AtsOffer } from '@openunified/connector-sdk';
import { describeConnector } from '@openunified/connector-sdk/testing';
import { startGreenhouseEmulator } from './emulator/index.js';
import { manifest } from './index.js';

const firstId = (records: unknown) => (records as { id: string }[])[0]!.id;
/** An application with an offer, and one whose interview took place (so it has a scorecard). */
const offerApplication = (previous: Record<string, unknown>) => (previous.greenhouse_list_offers as AtsOffer[])[0]!.application_id!;
const interviewedApplication = (previous: Record<string, unknown>) =>
  (previous.greenhouse_list_interviews as AtsInterview[]).find((interview) => interview.interview_status?.value !== 'scheduled')!.application_id!;

describeConnector(manifest, {
  startEmulator: () => startGreenhouseEmulator({ seed: 3, candidateCount: 45, jobCount: 4, requestsPerWindow: 10_000 }),
  inputs: {
    greenhouse_list_candidates: { query: { page_size: 20 } },
    greenhouse_get_candidate: (previous) => ({ path: { id: firstId(previous.greenhouse_list_candidates) } }),
    greenhouse_list_jobs: { query: { page_size: 3 } },
    greenhouse_get_job: (previous) => ({ path: { id: firstId(previous.greenhouse_list_jobs) } }),
    greenhouse_create_candidate: (previous) => ({
      body: {
        first_name: 'Contract',
        last_name: 'Kit',
        emails: [{ value: 'contract.kit@example.com', type: 'personal' }],
        job_ids: [(previous.greenhouse_list_jobs as AtsJob[])[0]!.id],
      },
    }),
    greenhouse_update_candidate: (previous) => ({
      path: { id: firstId(previous.greenhouse_list_candidates) },
      body: { title: 'Staff Engineer', tags: ['contract'] },
    }),
    greenhouse_list_applications: { query: { page_size: 25 } },
    greenhouse_get_application: (previous) => ({ path: { id: (previous.greenhouse_list_applications as AtsApplication[])[1]!.id } }),
    greenhouse_list_application_stages: { query: { page_size: 7 } },
    greenhouse_list_interviews: { query: { page_size: 5 } },
    greenhouse_get_interview: (previous) => ({ path: { id: (previous.greenhouse_list_interviews as AtsInterview[])[0]!.id } }),
    greenhouse_list_offers: { query: { page_size: 4 } },
    greenhouse_get_offer: (previous) => ({ path: { id: (previous.greenhouse_list_offers as AtsOffer[])[0]!.id } }),
    greenhouse_list_users: { query: { page_size: 4 } },
    greenhouse_list_departments: { query: { page_size: 2 } },
    greenhouse_add_candidate_note: (previous) => ({
      path: { id: (previous.greenhouse_list_candidates as AtsCandidate[])[2]!.id },
      body: { body: 'Strong systems design answers.', visibility: 'public' },
    }),
    greenhouse_list_unified_departments: { query: { page_size: 2 } },
    greenhouse_get_department: (previous) => ({ path: { id: firstId(previous.greenhouse_list_unified_departments) } }),
    greenhouse_list_locations: { query: { page_size: 2 } },
    greenhouse_get_location: (previous) => ({ path: { id: firstId(previous.greenhouse_list_locations) } }),
    greenhouse_get_user: (previous) => ({ path: { id: firstId(previous.greenhouse_list_users) } }),
    greenhouse_get_application_stage: (previous) => ({ path: { id: firstId(previous.greenhouse_list_application_stages) } }),
    greenhouse_list_interview_stages: { query: { page_size: 6 } },
    greenhouse_get_interview_stage: (previous) => ({ path: { id: firstId(previous.greenhouse_list_interview_stages) } }),
    greenhouse_list_job_application_stages: (previous) => ({ path: { id: firstId(previous.greenhouse_list_jobs) }, query: { page_size: 2 } }),
    greenhouse_get_job_application_stage: (previous) => ({
      path: { id: firstId(previous.greenhouse_list_jobs), subResourceId: firstId(previous.greenhouse_list_job_application_stages) },
    }),
    greenhouse_list_job_postings: { query: { page_size: 3 } },
    greenhouse_get_job_posting: (previous) => ({ path: { id: firstId(previous.greenhouse_list_job_postings) } }),
    greenhouse_create_job: (previous) => ({
      body: { title: 'Contract Kit Engineer', code: 'REQ-KIT', passthrough: { template_job_id: firstId(previous.greenhouse_list_jobs) } },
    }),
    greenhouse_update_job: (previous) => ({ path: { id: firstId(previous.greenhouse_list_jobs) }, body: { title: 'Principal Engineer' } }),
    greenhouse_list_rejected_reasons: { query: { page_size: 2 } },
    greenhouse_get_rejected_reason: (previous) => ({ path: { id: firstId(previous.greenhouse_list_rejected_reasons) } }),
    greenhouse_list_candidate_custom_field_definitions: { query: { page_size: 2 } },
    greenhouse_get_candidate_custom_field_definition: (previous) => ({ path: { id: firstId(previous.greenhouse_list_candidate_custom_field_definitions) } }),
    greenhouse_list_application_custom_field_definitions: { query: { page_size: 1 } },
    greenhouse_get_application_custom_field_definition: (previous) => ({
      path: { id: firstId(previous.greenhouse_list_application_custom_field_definitions) },
    }),
    greenhouse_list_job_custom_field_definitions: { query: { page_size: 2 } },
    greenhouse_get_job_custom_field_definition: (previous) => ({ path: { id: firstId(previous.greenhouse_list_job_custom_field_definitions) } }),
    greenhouse_create_application: (previous) => ({
      body: {
        candidate_id: firstId(previous.greenhouse_list_candidates),
        job_id: (previous.greenhouse_list_jobs as AtsJob[]).at(-1)!.id,
        source: { id: '12' },
      },
    }),
    greenhouse_update_application: (previous) => ({
      path: { id: firstId(previous.greenhouse_list_applications) },
      body: { source: { id: '13' }, custom_fields: [{ id: '7102', value: 'One month' }] },
    }),
    greenhouse_list_application_notes: (previous) => ({ path: { id: firstId(previous.greenhouse_list_applications) }, query: { page_size: 1 } }),
    greenhouse_get_application_note: (previous) => ({
      path: { id: firstId(previous.greenhouse_list_applications), subResourceId: firstId(previous.greenhouse_list_application_notes) },
    }),
    greenhouse_create_application_note: (previous) => ({
      path: { id: firstId(previous.greenhouse_list_applications) },
      body: { content: [{ body: 'Moved to the panel.' }], visibility: { value: 'public' } },
    }),
    greenhouse_list_candidate_notes: (previous) => ({ path: { id: firstId(previous.greenhouse_list_candidates) }, query: { page_size: 1 } }),
    greenhouse_get_candidate_note: (previous) => ({
      path: { id: firstId(previous.greenhouse_list_candidates), subResourceId: firstId(previous.greenhouse_list_candidate_notes) },
    }),
    greenhouse_create_candidate_note: (previous) => ({
      path: { id: firstId(previous.greenhouse_list_candidates) },
      body: { content: [{ body: 'Prefers mornings.' }], visibility: { source_value: 'admin_only' } },
    }),
    greenhouse_list_application_offers: (previous) => ({ path: { id: offerApplication(previous) }, query: { page_size: 1 } }),
    greenhouse_get_application_offer: (previous) => ({
      path: { id: offerApplication(previous), subResourceId: firstId(previous.greenhouse_list_application_offers) },
    }),
    greenhouse_list_application_scorecards: (previous) => ({ path: { id: interviewedApplication(previous) }, query: { page_size: 1 } }),
    greenhouse_get_application_scorecard: (previous) => ({
      path: { id: interviewedApplication(previous), subResourceId: firstId(previous.greenhouse_list_application_scorecards) },
    }),
    greenhouse_list_application_scheduled_interviews: (previous) => ({ path: { id: interviewedApplication(previous) }, query: { page_size: 1 } }),
    greenhouse_get_application_scheduled_interview: (previous) => ({
      path: { id: interviewedApplication(previous), subResourceId: firstId(previous.greenhouse_list_application_scheduled_interviews) },
    }),
    greenhouse_move_application: (previous) => {
      const application = (previous.greenhouse_list_applications as AtsApplication[]).find((candidate) => candidate.application_status?.value === 'active')!;
      const stages = previous.greenhouse_list_job_application_stages as { id: string }[];
      return {
        path: { id: application.id },
        body: { interview_stage_id: stages.find((stage) => stage.id !== application.interview_stage_id)?.id ?? stages[0]!.id },
      };
    },
    greenhouse_reject_application: (previous) => ({
      path: {
        id: (previous.greenhouse_list_applications as AtsApplication[]).filter((candidate) => candidate.application_status?.value === 'active').at(-1)!.id,
      },
      body: { rejected_reason_id: firstId(previous.greenhouse_list_rejected_reasons), passthrough: { notes: 'Contract kit' } },
    }),
    greenhouse_list_application_documents: (previous) => ({ path: { id: firstId(previous.greenhouse_list_applications) }, query: { page_size: 1 } }),
    greenhouse_get_application_document: (previous) => ({
      path: { id: firstId(previous.greenhouse_list_applications), subResourceId: firstId(previous.greenhouse_list_application_documents) },
    }),
    greenhouse_download_application_document: (previous) => ({
      path: { id: firstId(previous.greenhouse_list_applications), subResourceId: firstId(previous.greenhouse_list_application_documents) },
    }),
    greenhouse_upload_application_document: (previous) => ({
      path: { id: firstId(previous.greenhouse_list_applications) },
      body: { name: 'Kit_Cover_Letter.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'), category: { value: 'cover_letter' } },
    }),
    greenhouse_list_application_document_categories: { query: { page_size: 3 } },
    greenhouse_get_application_document_category: (previous) => ({ path: { id: firstId(previous.greenhouse_list_application_document_categories) } }),
  },
});
