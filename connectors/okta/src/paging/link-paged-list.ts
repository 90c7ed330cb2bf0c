import type { ProviderHttpClient, QueryValue, z } from '@openunified/connector-sdk';
import { parseProviderBody } from '../provider-schemas.js';
import { nextAfterCursor } from './link-header.js';

/**
 * One page of an Okta collection paged with Link headers: the records, checked against `schema`,
 * and the `after` cursor of the next page (null on the last one), for an action's `next`.
 */
export async function fetchLinkPagedList<Schema extends z.ZodType<unknown[]>>(
  http: ProviderHttpClient,
  path: string,
  query: Record<string, QueryValue>,
  schema: Schema,
  description: string,
): Promise<{ records: z.output<Schema>; next: string | null }> {
  const response = await http.get(path, { query });
  return { records: parseProviderBody(schema, response.body, description), next: nextAfterCursor(response.headers) ?? null };
}
