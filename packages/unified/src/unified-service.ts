import { type ActionExecutor, ActionPipelineTokens, type ExecutedAction, type RawProviderExchange, toRawExchanges } from '@openunified/action-pipeline';
import { type ConnectorDefinition, type DownloadedFile, isDownloadedFile, type ProviderCallRecord } from '@openunified/connector-sdk';
import { BadGatewayError, BadRequestError, isApiError, UnauthorizedError } from '@openunified/errors';
import { PlatformTokens, PROVIDER_SIGNATURE_REJECTED_MESSAGE, serviceRef } from '@openunified/feature-kit';
import { parseFieldsParameter, selectFields, toRemoteId, UNIFIED_CUSTOM_FIELDS, unknownFieldNames } from '@openunified/normalization';
import { type BoundQuery, type CursorCodec, createCursorCodec, DEFAULT_PAGE_SIZE } from '@openunified/pagination';
import { dateTimeSchema, type SyncParams, type UnifiedOperation } from '@openunified/schemas';
import { type AccountRecord, type Store, StoreToken } from '@openunified/store';
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { foldFormStyleFilters } from './form-style-filters.js';
import { type ProxyRequest, proxyActionFor } from './proxy-action.js';
import { recordCheckFor, UNSURE } from './record-check.js';
import { salvageRecord } from './record-salvage.js';
import type { UnifiedRouteDefinition } from './unified-route-table.js';
import type {
  BatchResult,
  DeleteResult,
  UnifiedDownloadQuery,
  UnifiedGetQuery,
  UnifiedListQuery,
  UpsertResult,
  WebhookResult,
  WriteResult,
} from './unified-schemas.js';

export const UnifiedServiceToken = serviceRef<UnifiedService>('openunified.unified.UnifiedService');

/** The request a unified route serves, as the pipeline needs it. */
export interface UnifiedCall {
  account: AccountRecord;
  requestId: string;
  /** Aborted when the client goes away: provider calls stop with it. */
  signal: AbortSignal;
  /** Files a problem that did not fail the request in the request log. */
  warn(message: string): void;
}

type ListRoute = Extract<UnifiedRouteDefinition, { kind: 'list' }>;
type GetRoute = Extract<UnifiedRouteDefinition, { kind: 'get' }>;
type WriteRoute = Extract<UnifiedRouteDefinition, { kind: 'create' | 'update' | 'upload' | 'command' }>;
type UpsertRoute = Extract<UnifiedRouteDefinition, { kind: 'upsert' }>;
type BatchRoute = Extract<UnifiedRouteDefinition, { kind: 'batch_upload' | 'batch_upsert' }>;
type DeleteRoute = Extract<UnifiedRouteDefinition, { kind: 'delete' }>;
type DownloadRoute = Extract<UnifiedRouteDefinition, { kind: 'download' }>;
type WebhookRoute = Extract<UnifiedRouteDefinition, { kind: 'webhook' }>;

export interface UnifiedListResponse {
  data: Record<string, unknown>[];
  next: string | null;
  next_page?: string | null;
  raw?: RawProviderExchange[];
}

export interface UnifiedRecordResponse {
  data: Record<string, unknown>;
  raw?: RawProviderExchange[];
}

const writtenRecordSchema = z.object({ id: z.string(), remote_id: z.string() });
const upsertedRecordSchema = writtenRecordSchema.extend({ external_reference: z.string().nullable().optional() });
const batchOutcomeSchema = z.object({ errors: z.array(z.array(z.string())) });
/** What a webhook action returns: the event's name (`screening.results.completed`) and the record it is about. */
const webhookAnswerSchema = z.object({ event: z.string().min(1), data: z.record(z.string(), z.unknown()) });

const writeMessages = {
  create: 'Record created successfully',
  update: 'Record updated successfully',
  upload: 'File uploaded successfully',
  command: 'Operation completed successfully',
} as const;

/**
 * The unified facade over the action pipeline: turns docs/concepts/unified-resources.md parameters into the ListQuery of
 * the account's unified action, runs it, checks what the connector returned against the unified
 * model, and shapes the answer (fields, cursors, raw).
 */
@injectable()
export class UnifiedService {
  private readonly cursors: CursorCodec;

  constructor(
    @inject(ActionPipelineTokens.ActionExecutor) private readonly executor: ActionExecutor,
    @inject(PlatformTokens.CursorSecret) cursorSecret: string,
    @inject(StoreToken) private readonly store: Store,
  ) {
    this.cursors = createCursorCodec(cursorSecret);
  }

