import { describe, expect, it } from 'vitest';
import { atsCandidateCreateSchema, atsCandidateSchema, atsCandidateUpdateSchema, atsJobSchema } from './ats.js';

describe('atsCandidateUpdateSchema', () => {
  it('accepts null for every member, to clear it', () => {
    const body = Object.fromEntries(Object.keys(atsCandidateUpdateSchema.shape).map((key) => [key, null]));
    expect(atsCandidateUpdateSchema.parse(body)).toEqual(body);
  });

  it('accepts contact details with a type word or none', () => {
    const body = {
      emails: [{ value: 'ada@example.com', type: 'work' }, { value: 'ada@home.example' }],
      phone_numbers: [{ phone: '+44 20 7946 0000', type: 'mobile' }],
      social_links: [{ url: 'https://example.com/ada', type: 'fediverse' }],
      phone: '+44 20 7946 0001',
      application_ids: ['c28xIQaWQ6MQ'],
    };
    expect(atsCandidateUpdateSchema.parse(body)).toEqual(body);
  });

  it('refuses a malformed e-mail, a phone number without its number and an empty tag', () => {
    expect(atsCandidateUpdateSchema.safeParse({ emails: [{ value: 'not-an-email' }] }).success).toBe(false);
    expect(atsCandidateUpdateSchema.safeParse({ email: 'not-an-email' }).success).toBe(false);
    expect(atsCandidateUpdateSchema.safeParse({ phone_numbers: [{ value: '1', type: 'work' }] }).success).toBe(false);
    expect(atsCandidateUpdateSchema.safeParse({ tags: [''] }).success).toBe(false);
  });
});

describe('atsCandidateCreateSchema', () => {
  it('adds the jobs applied to', () => {
    expect(atsCandidateCreateSchema.parse({ first_name: 'Ada', job_ids: ['c28xIQaWQ6MQ', '7'] })).toEqual({
      first_name: 'Ada',
      job_ids: ['c28xIQaWQ6MQ', '7'],
    });
    expect(atsCandidateCreateSchema.safeParse({ job_ids: 'c28xIQaWQ6MQ' }).success).toBe(false);
  });

  it('takes a create body with every field of the published create body', () => {
    const body = {
      company: 'Company Inc.',
      country: 'United States',
      custom_fields: [
        { id: '8187', name: 'Training Completion Status', remote_id: '8187', remote_value_id: 'e3cb', value: 'Completed', value_id: 'value_456' },
      ],
      email: 'sestier.romain123@gmail.com',
      first_name: 'Romain',
      hired_at: '2021-01-01T01:01:01.000Z',
      last_name: 'Sestier',
      name: 'Romain Sestier',
      passthrough: { other_known_names: 'John Doe' },
      phone_number: '+447700112233',
      phone_numbers: [{ phone: '+447700112233' }],
      social_links: [{ type: 'linkedin', url: 'https://www.linkedin.com/in/romainsestier/' }],
      title: 'Software Engineer',
      unified_custom_fields: { my_project_custom_field_1: 'REF-1236' },
    };
    expect(atsCandidateCreateSchema.parse(body)).toEqual(body);
  });
});

describe('atsCandidateSchema', () => {
  it('takes only full ISO 8601 date-times', () => {
    const candidate = Object.fromEntries(Object.keys(atsCandidateSchema.shape).map((key) => [key, null]));
    const record = { ...candidate, id: 'c28xIQaWQ6MQ', remote_id: '1' };
    expect(atsCandidateSchema.safeParse({ ...record, created_at: '2024-01-02T03:04:05.000Z' }).success).toBe(true);
    expect(atsCandidateSchema.safeParse({ ...record, created_at: '2024-01-02' }).success).toBe(false);
  });

  it('types contact details with plain words', () => {
    const candidate = Object.fromEntries(Object.keys(atsCandidateSchema.shape).map((key) => [key, null]));
    const record = { ...candidate, id: 'c28xIQaWQ6MQ', remote_id: '1' };
    expect(atsCandidateSchema.safeParse({ ...record, emails: [{ value: 'a@example.com', type: 'work' }] }).success).toBe(true);
    expect(atsCandidateSchema.safeParse({ ...record, emails: [{ value: 'a@example.com', type: { value: 'work', source_value: 'work' } }] }).success).toBe(
      false,
    );
  });
});

describe('atsJobSchema', () => {
  it('says confidential with the strings "true" and "false"', () => {
    const job = { ...Object.fromEntries(Object.keys(atsJobSchema.shape).map((key) => [key, null])), id: 'c28xIQaWQ6MQ', remote_id: '1' };
    expect(atsJobSchema.safeParse({ ...job, confidential: 'true' }).success).toBe(true);
    expect(atsJobSchema.safeParse({ ...job, confidential: true }).success).toBe(false);
  });
});
