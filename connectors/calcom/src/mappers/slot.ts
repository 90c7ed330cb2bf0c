import { type SchedulingSlot, toIsoDateTime } from '@openunified/connector-sdk';
import type { CalcomSlotRanges } from '../provider-types.js';
import { calcomId, slotId } from './ids.js';

/** `GET /v2/slots?format=range`'s days, flattened to slots in start order (Cal.com keys them by day). */
export function mapSlotRanges(eventTypeId: string, days: CalcomSlotRanges): SchedulingSlot[] {
  return Object.keys(days)
    .sort()
    .flatMap((day) => days[day] ?? [])
    .map((range) => ({
      id: slotId(eventTypeId, range.start),
      remote_id: range.start,
      event_type_id: calcomId(eventTypeId),
      remote_event_type_id: eventTypeId,
      start_at: toIsoDateTime(range.start),
      end_at: toIsoDateTime(range.end),
    }))
    .sort((left, right) => Date.parse(left.start_at ?? '') - Date.parse(right.start_at ?? ''));
}
