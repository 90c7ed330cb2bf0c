import { atsApplicationCreateSchema, atsApplicationUpdateSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { toGreenhouseApplicationCreate, toGreenhouseApplicationUpdate } from './application-write.js';

const create = (body: unknown) => toGreenhouseApplicationCreate(atsApplicationCreateSchema.parse(body));
const update = (body: unknown) => toGreenhouseApplicationUpdate(atsApplicationUpdateSchema.parse(body));

describe('toGreenhouseApplicationCreate', () => {
  it('takes the candidate for the path and the job and source, by unified or Greenhouse id, for the body', () => {
    expect(
      create({ candidate_id: encodeCompositeId('10001'), job_id: '401', source: { id: encodeCompositeId('12') }, passthrough: { initial_stage_id: 1001 } }),
    ).toEqual({ candidateId: 10001, request: { job_id: 401, source_id: 12, initial_stage_id: 1001 } });
  });

  it('accepts the active status Greenhouse starts in', () => {
    expect(create({ candidate_id: '1', job_id: '2', application_status: { value: 'active' } }).request).toEqual({ job_id: 2 });
  });

  it.each([
    [{ job_id: '2' }, 'candidate_id'],
    [{ candidate_id: '1' }, 'job_id'],
    [{ candidate_id: '1', job_id: '2', application_status: { value: 'hired' } }, 'application_status'],
    [{ candidate_id: '1', job_id: '2', source: { name: 'Referral' } }, 'source'],
    [{ candidate_id: '1', job_id: '2', job_posting_id: '9' }, 'job_posting_id'],
    [{ candidate_id: '1', job_id: '2', questionnaires: [{ answers: [] }] }, 'questionnaires'],
    [{ candidate_id: 'abc', job_id: '2' }, 'candidate_id'],
  ])('refuses %j, naming %s', (body, field) => {
    expect(() => create(body)).toThrow(new RegExp(`^${field}`));
  });
});

describe('toGreenhouseApplicationUpdate', () => {
  it('sends the source and the custom fields, a null value removing one', () => {
    expect(
      update({
        source: { id: '13' },
        custom_fields: [
          { id: '7102', value: 'One month' },
          { remote_id: '7101', value: null },
        ],
      }),
    ).toEqual({
      source_id: 13,
      custom_fields: [
        { id: 7102, value: 'One month' },
        { id: 7101, delete_value: 'true' },
      ],
    });
  });

  it('clears the source with null and refuses a status change', () => {
    expect(update({ source: null })).toEqual({ source_id: null });
    expect(() => update({ application_status: { value: 'rejected' } })).toThrow(/^application_status/);
  });
});
