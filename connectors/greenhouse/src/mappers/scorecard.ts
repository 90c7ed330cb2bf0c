import { type AtsScorecard, encodeCompositeId, toIsoDateTime } from '@openunified/connector-sdk';
import type { GreenhouseScorecard } from '../provider-activity-schemas.js';
import { unifiedId } from './shared-fields.js';

/** Greenhouse's overall recommendations; `definitely_not` is the unified `strong_no`. */
const recommendations: Record<string, AtsScorecard['overall_recommendation']> = {
  definitely_not: 'strong_no',
  no: 'no',
  yes: 'yes',
  strong_yes: 'strong_yes',
  no_decision: 'no_decision',
};

type Section = NonNullable<AtsScorecard['sections']>[number];

/**
 * The rated attributes, one section per attribute type (Greenhouse's "Skills", "Details", ...,
 * in the order the scorecard lists them), then the questions and their answers in one section.
 * Neither has an id in Greenhouse, except some questions.
 */
function sections(scorecard: GreenhouseScorecard): Section[] {
  const byType = new Map<string, Section>();
  for (const attribute of scorecard.attributes) {
    const label = attribute.type ?? 'Attributes';
    const section = byType.get(label) ?? { id: null, remote_id: null, label, fields: [] };
    byType.set(label, section);
    section.fields!.push({
      id: null,
      remote_id: null,
      label: attribute.name,
      type: 'score',
      values: attribute.rating === null ? [] : [attribute.rating],
      required: null,
    });
  }
  const result = [...byType.values()];
  if (scorecard.questions.length > 0) {
    result.push({
      id: null,
      remote_id: null,
      label: 'Questions',
      fields: scorecard.questions.map((question) => ({
        id: unifiedId(question.id),
        remote_id: question.id,
        label: question.question,
        type: 'long_text',
        values: question.answer === null ? [] : [question.answer],
        required: null,
      })),
    });
  }
  return result;
}

/**
 * A submitted Greenhouse scorecard. Greenhouse ties it to the interview step of the job stage,
 * not to a scheduled interview, so `interview_id` stays null; the author is the submitter, else
 * the interviewer.
 */
export function mapScorecard(scorecard: GreenhouseScorecard): AtsScorecard {
  const author = scorecard.submitted_by ?? scorecard.interviewer;
  const recommendation = scorecard.overall_recommendation;
  return {
    id: encodeCompositeId(scorecard.id),
    remote_id: scorecard.id,
    application_id: unifiedId(scorecard.application_id),
    remote_application_id: scorecard.application_id,
    candidate_id: unifiedId(scorecard.candidate_id),
    remote_candidate_id: scorecard.candidate_id,
    interview_id: null,
    remote_interview_id: null,
    author_id: unifiedId(author?.id ?? null),
    remote_author_id: author?.id ?? null,
    label: scorecard.interview ?? scorecard.interview_step?.name ?? null,
    overall_recommendation: recommendation === null ? null : (recommendations[recommendation] ?? 'unmapped_value'),
    sections: sections(scorecard),
    created_at: toIsoDateTime(scorecard.created_at),
    updated_at: toIsoDateTime(scorecard.updated_at),
  };
}
