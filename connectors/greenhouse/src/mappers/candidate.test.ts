import { atsCandidateSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { greenhouseCandidateSchema, parseProviderBody } from '../provider-schemas.js';
import candidateFixture from './__fixtures__/candidate.json' with { type: 'json' };
import minimalFixture from './__fixtures__/candidate-minimal.json' with { type: 'json' };
import { mapCandidate } from './candidate.js';

const candidate = (fixture: unknown) => parseProviderBody(greenhouseCandidateSchema, fixture, 'candidate');

describe('mapCandidate', () => {
  it('maps a complete Greenhouse candidate to the unified model', () => {
    const mapped = mapCandidate(candidate(candidateFixture));

    expect(atsCandidateSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toEqual({
      id: encodeCompositeId('71234501'),
      remote_id: '71234501',
      first_name: 'Mira',
      last_name: 'Okafor',
      name: 'Mira Okafor',
      email: 'mira.okafor@northwind.example',
      emails: [
        { value: 'mira@okafor.example', type: 'personal' },
        { value: 'mira.okafor@northwind.example', type: 'work' },
      ],
      phone: '+1 415 555 0134',
      phone_numbers: [
        { phone: '+1 415 555 0134', type: 'mobile' },
        // Greenhouse's skype numbers have no unified type of their own.
        { phone: 'mira.okafor', type: 'other' },
      ],
      addresses: [{ value: '500 Harbor Blvd\nSan Francisco, CA 94105', type: 'home' }],
      social_links: [
        { url: 'okafor.dev', type: 'portfolio' },
        { url: 'github.com/mokafor', type: 'social_media' },
      ],
      company: 'Northwind Traders',
      title: 'Platform Engineer',
      tags: ['Kubernetes', 'Go'],
      is_private: false,
      can_email: true,
      application_ids: [encodeCompositeId('88120001'), encodeCompositeId('88120002')],
      remote_application_ids: ['88120001', '88120002'],
      recruiter_id: encodeCompositeId('4080'),
      coordinator_id: null,
      last_activity_at: '2023-04-11T16:02:09.990Z',
      created_at: '2023-03-02T09:15:21.402Z',
      updated_at: '2023-04-11T16:02:10.118Z',
      unified_custom_fields: { desired_salary: '150000', graduation_year_1: '2016' },
    });
  });

  it('maps a trimmed record: absent lists are empty, absent values null', () => {
    const mapped = mapCandidate(candidate(minimalFixture));

    expect(atsCandidateSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toMatchObject({
      name: 'Sam',
      email: 'sam@example.com',
      phone: null,
      phone_numbers: [],
      social_links: [],
      tags: [],
      application_ids: [],
      recruiter_id: null,
      created_at: null,
      unified_custom_fields: null,
    });
  });

  it('gives a contact type Greenhouse adds later the type other', () => {
    const mapped = mapCandidate(candidate({ ...minimalFixture, phone_numbers: [{ value: '123', type: 'pager' }] }));

    expect(mapped.phone_numbers).toEqual([{ phone: '123', type: 'other' }]);
  });

  it('refuses a record without an id as the provider fault it is', () => {
    expect(() => candidate({ first_name: 'No id' })).toThrow('Greenhouse returned an unexpected candidate body');
  });
});
