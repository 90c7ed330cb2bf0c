import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { cancelBookingAction, createBookingAction, getBookingAction, listBookingsAction } from './actions/bookings.js';
import { getEventTypeAction, listEventTypesAction } from './actions/event-types.js';
import { listEventTypeSlotsAction } from './actions/slots.js';
import { calcomApiKey } from './authentication.js';
import { calcomErrorMessage, calcomRetryAfterSeconds } from './calcom-api.js';

export const calcomConnector = defineConnector({
  key: 'calcom',
  name: 'Cal.com',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  description: 'Event types with their open slots, and bookings with their hosts and attendees, of a Cal.com user (API v2, API key).',
  customer_description: 'Lets the application read your Cal.com event types, availability and bookings, book meetings for you and cancel them.',
  release_stage: 'preview',
  categories: ['scheduling'],
  authentication: [calcomApiKey],
  scope_definitions: [],
  resource_types: ['event_type', 'booking', 'slot'],
  baseUrl: 'https://api.cal.com',
  errorMessage: calcomErrorMessage,
  retryAfterSeconds: (headers) => calcomRetryAfterSeconds(headers),
  resources: {
    event_types: { filters: [], description: 'GET /v2/event-types answers every event type at once (unpaged); updated_after is not applied (no update time).' },
    event_type_slots: { filters: ['start', 'end'], description: 'filter[start] and filter[end] are needed; GET /v2/slots answers the whole range at once.' },
    bookings: {
      filters: ['status', 'start_after', 'start_before', 'event_type_id'],
      description:
        "status is Cal.com's (upcoming, recurring, past, cancelled, unconfirmed; pending = unconfirmed); start_after is afterStart, start_before is beforeEnd, " +
        'updated_after is afterUpdatedAt. take/skip, one call per page.',
    },
  },
  actions: [listEventTypesAction, getEventTypeAction, listEventTypeSlotsAction, listBookingsAction, getBookingAction, createBookingAction, cancelBookingAction],
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: calcomConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startCalcomEmulator()),
});

export default manifest;

export { calcomApiVersions } from './calcom-api.js';
export { calcomBookingStatuses, mapBooking } from './mappers/booking.js';
export { toCalcomBookingInput } from './mappers/booking-write.js';
export { mapEventType } from './mappers/event-type.js';
export { mapSlotRanges } from './mappers/slot.js';
export type { CalcomBooking, CalcomEventType, CalcomSlotRanges } from './provider-types.js';
