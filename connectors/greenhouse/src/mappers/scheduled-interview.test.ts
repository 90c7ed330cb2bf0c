import { atsScheduledInterviewSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { greenhouseScheduledInterviewSchema, parseProviderBody } from '../provider-schemas.js';
import interviewFixture from './__fixtures__/scheduled-interview.json' with { type: 'json' };
import allDayFixture from './__fixtures__/scheduled-interview-all-day.json' with { type: 'json' };
import { mapScheduledInterview } from './scheduled-interview.js';

const interview = (fixture: unknown) => parseProviderBody(greenhouseScheduledInterviewSchema, fixture, 'scheduled interview');

describe('mapScheduledInterview', () => {
  it('maps a timed interview as one interview part', () => {
    const mapped = mapScheduledInterview(interview(interviewFixture));

    expect(atsScheduledInterviewSchema.parse(mapped)).toEqual(mapped);
    const interviewer = encodeCompositeId('4090');
    expect(mapped).toEqual({
      id: encodeCompositeId('9128481'),
      remote_id: '9128481',
      application_id: encodeCompositeId('88120001'),
      remote_application_id: '88120001',
      interview_stage: null,
      interview_stage_id: null,
      remote_interview_stage_id: null,
      interview_status: { value: 'pending_feedback', source_value: 'awaiting_feedback' },
      interviewers: [{ id: interviewer, remote_id: '4090', first_name: null, last_name: null, name: 'Omar Haddad', email: 'omar.haddad@northwind.example' }],
      interviewer_ids: [interviewer],
      remote_interviewer_ids: ['4090'],
      interview_parts: [
        {
          id: encodeCompositeId('9128481'),
          remote_id: '9128481',
          title: 'Systems design',
          type: null,
          start_at: '2023-04-12T15:00:00.000Z',
          end_at: '2023-04-12T16:00:00.000Z',
          interviewer_ids: [interviewer],
          remote_interviewer_ids: ['4090'],
          meeting_url: 'https://meet.example.com/abc-defg-hij',
          meeting_provider: null,
          created_at: '2023-04-05T09:00:00.000Z',
          updated_at: '2023-04-12T16:05:00.000Z',
        },
      ],
      start_at: '2023-04-12T15:00:00.000Z',
      end_at: '2023-04-12T16:00:00.000Z',
      meeting_url: 'https://meet.example.com/abc-defg-hij',
      created_at: '2023-04-05T09:00:00.000Z',
      updated_at: '2023-04-12T16:05:00.000Z',
    });
  });

  it('maps an all-day interview to midnight UTC', () => {
    const mapped = mapScheduledInterview(interview(allDayFixture));

    expect(atsScheduledInterviewSchema.parse(mapped)).toEqual(mapped);
    expect(mapped.start_at).toMatch(/T00:00:00\.000Z$/);
    expect(mapped.interview_parts?.[0]?.start_at).toBe(mapped.start_at);
  });
});
