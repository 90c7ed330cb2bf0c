import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authenticatedErrorStatuses,
  errorResponses,
  type FeatureRoutesOptions,
  type RouteAccess,
  registerDeepObjectQuery,
} from '@openunified/feature-kit';
import {
  listRequestLogsQuerySchema,
  listRequestLogsResponseSchema,
  providerLogDetailResponseSchema,
  providerLogParametersSchema,
  requestLogDetailResponseSchema,
  requestLogIdParametersSchema,
} from './request-log-schemas.js';
import { type LogRetention, LogRetentionToken } from './log-retention.js';
import { type RequestLogsService, RequestLogsServiceToken } from './request-logs-service.js';

const access: RouteAccess = { routeScope: 'general' };
const tags = ['Request logs'];

export const requestLogsRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const requestLogs = container.get<RequestLogsService>(RequestLogsServiceToken);
  container.get<LogRetention>(LogRetentionToken).start();
  registerDeepObjectQuery(app);

  app.get(
    '/requests/logs',
    {
      config: { access },
      schema: {
        operationId: 'list_request_logs',
        summary: 'List request logs',
        description:
          'Newest first. Every filter is accepted as filter[key]=value and as key=value; list filters take repeated keys or commas.',
        tags,
        querystring: listRequestLogsQuerySchema,
        response: { 200: listRequestLogsResponseSchema, ...errorResponses(...authenticatedErrorStatuses) },
      },
    },
    (request) => requestLogs.list(request.auth.project.id, request.query),
  );

  app.get(
    '/requests/logs/:id',
    {
      config: { access },
      schema: {
        operationId: 'get_request_log',
        summary: 'Get a request log with its provider requests',
        tags,
        params: requestLogIdParametersSchema,
        response: { 200: requestLogDetailResponseSchema, ...errorResponses(...authenticatedErrorStatuses, 404) },
      },
    },
    (request) => requestLogs.get(request.auth.project.id, request.params.id),
  );

  app.get(
    '/logs/unified/:requestId/provider/:id/advanced',
    {
      config: { access },
      schema: {
        operationId: 'get_provider_log_advanced',
        summary: 'Get the full request and response of one provider call',
        tags,
        params: providerLogParametersSchema,
        response: { 200: providerLogDetailResponseSchema, ...errorResponses(...authenticatedErrorStatuses, 404) },
      },
    },
    (request) => requestLogs.providerLog(request.auth.project.id, request.params.requestId, request.params.id),
  );
};
