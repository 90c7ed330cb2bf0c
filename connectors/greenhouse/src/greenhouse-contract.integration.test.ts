import type { AtsApplication, AtsCandidate, AtsInterview, AtsJob, AtsOffer } from '@openunified/connector-sdk';
import { describeConnector } from '@openunified/connector-sdk/testing';
import { startGreenhouseEmulator } from './emulator/index.js';
import { manifest } from './index.js';

const firstId = (records: unknown) => (records as { id: string }[])[0]!.id;

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
  },
});