  /** The id of the action `operation` runs for the account; 422 when its provider has none. */
  actionIdFor(account: AccountRecord, operation: UnifiedOperation): string {
    return this.executor.resolve(account, { unified: operation }).action.id;
  }

  async list(route: ListRoute, call: UnifiedCall, sentQuery: UnifiedListQuery, parameters: Record<string, string> = {}): Promise<UnifiedListResponse> {
    const query = foldFormStyleFilters(sentQuery, route.filters);
    if (query.page !== undefined && query.next !== undefined) {
      throw new BadRequestError('send either next or the deprecated page, not both');
    }
    const path = remotePath(route, parameters);
    // A sub-resource's cursor continues the list of one parent: bound to the parent's provider id, so
    // a `next` of ticket A's comments is refused on ticket B (and a unified or provider id of A both work).
    const cursorScope = { accountId: call.account.id, route: path ? boundRoute(route.url, path) : route.url };
    const resumed = query.next === undefined ? undefined : this.cursors.decode(query.next, cursorScope);
    const requested = listQueryOf(route, query);
    // A cursor continues the query it came from; cursors issued before queries were bound carry none.
    const continued = resumed?.query ? continueBoundQuery(resumed.query as ContinuedListQuery, requested, query) : requested;
    const pageSize = query.page_size ?? resumed?.pageSize ?? DEFAULT_PAGE_SIZE;
    const listQuery = {
      page_size: pageSize,
      ...(continued.filter && { filter: continued.filter }),
      ...(continued.updated_after !== undefined && { updated_after: continued.updated_after }),
    };

    // The deprecated page N is reached by reading pages 1..N-1 first: provider cursors are opaque.
    const calls: ProviderCallRecord[] = [];
    let providerCursor = resumed?.providerCursor;
    let executed: ExecutedAction;
    let page = 1;
    for (;;) {
      // The cursor's key first: a spread followed by more keys cost about 2.5 us a call on Node 20.
      const input: SyncParams = { query: providerCursor ? { cursor: providerCursor, ...listQuery } : listQuery, ...(path && { path }) };
      executed = await this.run(route.operation, call, input, continued.proxy);
      calls.push(...executed.calls);
      if (page >= (query.page ?? 1)) break;
      providerCursor = executed.result.next ?? undefined;
      if (!providerCursor) break;
      page += 1;
    }
    const beyondTheEnd = page < (query.page ?? 1);
    const records = beyondTheEnd ? [] : this.unifiedRecords(route, executed.connector, executed.result.data, call, continued.fields);
    const nextProviderCursor = beyondTheEnd ? undefined : executed.result.next;
    const next = nextProviderCursor
      ? this.cursors.encode({
          accountId: cursorScope.accountId,
          route: cursorScope.route,
          providerCursor: nextProviderCursor,
          pageSize,
          query: continued as BoundQuery,
        })
      : null;

    const response: UnifiedListResponse = { data: records, next };
    if (route.withNextPage) response.next_page = next;
    if (continued.raw) response.raw = toRawExchanges(calls);
    return response;
  }

  async get(route: GetRoute, call: UnifiedCall, parameters: Record<string, string>, query: UnifiedGetQuery): Promise<UnifiedRecordResponse> {
    const fields = knownFields(route, query.fields);
    const path = remotePath(route, parameters);
    const executed = await this.run(route.operation, call, { ...(path && { path }) }, query.proxy);
    const record = this.unifiedRecord(route, executed.connector, executed.result.data, 'data', call);
    const response: UnifiedRecordResponse = { data: selectFields(record, fields) };
    if (query.raw) response.raw = toRawExchanges(executed.calls);
    return response;
  }

  async write(route: WriteRoute, call: UnifiedCall, parameters: Record<string, string>, body: unknown): Promise<WriteResult> {
    const executed = await this.runWrite(route, call, parameters, body);
    const data = connectorAnswer(executed, writtenRecordSchema, 'the id of the written record');
    return { statusCode: route.status, message: writeMessages[route.kind], timestamp: new Date().toISOString(), data };
  }

  async upsert(route: UpsertRoute, call: UnifiedCall, parameters: Record<string, string>, body: unknown): Promise<UpsertResult> {
    const executed = await this.runWrite(route, call, parameters, body);
    const data = connectorAnswer(executed, upsertedRecordSchema, 'the id of the upserted record');
    return { statusCode: route.status, message: 'Record upserted successfully', timestamp: new Date().toISOString(), data };
  }

