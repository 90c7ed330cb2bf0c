import type { UserReference } from './emulated-records.js';

/** The activity records of the emulated organisation, as Harvest API v1 serialises them. */

/** A note of a candidate's activity feed; `candidate_id` is the emulator's own link, not sent. */
export interface EmulatedNote {
  id: number;
  candidate_id: number;
  created_at: string;
  body: string;
  user: UserReference;
  private: boolean;
  /** Harvest's legacy misspelt copy of `visibility`. */
  visiblity: 'admin_only' | 'private' | 'public';
  visibility: 'admin_only' | 'private' | 'public';
}

export interface EmulatedScorecard {
  id: number;
  updated_at: string;
  created_at: string;
  interview: string;
  interview_step: { id: number; name: string };
  candidate_id: number;
  application_id: number;
  interviewed_at: string;
  submitted_by: UserReference;
  interviewer: UserReference;
  submitted_at: string;
  overall_recommendation: 'definitely_not' | 'no' | 'yes' | 'strong_yes' | 'no_decision';
  attributes: { name: string; type: string; note: string | null; rating: string }[];
  ratings: Record<string, string[]>;
  questions: { id: number | null; question: string; answer: string }[];
}

/** A note as the activity feed lists it. */
export function feedNote({ candidate_id: _candidateId, ...note }: EmulatedNote) {
  return note;
}
