import { authenticatedErrorStatuses, errorResponses, type FeatureRoutesOptions, type RouteAccess, registerDeepObjectQuery } from '@openunified/feature-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPlatformLogsQuerySchema, listPlatformLogsResponseSchema, listStepLogsQuerySchema, listStepLogsResponseSchema } from './log-list-schemas.js';
import { LogRetentionToken } from './log-retention.js';
import {
  listRequestLogsQuerySchema,
  listRequestLogsResponseSchema,
  providerLogDetailResponseSchema,
  providerLogParametersSchema,
  requestLogDetailResponseSchema,
  requestLogIdParametersSchema,
} from './request-log-schemas.js';
import { RequestLogsServiceToken } from './request-logs-service.js';

const access: RouteAccess = { routeScope: 'general' };
const tags = ['Request logs'];

export const requestLogsRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const requestLogs = container.get(RequestLogsServiceToken);
  container.get(LogRetentionToken).start();
  registerDeepObjectQuery(app);

  app.get(
    '/requests/logs',
    {
      config: { access },
      schema: {
        operationId: 'list_request_logs',
        summary: 'List request logs',
        description: 'Newest first. Every filter is accepted as filter[key]=value and as key=value; list filters take repeated keys or commas.',
        tags,
        querystring: listRequestLogsQuerySchema,
        response: { 200: listRequestLogsResponseSchema, ...errorResponses(...authenticatedErrorStatuses) },
      },
    },
    (request) => requestLogs.list(request.auth.project.id, request.query),
  );

  // A static path: find-my-way matches it before /requests/logs/:id.
  app.get(
    '/requests/logs/steps',
    {
      config: { access },
      schema: {
        operationId: 'list_step_logs',
        summary: 'List step logs: the provider calls made while serving requests',
        description:
          'Newest first, across the requests of the project. Metadata only; a call in full is GET /logs/unified/{requestId}/provider/{id}/advanced. Every filter is accepted as filter[key]=value and as key=value.',
        tags,
        querystring: listStepLogsQuerySchema,
        response: { 200: listStepLogsResponseSchema, ...errorResponses(...authenticatedErrorStatuses) },
      },
    },
    (request) => requestLogs.listSteps(request.auth.project.id, request.query),
  );

  app.get(
    '/requests/platform-logs',
    {
      config: { access },
      schema: {
        operationId: 'list_platform_logs',
        summary: 'List platform logs: the requests the platform served, with what authenticated them',
        description: 'Newest first. Every filter is accepted as filter[key]=value and as key=value.',
        tags,
        querystring: listPlatformLogsQuerySchema,
        response: { 200: listPlatformLogsResponseSchema, ...errorResponses(...authenticatedErrorStatuses) },
      },
    },
    (request) => requestLogs.listPlatformLogs(request.auth.project.id, request.query),
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
