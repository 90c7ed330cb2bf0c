import { encodeCompositeId, type ScreeningResult, type ScreeningResultEvent, toIsoDateTime } from '@openunified/connector-sdk';
import type { CheckrReport, CheckrReportStatus } from '../provider-types.js';

/**
 * Checkr report status -> unified result status: `pending` is a check under way, `suspended` waits
 * on the candidate, and `complete` (or the legacy `clear` / `consider`) is finished.
 */
const statuses: Record<CheckrReportStatus, ScreeningResult['status']> = {
  pending: 'in_progress',
  dispute: 'in_progress',
  suspended: 'pending',
  complete: 'completed',
  clear: 'completed',
  consider: 'completed',
  canceled: 'cancelled',
};

/** Checkr report event type -> the vendor's result event name. */
export function resultEvent(type: string): ScreeningResultEvent {
  switch (type) {
    case 'report.created':
      return 'screening.results.created';
    case 'report.completed':
      return 'screening.results.completed';
    case 'report.canceled':
      return 'screening.results.cancelled';
    default:
      // report.updated, report.suspended, report.resumed, report.upgraded, report.disputed, report.engaged, ...
      return 'screening.results.updated';
  }
}

/**
 * Checkr `Report` -> unified screening result. The order a result belongs to is the candidate the
 * order created (one per order), which every report names.
 */
export function mapReport(report: CheckrReport): ScreeningResult {
  const verdict = report.result ?? (report.status === 'clear' || report.status === 'consider' ? report.status : null);
  return {
    id: encodeCompositeId(report.id),
    remote_id: report.id,
    order_id: report.candidate_id ? encodeCompositeId(report.candidate_id) : null,
    status: statuses[report.status] ?? 'unmapped_value',
    summary: verdict ?? null,
    score: null,
    result_url: null,
    start_date: toIsoDateTime(report.created_at ?? null),
    submission_date: toIsoDateTime(report.completed_at ?? null),
  };
}
