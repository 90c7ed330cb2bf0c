/**
 * Cal.com API v2 records, as its OpenAPI document describes them
 * (https://cal.com/docs/api-reference/v2, docs/api-reference/v2/openapi.json in calcom/cal.com).
 * Only what the connector reads is typed; the rest travels in `unified_custom_fields`.
 */

/** Every v2 answer: `{status: "success", data}`; lists of bookings add `pagination`. */
export interface CalcomEnvelope<Data> {
  status: 'success';
  data: Data;
}

/** `GET /v2/bookings`'s paging block (take/skip). */
export interface CalcomPagination {
  totalItems: number;
  remainingItems: number;
  returnedItems: number;
  itemsPerPage: number;
  currentPage: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export interface CalcomBookingList extends CalcomEnvelope<CalcomBooking[]> {
  pagination: CalcomPagination;
}

/** A failure: `{status: "error", timestamp, path, error: {code, message, details}}`. */
export interface CalcomFailure {
  status: 'error';
  timestamp?: string;
  path?: string;
  error: { code: string; message: string; details?: unknown };
}

/** EventTypeOutput_2024_06_14 (cal-api-version 2024-06-14). */
export interface CalcomEventType {
  id: number;
  ownerId?: number | null;
  title: string;
  slug: string;
  description?: string | null;
  lengthInMinutes: number;
  lengthInMinutesOptions?: number[];
  locations?: Record<string, unknown>[];
  bookingFields?: Record<string, unknown>[];
  slotInterval?: number | null;
  minimumBookingNotice?: number;
  beforeEventBuffer?: number;
  afterEventBuffer?: number;
  scheduleId?: number | null;
  hidden?: boolean;
  bookingUrl?: string;
  [field: string]: unknown;
}

export interface CalcomHost {
  id: number;
  name: string;
  email?: string;
  username?: string;
  timeZone: string;
}

export interface CalcomAttendee {
  name: string;
  email?: string;
  displayEmail?: string;
  timeZone: string;
  phoneNumber?: string;
  language?: string;
  absent: boolean;
}

/** BookingOutput_2024_08_13 (cal-api-version 2024-08-13). */
export interface CalcomBooking {
  id: number;
  uid: string;
  title: string;
  description: string | null;
  hosts: CalcomHost[];
  status: 'cancelled' | 'accepted' | 'rejected' | 'pending' | string;
  cancellationReason?: string;
  cancelledByEmail?: string;
  reschedulingReason?: string;
  rescheduledFromUid?: string;
  rescheduledToUid?: string;
  start: string;
  end: string;
  duration: number;
  /** Deprecated by Cal.com in favour of `eventType.id`. */
  eventTypeId: number;
  eventType: { id: number; slug: string };
  /** Deprecated by Cal.com in favour of `location`. */
  meetingUrl?: string;
  location?: string;
  absentHost: boolean;
  createdAt?: string;
  updatedAt?: string | null;
  metadata?: Record<string, string>;
  attendees: CalcomAttendee[];
  guests?: string[];
  bookingFieldsResponses?: Record<string, unknown>;
  [field: string]: unknown;
}

/** `GET /v2/slots?format=range` (cal-api-version 2024-09-04): open ranges keyed by day. */
export type CalcomSlotRanges = Record<string, { start: string; end: string }[]>;

/** The body of `POST /v2/bookings` (CreateBookingInput_2024_08_13). */
export interface CalcomBookingInput {
  start: string;
  eventTypeId: number;
  lengthInMinutes?: number;
  attendee: { name: string; email: string; timeZone: string; phoneNumber?: string; language?: string };
  guests?: string[];
  location?: string | Record<string, unknown>;
  [field: string]: unknown;
}
