import type { EmulatorRequest, EmulatorResponse } from '@openunified/connector-sdk/emulator';
import type { EmulatedOrganization, EmulatedUser } from './emulated-records.js';
import { harvestError } from './harvest-responses.js';

/** What every Harvest write checks first: an `On-Behalf-Of` header naming an active user (403), then a JSON object body (400). */

export type WriteBody = Record<string, unknown>;

export function isObject(value: unknown): value is WriteBody {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function activeUser(organization: EmulatedOrganization, id: unknown): EmulatedUser | undefined {
  return organization.users.find((user) => String(user.id) === String(id).trim() && !user.disabled);
}

export function onBehalfOfWrite(
  organization: EmulatedOrganization,
  request: EmulatorRequest,
  apply: (body: WriteBody, actor: EmulatedUser) => EmulatorResponse,
): EmulatorResponse {
  const actor = activeUser(organization, request.headers['on-behalf-of']);
  if (!actor) return harvestError(403, 'The On-Behalf-Of header must hold the id of an active user');
  if (!isObject(request.body)) return harvestError(400, 'The request body must be a JSON object');
  return apply(request.body, actor);
}
