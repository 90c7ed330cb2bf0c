import { atsApplicationSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { greenhouseApplicationSchema, parseProviderBody } from '../provider-schemas.js';
import applicationFixture from './__fixtures__/application.json' with { type: 'json' };
import prospectFixture from './__fixtures__/application-prospect.json' with { type: 'json' };
import { mapApplication } from './application.js';

const application = (fixture: unknown) => parseProviderBody(greenhouseApplicationSchema, fixture, 'application');

describe('mapApplication', () => {
  it('maps a rejected candidate application', () => {
    const mapped = mapApplication(application(applicationFixture));

    expect(atsApplicationSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toEqual({
      id: encodeCompositeId('88120003'),
      remote_id: '88120003',
      candidate_id: encodeCompositeId('71234502'),
      remote_candidate_id: '71234502',
      job_id: encodeCompositeId('512'),
      remote_job_id: '512',
      application_status: { value: 'rejected', source_value: 'rejected' },
      interview_stage: { id: encodeCompositeId('33000'), remote_id: '33000', name: 'Preliminary Phone Screen' },
      interview_stage_id: encodeCompositeId('33000'),
      remote_interview_stage_id: '33000',
      prospect: false,
      source: { id: encodeCompositeId('16'), remote_id: '16', name: 'LinkedIn (Prospecting)' },
      rejected_reasons: [
        {
          id: encodeCompositeId('8'),
          remote_id: '8',
          label: 'Lacking skill(s)/qualification(s)',
          type: 'We rejected them',
          rejected_reason_type: { value: 'rejected_by_organization', source_value: 'We rejected them' },
        },
      ],
      rejected_reason_ids: [encodeCompositeId('8')],
      remote_rejected_reason_ids: ['8'],
      recruiter_id: encodeCompositeId('4080'),
      coordinator_id: encodeCompositeId('4082'),
      credited_to_id: encodeCompositeId('4081'),
      answers: [{ question: 'Are you authorised to work in the US?', answer: 'Yes' }],
      applied_at: '2023-05-10T08:00:00.000Z',
      rejected_at: '2023-05-20T11:30:00.000Z',
      last_activity_at: '2023-05-20T11:30:00.000Z',
      created_at: null,
      updated_at: null,
      unified_custom_fields: { referral_note: 'Met at KubeCon' },
    });
  });

  it('maps a prospect not yet tied to a job', () => {
    const mapped = mapApplication(application(prospectFixture));

    expect(atsApplicationSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toMatchObject({
      prospect: true,
      job_id: null,
      remote_job_id: null,
      interview_stage: null,
      interview_stage_id: null,
      source: null,
      rejected_reasons: [],
      application_status: { value: 'active' },
      unified_custom_fields: null,
    });
  });
});
