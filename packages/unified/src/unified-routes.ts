import { ActionPipelineTokens } from '@openunified/action-pipeline';
import type { UnifiedCatalogue } from '@openunified/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, FastifySerializerCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import {
  abortedWhenClientLeaves,
  authenticatedErrorStatuses,
  errorResponses,
  type FeatureRoutesOptions,
  type RouteAccess,
  registerDeepObjectQuery,
  requestLogRecorderOf,
} from '@openunified/feature-kit';
import { z } from 'zod';
import {
  awaitWithHeartbeat,
  type HeartbeatResponse,
  type HeartbeatSettings,
  HeartbeatSettingsToken,
  PREFERENCE_HEARTBEAT,
  prefersHeartbeat,
} from './heartbeat.js';
import { type UnifiedRouteDefinition, unifiedRouteTable } from './unified-route-table.js';
import {
  deleteResultSchema,
  listResponseSchema,
  recordResponseSchema,
  type UnifiedGetQuery,
  type UnifiedListQuery,
  unifiedGetQuerySchema,
  unifiedListQuerySchema,
  unifiedPathParametersSchema,
  writeResultSchema,
} from './unified-schemas.js';
import { type UnifiedCall, type UnifiedService, UnifiedServiceToken } from './unified-service.js';

const access: RouteAccess = { routeScope: 'general', account: 'required' };

const accountHeadersSchema = z.looseObject({
  'x-account-id': z.string().describe('The linked account to act on'),
  prefer: z.string().optional().describe('`heartbeat`: keep the connection alive with newlines while the provider is slow (RFC 7240)'),
});

/** Provider failures a unified route passes on (docs/concepts/errors.md), besides the caller's own mistakes. */
const unifiedErrorStatuses = [...authenticatedErrorStatuses, 404, 408, 412, 422, 502] as const;

const httpMethods = { list: 'GET', get: 'GET', create: 'POST', update: 'PATCH', delete: 'DELETE' } as const;

/**
 * Successful answers are built from records the service has already parsed with their unified
 * model; parsing them again to serialise would double that work on the hottest path. Errors go
 * through the zod serialiser as everywhere else.
 */
function serializeParsedSuccess(route: Parameters<typeof serializerCompiler>[0]): (data: unknown) => string {
  return route.httpStatus?.startsWith('2') ? (data) => JSON.stringify(data) : serializerCompiler(route);
}

function schemaFor(route: UnifiedRouteDefinition) {
  const common = {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    headers: accountHeadersSchema,
    ...(route.pathParameters.length > 0 && { params: unifiedPathParametersSchema(route.pathParameters, route.nouns) }),
  };
  switch (route.kind) {
    case 'list':
      return {
        ...common,
        querystring: unifiedListQuerySchema(route.filters),
        response: {
          200: listResponseSchema(route.record, { withNextPage: route.withNextPage }),
          ...errorResponses(...unifiedErrorStatuses),
        },
      };
    case 'get':
      return {
        ...common,
        querystring: unifiedGetQuerySchema,
        response: { 200: recordResponseSchema(route.record), ...errorResponses(...unifiedErrorStatuses) },
      };
    case 'create':
    case 'update':
      return { ...common, body: route.body, response: { [route.status]: writeResultSchema, ...errorResponses(...unifiedErrorStatuses) } };
    case 'delete':
      return { ...common, response: { 200: deleteResultSchema, ...errorResponses(...unifiedErrorStatuses) } };
  }
}

/** `/unified/{category}/{resource}`: one generic handler per row of the route table. */
export const unifiedRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const unified = container.get<UnifiedService>(UnifiedServiceToken);
  const catalogue = container.get<UnifiedCatalogue>(ActionPipelineTokens.UnifiedCatalogue);
  const recorder = requestLogRecorderOf(container);
  const heartbeat = container.get<HeartbeatSettings>(HeartbeatSettingsToken);
  registerDeepObjectQuery(app);
  recorder.register(app);

  /** Runs the route's work, answering at once or, with `Prefer: heartbeat`, streaming while it is slow. */
  async function serve(request: FastifyRequest, reply: FastifyReply, work: (call: UnifiedCall) => Promise<HeartbeatResponse>) {
    const call: UnifiedCall = {
      account: request.account,
      requestId: request.id,
      signal: abortedWhenClientLeaves(reply),
      warn: (message) => recorder.note(request, { warnings: [message] }),
    };
    if (!prefersHeartbeat(request.headers.prefer)) {
      const { status, body } = await work(call);
      return reply.code(status).send(body);
    }
    reply.header('Preference-Applied', PREFERENCE_HEARTBEAT);
    const response = await awaitWithHeartbeat(reply, heartbeat, work(call), ({ error, cause }) => {
      recorder.note(request, { status: error.statusCode });
      if (error.statusCode >= 500) request.log.error({ err: cause }, 'request failed after the heartbeat began');
      else request.log.info({ statusCode: error.statusCode, reason: error.message }, 'request rejected after the heartbeat began');
    });
    if (!response) return reply;
    return reply.code(response.status).send(response.body);
  }

  function register(route: UnifiedRouteDefinition) {
    // Each row brings its own schemas, so the one generic handler reads params, query and body untyped.
    (app as unknown as FastifyInstance).route({
      method: httpMethods[route.kind],
      url: route.url,
      config: { access },
      schema: schemaFor(route),
      serializerCompiler: serializeParsedSuccess as FastifySerializerCompiler<FastifySchema>,
      handler: async (request, reply) => {
        const actionId = unified.actionIdFor(request.account, route.operation);
        recorder.note(request, { actionId });
        const path = request.params as Record<string, string>;
        return serve(request, reply, async (call) => {
          switch (route.kind) {
            case 'list':
              return { status: 200, body: await unified.list(route, call, request.query as UnifiedListQuery, path) };
            case 'get':
              return { status: 200, body: await unified.get(route, call, path, request.query as UnifiedGetQuery) };
            case 'create':
            case 'update': {
              const result = await unified.write(route, call, path, request.body);
              return { status: result.statusCode, body: result };
            }
            case 'delete': {
              const result = await unified.delete(route, call, path);
              return { status: result.statusCode, body: result };
            }
          }
        });
      },
    });
  }
  for (const route of unifiedRouteTable(catalogue)) register(route);
};
