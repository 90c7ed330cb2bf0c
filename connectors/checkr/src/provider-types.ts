/**
 * The Checkr API records this connector reads and writes (https://docs.checkr.com/; the public
 * OpenAPI description: schemas `Package`, `PackageList`, `Candidate`, `CandidateCreate`,
 * `Invitation`, `InvitationCreate`, `Report`, `Error`). Only the members the connector uses are
 * typed; the rest pass through.
 */

/** Every list: the page's records, the total, and absolute URLs of the pages around it (null at the ends). */
export interface CheckrList<Item> {
  object: 'list';
  data: Item[];
  count: number;
  next_href: string | null;
  previous_href: string | null;
}

/** Checkr's error body, 4xx: `error` is the message, `errors` (on validation) each problem. */
export interface CheckrError {
  error: string;
  errors?: string[];
}

export interface CheckrScreeningRef {
  type: string;
  subtype?: string | null;
}

export interface CheckrPackage {
  id: string;
  object: 'package';
  uri?: string;
  name: string;
  /** What an invitation or report names the package by. */
  slug: string;
  /** In US cents. */
  price?: number | null;
  screenings?: CheckrScreeningRef[];
  created_at?: string;
  deleted_at?: string | null;
  [member: string]: unknown;
}

export interface CheckrCandidate {
  id: string;
  object: 'candidate';
  uri?: string;
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  email: string;
  phone?: string | null;
  zipcode?: string | null;
  dob?: string | null;
  ssn?: string | null;
  report_ids?: string[];
  created_at: string;
  [member: string]: unknown;
}

export interface CheckrWorkLocation {
  country?: string;
  state?: string;
  city?: string;
}

export interface CheckrInvitation {
  id: string;
  object: 'invitation';
  uri?: string;
  status: 'pending' | 'completed' | 'expired';
  candidate_id: string;
  package: string;
  invitation_url: string;
  report_id?: string | null;
  work_locations?: CheckrWorkLocation[];
  expires_at?: string;
  created_at: string;
  [member: string]: unknown;
}

/** A report's status as Checkr reports it (`clear` and `consider` are the legacy spellings of a finished one). */
export type CheckrReportStatus = 'pending' | 'complete' | 'clear' | 'consider' | 'suspended' | 'dispute' | 'canceled';

export interface CheckrReport {
  id: string;
  object: 'report';
  uri?: string;
  status: CheckrReportStatus;
  /** Set once complete: `clear`, or `consider` when something needs review. */
  result?: 'clear' | 'consider' | null;
  adjudication?: string | null;
  package: string;
  candidate_id: string;
  /** The invitation the report came from, when it came from one. */
  invitation_id?: string | null;
  created_at: string;
  completed_at?: string | null;
  upgraded_at?: string | null;
  turnaround_time?: number | null;
  [member: string]: unknown;
}

/** A webhook event (https://docs.checkr.com/#section/Webhooks): `type` is `report.completed`, `invitation.created`, ... */
export interface CheckrEvent<Data = Record<string, unknown>> {
  id: string;
  object: 'event';
  type: string;
  created_at: string;
  webhook_url?: string;
  account_id?: string;
  data: { object: Data };
}
