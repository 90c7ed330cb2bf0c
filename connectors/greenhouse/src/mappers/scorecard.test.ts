import { atsScorecardSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { greenhouseScorecardSchema } from '../provider-activity-schemas.js';
import { parseProviderBody } from '../provider-schemas.js';
import scorecardFixture from './__fixtures__/scorecard.json' with { type: 'json' };
import { mapScorecard } from './scorecard.js';

const scorecard = (fixture: unknown) => parseProviderBody(greenhouseScorecardSchema, fixture, 'scorecard');

describe('mapScorecard', () => {
  it('maps attributes by type, then the questions, and definitely_not as strong_no', () => {
    const mapped = mapScorecard(scorecard(scorecardFixture));

    expect(atsScorecardSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toEqual({
      id: encodeCompositeId('11274'),
      remote_id: '11274',
      application_id: encodeCompositeId('88120001'),
      remote_application_id: '88120001',
      candidate_id: encodeCompositeId('71234501'),
      remote_candidate_id: '71234501',
      interview_id: null,
      remote_interview_id: null,
      author_id: encodeCompositeId('4090'),
      remote_author_id: '4090',
      label: 'Systems design',
      overall_recommendation: 'strong_no',
      sections: [
        {
          id: null,
          remote_id: null,
          label: 'Skills',
          fields: [
            { id: null, remote_id: null, label: 'Communication', type: 'score', values: ['mixed'], required: null },
            { id: null, remote_id: null, label: 'Problem solving', type: 'score', values: ['no'], required: null },
          ],
        },
        {
          id: null,
          remote_id: null,
          label: 'Details',
          fields: [{ id: null, remote_id: null, label: 'Willing to do required travel', type: 'score', values: ['yes'], required: null }],
        },
        {
          id: null,
          remote_id: null,
          label: 'Questions',
          fields: [
            { id: null, remote_id: null, label: 'Key Take-Aways', type: 'long_text', values: ['Not ready for the senior role.'], required: null },
            { id: encodeCompositeId('7701'), remote_id: '7701', label: 'Private Notes', type: 'long_text', values: [''], required: null },
          ],
        },
      ],
      created_at: '2023-04-12T18:00:00.000Z',
      updated_at: '2023-04-12T18:02:00.000Z',
    });
  });

  it('keeps an unknown recommendation as unmapped_value and falls back to the interviewer as author', () => {
    const mapped = mapScorecard(scorecard({ ...scorecardFixture, overall_recommendation: 'maybe', submitted_by: null, attributes: [], questions: [] }));

    expect(atsScorecardSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toMatchObject({ overall_recommendation: 'unmapped_value', remote_author_id: '4090', sections: [] });
  });
});
