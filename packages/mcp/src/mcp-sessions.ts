import { randomUUID } from 'node:crypto';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { serviceRef } from '@openunified/feature-kit';
import type { AccountRecord } from '@openunified/store';
import type { AccountTools, ToolCall } from './account-tools.js';

export interface McpSessionSettings {
  /** A session nobody used for this long is closed; its client initializes a new one. */
  idleTimeoutMs: number;
  /** Past this many open sessions in the process, the least recently used one is closed. */
  maxSessions: number;
}

export const defaultMcpSessionSettings: McpSessionSettings = { idleTimeoutMs: 30 * 60_000, maxSessions: 1_000 };

/** What each HTTP request hands the session's MCP server: the caller as this request resolved it. */
export interface McpRequestContext extends ToolCall {
  /** Names the action in the request log of the HTTP request that called it. */
  noteAction(actionId: string): void;
}

/** One MCP session: bound to the project and account that initialized it. */
export interface McpSession {
  readonly id: string;
  readonly projectId: string;
  readonly accountId: string;
  readonly transport: StreamableHTTPServerTransport;
  lastUsedAt: number;
}

export const McpSessionsToken = serviceRef<McpSessions>('openunified.mcp.McpSessions');

const SERVER_INFO = { name: 'openunified', version: '0.1.0' };

/**
 * The open MCP sessions of this process. Sessions live in memory: behind a load balancer, route
 * a session's requests to the process that opened it (docs/concepts/mcp.md), or a client gets
 * 404 and initializes again, as the protocol expects.
 */
export class McpSessions {
  private readonly sessions = new Map<string, McpSession>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly tools: AccountTools,
    private readonly settings: McpSessionSettings,
  ) {
    this.sweeper = setInterval(() => this.closeIdle(), Math.min(settings.idleTimeoutMs, 60_000));
    this.sweeper.unref();
  }

  get(id: string): McpSession | undefined {
    return this.sessions.get(id);
  }

  /** A session whose id is known once its transport has answered the initialize request. */
  async open(projectId: string, account: AccountRecord): Promise<McpSession> {
    // The protocol's SDK is loaded with the first session, not with the server: most processes never open one.
    const [{ StreamableHTTPServerTransport }, server] = await Promise.all([import('@modelcontextprotocol/sdk/server/streamableHttp.js'), this.createServer()]);
    const session: McpSession = {
      id: '',
      projectId,
      accountId: account.id,
      lastUsedAt: Date.now(),
      transport: new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        enableJsonResponse: true,
        onsessioninitialized: (sessionId) => {
          (session as { id: string }).id = sessionId;
          this.evictBeyondCapacity();
          this.sessions.set(sessionId, session);
        },
        onsessionclosed: (sessionId) => {
          this.sessions.delete(sessionId);
        },
      }),
    };
    await server.connect(session.transport);
    return session;
  }

  async closeAll(): Promise<void> {
    clearInterval(this.sweeper);
    const open = [...this.sessions.values()];
    this.sessions.clear();
    await Promise.allSettled(open.map((session) => session.transport.close()));
  }

  private async createServer(): Promise<Server> {
    const [{ Server }, { CallToolRequestSchema, ListToolsRequestSchema }] = await Promise.all([
      import('@modelcontextprotocol/sdk/server/index.js'),
      import('@modelcontextprotocol/sdk/types.js'),
    ]);
    const server = new Server(SERVER_INFO, {
      capabilities: { tools: { listChanged: false } },
      instructions: 'Each tool is an action of the linked account. List tools answer `next` when there is more: pass it as `query.next`.',
    });
    server.setRequestHandler(ListToolsRequestSchema, async (_request, extra) => ({ tools: await this.tools.list(contextOf(extra).account) }));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const context = contextOf(extra);
      context.noteAction(request.params.name);
      return this.tools.call({ ...context, signal: extra.signal }, request.params.name, request.params.arguments);
    });
    return server;
  }

  private closeIdle(): void {
    const cutoff = Date.now() - this.settings.idleTimeoutMs;
    for (const session of this.sessions.values()) {
      if (session.lastUsedAt < cutoff) this.close(session);
    }
  }

  private evictBeyondCapacity(): void {
    while (this.sessions.size >= this.settings.maxSessions) {
      const leastRecentlyUsed = [...this.sessions.values()].reduce((oldest, session) => (session.lastUsedAt < oldest.lastUsedAt ? session : oldest));
      this.close(leastRecentlyUsed);
    }
  }

  private close(session: McpSession): void {
    this.sessions.delete(session.id);
    void session.transport.close();
  }
}

/** The routes pass the request's context as the transport's `authInfo.extra`; the handlers read it back. */
function contextOf(extra: { authInfo?: { extra?: Record<string, unknown> } }): McpRequestContext {
  const context = extra.authInfo?.extra?.openunified as McpRequestContext | undefined;
  if (!context) throw new Error('MCP request reached the server without its request context');
  return context;
}
