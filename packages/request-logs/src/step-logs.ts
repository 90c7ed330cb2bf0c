import type { ProviderLogFilter, ProviderLogRecord, RequestLogRecord } from '@openunified/store';
import type { z } from 'zod';
import { inclusiveStart, mergedFilter, routeParts } from './log-filters.js';
import type { ListStepLogsQuery, StepLogFilterQuery, stepLogSchema } from './log-list-schemas.js';

/** The store filter of GET /requests/logs/steps. */
export function stepLogFilter(query: ListStepLogsQuery): ProviderLogFilter {
  const filter = mergedFilter<StepLogFilterQuery>(query.filter, query, [
    'account_ids',
    'request_ids',
    'status_codes',
    'http_methods',
    'actions',
    'providers',
    'success',
    'start_date',
    'end_date',
  ]);
  const result: ProviderLogFilter = {};
  if (filter.account_ids) result.accountIds = filter.account_ids;
  if (filter.request_ids) result.requestIds = filter.request_ids;
  if (filter.status_codes) result.statuses = filter.status_codes;
  if (filter.http_methods) result.methods = filter.http_methods;
  if (filter.actions) result.actionIds = filter.actions;
  if (filter.providers) result.providers = filter.providers;
  if (filter.success !== undefined) result.success = filter.success;
  if (filter.start_date !== undefined) result.startedAfter = inclusiveStart(filter.start_date);
  if (filter.end_date !== undefined) result.startedBefore = filter.end_date;
  return result;
}

/**
 * One provider call in the vendor's `StepLogPartial` shape: metadata only, as that model has no
 * bodies or headers (GET /logs/unified/{requestId}/provider/{id}/advanced has them). The provider,
 * action and route parts are the request's, when its log is still kept.
 */
export function toStepLogWire(step: ProviderLogRecord, request: RequestLogRecord | undefined): z.output<typeof stepLogSchema> {
  const route = routeParts(request?.route ?? null);
  return {
    id: step.id,
    request_id: step.requestId,
    project_id: step.projectId,
    account_id: step.accountId,
    provider: request?.provider ?? null,
    service: route.service,
    action: request?.actionId ?? null,
    resource: route.resource,
    sub_resource: route.subResource,
    child_resource: route.childResource,
    http_method: step.method,
    url: step.url,
    path: pathOf(step.url),
    status: step.status,
    success: step.status !== null && step.status < 400,
    duration: step.durationMs,
    start_time: step.startedAt,
    end_time: new Date(Date.parse(step.startedAt) + step.durationMs).toISOString(),
    is_worker: false,
  };
}

function pathOf(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}
