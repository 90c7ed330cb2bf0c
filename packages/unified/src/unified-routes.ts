import { Readable } from 'node:stream';
import { ActionPipelineTokens } from '@openunified/action-pipeline';
import { downloadHeaders } from '@openunified/connector-sdk';
import {
  abortedWhenClientLeaves,
  authenticatedErrorStatuses,
  errorResponses,
  type FeatureRoutesOptions,
  isProviderSigned,
  type RouteAccess,
  registerDeepObjectQuery,
  requestLogRecorderOf,
} from '@openunified/feature-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, FastifySerializerCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { awaitWithHeartbeat, type HeartbeatResponse, HeartbeatSettingsToken, PREFERENCE_HEARTBEAT, prefersHeartbeat } from './heartbeat.js';
import { type ProxyRequest, proxyRequestSchema } from './proxy-action.js';
import { type UnifiedRouteDefinition, unifiedRouteMethod, unifiedRouteTable } from './unified-route-table.js';
import {
  batchResultSchema,
  deleteResultSchema,
  listResponseSchema,
  recordResponseSchema,
  type UnifiedDownloadQuery,
  type UnifiedGetQuery,
  type UnifiedListQuery,
  unifiedDownloadQuerySchema,
  unifiedGetQuerySchema,
  unifiedListQuerySchema,
  unifiedPathParametersSchema,
  upsertResultSchema,
  webhookResultSchema,
  writeResultSchema,
} from './unified-schemas.js';
import { type UnifiedCall, UnifiedServiceToken } from './unified-service.js';
import { UploadSettingsToken, uploadBodyLimitBytes } from './upload-settings.js';

const access: RouteAccess = { routeScope: 'general', account: 'required' };

/** The query parameter a provider names the account in when it calls its webhook itself, as `/mcp` takes it. */
export const WEBHOOK_ACCOUNT_QUERY_PARAMETER = 'account_id';

// A webhook may also come from the provider itself: no API key, the account in the query, and
// the connector's check of the provider's signature as its only authentication.
const webhookAccess: RouteAccess = { ...access, accountQueryParameter: WEBHOOK_ACCOUNT_QUERY_PARAMETER, providerSigned: true };

const accountHeadersSchema = z.looseObject({
  'x-account-id': z.string().describe('The linked account to act on'),
  prefer: z.string().optional().describe('`heartbeat`: keep the connection alive with newlines while the provider is slow (RFC 7240)'),
});

const webhookHeadersSchema = accountHeadersSchema.extend({
  'x-account-id': z
    .string()
    .optional()
    .describe(`The linked account; or, sent by the provider itself without an API key, the ${WEBHOOK_ACCOUNT_QUERY_PARAMETER} query parameter`),
});
const webhookQuerySchema = z.looseObject({
  [WEBHOOK_ACCOUNT_QUERY_PARAMETER]: z
    .string()
    .optional()
    .describe(
      "The linked account, for the provider posting here itself with no Authorization header: then the provider's signature is the only authentication",
    ),
});
// The empty alternative: a provider calling with no API key at all, its signature checked instead.
const webhookSecurity: Record<string, string[]>[] = [{ basic: [] }, { consoleSession: [] }, {}];

function webhookDescription(url: string): string {
  return (
    "The provider's event, checked by the account's connector (the provider's signature of the exact body, with the account's credentials) and turned into " +
    "the unified record, which goes to the project's webhook endpoints. Call it with the API key and `x-account-id` (a relay), or register " +
    `\`https://<server>${url}?${WEBHOOK_ACCOUNT_QUERY_PARAMETER}=<account id>\` with the provider so that it posts here itself, without the API key. ` +
    'That is accepted only from connectors whose webhook verifies its sender, and only with a valid signature: an unknown account and a bad signature ' +
    "are the same 401, and these 401s count toward the per-IP failed-authentication limit. The event and the request log land in the account's project."
  );
}

/** Provider failures a unified route passes on (docs/concepts/errors.md), besides the caller's own mistakes. */
const unifiedErrorStatuses = [...authenticatedErrorStatuses, 404, 408, 412, 422, 502] as const;

/** A download answers with the provider's bytes, described here for `/openapi.json`. */
const fileResponse = z.string().meta({ format: 'binary' }).describe("The file's bytes, with the provider's content type and length");

