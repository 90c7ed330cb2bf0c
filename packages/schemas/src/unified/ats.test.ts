import { describe, expect, it } from 'vitest';
import { atsCandidateCreateSchema, atsCandidateSchema, atsCandidateUpdateSchema } from './ats.js';

describe('atsCandidateUpdateSchema', () => {
  it('accepts null for every member, to clear it', () => {
    const body = Object.fromEntries(Object.keys(atsCandidateUpdateSchema.shape).map((key) => [key, null]));
    expect(atsCandidateUpdateSchema.parse(body)).toEqual(body);
  });

  it('accepts contact details with a unified type, a provider type or none', () => {
    const body = {
      emails: [{ value: 'ada@example.com', type: { value: 'work' } }, { value: 'ada@home.example' }],
      phone_numbers: [{ value: '+44 20 7946 0000', type: { source_value: 'mobile' } }],
      urls: [{ value: 'https://example.com/ada', type: { value: 'unmapped_value', source_value: 'fediverse' } }],
    };
    expect(atsCandidateUpdateSchema.parse(body)).toEqual(body);
  });

  it('refuses a malformed e-mail, an unknown unified type and an empty tag', () => {
    expect(atsCandidateUpdateSchema.safeParse({ emails: [{ value: 'not-an-email' }] }).success).toBe(false);
    expect(atsCandidateUpdateSchema.safeParse({ phone_numbers: [{ value: '1', type: { value: 'pager' } }] }).success).toBe(false);
    expect(atsCandidateUpdateSchema.safeParse({ tags: [''] }).success).toBe(false);
  });
});

describe('atsCandidateCreateSchema', () => {
  it('adds the jobs applied to', () => {
    expect(atsCandidateCreateSchema.parse({ first_name: 'Ada', job_ids: ['c28xIQaWQ6MQ', '7'] })).toEqual({ first_name: 'Ada', job_ids: ['c28xIQaWQ6MQ', '7'] });
    expect(atsCandidateCreateSchema.safeParse({ job_ids: 'c28xIQaWQ6MQ' }).success).toBe(false);
  });
});

describe('atsCandidateSchema', () => {
  it('takes only full ISO 8601 date-times', () => {
    const candidate = Object.fromEntries(Object.keys(atsCandidateSchema.shape).map((key) => [key, null]));
    const record = { ...candidate, id: 'c28xIQaWQ6MQ', remote_id: '1' };
    expect(atsCandidateSchema.safeParse({ ...record, created_at: '2024-01-02T03:04:05.000Z' }).success).toBe(true);
    expect(atsCandidateSchema.safeParse({ ...record, created_at: '2024-01-02' }).success).toBe(false);
  });
});
