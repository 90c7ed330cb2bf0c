import { type SchedulingEventType, unmappedFields } from '@openunified/connector-sdk';
import type { CalcomEventType } from '../provider-types.js';
import { calcomId } from './ids.js';

const mapped = new Set(['id', 'title', 'slug', 'description', 'lengthInMinutes', 'hidden', 'bookingUrl', 'ownerId']);

/** EventTypeOutput_2024_06_14 to the unified event type; Cal.com dates neither its creation nor its changes. */
export function mapEventType(eventType: CalcomEventType): SchedulingEventType {
  const ownerId = eventType.ownerId === null || eventType.ownerId === undefined ? null : String(eventType.ownerId);
  return {
    id: calcomId(eventType.id)!,
    remote_id: String(eventType.id),
    name: eventType.title ?? null,
    slug: eventType.slug ?? null,
    description: eventType.description || null,
    duration_minutes: eventType.lengthInMinutes ?? null,
    active: typeof eventType.hidden === 'boolean' ? !eventType.hidden : null,
    booking_url: eventType.bookingUrl ?? null,
    owner_id: calcomId(ownerId),
    remote_owner_id: ownerId,
    created_at: null,
    updated_at: null,
    unified_custom_fields: unmappedFields(eventType, mapped),
  };
}
