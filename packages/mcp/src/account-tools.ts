import { type ActionExecutor, ActionPipelineTokens, type ActionPolicy, type ConnectorRegistry, formatValidationError } from '@openunified/action-pipeline';
import { type ActionRpc, ActionRpcToken } from '@openunified/actions';
import { type AnyActionDefinition, type DownloadedFile, isDownloadedFile } from '@openunified/connector-sdk';
import { BadRequestError, isApiError, PayloadTooLargeError, toErrorResponse } from '@openunified/errors';
import { type PlatformLogger, PlatformTokens, serviceRef } from '@openunified/feature-kit';
import { syncParamsSchema } from '@openunified/schemas';
import type { AccountRecord } from '@openunified/store';
import { inject, injectable } from 'inversify';
import { z } from 'zod';

export const AccountToolsToken = serviceRef<AccountTools>('openunified.mcp.AccountTools');

/** An MCP tool as `tools/list` describes it. */
export interface ToolDescription {
  name: string;
  title: string;
  description: string;
  inputSchema: { type: 'object'; [key: string]: unknown };
  annotations: { readOnlyHint: boolean; destructiveHint: boolean };
}

/** What `tools/call` answers: the action's result, or a tool error carrying the error envelope. */
export interface ToolResult {
  [key: string]: unknown;
  content: ({ type: 'text'; text: string } | { type: 'resource'; resource: { uri: string; mimeType: string; blob: string } })[];
  structuredContent: Record<string, unknown>;
  isError?: boolean;
}

export interface ToolCall {
  account: AccountRecord;
  /** The HTTP request that carried the call: its provider calls are filed under this id. */
  requestId: string;
  signal: AbortSignal;
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  [keyword: string]: unknown;
}

const NEXT_CURSOR_HINT = 'A list answers with `next` when there is more: send it back as `query.next` for the next page.';

// Tool input schemas are derived once per action: manifests do not change while the process runs.
const inputSchemaCache = new WeakMap<AnyActionDefinition, ToolDescription['inputSchema']>();

/**
 * The account's actions as MCP tools (docs/concepts/mcp.md): those the action policy lets the
 * account run (a connector profile may switch some off), each called through the same RPC
 * door as `POST /actions/rpc`, so request logs, retries, token refresh and cursors behave alike.
 */
@injectable()
export class AccountTools {
  constructor(
    @inject(ActionPipelineTokens.ConnectorRegistry) private readonly registry: ConnectorRegistry,
    @inject(ActionPipelineTokens.ActionPolicy) private readonly policy: ActionPolicy,
    @inject(ActionPipelineTokens.ActionExecutor) private readonly executor: ActionExecutor,
    @inject(ActionRpcToken) private readonly rpc: ActionRpc,
    @inject(PlatformTokens.Logger) private readonly logger: PlatformLogger,
  ) {}

  async list(account: AccountRecord): Promise<ToolDescription[]> {
    const connector = this.registry.get(account.provider);
    if (!connector) return [];
    const runnable: ToolDescription[] = [];
    for (const action of connector.actions) {
      if (await this.isRunnable(account, action)) {
        runnable.push({
          name: action.id,
          title: action.label,
          description: action.description,
          inputSchema: toolInputSchema(action),
          annotations: {
            readOnlyHint: action.kind === 'list' || action.kind === 'get' || action.kind === 'download',
            destructiveHint: action.kind === 'delete',
          },
        });
      }
    }
    return runnable;
  }

  async call(call: ToolCall, name: string, toolArguments: Record<string, unknown> | undefined): Promise<ToolResult> {
    try {
      const parsed = syncParamsSchema.safeParse(toolArguments ?? {});
      if (!parsed.success) throw new BadRequestError(`invalid arguments for ${name}: ${formatValidationError(parsed.error)}`);
      // Resolved first so that an unknown tool is named as such, not as an unknown RPC action.
      this.executor.resolve(call.account, { id: name });
      const result = await this.rpc.run(call, { action: name, ...parsed.data });
      if (isDownloadedFile(result.data)) return await fileToolResult(name, result.data);
      const structuredContent: Record<string, unknown> = result.next === undefined ? { data: result.data } : { data: result.data, next: result.next };
      return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };
    } catch (error) {
      if (!isApiError(error)) this.logger.error({ err: error, tool: name }, 'MCP tool call failed');
      const { body } = toErrorResponse(error);
      return { isError: true, content: [{ type: 'text', text: body.message }], structuredContent: { ...body } };
    }
  }

  private async isRunnable(account: AccountRecord, action: AnyActionDefinition): Promise<boolean> {
    const connector = this.registry.require(account.provider);
    try {
      await this.policy.assertRunnable(account, connector, action);
      return true;
    } catch (error) {
      if (isApiError(error)) return false;
      throw error;
    }
  }
}

/** The most bytes of a file an MCP tool answer carries: it travels base64 in one JSON-RPC message. */
export const MCP_FILE_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * A download action's file as an embedded resource. Read up to the limit and no further: a
 * larger file is refused with a pointer to the unified download route, which streams it.
 */
async function fileToolResult(action: string, file: DownloadedFile): Promise<ToolResult> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.stream) {
    size += (chunk as Buffer).length;
    if (size > MCP_FILE_LIMIT_BYTES) {
      file.stream.destroy();
      throw new PayloadTooLargeError(
        `the file is larger than an MCP tool answer carries (${MCP_FILE_LIMIT_BYTES / 1024 / 1024} MiB); download it from the unified download route, which streams it`,
      );
    }
    chunks.push(chunk as Buffer);
  }
  const name = file.file_name ?? action;
  const structuredContent = { file_name: name, content_type: file.content_type, size };
  return {
    content: [
      {
        type: 'resource',
        resource: { uri: `file:///${encodeURIComponent(name)}`, mimeType: file.content_type, blob: Buffer.concat(chunks).toString('base64') },
      },
    ],
    structuredContent,
  };
}

/**
 * The action's input as JSON Schema, with `query.next` added where the action pages: the RPC
 * door turns it back into the provider cursor.
 */
function toolInputSchema(action: AnyActionDefinition): ToolDescription['inputSchema'] {
  const cached = inputSchemaCache.get(action);
  if (cached) return cached;
  const schema = z.toJSONSchema(action.input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete schema.$schema;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  // A nullable query is `anyOf: [object, null]`: the cursor goes into every object variant.
  const query = properties.query;
  for (const variant of query ? [query, ...(query.anyOf ?? [])] : []) {
    if (variant.type === 'object' && variant.properties) {
      variant.properties = { ...variant.properties, next: { type: 'string', description: NEXT_CURSOR_HINT } };
    }
  }
  const inputSchema = { ...schema, type: 'object' as const, properties };
  inputSchemaCache.set(action, inputSchema);
  return inputSchema;
}
