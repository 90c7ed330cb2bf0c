import { BadRequestError, NotFoundError } from '@openunified/errors';
import { ActionPipelineTokens, type ProviderLogQueue } from '@openunified/action-pipeline';
import { PlatformTokens } from '@openunified/feature-kit';
import { type CursorCodec, createCursorCodec } from '@openunified/pagination';
import { type ProviderLogRecord, type RequestLogFilter, type RequestLogRecord, type Store, StoreToken } from '@openunified/store';
import { inject, injectable } from 'inversify';
import type { z } from 'zod';
import { type StoreRequestLogRecorder, StoreRequestLogRecorderToken } from './request-log-recorder.js';
import type {
  ListRequestLogsQuery,
  listRequestLogsResponseSchema,
  providerLogDetailResponseSchema,
  RequestLogFilterQuery,
  requestLogDetailResponseSchema,
  requestLogSchema,
} from './request-log-schemas.js';

export const RequestLogsServiceToken = Symbol.for('openunified.requestLogs.RequestLogsService');

const LIST_ROUTE = '/requests/logs';

type RequestLogWire = z.output<typeof requestLogSchema>;

/** Reading the request logs and provider logs of the caller's project. */
@injectable()
export class RequestLogsService {
  private readonly cursors: CursorCodec;

  constructor(
    @inject(StoreToken) private readonly store: Store,
    @inject(PlatformTokens.CursorSecret) cursorSecret: string,
    @inject(StoreRequestLogRecorderToken) private readonly recorder: StoreRequestLogRecorder,
    @inject(ActionPipelineTokens.ProviderLogQueue) private readonly providerLogQueue: ProviderLogQueue,
  ) {
    this.cursors = createCursorCodec(cursorSecret);
  }

  /** Logs are written behind the responses: whatever this process has served must be readable. */
  private async logsWritten(): Promise<void> {
    await Promise.all([this.recorder.flush(), this.providerLogQueue.flush()]);
  }

  async list(projectId: string, query: ListRequestLogsQuery): Promise<z.output<typeof listRequestLogsResponseSchema>> {
    const cursorScope = { accountId: projectId, route: LIST_ROUTE };
    const after = query.next === undefined ? undefined : this.cursors.decode(query.next, cursorScope).providerCursor;
    await this.logsWritten();
    const page = await this.store.requestLogs.list(projectId, storeFilter(query), {
      pageSize: query.page_size,
      ...(after !== undefined && { after }),
    });
    return {
      next: page.next === null ? null : this.cursors.encode({ ...cursorScope, providerCursor: page.next }),
      data: page.items.map(toRequestLogWire),
    };
  }

  /** By log id, or by the request's own id since that is what a client has at hand (`x-request-id`). */
  async get(projectId: string, id: string): Promise<z.output<typeof requestLogDetailResponseSchema>> {
    await this.logsWritten();
    const log = (await this.store.requestLogs.get(projectId, id)) ?? (await this.store.requestLogs.findByRequestId(projectId, id));
    if (!log) throw new NotFoundError(`request log ${id} not found`);
    const providerLogs = await this.store.providerLogs.listByRequest(projectId, log.requestId);
    return {
      data: {
        ...toRequestLogWire(log),
        provider_logs: providerLogs.map((providerLog) => ({
          id: providerLog.id,
          method: providerLog.method,
          url: providerLog.url,
          status: providerLog.status,
          duration_ms: providerLog.durationMs,
          started_at: providerLog.startedAt,
          error: providerLog.error,
        })),
      },
    };
  }

  async providerLog(projectId: string, requestId: string, id: string): Promise<z.output<typeof providerLogDetailResponseSchema>> {
    await this.logsWritten();
    const log = await this.store.providerLogs.get(projectId, requestId, id);
    if (!log) throw new NotFoundError(`provider log ${id} of request ${requestId} not found`);
    return { data: toProviderLogWire(log) };
  }
}

function toRequestLogWire(log: RequestLogRecord): RequestLogWire {
  return {
    id: log.id,
    request_id: log.requestId,
    account_id: log.accountId,
    provider: log.provider,
    action_id: log.actionId,
    method: log.method,
    path: log.path,
    route: log.route,
    status: log.status,
    duration_ms: log.durationMs,
    query: log.query,
    warnings: log.warnings,
    started_at: log.startedAt,
  };
}

function toProviderLogWire(log: ProviderLogRecord): z.output<typeof providerLogDetailResponseSchema>['data'] {
  return {
    id: log.id,
    request_id: log.requestId,
    account_id: log.accountId,
    method: log.method,
    url: log.url,
    request: { headers: log.requestHeaders, body: parseBody(log.requestBody) },
    response: { status: log.status, headers: log.responseHeaders, body: parseBody(log.responseBody) },
    duration_ms: log.durationMs,
    started_at: log.startedAt,
    error: log.error,
    body_omission: log.bodyOmission ?? null,
  };
}

function parseBody(text: string | null): unknown {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Each filter may come as `filter[key]` and as bare `key`: lists are merged, a date must not disagree with itself. */
function storeFilter(query: ListRequestLogsQuery): RequestLogFilter {
  const filter: RequestLogFilterQuery = query.filter ?? {};
  const merged = <Item>(nested: Item[] | undefined, bare: Item[] | undefined): Item[] | undefined => {
    const values = [...(nested ?? []), ...(bare ?? [])];
    return values.length > 0 ? values : undefined;
  };
  const single = (key: 'start_date' | 'end_date'): string | undefined => {
    const [nested, bare] = [filter[key], query[key]];
    if (nested !== undefined && bare !== undefined && nested !== bare) {
      throw new BadRequestError(`${key} is sent as filter[${key}] and as ${key} with different values; send it once`);
    }
    return nested ?? bare;
  };
  const startDate = single('start_date');
  const endDate = single('end_date');
  const result: RequestLogFilter = {};
  const accountIds = merged(filter.account_ids, query.account_ids);
  const providers = merged(filter.providers, query.providers);
  const actionIds = merged(filter.action_ids, query.action_ids);
  const statuses = merged(filter.status_codes, query.status_codes);
  const requestIds = merged(filter.request_ids, query.request_ids);
  if (accountIds) result.accountIds = accountIds;
  if (providers) result.providers = providers;
  if (actionIds) result.actionIds = actionIds;
  if (statuses) result.statuses = statuses;
  if (requestIds) result.requestIds = requestIds;
  // The store's bounds are exclusive and timestamps are whole milliseconds: one millisecond
  // earlier makes start_date inclusive.
  if (startDate !== undefined) result.startedAfter = new Date(Date.parse(startDate) - 1).toISOString();
  if (endDate !== undefined) result.startedBefore = endDate;
  return result;
}
