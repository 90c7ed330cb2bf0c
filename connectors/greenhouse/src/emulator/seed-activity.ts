import { pick, seededRandom, seededTimestamp } from '@openunified/connector-sdk/emulator';
import type { EmulatedNote, EmulatedScorecard } from './emulated-activity.js';
import type { EmulatedOrganization } from './emulated-records.js';
import { userReference } from './seed-organization.js';

/**
 * Seeds the notes of candidates' activity feeds and the scorecards of interviews held. A random
 * stream of its own, so the records seed-organization.ts makes stay what they were.
 */

const noteBodies = [
  'Strong systems design answers; follow up on leadership examples.',
  'Candidate asked about remote work and the on-call rota.',
  'Salary expectations discussed: within the band.',
  'Referred by a former colleague on the platform team.',
  "Rescheduled the phone screen at the candidate's request.",
];
const visibilities = ['admin_only', 'private', 'public'] as const;
const recommendations = ['definitely_not', 'no', 'yes', 'strong_yes', 'no_decision'] as const;
const ratings = ['definitely_not', 'no', 'mixed', 'yes', 'strong_yes'] as const;
const attributes = [
  { name: 'Communication', type: 'Skills' },
  { name: 'Problem solving', type: 'Skills' },
  { name: 'Willing to do required travel', type: 'Details' },
];

function seedNotes(random: () => number, organization: Pick<EmulatedOrganization, 'candidates' | 'users'>): EmulatedNote[] {
  const authors = organization.users.filter((user) => !user.disabled);
  const notes: EmulatedNote[] = [];
  organization.candidates.forEach((candidate, index) => {
    // Every candidate of the first few has notes, so every page of a small sandbox shows some.
    const count = index < 5 ? 2 + (index % 2) : Math.floor(random() * 3);
    for (let noteIndex = 0; noteIndex < count; noteIndex += 1) {
      const visibility = pick(random, visibilities);
      notes.push({
        id: 800001 + notes.length,
        candidate_id: candidate.id,
        created_at: seededTimestamp(100 + index * 7 + 10 + noteIndex * 5),
        body: pick(random, noteBodies),
        user: userReference(pick(random, authors)),
        private: visibility === 'private',
        visiblity: visibility,
        visibility,
      });
    }
  });
  return notes;
}

/** A scorecard for each interview that took place (awaiting feedback or complete), by its interviewer. */
function seedScorecards(random: () => number, organization: Pick<EmulatedOrganization, 'applications' | 'scheduledInterviews' | 'users'>) {
  const scorecards: EmulatedScorecard[] = [];
  for (const interview of organization.scheduledInterviews) {
    if (interview.status === 'scheduled') continue;
    const application = organization.applications.find((candidateApplication) => candidateApplication.id === interview.application_id);
    const interviewer = organization.users.find((user) => user.id === interview.interviewers[0]?.id);
    if (!application || !interviewer) continue;
    const start = 'date_time' in interview.start ? interview.start.date_time : `${interview.start.date}T09:00:00.000Z`;
    const submitted = new Date(Date.parse(start) + 3 * 3_600_000).toISOString();
    const rated = attributes.map((attribute) => ({ ...attribute, note: random() < 0.3 ? 'Clear examples given.' : null, rating: pick(random, ratings) }));
    const scorecard: EmulatedScorecard = {
      id: 60001 + scorecards.length,
      updated_at: submitted,
      created_at: submitted,
      interview: interview.interview.name,
      interview_step: { ...interview.interview },
      candidate_id: application.candidate_id,
      application_id: application.id,
      interviewed_at: start,
      submitted_by: userReference(interviewer),
      interviewer: userReference(interviewer),
      submitted_at: submitted,
      overall_recommendation: pick(random, recommendations),
      attributes: rated,
      ratings: Object.fromEntries(
        ratings.map((rating) => [rating, rated.filter((attribute) => attribute.rating === rating).map((attribute) => attribute.name)]),
      ),
      questions: [
        { id: null, question: 'Key Take-Aways', answer: 'Solid fundamentals, would like to see more ownership.' },
        { id: 7701, question: 'Private Notes', answer: random() < 0.5 ? 'Keen on the team.' : 'Asked about growth paths.' },
      ],
    };
    scorecards.push(scorecard);
    interview.interviewers[0]!.scorecard_id = scorecard.id;
  }
  return scorecards;
}

export function seedActivity(
  seed: number,
  organization: Pick<EmulatedOrganization, 'candidates' | 'applications' | 'scheduledInterviews' | 'users'>,
): { notes: EmulatedNote[]; scorecards: EmulatedScorecard[] } {
  const random = seededRandom(seed * 7919 + 17);
  return { notes: seedNotes(random, organization), scorecards: seedScorecards(random, organization) };
}
