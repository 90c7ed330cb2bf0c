import { atsApplicationStageSchema, atsJobSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { greenhouseJobSchema, greenhouseJobStageSchema, parseProviderBody } from '../provider-schemas.js';
import jobFixture from './__fixtures__/job.json' with { type: 'json' };
import jobStageFixture from './__fixtures__/job-stage.json' with { type: 'json' };
import { mapApplicationStage } from './application-stage.js';
import { mapJob } from './job.js';

describe('mapJob', () => {
  it('maps a job with its departments, offices and hiring team', () => {
    const mapped = mapJob(parseProviderBody(greenhouseJobSchema, jobFixture, 'job'));

    expect(atsJobSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toEqual({
      id: encodeCompositeId('512'),
      remote_id: '512',
      title: 'Platform Engineer',
      code: 'ENG-2023-14',
      description: null,
      status: 'open',
      job_status: { value: 'open', source_value: 'open' },
      confidential: 'false',
      department_ids: [encodeCompositeId('25907')],
      remote_department_ids: ['25907'],
      location_ids: [encodeCompositeId('47012')],
      remote_location_ids: ['47012'],
      departments: [{ id: encodeCompositeId('25907'), remote_id: '25907', name: 'Infrastructure' }],
      locations: [{ id: encodeCompositeId('47012'), remote_id: '47012', name: 'San Francisco' }],
      hiring_team: [
        { user_id: encodeCompositeId('4090'), remote_user_id: '4090', first_name: 'Omar', last_name: 'Haddad', email: null, role: 'hiring_manager' },
        { user_id: encodeCompositeId('4080'), remote_user_id: '4080', first_name: 'Ines', last_name: 'Varga', email: null, role: 'recruiter' },
        { user_id: encodeCompositeId('4091'), remote_user_id: '4091', first_name: 'Yuki', last_name: 'Sato', email: null, role: 'sourcer' },
      ],
      opened_at: '2023-01-10T09:00:00.000Z',
      closed_at: null,
      created_at: '2023-01-09T12:00:00.000Z',
      updated_at: '2023-04-01T08:30:00.000Z',
      unified_custom_fields: { employment_type: 'Full-time' },
    });
  });

  it('sends confidential as the strings "true" and "false", and a status Greenhouse adds later as unmapped_value', () => {
    const mapped = mapJob(parseProviderBody(greenhouseJobSchema, { ...jobFixture, confidential: true, status: 'paused' }, 'job'));

    expect(mapped).toMatchObject({ confidential: 'true', status: 'unmapped_value', job_status: { value: 'unmapped_value', source_value: 'paused' } });
  });
});

describe('mapApplicationStage', () => {
  it('maps a job stage, its priority as the order', () => {
    const mapped = mapApplicationStage(parseProviderBody(greenhouseJobStageSchema, jobStageFixture, 'job stage'));

    expect(atsApplicationStageSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toEqual({
      id: encodeCompositeId('33001'),
      remote_id: '33001',
      name: 'Technical Interview',
      job_id: encodeCompositeId('512'),
      order: 2,
      active: true,
      created_at: '2023-01-09T12:00:01.000Z',
      updated_at: '2023-02-14T10:00:00.000Z',
      unified_custom_fields: null,
    });
  });
});
