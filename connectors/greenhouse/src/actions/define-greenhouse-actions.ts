import { defineAction, getInputSchema, listInputSchema, type ProviderHttpClient, type UnifiedOperation, z } from '@openunified/connector-sdk';
import { greenhouseId } from '../greenhouse-ids.js';
import { fetchLinkPage, type PageRequest } from '../paging/link-pages.js';
import { parseProviderBody } from '../provider-schemas.js';

/**
 * Most Greenhouse actions are the same few lines around a different path, filter and mapper:
 * these build them, so each action file says only what is particular to its resource.
 */

interface ActionLabels {
  id: string;
  label: string;
  description: string;
  tags: string[];
  /** The unified operation served; a native action (records as Greenhouse sends them) has none. */
  unified?: UnifiedOperation;
}

export interface GreenhouseListActionOptions<FilterSchema extends z.ZodType<Record<string, unknown>>, ProviderRecord, Output> extends ActionLabels {
  filter: FilterSchema;
  /** Path and Greenhouse query (the filters) of page one. */
  request(filter: z.output<FilterSchema> | undefined, updatedAfter: string | undefined): PageRequest;
  /** Every path `request` may give, when a filter can name a record in it; else only the path of the unfiltered list. */
  paths?: RegExp;
  record: z.ZodType<ProviderRecord>;
  map(record: ProviderRecord): Output;
}

/** What the `/actions` catalogue shows of an action; Harvest keys carry no scopes to require. */
function catalogueEntry({ id, label, description, tags, unified }: ActionLabels) {
  return {
    id,
    label,
    description,
    tags,
    schema_type: unified === undefined ? ('native' as const) : ('unified' as const),
    ...(unified && { unified }),
    required_scopes: [],
  };
}

/** A list over one Harvest endpoint: one provider call per page, following the `Link` header. */
export function greenhouseListAction<FilterSchema extends z.ZodType<Record<string, unknown>>, ProviderRecord, Output>(
  options: GreenhouseListActionOptions<FilterSchema, ProviderRecord, Output>,
) {
  return defineAction({
    ...catalogueEntry(options),
    kind: 'list',
    input: listInputSchema(options.filter),
    async run({ input, http }) {
      const { filter, updated_after: updatedAfter, page_size: pageSize, cursor } = input.query;
      const firstPage = options.request(filter, updatedAfter);
      const ownPath = (path: string) => (options.paths ? options.paths.test(path) : path === options.request(undefined, undefined).path);
      const page = await fetchLinkPage(http, firstPage, { pageSize, cursor, ownPath });
      const records = parseProviderBody(z.array(options.record), page.body, 'list');
      return { data: records.map(options.map), next: page.next };
    },
  });
}

export interface GreenhouseGetActionOptions<ProviderRecord, Output> extends ActionLabels {
  /** The record's noun in Greenhouse, for messages: `candidate`, `scheduled interview`. */
  noun: string;
  path(greenhouseId: string): string;
  record: z.ZodType<ProviderRecord>;
  map(record: ProviderRecord): Output;
}

async function fetchGreenhouseRecord<ProviderRecord>(
  http: ProviderHttpClient,
  path: string,
  record: z.ZodType<ProviderRecord>,
  noun: string,
): Promise<ProviderRecord> {
  const response = await http.get(path);
  return parseProviderBody(record, response.body, noun);
}

/** A get of one Harvest record by the unified or Greenhouse id: one provider call. */
export function greenhouseGetAction<ProviderRecord, Output>(options: GreenhouseGetActionOptions<ProviderRecord, Output>) {
  return defineAction({
    ...catalogueEntry(options),
    kind: 'get',
    input: getInputSchema(),
    async run({ input, http }) {
      const path = options.path(greenhouseId(input.path.id, options.noun));
      return { data: options.map(await fetchGreenhouseRecord(http, path, options.record, options.noun)) };
    },
  });
}