  /** A batch is accepted as a whole (202); the items that failed come back in `errors`. */
  async batch(route: BatchRoute, call: UnifiedCall, parameters: Record<string, string>, body: unknown): Promise<BatchResult> {
    const executed = await this.runWrite(route, call, parameters, body);
    const { errors } = connectorAnswer(executed, batchOutcomeSchema, 'the outcome of the batch');
    return { statusCode: route.status, message: 'Batch operation accepted', timestamp: new Date().toISOString(), errors };
  }

  /**
   * A provider's event: the connector checks its signature over `body` (the exact bytes sent) with
   * the account's credentials and maps it, or throws (401 for a bad signature) and nothing is
   * stored. The record goes to the outbox as `{category}_{resource}.created` (for a `.created`
   * event) or `.updated`, for the project's webhook endpoints, and comes back in the answer.
   */
  async webhook(route: WebhookRoute, call: UnifiedCall, body: string, headers: Record<string, string>, providerSigned = false): Promise<WebhookResult> {
    const executed = providerSigned
      ? await this.runProviderSigned(route, call, body, headers)
      : await this.run(route.operation, call, { body: { raw: body }, headers });
    const answer = connectorAnswer(executed, webhookAnswerSchema, 'the event and the record it is about');
    const { record, problems } = salvageRecord(route.record, answer.data, 'data');
    if (!record) {
      throw new BadGatewayError(`connector "${executed.connector.key}" returned a record that does not match the unified model: ${problems.join('; ')}`);
    }
    for (const problem of problems) call.warn(`connector "${executed.connector.key}" returned a record the unified model rejects: ${problem}`);
    const change = answer.event.endsWith('.created') ? 'created' : 'updated';
    await this.store.events.append(
      call.account.projectId,
      `${route.eventPrefix}.${change}`,
      {
        record_id: record.id ?? null,
        remote_id: record.remote_id ?? null,
        account_id: call.account.id,
        action_id: executed.action.id,
        event: answer.event,
        data: record,
      },
      call.account.id,
    );
    return { event: answer.event, data: record };
  }

  /**
   * A webhook the provider sent itself, without the API key: only an action that declares it
   * verifies the sender may take it, and its refusal reads as an unknown account would, so the
   * answer never tells which account ids exist.
   */
  private async runProviderSigned(route: WebhookRoute, call: UnifiedCall, body: string, headers: Record<string, string>): Promise<ExecutedAction> {
    const { action } = this.executor.resolve(call.account, { unified: route.operation });
    if (action.authenticates_sender !== true) {
      throw new UnauthorizedError(
        `the ${call.account.provider} webhook (${action.id}) does not verify its sender's signature: send it with the API key (Authorization) and x-account-id`,
      );
    }
    try {
      return await this.run(route.operation, call, { body: { raw: body }, headers });
    } catch (error) {
      if (isApiError(error) && error.statusCode === 401) throw new UnauthorizedError(PROVIDER_SIGNATURE_REJECTED_MESSAGE);
      throw error;
    }
  }

  /** The file, as the connector streams it from the provider; the route pipes it to the client. */
  async download(route: DownloadRoute, call: UnifiedCall, parameters: Record<string, string>, query: UnifiedDownloadQuery): Promise<DownloadedFile> {
    const path = remotePath(route, parameters);
    const { proxy, ...conversion } = query;
    const input: SyncParams = { ...(path && { path }), ...(Object.keys(conversion).length > 0 && { query: conversion }) };
    const executed = await this.run(route.operation, call, input, proxy);
    if (!isDownloadedFile(executed.result.data)) {
      throw new BadGatewayError(`connector "${executed.connector.key}" did not return the file's bytes`);
    }
    return executed.result.data;
  }

  /** `POST /unified/proxy`: the client's request sent to the provider as the account, answered with what the provider sent. */
  async proxy(call: UnifiedCall, request: ProxyRequest): Promise<DownloadedFile & { status: number }> {
    const executed = await this.executor.execute({
      account: call.account,
      action: { definition: proxyActionFor },
      input: { body: request as SyncParams['body'] },
      requestId: call.requestId,
      signal: call.signal,
    });
    return executed.result.data as DownloadedFile & { status: number };
  }

  private runWrite(route: UnifiedRouteDefinition, call: UnifiedCall, parameters: Record<string, string>, body: unknown): Promise<ExecutedAction> {
    const path = remotePath(route, parameters);
    return this.run(route.operation, call, { body: body as SyncParams['body'], ...(path && { path }) });
  }

