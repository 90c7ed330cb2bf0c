import { BadGatewayError, type Credentials, NotFoundError, type ProviderHttpClient, toRemoteId, type z } from '@openunified/connector-sdk';
import { iterableEndpoint } from '../data-center.js';
import { type IterableApiResponse, parseIterableBody } from '../iterable-payloads.js';

/**
 * Iterable ids (templates, campaigns, snippets) are integers; a unified (composite) id or a
 * plain one both resolve here. `noun` names the record in the 404.
 */
export function numericIdFromPath(id: string, noun: string): number {
  const remoteId = toRemoteId(id);
  if (!/^\d{1,18}$/.test(remoteId)) throw new NotFoundError(`No Iterable ${noun} has the id "${id}"`);
  return Number(remoteId);
}

/** The id of an Iterable template named by a unified route's path. */
export function templateIdFromPath(id: string, noun = 'push template'): number {
  return numericIdFromPath(id, noun);
}

/** `GET /api/templates/{segment}/get`: one template of one medium, in its medium's shape. */
export async function fetchTemplate<Schema extends z.ZodType>(
  http: ProviderHttpClient,
  credentials: Credentials,
  pathSegment: string,
  schema: Schema,
  templateId: number,
): Promise<z.output<Schema>> {
  const endpoint = `/templates/${pathSegment}/get`;
  const response = await http.get(iterableEndpoint(credentials, endpoint), { query: { templateId } });
  return parseIterableBody(schema, response.body, `GET /api${endpoint}`);
}

/**
 * The upsert endpoints answer with an IterableApiResponse only, whose `msg` names the ids they
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

export function createdTemplateId(response: IterableApiResponse, noun = 'push template'): number {
  const [templateId] = upsertedTemplateIds(response);
  if (templateId === undefined) {
    throw new BadGatewayError(`Iterable did not report the id of the created ${noun}: "${response.msg}"`);
  }
  return templateId;
}
