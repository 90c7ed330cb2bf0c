import { encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { toGreenhouseCandidateBody } from './candidate-write.js';

describe('toGreenhouseCandidateBody', () => {
  it('turns a unified create body into Harvest fields, jobs into applications', () => {
    expect(
      toGreenhouseCandidateBody({
        first_name: 'Mira',
        last_name: 'Okafor',
        emails: [{ value: 'mira@okafor.example', type: 'personal' }, { value: 'mira@work.example' }],
        phone_numbers: [
          { phone: '+1 415 555 0134', type: 'skype' },
          { phone: '+1 415 555 0135', type: 'personal' },
        ],
        social_links: [
          { url: 'okafor.dev', type: 'portfolio' },
          { url: 'github.com/mokafor', type: 'social_media' },
          { url: 'linkedin.com/in/mokafor', type: 'linkedin' },
        ],
        recruiter_id: encodeCompositeId('4080'),
        job_ids: [encodeCompositeId('512'), '513'],
        unified_custom_fields: { desired_salary: '150000', graduation_year_1: null },
        custom_fields: [
          { id: encodeCompositeId('7001'), value: 'yes' },
          { remote_id: '7002', value: null },
        ],
      }),
    ).toEqual({
      first_name: 'Mira',
      last_name: 'Okafor',
      email_addresses: [
        { value: 'mira@okafor.example', type: 'personal' },
        { value: 'mira@work.example', type: 'other' },
      ],
      phone_numbers: [
        { value: '+1 415 555 0134', type: 'skype' },
        { value: '+1 415 555 0135', type: 'mobile' },
      ],
      website_addresses: [{ value: 'okafor.dev', type: 'portfolio' }],
      social_media_addresses: [{ value: 'github.com/mokafor' }, { value: 'linkedin.com/in/mokafor' }],
      recruiter: { id: 4080 },
      custom_fields: [
        { name_key: 'desired_salary', value: '150000' },
        { name_key: 'graduation_year_1', delete_value: 'true' },
        { id: 7001, value: 'yes' },
        { id: 7002, delete_value: 'true' },
      ],
      applications: [{ job_id: 512 }, { job_id: 513 }],
    });
  });

  it('takes the single-value fields: name, email, phone_number and phone', () => {
    expect(toGreenhouseCandidateBody({ name: 'Romain de Sestier', email: 'romain@example.com', phone_number: '+44 7700 112233', country: 'FR' })).toEqual({
      first_name: 'Romain',
      last_name: 'de Sestier',
      email_addresses: [{ value: 'romain@example.com', type: 'personal' }],
      phone_numbers: [{ value: '+44 7700 112233', type: 'mobile' }],
    });
    expect(toGreenhouseCandidateBody({ phone: '+1 555', first_name: 'Ro', name: 'Romain Sestier', application_ids: ['1'] })).toEqual({
      first_name: 'Ro',
      last_name: 'Sestier',
      phone_numbers: [{ value: '+1 555', type: 'mobile' }],
    });
    // The lists win over the single values.
    expect(toGreenhouseCandidateBody({ email: 'a@example.com', emails: [{ value: 'b@example.com', type: 'work' }], phone: '1', phone_numbers: [] })).toEqual({
      email_addresses: [{ value: 'b@example.com', type: 'work' }],
      phone_numbers: [],
    });
  });

  it('leaves out what the body leaves out and clears what it sends as null', () => {
    expect(toGreenhouseCandidateBody({ title: 'Staff Engineer' })).toEqual({ title: 'Staff Engineer' });
    expect(toGreenhouseCandidateBody({ company: null, tags: null, social_links: null, coordinator_id: null, email: null })).toEqual({
      company: null,
      tags: [],
      email_addresses: [],
      website_addresses: [],
      social_media_addresses: [],
      coordinator: null,
    });
  });

  it('sends a type Greenhouse lacks as "other", a link without a type as a web site, and passthrough last', () => {
    expect(
      toGreenhouseCandidateBody({
        social_links: [{ url: 'example.com' }],
        addresses: [{ value: '1 Main St', type: 'unmapped_value' }],
        passthrough: { is_private: true, first_name: 'Override' },
        first_name: 'Mira',
      }),
    ).toEqual({
      first_name: 'Override',
      addresses: [{ value: '1 Main St', type: 'other' }],
      website_addresses: [{ value: 'example.com', type: 'other' }],
      social_media_addresses: [],
      is_private: true,
    });
  });

  it('sends no applications for an empty job list, so the create becomes a prospect', () => {
    expect(toGreenhouseCandidateBody({ first_name: 'Mira', job_ids: [] })).toEqual({ first_name: 'Mira' });
  });

  it('refuses an id that is not a Greenhouse id, naming the field', () => {
    expect(() => toGreenhouseCandidateBody({ recruiter_id: 'someone' })).toThrow('recruiter_id: "someone" is not a Greenhouse id');
    expect(() => toGreenhouseCandidateBody({ job_ids: ['../jobs'] })).toThrow('job_ids');
    expect(() => toGreenhouseCandidateBody({ custom_fields: [{ name: 'no id', value: 1 }] })).toThrow('custom_fields.0.id');
  });
});