  /** Runs the delete action; whatever it returns, the answer names no record, since none is left. */
  async delete(route: DeleteRoute, call: UnifiedCall, parameters: Record<string, string>): Promise<DeleteResult> {
    const path = remotePath(route, parameters);
    await this.run(route.operation, call, { ...(path && { path }) });
    return { statusCode: 200, message: 'Record deleted successfully', timestamp: new Date().toISOString() };
  }

  private run(operation: UnifiedOperation, call: UnifiedCall, input: SyncParams, proxy?: Record<string, unknown>): Promise<ExecutedAction> {
    return this.executor.execute({
      account: call.account,
      action: { unified: operation },
      input,
      requestId: call.requestId,
      signal: call.signal,
      ...(proxy && { passThroughQuery: proxy }),
    });
  }

  /**
   * The page's records with the fields asked for. Only a page that is not a list is unreadable
   * (502); records the model rejects are kept as far as they map.
   */
  private unifiedRecords(
    route: ListRoute,
    connector: ConnectorDefinition,
    data: unknown,
    call: UnifiedCall,
    fields: string[] | undefined,
  ): Record<string, unknown>[] {
    if (!Array.isArray(data)) throw new BadGatewayError(`connector "${connector.key}" returned a list that is not an array`);
    // Without `fields` (the usual list), records that plainly match come out of the model's check
    // already without their custom fields: no second copy of each to select from.
    const selectingCheck = fields === undefined ? recordCheckFor(route.record, UNIFIED_CUSTOM_FIELDS) : undefined;
    const records: Record<string, unknown>[] = [];
    for (let index = 0; index < data.length; index++) {
      const selected = selectingCheck?.(data[index]) ?? UNSURE;
      if (selected !== UNSURE) {
        records.push(selected);
        continue;
      }
      const { record, problems } = salvageRecord(route.record, data[index], `data.${index}`);
      for (const problem of problems) call.warn(`connector "${connector.key}" returned a record the unified model rejects: ${problem}`);
      if (record) records.push(selectFields(record, fields));
    }
    return records;
  }

  /** A single record is kept as far as it maps; one that cannot be mapped at all is the connector's fault: 502, never a malformed 200. */
  private unifiedRecord(route: GetRoute, connector: ConnectorDefinition, item: unknown, where: string, call: UnifiedCall): Record<string, unknown> {
    const { record, problems } = salvageRecord(route.record, item, where);
    if (!record) {
      throw new BadGatewayError(`connector "${connector.key}" returned a record that does not match the unified model: ${problems.join('; ')}`);
    }
    for (const problem of problems) call.warn(`connector "${connector.key}" returned a record the unified model rejects: ${problem}`);
    return record;
  }
}

/** What the connector's write action returned, as the route's answer needs it; else the connector's fault, a 502. */
function connectorAnswer<Schema extends z.ZodType>(executed: ExecutedAction, schema: Schema, what: string): z.output<Schema> {
  const parsed = schema.safeParse(executed.result.data);
  if (!parsed.success) throw new BadGatewayError(`connector "${executed.connector.key}" did not return ${what}`);
  return parsed.data;
}

/**
 * The parameters that shape a unified list besides paging, as a `next` cursor carries them
 * (docs/concepts/pagination.md): members are left out when absent, to keep cursors short.
 */
interface ContinuedListQuery {
  fields?: string[];
  filter?: Record<string, unknown>;
  updated_after?: string;
  raw?: true;
  proxy?: Record<string, unknown>;
}

/**
 * The route's path parameters as the action receives them: provider ids (a unified id is decoded,
 * as for `id` everywhere), in `path`; undefined for a route without any.
 */
function remotePath(route: UnifiedRouteDefinition, parameters: Record<string, string>): Record<string, string> | undefined {
  if (route.pathParameters.length === 0) return undefined;
  const path: Record<string, string> = {};
  for (const name of route.pathParameters) {
    const value = parameters[name];
    if (value === undefined) throw new BadRequestError(`path parameter "${name}" is required`);
    path[name] = toRemoteId(value);
  }
  return path;
}

/** `/unified/ticketing/tickets/:id/comments` with the parent's id filled in: the route a nested list's cursor is bound to. */
function boundRoute(url: string, path: Record<string, string>): string {
  return url.replace(/:([A-Za-z]+)/g, (placeholder, name: string) => (path[name] === undefined ? placeholder : encodeURIComponent(path[name])));
}