/**
 * Successful answers are built from records the service has already parsed with their unified
 * model; parsing them again to serialise would double that work on the hottest path. Errors go
 * through the zod serialiser as everywhere else.
 */
function serializeParsedSuccess(route: Parameters<typeof serializerCompiler>[0]): (data: unknown) => string {
  return route.httpStatus?.startsWith('2') ? (data) => JSON.stringify(data) : serializerCompiler(route);
}

/**
 * The schema of a unified route (exported for the tests). A list's or a record's answer (a few
 * hundred routes, each with a partial copy of its model) is described only in `/openapi.json`:
 * `serializeParsedSuccess` never reads it. `z.lazy` builds it when the document is, not at
 * start-up, where building them was about 4% of the server's start.
 */
export function unifiedRouteSchema(route: UnifiedRouteDefinition) {
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
          200: z.lazy(() => listResponseSchema(route.record, { withNextPage: route.withNextPage })),
          ...errorResponses(...unifiedErrorStatuses),
        },
      };
    case 'get':
      return {
        ...common,
        querystring: unifiedGetQuerySchema,
        response: { 200: z.lazy(() => recordResponseSchema(route.record)), ...errorResponses(...unifiedErrorStatuses) },
      };
    case 'create':
    case 'update':
    case 'command':
      return { ...common, body: route.body, response: { [route.status]: writeResultSchema, ...errorResponses(...unifiedErrorStatuses) } };
    case 'upload':
      return { ...common, body: route.body, response: { [route.status]: writeResultSchema, ...errorResponses(...unifiedErrorStatuses, 413) } };
    case 'batch_upload':
      return { ...common, body: route.body, response: { 202: batchResultSchema, ...errorResponses(...unifiedErrorStatuses, 413) } };
    case 'batch_upsert':
      return { ...common, body: route.body, response: { 202: batchResultSchema, ...errorResponses(...unifiedErrorStatuses) } };
    case 'upsert':
      return { ...common, body: route.body, response: { [route.status]: upsertResultSchema, ...errorResponses(...unifiedErrorStatuses) } };
    case 'download':
      return { ...common, querystring: unifiedDownloadQuerySchema, response: { 200: fileResponse, ...errorResponses(...unifiedErrorStatuses) } };
    case 'delete':
      return { ...common, response: { 200: deleteResultSchema, ...errorResponses(...unifiedErrorStatuses) } };
    case 'webhook':
      return {
        ...common,
        description: webhookDescription(route.url),
        security: webhookSecurity,
        headers: webhookHeadersSchema,
        querystring: webhookQuerySchema,
        body: route.body,
        response: { 200: webhookResultSchema(route.record), ...errorResponses(...unifiedErrorStatuses) },
      };
  }
}

/** The exact text of each webhook request's body: the provider signed these bytes, not a re-serialisation of them. */
const webhookBodies = new WeakMap<FastifyRequest, string>();

/** Request headers the connector never needs to check an event, and must not see: the caller's own credentials. */
const withheldHeaders = new Set(['authorization', 'cookie', 'proxy-authorization']);

function webhookHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (withheldHeaders.has(name) || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** `/unified/{category}/{resource}`: one generic handler per row of the route table. */
export const unifiedRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const unified = container.get(UnifiedServiceToken);
  const catalogue = container.get(ActionPipelineTokens.UnifiedCatalogue);
  const recorder = requestLogRecorderOf(container);
  const heartbeat = container.get(HeartbeatSettingsToken);
  const uploads = container.get(UploadSettingsToken);
  registerDeepObjectQuery(app);
  recorder.register(app);

  function unifiedCallOf(request: FastifyRequest, reply: FastifyReply): UnifiedCall {
    return {
      account: request.account,
      requestId: request.id,
      signal: abortedWhenClientLeaves(reply),
      warn: (message) => recorder.note(request, { warnings: [message] }),
    };
  }

  /** Runs the route's work, answering at once or, with `Prefer: heartbeat`, streaming while it is slow. */
  async function serve(request: FastifyRequest, reply: FastifyReply, work: (call: UnifiedCall) => Promise<HeartbeatResponse>) {
    const call = unifiedCallOf(request, reply);
    // A provider-signed request gets no heartbeat: its 401 must go out as a 401, to be counted
    // as a failed authentication, not hide behind a 200 already sent.
    if (!prefersHeartbeat(request.headers.prefer) || isProviderSigned(request)) {
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

  function register(route: UnifiedRouteDefinition, into: FastifyInstance = app as unknown as FastifyInstance) {
    const carriesFile = route.kind === 'upload' || route.kind === 'batch_upload';
    // Each row brings its own schemas, so the one generic handler reads params, query and body untyped.
    into.route({
      method: unifiedRouteMethod(route),
      url: route.url,
      config: { access: route.kind === 'webhook' ? webhookAccess : access, ...(carriesFile && { uploadLimitBytes: uploads.limitBytes }) },
      ...(carriesFile && { bodyLimit: uploadBodyLimitBytes(uploads.limitBytes) }),
      schema: unifiedRouteSchema(route),
      serializerCompiler: serializeParsedSuccess as FastifySerializerCompiler<FastifySchema>,
      handler: async (request, reply) => {
        const actionId = unified.actionIdFor(request.account, route.operation);
        recorder.note(request, { actionId });
        const path = request.params as Record<string, string>;
        if (route.kind === 'download') {
          // No heartbeat: the bytes go out as the provider sends them.
          const file = await unified.download(route, unifiedCallOf(request, reply), path, request.query as UnifiedDownloadQuery);
          return (reply as FastifyReply).code(200).headers(downloadHeaders(file)).send(file.stream);
        }
        return serve(request, reply, async (call) => {
          switch (route.kind) {
            case 'list':
              return { status: 200, body: await unified.list(route, call, request.query as UnifiedListQuery, path) };
            case 'get':
              return { status: 200, body: await unified.get(route, call, path, request.query as UnifiedGetQuery) };
            case 'create':
            case 'update':
            case 'upload':
            case 'command': {
              const result = await unified.write(route, call, path, request.body);
              return { status: result.statusCode, body: result };
            }
            case 'upsert': {
              const result = await unified.upsert(route, call, path, request.body);
              return { status: result.statusCode, body: result };
            }
            case 'batch_upload':
            case 'batch_upsert': {
              const result = await unified.batch(route, call, path, request.body);
              return { status: result.statusCode, body: result };
            }
            case 'delete': {
              const result = await unified.delete(route, call, path);
              return { status: result.statusCode, body: result };
            }
            case 'webhook': {
              const body = webhookBodies.get(request) ?? JSON.stringify(request.body ?? {});
              return { status: 200, body: await unified.webhook(route, call, body, webhookHeaders(request), isProviderSigned(request)) };
            }
          }
        });
      },
    });
  }
  const routes = unifiedRouteTable(catalogue);
  for (const route of routes) if (route.kind !== 'webhook') register(route);
  // Webhook routes keep the body's text beside the parsed JSON: the bytes are read once, kept, and
  // handed on to the server's own JSON parser (its shape limits and messages), in a context of
  // their own so every other route streams its body as before.
  await app.register(async (webhooks) => {
    webhooks.addHook('preParsing', async (request, _reply, payload) => {
      const limit = request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of payload) {
        size += (chunk as Buffer).length;
        if (size > limit) throw Object.assign(new Error('request body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
        chunks.push(chunk as Buffer);
      }
      const raw = Buffer.concat(chunks);
      webhookBodies.set(request, raw.toString('utf8'));
      return Object.assign(Readable.from([raw]), { receivedEncodedLength: raw.length });
    });
    for (const route of routes) if (route.kind === 'webhook') register(route, webhooks as unknown as FastifyInstance);
  });

  (app as unknown as FastifyInstance).post(
    '/unified/proxy',
    {
      config: { access },
      schema: {
        operationId: 'proxy_request',
        summary: "Send a request to the account's provider",
        description:
          "Sends the request to the provider's API with the account's credentials (its API host only) and answers with the provider's status, content type and body. " +
          'Provider errors are answered in the error envelope. A connector profile that names its enabled actions must name `<connector>_proxy_request` for this to run.',
        tags: ['Proxy'],
        headers: accountHeadersSchema,
        body: proxyRequestSchema,
        response: { 200: fileResponse.describe("The provider's answer, as it sent it"), ...errorResponses(...unifiedErrorStatuses) },
      },
    },
    async (request, reply) => {
      recorder.note(request, { actionId: `${request.account.provider}_proxy_request` });
      const answer = await unified.proxy(unifiedCallOf(request, reply), request.body as ProxyRequest);
      return (reply as FastifyReply).code(answer.status).headers(downloadHeaders(answer)).send(answer.stream);
    },
  );
};
