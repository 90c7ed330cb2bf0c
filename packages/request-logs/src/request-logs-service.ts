import { ActionPipelineTokens, type ProviderLogQueue } from '@openunified/action-pipeline';
import { NotFoundError } from '@openunified/errors';
import { PlatformTokens, serviceRef } from '@openunified/feature-kit';
import { type CursorCodec, createCursorCodec } from '@openunified/pagination';
import { type ProviderLogRecord, type RequestLogFilter, type RequestLogRecord, type Store, StoreToken } from '@openunified/store';
import { inject, injectable } from 'inversify';
import type { z } from 'zod';
import { inclusiveStart, mergedFilter } from './log-filters.js';
import type { ListPlatformLogsQuery, ListStepLogsQuery, listPlatformLogsResponseSchema, listStepLogsResponseSchema } from './log-list-schemas.js';
import { platformLogFilter, toPlatformLogWire } from './platform-logs.js';
import { type StoreRequestLogRecorder, StoreRequestLogRecorderToken } from './request-log-recorder.js';
import type {
  ListRequestLogsQuery,
  listRequestLogsResponseSchema,
  providerLogDetailResponseSchema,
  RequestLogFilterQuery,
  requestLogDetailResponseSchema,
  requestLogSchema,
} from './request-log-schemas.js';
import { stepLogFilter, toStepLogWire } from './step-logs.js';

export const RequestLogsServiceToken = serviceRef<RequestLogsService>('openunified.requestLogs.RequestLogsService');

const LIST_ROUTE = '/requests/logs';
const STEPS_ROUTE = '/requests/logs/steps';
const PLATFORM_LOGS_ROUTE = '/requests/platform-logs';

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

  /** The provider calls of the project's requests (the vendor's step logs), newest first. */
  async listSteps(projectId: string, query: ListStepLogsQuery): Promise<z.output<typeof listStepLogsResponseSchema>> {
    const filter = stepLogFilter(query);
    const cursorScope = { accountId: projectId, route: STEPS_ROUTE };
    const after = query.next === undefined ? undefined : this.cursors.decode(query.next, cursorScope).providerCursor;
    await this.logsWritten();
    const page = await this.store.providerLogs.list(projectId, filter, { pageSize: query.page_size, ...(after !== undefined && { after }) });
    // A step's provider, action and route are its request's: one read for the whole page.
    const requests = await this.store.requestLogs.listByRequestIds(projectId, [...new Set(page.items.map((step) => step.requestId))]);
    const requestById = new Map(requests.map((request) => [request.requestId, request]));
    return {
      next: page.next === null ? null : this.cursors.encode({ ...cursorScope, providerCursor: page.next }),
      data: page.items.map((step) => toStepLogWire(step, requestById.get(step.requestId))),
    };
  }

  /** The requests the platform served for the project (the vendor's platform logs), newest first. */
  async listPlatformLogs(projectId: string, query: ListPlatformLogsQuery): Promise<z.output<typeof listPlatformLogsResponseSchema>> {
    const filter = platformLogFilter(query);
    const cursorScope = { accountId: projectId, route: PLATFORM_LOGS_ROUTE };
    const after = query.next === undefined ? undefined : this.cursors.decode(query.next, cursorScope).providerCursor;
    await this.logsWritten();
    const page = filter
      ? await this.store.requestLogs.list(projectId, filter, { pageSize: query.page_size, ...(after !== undefined && { after }) })
      : { items: [], next: null };
    // The source's visible value is its key's prefix; the project's keys are few.
    const keyIds = new Set(page.items.map((log) => log.apiKeyId).filter((id) => id != null));
    const prefixes = new Map(
      keyIds.size === 0 ? [] : (await this.store.apiKeys.list(projectId)).filter((key) => keyIds.has(key.id)).map((key) => [key.id, key.prefix]),
    );
    return {
      next: page.next === null ? null : this.cursors.encode({ ...cursorScope, providerCursor: page.next }),
      data: page.items.map((log) => toPlatformLogWire(log, log.apiKeyId ? prefixes.get(log.apiKeyId) : undefined)),
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
  const filter = mergedFilter<RequestLogFilterQuery>(query.filter, query, [
    'account_ids',
    'providers',
    'action_ids',
    'status_codes',
    'request_ids',
    'start_date',
    'end_date',
  ]);
  const result: RequestLogFilter = {};
  if (filter.account_ids) result.accountIds = filter.account_ids;
  if (filter.providers) result.providers = filter.providers;
  if (filter.action_ids) result.actionIds = filter.action_ids;
  if (filter.status_codes) result.statuses = filter.status_codes;
  if (filter.request_ids) result.requestIds = filter.request_ids;
  if (filter.start_date !== undefined) result.startedAfter = inclusiveStart(filter.start_date);
  if (filter.end_date !== undefined) result.startedBefore = filter.end_date;
  return result;
}
