import { BadRequestError, toRemoteId } from '@openunified/connector-sdk';

/**
 * The Okta id (or, for users, login) behind a unified or Okta id, as one URL path segment. Okta
 * cannot look up a value containing `/`, and `.` or `..` would climb out of the resource's path,
 * so those are refused before any call.
 */
export function oktaIdPathSegment(id: string, noun: string): string {
  const remoteId = toRemoteId(id);
  if (remoteId === '' || remoteId === '.' || remoteId === '..' || remoteId.includes('/')) {
    throw new BadRequestError(`"${id}" is not an Okta ${noun} id`);
  }
  return encodeURIComponent(remoteId);
}
