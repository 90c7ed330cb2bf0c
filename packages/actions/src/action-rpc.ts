import { type ActionExecutor, ActionPipelineTokens } from '@openunified/action-pipeline';
import { BadRequestError } from '@openunified/errors';
import { PlatformTokens, serviceRef } from '@openunified/feature-kit';
import { type CursorCodec, createCursorCodec } from '@openunified/pagination';
import type { SyncParams } from '@openunified/schemas';
import type { AccountRecord } from '@openunified/store';
import { inject, injectable } from 'inversify';
import type { RpcRequest, RpcResponse } from './action-schemas.js';

export const ActionRpcToken = serviceRef<ActionRpc>('openunified.actions.ActionRpc');

export interface RpcCall {
  account: AccountRecord;
  requestId: string;
  signal: AbortSignal;
}

/**
 * `POST /actions/rpc`: runs any action of the account's connector by id. A provider cursor in
 * the result goes out as an opaque `next` bound to the account and the action; sent back as
 * `query.next`, it reaches the action as `query.cursor`.
 */
@injectable()
export class ActionRpc {
  private readonly cursors: CursorCodec;

  constructor(
    @inject(ActionPipelineTokens.ActionExecutor) private readonly executor: ActionExecutor,
    @inject(PlatformTokens.CursorSecret) cursorSecret: string,
  ) {
    this.cursors = createCursorCodec(cursorSecret);
  }

  async run(call: RpcCall, request: RpcRequest): Promise<RpcResponse> {
    const { action, headers, ...rest } = request;
    const syncParams: SyncParams = { ...rest, ...(headers !== undefined && { headers: headers === null ? null : actionHeaders(headers) }) };
    const cursorScope = { accountId: call.account.id, route: `/actions/rpc:${action}${pathScope(syncParams.path)}` };
    const { next, ...query } = syncParams.query ?? {};
    if (next !== undefined && next !== null) {
      if (typeof next !== 'string') throw new BadRequestError('body field "query.next" must be the next cursor of a previous answer');
      const resumed = this.cursors.decode(next, cursorScope);
      query.cursor = resumed.providerCursor;
      if (resumed.pageSize !== undefined) query.page_size ??= resumed.pageSize;
    }
    const input: SyncParams = syncParams.query ? { ...syncParams, query } : syncParams;
    const { result } = await this.executor.execute({ account: call.account, action: { id: action }, input, requestId: call.requestId, signal: call.signal });
    if (!result.next) return { data: result.data };
    // Kept in the cursor so a client that sends only `next` gets pages of the same size.
    const pageSize = Number(query.page_size);
    return {
      data: result.data,
      next: this.cursors.encode({ ...cursorScope, providerCursor: result.next, ...(Number.isInteger(pageSize) && { pageSize }) }),
    };
  }
}

/**
 * A list under a parent record (a ticket's comments) pages through that parent only: its `next`
 * is bound to the path parameters it was issued for, so it is refused with another parent.
 */
function pathScope(path: SyncParams['path']): string {
  if (!path) return '';
  const entries = Object.entries(path).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
  return entries.length === 0 ? '' : `:${JSON.stringify(entries)}`;
}

/**
 * The headers the action receives: as text, without `x-account-id`, which names the account to
 * the server (docs/concepts/actions.md#running-an-action-post-actionsrpc) and is no header of the provider's.
 */
function actionHeaders(headers: Record<string, string | number | boolean>): Record<string, string> {
  const forwarded: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() !== 'x-account-id') forwarded[name] = String(value);
  }
  return forwarded;
}