/** The fields `fields=` names, every one a field of the route's model; else a 400 naming those it lacks. */
function knownFields(route: ListRoute | GetRoute, value: string | undefined): string[] | undefined {
  const fields = parseFieldsParameter(value);
  const model = Object.keys(route.record.shape);
  const unknown = unknownFieldNames(fields, model);
  if (unknown.length > 0) {
    const names = unknown.map((name) => `"${name}"`).join(', ');
    throw new BadRequestError(
      `query parameter "fields": ${unknown.length === 1 ? 'unknown field' : 'unknown fields'} ${names}; the fields of this resource are ${model.join(', ')}`,
    );
  }
  return fields;
}

function listQueryOf(route: ListRoute, query: UnifiedListQuery): ContinuedListQuery {
  const fields = knownFields(route, query.fields);
  const { filter, updated_after } = listFilters(query);
  return {
    ...(fields && { fields }),
    ...(filter && { filter }),
    ...(updated_after !== undefined && { updated_after }),
    ...(query.raw && { raw: true as const }),
    ...(query.proxy && Object.keys(query.proxy).length > 0 && { proxy: query.proxy }),
  };
}

/**
 * The query a cursor continues. A parameter sent again alongside `next` must say what the cursor
 * already carries: a different value would silently change the list halfway, so it is a 400 naming it.
 */
function continueBoundQuery(bound: ContinuedListQuery, requested: ContinuedListQuery, query: UnifiedListQuery): ContinuedListQuery {
  const sent = {
    fields: query.fields !== undefined,
    filter: query.filter !== undefined || query.updated_after !== undefined,
    raw: query.raw !== undefined,
    proxy: query.proxy !== undefined,
  };
  const comparable = {
    fields: (value: ContinuedListQuery) => [...(value.fields ?? [])].sort(),
    filter: (value: ContinuedListQuery) => ({ filter: value.filter ?? {}, updated_after: value.updated_after ?? null }),
    raw: (value: ContinuedListQuery) => value.raw === true,
    proxy: (value: ContinuedListQuery) => value.proxy ?? {},
  };
  for (const name of ['fields', 'filter', 'raw', 'proxy'] as const) {
    if (!sent[name] || canonicalJson(comparable[name](requested)) === canonicalJson(comparable[name](bound))) continue;
    throw new BadRequestError(
      `query parameter "${name}" differs from the query the next cursor continues (${describeBound(name, bound)}); send next without ${name}, or with the same value`,
    );
  }
  return bound;
}

function describeBound(name: 'fields' | 'filter' | 'raw' | 'proxy', bound: ContinuedListQuery): string {
  switch (name) {
    case 'fields':
      return bound.fields ? `fields=${bound.fields.join(',')}` : 'no fields: every field';
    case 'raw':
      return `raw=${bound.raw === true}`;
    case 'filter': {
      const filter = { ...bound.filter, ...(bound.updated_after !== undefined && { updated_after: bound.updated_after }) };
      return Object.keys(filter).length > 0 ? `filter ${JSON.stringify(filter)}` : 'no filter';
    }
    case 'proxy':
      return bound.proxy ? `proxy ${JSON.stringify(bound.proxy)}` : 'no proxy';
  }
}

/** JSON with object keys sorted, so two equal queries compare equal whatever order their parameters came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** `filter[...]` minus `updated_after`, which the ListQuery carries on its own (as does the deprecated top-level parameter). */
function listFilters(query: UnifiedListQuery): { filter?: Record<string, unknown>; updated_after?: string } {
  const { updated_after: filterUpdatedAfter, ...filter } = query.filter ?? {};
  if (filterUpdatedAfter !== undefined && !dateTimeSchema.safeParse(filterUpdatedAfter).success) {
    throw new BadRequestError('query parameter "filter[updated_after]": must be an ISO 8601 date-time with an offset, e.g. 2024-01-31T00:00:00Z');
  }
  const fromFilter = filterUpdatedAfter as string | undefined;
  if (fromFilter !== undefined && query.updated_after !== undefined && fromFilter !== query.updated_after) {
    throw new BadRequestError('filter[updated_after] and the deprecated updated_after disagree; send one of them');
  }
  const updatedAfter = fromFilter ?? query.updated_after;
  return {
    ...(Object.keys(filter).length > 0 && { filter }),
    ...(updatedAfter !== undefined && { updated_after: updatedAfter }),
  };
}
