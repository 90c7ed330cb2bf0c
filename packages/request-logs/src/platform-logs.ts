import type { RequestLogFilter, RequestLogRecord } from '@openunified/store';
import type { z } from 'zod';
import { inclusiveStart, mergedFilter, routeParts } from './log-filters.js';
import type { ListPlatformLogsQuery, PlatformLogFilterQuery, platformLogSchema } from './log-list-schemas.js';

/** Every logged request was authenticated by an API key: requests without one belong to no project. */
const API_KEY_SOURCE = 'api_key';

/** The store filter of GET /requests/platform-logs; undefined when it can match nothing. */
export function platformLogFilter(query: ListPlatformLogsQuery): RequestLogFilter | undefined {
  const filter = mergedFilter<PlatformLogFilterQuery>(query.filter, query, [
    'account_ids',
    'request_ids',
    'status_codes',
    'http_methods',
    'actions',
    'success',
    'source_ids',
    'source_types',
    'start_date',
    'end_date',
    'order_by',
    'order_direction',
  ]);
  if (filter.source_types && !filter.source_types.includes(API_KEY_SOURCE)) return undefined;
  const result: RequestLogFilter = {};
  if (filter.account_ids) result.accountIds = filter.account_ids;
  if (filter.request_ids) result.requestIds = filter.request_ids;
  if (filter.status_codes) result.statuses = filter.status_codes;
  if (filter.http_methods) result.methods = filter.http_methods;
  if (filter.actions) result.actionIds = filter.actions;
  if (filter.success !== undefined) result.success = filter.success;
  if (filter.source_ids) result.apiKeyIds = filter.source_ids;
  if (filter.start_date !== undefined) result.startedAfter = inclusiveStart(filter.start_date);
  if (filter.end_date !== undefined) result.startedBefore = filter.end_date;
  return result;
}

/** One served request in the vendor's `PlatformLog` shape; `keyPrefix` is its API key's visible prefix. */
export function toPlatformLogWire(log: RequestLogRecord, keyPrefix: string | undefined): z.output<typeof platformLogSchema> {
  const route = routeParts(log.route);
  return {
    request_id: log.requestId,
    project_id: log.projectId,
    account_id: log.accountId,
    category: route.category,
    action: log.actionId,
    resource: route.resource,
    sub_resource: route.subResource,
    child_resource: route.childResource,
    http_method: log.method,
    path: log.path,
    url: log.query === null ? log.path : `${log.path}?${log.query}`,
    status: log.status,
    success: log.status < 400,
    duration: log.durationMs,
    start_time: log.startedAt,
    end_time: new Date(Date.parse(log.startedAt) + log.durationMs).toISOString(),
    event_datetime: log.startedAt,
    source_type: API_KEY_SOURCE,
    source_id: log.apiKeyId ?? null,
    source_value: keyPrefix ?? null,
  };
}
