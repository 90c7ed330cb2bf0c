import { type ActionExecutor, ActionPipelineTokens } from '@openunified/action-pipeline';
import { BadRequestError } from '@openunified/errors';
import { type CursorCodec, createCursorCodec } from '@openunified/pagination';
import type { SyncParams } from '@openunified/schemas';
import type { AccountRecord } from '@openunified/store';
import { inject, injectable } from 'inversify';
import { CursorSecretToken } from '../../server-secrets.js';
import type { RpcRequest, RpcResponse } from './action-schemas.js';

export const ActionRpcToken = Symbol.for('openunified.server.ActionRpc');

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
    @inject(CursorSecretToken) cursorSecret: string,
  ) {
    this.cursors = createCursorCodec(cursorSecret);
  }

  async run(call: RpcCall, request: RpcRequest): Promise<RpcResponse> {
    const cursorScope = { accountId: call.account.id, route: `/actions/rpc:${request.action}` };
    const { next, ...query } = request.query ?? {};
    if (next !== undefined && next !== null) {
      if (typeof next !== 'string') throw new BadRequestError('body field "query.next" must be the next cursor of a previous answer');
      const resumed = this.cursors.decode(next, cursorScope);
      query.cursor = resumed.providerCursor;
      if (resumed.pageSize !== undefined) query.page_size ??= resumed.pageSize;
    }
    const input: SyncParams = {
      path: request.path ?? null,
      query: request.query === undefined || request.query === null ? request.query ?? null : query,
      headers: request.headers ?? null,
      body: request.body ?? null,
    };
    const { result } = await this.executor.execute({
      account: call.account,
      action: { id: request.action },
      input,
      requestId: call.requestId,
      signal: call.signal,
    });
    const pageSize = typeof query.page_size === 'number' ? query.page_size : undefined;
    return result.next
      ? { data: result.data, next: this.cursors.encode({ ...cursorScope, providerCursor: result.next, ...(pageSize !== undefined && { pageSize }) }) }
      : { data: result.data };
  }
}
