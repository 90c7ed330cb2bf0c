import { ApiError, BadRequestError, NotFoundError } from '@openunified/errors';
import {
  abortedWhenClientLeaves,
  authenticatedErrorStatuses,
  errorResponses,
  type FeatureRoutesOptions,
  type RouteAccess,
  requestLogRecorderOf,
} from '@openunified/feature-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type McpRequestContext, type McpSession, type McpSessions, McpSessionsToken } from './mcp-sessions.js';

export const MCP_ACCOUNT_QUERY_PARAMETER = 'account_id';

const SESSION_HEADER = 'mcp-session-id';
// Tools run actions whatever the method (results come back on the GET stream): a Read Only key is
// refused on every method, before the account is looked up.
const access: RouteAccess = { routeScope: 'actions', account: 'required', accountQueryParameter: MCP_ACCOUNT_QUERY_PARAMETER, writesOnEveryMethod: true };

const headers = z.looseObject({
  'x-account-id': z.string().optional().describe(`The linked account whose actions are the tools; or the ${MCP_ACCOUNT_QUERY_PARAMETER} query parameter`),
  'mcp-session-id': z.string().optional().describe('The session the initialize response named; absent only on initialize'),
});
const querystring = z.looseObject({
  [MCP_ACCOUNT_QUERY_PARAMETER]: z.string().optional().describe('The linked account, for clients that cannot set the x-account-id header'),
});
const errors = errorResponses(...authenticatedErrorStatuses, 404, 406, 412);
const tags = ['MCP'];
const description = 'Model Context Protocol over Streamable HTTP (docs/concepts/mcp.md); needs the Actions or Full Access scope.';

export const mcpRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const sessions = container.get(McpSessionsToken);
  const recorder = requestLogRecorderOf(container);
  recorder.register(app);
  // Open streams would hold the server's shutdown; sessions end before it waits for them.
  app.addHook('preClose', () => sessions.closeAll());

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await sessionFor(sessions, request);
    session.lastUsedAt = Date.now();
    const context: McpRequestContext = {
      account: request.account,
      requestId: request.id,
      signal: abortedWhenClientLeaves(reply),
      noteAction: (actionId) => recorder.note(request, { actionId }),
    };
    const authInfo = { token: '', clientId: request.auth.apiKey.id, scopes: [...request.auth.apiKey.scopes], extra: { openunified: context } };
    // The transport writes the response itself; headers set on the reply would be lost.
    reply.raw.setHeader('x-request-id', request.id);
    reply.hijack();
    await session.transport.handleRequest(Object.assign(request.raw, { auth: authInfo }), reply.raw, request.body);
  };

  app.post(
    '/mcp',
    {
      config: { access },
      schema: {
        operationId: 'mcp_post',
        summary: 'Send an MCP message (initialize, tools/list, tools/call, ...)',
        description,
        tags,
        headers,
        querystring,
        body: z.unknown().describe('A JSON-RPC message of the Model Context Protocol'),
        response: { 200: z.unknown().describe('The JSON-RPC answer; the initialize answer carries the mcp-session-id header'), ...errors },
      },
    },
    serve,
  );
  app.get(
    '/mcp',
    {
      config: { access },
      schema: {
        operationId: 'mcp_stream',
        summary: 'Open the session’s server-sent event stream',
        description,
        tags,
        headers,
        querystring,
        response: { 200: z.unknown().describe('text/event-stream'), ...errors },
      },
    },
    serve,
  );
  app.delete(
    '/mcp',
    {
      config: { access },
      schema: {
        operationId: 'mcp_end_session',
        summary: 'End an MCP session',
        description,
        tags,
        headers,
        querystring,
        response: { 200: z.unknown().describe('The session is closed'), ...errors },
      },
    },
    serve,
  );
};

/**
 * The session the request belongs to, or a new one for an initialize request. Whatever the
 * transport would refuse with a bare JSON-RPC error is refused here first, with the envelope.
 */
async function sessionFor(sessions: McpSessions, request: FastifyRequest): Promise<McpSession> {
  const sessionId = request.headers[SESSION_HEADER];
  // The protocol's schemas are loaded with the first MCP request, not with the server.
  const { isInitializeRequest, JSONRPCMessageSchema } = await import('@modelcontextprotocol/sdk/types.js');
  if (request.method === 'POST') assertPostable(request, JSONRPCMessageSchema);
  if (request.method === 'GET') assertStreamable(request);
  if (typeof sessionId === 'string' && sessionId !== '') {
    const session = sessions.get(sessionId);
    // Another project's or another account's session reads as unknown: its id reveals nothing.
    if (!session || session.projectId !== request.auth.project.id || session.accountId !== request.account.id) {
      throw new NotFoundError(`MCP session ${sessionId} not found; send a new initialize request`);
    }
    return session;
  }
  if (request.method !== 'POST' || !isInitializeRequest(request.body)) {
    throw new BadRequestError(`the ${SESSION_HEADER} header is required; start a session with an initialize request`);
  }
  return sessions.open(request.auth.project.id, request.account);
}

/** The GET is the session's event stream: a client that does not take one is told so with the envelope. */
function assertStreamable(request: FastifyRequest): void {
  if (!(request.headers.accept ?? '').includes('text/event-stream')) {
    throw new ApiError(406, { message: "the Accept header must list text/event-stream: GET /mcp is the session's event stream" });
  }
}

function assertPostable(request: FastifyRequest, messageSchema: { safeParse(value: unknown): { success: boolean } }): void {
  const accept = request.headers.accept ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
    throw new ApiError(406, { message: 'the Accept header must list both application/json and text/event-stream' });
  }
  const messages = Array.isArray(request.body) ? request.body : [request.body];
  if (messages.length === 0 || messages.some((message) => !messageSchema.safeParse(message).success)) {
    throw new BadRequestError('the body must be a JSON-RPC 2.0 message of the Model Context Protocol');
  }
}
