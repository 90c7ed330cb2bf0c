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
      job_id: encodeCompositeId('512'),
      status: { value: 'rejected', source_value: 'rejected' },
      current_stage: { id: encodeCompositeId('33000'), remote_id: '33000', name: 'Preliminary Phone Screen' },
      prospect: false,
      source: { id: encodeCompositeId('16'), remote_id: '16', name: 'LinkedIn (Prospecting)' },
      rejection_reason: { id: encodeCompositeId('8'), remote_id: '8', name: 'Lacking skill(s)/qualification(s)' },
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
    expect(mapped).toMatchObject({ prospect: true, job_id: null, current_stage: null, source: null, status: { value: 'active' }, unified_custom_fields: null });
  });
});
