import {
  type ActionExecutor,
  ActionPipelineTokens,
  type ExecutedAction,
  type RawProviderExchange,
  toRawExchanges,
} from '@openunified/action-pipeline';
import type { ConnectorDefinition, ProviderCallRecord } from '@openunified/connector-sdk';
import { BadGatewayError, BadRequestError } from '@openunified/errors';
import { PlatformTokens } from '@openunified/feature-kit';
import { parseFieldsParameter, selectFields, toRemoteId } from '@openunified/normalization';
import { type CursorCodec, createCursorCodec, DEFAULT_PAGE_SIZE } from '@openunified/pagination';
import { dateTimeSchema, type SyncParams, type UnifiedOperation } from '@openunified/schemas';
import type { AccountRecord } from '@openunified/store';
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { salvageRecord } from './record-salvage.js';
import type { UnifiedRouteDefinition } from './unified-route-table.js';
import type { UnifiedGetQuery, UnifiedListQuery, WriteResult } from './unified-schemas.js';

export const UnifiedServiceToken = Symbol.for('openunified.unified.UnifiedService');

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
type WriteRoute = Extract<UnifiedRouteDefinition, { kind: 'create' | 'update' }>;

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

const writeMessages = { create: 'Record created successfully', update: 'Record updated successfully' } as const;

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
  ) {
    this.cursors = createCursorCodec(cursorSecret);
  }

  /** The id of the action `operation` runs for the account; 422 when its provider has none. */
  actionIdFor(account: AccountRecord, operation: UnifiedOperation): string {
    return this.executor.resolve(account, { unified: operation }).action.id;
  }

  async list(route: ListRoute, call: UnifiedCall, query: UnifiedListQuery): Promise<UnifiedListResponse> {
    if (query.page !== undefined && query.next !== undefined) {
      throw new BadRequestError('send either next or the deprecated page, not both');
    }
    const cursorScope = { accountId: call.account.id, route: route.url };
    const resumed = query.next === undefined ? undefined : this.cursors.decode(query.next, cursorScope);
    const pageSize = query.page_size ?? resumed?.pageSize ?? DEFAULT_PAGE_SIZE;
    const listQuery = { page_size: pageSize, ...listFilters(query) };

    // The deprecated page N is reached by reading pages 1..N-1 first: provider cursors are opaque.
    const calls: ProviderCallRecord[] = [];
    let providerCursor = resumed?.providerCursor;
    let executed: ExecutedAction;
    let page = 1;
    for (;;) {
      executed = await this.run(route.operation, call, { query: { ...listQuery, ...(providerCursor && { cursor: providerCursor }) } }, query.proxy);
      calls.push(...executed.calls);
      if (page >= (query.page ?? 1)) break;
      providerCursor = executed.result.next ?? undefined;
      if (!providerCursor) break;
      page += 1;
    }
    const beyondTheEnd = page < (query.page ?? 1);
    const records = beyondTheEnd ? [] : this.unifiedRecords(route, executed.connector, executed.result.data, call);
    const nextProviderCursor = beyondTheEnd ? undefined : executed.result.next;
    const next = nextProviderCursor ? this.cursors.encode({ ...cursorScope, providerCursor: nextProviderCursor, pageSize }) : null;

    const fields = parseFieldsParameter(query.fields);
    const response: UnifiedListResponse = { data: records.map((record) => selectFields(record, fields)), next };
    if (route.withNextPage) response.next_page = next;
    if (query.raw) response.raw = toRawExchanges(calls);
    return response;
  }

  async get(route: GetRoute, call: UnifiedCall, id: string, query: UnifiedGetQuery): Promise<UnifiedRecordResponse> {
    const executed = await this.run(route.operation, call, { path: { id: toRemoteId(id) } }, query.proxy);
    const record = this.unifiedRecord(route, executed.connector, executed.result.data, 'data', call);
    const response: UnifiedRecordResponse = { data: selectFields(record, parseFieldsParameter(query.fields)) };
    if (query.raw) response.raw = toRawExchanges(executed.calls);
    return response;
  }

  async write(route: WriteRoute, call: UnifiedCall, id: string | undefined, body: unknown): Promise<WriteResult> {
    const input: SyncParams = { body: body as SyncParams['body'], ...(id !== undefined && { path: { id: toRemoteId(id) } }) };
    const executed = await this.run(route.operation, call, input);
    const written = writtenRecordSchema.safeParse(executed.result.data);
    if (!written.success) {
      throw new BadGatewayError(`connector "${executed.connector.key}" did not return the id of the written record`);
    }
    const statusCode = route.kind === 'create' ? 201 : 200;
    return { statusCode, message: writeMessages[route.kind], timestamp: new Date().toISOString(), data: written.data };
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

  /** Only a page that is not a list is unreadable (502); records the model rejects are kept as far as they map. */
  private unifiedRecords(route: ListRoute, connector: ConnectorDefinition, data: unknown, call: UnifiedCall): Record<string, unknown>[] {
    if (!Array.isArray(data)) throw new BadGatewayError(`connector "${connector.key}" returned a list that is not an array`);
    return data.flatMap((item, index) => {
      const { record, problems } = salvageRecord(route.record, item, `data.${index}`);
      for (const problem of problems) call.warn(`connector "${connector.key}" returned a record the unified model rejects: ${problem}`);
      return record ? [record] : [];
    });
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
