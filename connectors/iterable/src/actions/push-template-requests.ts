import {
  BadGatewayError,
  type Credentials,
  NotFoundError,
  type ProviderHttpClient,
  toRemoteId,
} from '@openunified/connector-sdk';
import { iterableEndpoint } from '../data-center.js';
import { type IterableApiResponse, type IterablePushTemplate, iterablePushTemplateSchema, parseIterableBody } from '../iterable-payloads.js';

/** Iterable template ids are integers; a unified (composite) id or a plain one both resolve here. */
export function templateIdFromPath(id: string): number {
  const remoteId = toRemoteId(id);
  if (!/^\d{1,18}$/.test(remoteId)) throw new NotFoundError(`No Iterable push template has the id "${id}"`);
  return Number(remoteId);
}

export async function fetchPushTemplate(
  http: ProviderHttpClient,
  credentials: Credentials,
  templateId: number,
): Promise<IterablePushTemplate> {
  const response = await http.get(iterableEndpoint(credentials, '/templates/push/get'), { query: { templateId } });
  return parseIterableBody(iterablePushTemplateSchema, response.body, 'GET /api/templates/push/get');
}

/**
 * The upsert endpoint answers with an IterableApiResponse only, whose `msg` names the ids it
 * wrote ("... IDs: 123"); Iterable's own API client reads the new template's id from there.
 */
export function upsertedTemplateIds(response: IterableApiResponse): number[] {
  const listed = /IDs:\s*([\d,\s]+)/.exec(response.msg)?.[1] ?? '';
  return listed
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number);
}

export function createdTemplateId(response: IterableApiResponse): number {
  const [templateId] = upsertedTemplateIds(response);
  if (templateId === undefined) {
    throw new BadGatewayError(`Iterable did not report the id of the created push template: "${response.msg}"`);
  }
  return templateId;
}
