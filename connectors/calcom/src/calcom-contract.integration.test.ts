import type { SchedulingBooking, SchedulingEventType, SchedulingSlot } from '@openunified/connector-sdk';
import { describeConnector } from '@openunified/connector-sdk/testing';
import { startCalcomEmulator } from './emulator/index.js';
import { manifest } from './index.js';

const DAY = 86_400_000;
const window = () => {
  const start = new Date(Math.floor(Date.now() / DAY) * DAY + DAY).toISOString();
  return { start, end: new Date(Date.parse(start) + 7 * DAY).toISOString() };
};
const bookable = (previous: Record<string, unknown>) => (previous.calcom_list_event_types as SchedulingEventType[]).find((type) => type.slug === '30min')!;

// The contract every connector passes: valid metadata, every action run against the emulator,
// outputs matching the unified models, list actions paged to the end without repeats.
describeConnector(manifest, {
  startEmulator: () => startCalcomEmulator({ rateLimit: false }),
  inputs: {
    calcom_list_event_types: { query: { page_size: 3 } },
    calcom_get_event_type: (previous) => ({ path: { id: (previous.calcom_list_event_types as SchedulingEventType[])[0]!.id } }),
    calcom_list_event_type_slots: (previous) => ({ path: { id: bookable(previous).id }, query: { page_size: 20, filter: window() } }),
    calcom_list_bookings: { query: { page_size: 7 } },
    calcom_get_booking: (previous) => ({ path: { id: (previous.calcom_list_bookings as SchedulingBooking[])[0]!.id } }),
    calcom_create_booking: (previous) => ({
      body: {
        event_type_id: bookable(previous).id,
        start_at: (previous.calcom_list_event_type_slots as SchedulingSlot[])[0]!.start_at,
        attendees: [{ name: 'Contract Check', email: 'contract@example.com', time_zone: 'Europe/London' }],
      },
    }),
    calcom_cancel_booking: (previous) => ({ path: { id: (previous.calcom_create_booking as { id: string }).id }, body: { reason: 'Contract check' } }),
  },
});
