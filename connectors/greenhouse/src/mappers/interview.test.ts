import { atsInterviewSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { greenhouseScheduledInterviewSchema, parseProviderBody } from '../provider-schemas.js';
import interviewFixture from './__fixtures__/scheduled-interview.json' with { type: 'json' };
import allDayFixture from './__fixtures__/scheduled-interview-all-day.json' with { type: 'json' };
import { mapInterview } from './interview.js';

const interview = (fixture: unknown) => parseProviderBody(greenhouseScheduledInterviewSchema, fixture, 'scheduled interview');

describe('mapInterview', () => {
  it('maps a timed interview awaiting feedback', () => {
    const mapped = mapInterview(interview(interviewFixture));

    expect(atsInterviewSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toEqual({
      id: encodeCompositeId('9128481'),
      remote_id: '9128481',
      application_id: encodeCompositeId('88120001'),
      remote_application_id: '88120001',
      title: 'Systems design',
      interview_status: { value: 'pending_feedback', source_value: 'awaiting_feedback' },
      start_at: '2023-04-12T15:00:00.000Z',
      end_at: '2023-04-12T16:00:00.000Z',
      location: null,
      meeting_url: 'https://meet.example.com/abc-defg-hij',
      organizer_id: encodeCompositeId('4080'),
      interviewers: [{ id: encodeCompositeId('4090'), remote_id: '4090', name: 'Omar Haddad', email: 'omar.haddad@northwind.example' }],
      interviewer_ids: [encodeCompositeId('4090')],
      remote_interviewer_ids: ['4090'],
      created_at: '2023-04-05T09:00:00.000Z',
      updated_at: '2023-04-12T16:05:00.000Z',
      unified_custom_fields: { external_event_id: 'cal-5e1f', interview: { id: '6101', name: 'Systems design' } },
    });
  });

  it('puts an all-day interview at midnight UTC of its days', () => {
    const mapped = mapInterview(interview(allDayFixture));

    expect(atsInterviewSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toMatchObject({
      interview_status: { value: 'completed', source_value: 'complete' },
      start_at: '2023-04-20T00:00:00.000Z',
      end_at: '2023-04-21T00:00:00.000Z',
      location: 'Head office, floor 3',
      organizer_id: null,
      created_at: null,
    });
  });
});
