// inversify's decorators store metadata as this package loads: the polyfill comes first.
import 'reflect-metadata';
import type { Feature } from '@openunified/feature-kit';
import { ContainerModule } from 'inversify';
import { AccountTools, AccountToolsToken } from './account-tools.js';
import { mcpRoutes } from './mcp-routes.js';
import { defaultMcpSessionSettings, type McpSessionSettings, McpSessions, McpSessionsToken } from './mcp-sessions.js';

export { AccountTools, AccountToolsToken, type ToolCall, type ToolDescription, type ToolResult } from './account-tools.js';
export { MCP_ACCOUNT_QUERY_PARAMETER } from './mcp-routes.js';
export { defaultMcpSessionSettings, type McpSessionSettings, McpSessionsToken } from './mcp-sessions.js';

/** `/mcp`: the linked account's actions as Model Context Protocol tools (docs/concepts/mcp.md). */
export function mcpFeature(settings: Partial<McpSessionSettings> = {}): Feature {
  const resolved = { ...defaultMcpSessionSettings, ...settings };
  return {
    name: 'mcp',
    // Its tools run through the actions feature's RPC.
    requires: ['actions'],
    module: new ContainerModule(({ bind }) => {
      bind(AccountToolsToken).to(AccountTools).inSingletonScope();
      bind(McpSessionsToken)
        .toDynamicValue((context) => new McpSessions(context.get(AccountToolsToken), resolved))
        .inSingletonScope()
        .onDeactivation((sessions) => sessions.closeAll());
    }),
    routes: mcpRoutes,
  };
}
