import { encodeCompositeId } from '@openunified/connector-sdk';

/** The unified id of a Cal.com record from its id (a number for users and event types, a uid for bookings). */
export function calcomId(remoteId: string | number | null | undefined): string | null {
  return remoteId === null || remoteId === undefined || remoteId === '' ? null : encodeCompositeId(String(remoteId));
}

/** A slot has no id of its own at Cal.com: it is named by its event type and its start. */
export function slotId(eventTypeId: string, start: string): string {
  return encodeCompositeId(`${eventTypeId}/${start}`, 'slot');
}
