import { encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { toGreenhouseCandidateBody } from './candidate-write.js';

describe('toGreenhouseCandidateBody', () => {
  it('turns a unified create body into Harvest fields, jobs into applications', () => {
    expect(
      toGreenhouseCandidateBody({
        first_name: 'Mira',
        last_name: 'Okafor',
        emails: [{ value: 'mira@okafor.example', type: { value: 'personal' } }, { value: 'mira@work.example' }],
        phone_numbers: [{ value: '+1 415 555 0134', type: { source_value: 'skype' } }],
        urls: [
          { value: 'okafor.dev', type: { value: 'portfolio' } },
          { value: 'github.com/mokafor', type: { value: 'social_media' } },
        ],
        recruiter_id: encodeCompositeId('4080'),
        job_ids: [encodeCompositeId('512'), '513'],
        unified_custom_fields: { desired_salary: '150000', graduation_year_1: null },
      }),
    ).toEqual({
      first_name: 'Mira',
      last_name: 'Okafor',
      email_addresses: [
        { value: 'mira@okafor.example', type: 'personal' },
        { value: 'mira@work.example', type: 'other' },
      ],
      phone_numbers: [{ value: '+1 415 555 0134', type: 'skype' }],
      website_addresses: [{ value: 'okafor.dev', type: 'portfolio' }],
      social_media_addresses: [{ value: 'github.com/mokafor' }],
      recruiter: { id: 4080 },
      custom_fields: [
        { name_key: 'desired_salary', value: '150000' },
        { name_key: 'graduation_year_1', delete_value: 'true' },
      ],
      applications: [{ job_id: 512 }, { job_id: 513 }],
    });
  });

  it('leaves out what the body leaves out and clears what it sends as null', () => {
    expect(toGreenhouseCandidateBody({ title: 'Staff Engineer' })).toEqual({ title: 'Staff Engineer' });
    expect(toGreenhouseCandidateBody({ company: null, tags: null, urls: null, coordinator_id: null })).toEqual({
      company: null,
      tags: [],
      website_addresses: [],
      social_media_addresses: [],
      coordinator: null,
    });
  });

  it('sends a unified type Greenhouse lacks as "other", and passthrough last', () => {
    expect(
      toGreenhouseCandidateBody({
        urls: [{ value: 'example.com', type: { value: 'unmapped_value' } }],
        passthrough: { is_private: true, first_name: 'Override' },
        first_name: 'Mira',
      }),
    ).toEqual({ first_name: 'Override', website_addresses: [{ value: 'example.com', type: 'other' }], social_media_addresses: [], is_private: true });
  });

  it('refuses an id that is not a Greenhouse id, naming the field', () => {
    expect(() => toGreenhouseCandidateBody({ recruiter_id: 'someone' })).toThrow('recruiter_id: "someone" is not a Greenhouse id');
    expect(() => toGreenhouseCandidateBody({ job_ids: ['../jobs'] })).toThrow('job_ids');
  });
});
