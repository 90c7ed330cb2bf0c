import { isUnreadableCredentials } from '@openunified/auth';
import {
  type ActionResult,
  type AnyActionDefinition,
  type ConnectorDefinition,
  type Credentials,
  createProviderHttpClient,
  findIllFormedText,
  illFormedTextMessage,
  type ProviderCallRecord,
  type UnifiedOperation,
} from '@openunified/connector-sdk';
import { BadGatewayError, BadRequestError, isApiError, PreconditionFailedError, UnprocessableEntityError } from '@openunified/errors';
import type { SyncParams } from '@openunified/schemas';
import type { AccountRecord, ProviderLogRecord, WriteBehindQueue } from '@openunified/store';
import type { ActionPolicy } from './action-policy.js';
import type { ConnectorRegistry } from './connector-registry.js';
import type { CredentialSource } from './credential-source.js';
import { formatValidationError } from './format-validation-error.js';
import { bodyToLog, defaultProviderLogBodies, type ProviderLogBodies, providerLogBodyOmissions } from './provider-log-bodies.js';

export interface ExecuteActionRequest {
  account: AccountRecord;
  /**
   * An explicit action (RPC, data sync, MCP), the unified operation a route stands for, or an
   * action the platform makes for the connector (the proxy's), run like any other.
   */
  action: { id: string } | { unified: UnifiedOperation } | { definition: (connector: ConnectorDefinition) => AnyActionDefinition };
  input: SyncParams;
  /** The client request's id: provider logs are filed under it (`/logs/unified/{requestId}/...`). */
  requestId: string;
  /** `proxy[...]` pass-through query parameters for the provider request. */
  passThroughQuery?: Record<string, unknown>;
  signal?: AbortSignal;
}

export interface ExecutedAction {
  connector: ConnectorDefinition;
  action: AnyActionDefinition;
  result: ActionResult;
  /** Every provider attempt made, in order, secrets redacted: the source of `raw` and logs. */
  calls: ProviderCallRecord[];
}

/** Provider logs waiting to be written; readers of logs flush it first. */
export type ProviderLogQueue = WriteBehindQueue<Omit<ProviderLogRecord, 'id'>>;

export interface ActionExecutorSettings {
  /** Connector key -> origin to send its provider traffic to (emulators, sandboxes, proxies). */
  originOverrides: Record<string, string>;
  /** The request lifetime budget of a provider interaction, retries included. */
  budgetMs: number;
  /** How much of provider bodies the provider logs keep; capped unless told. */
  providerLogBodies?: ProviderLogBodies;
}

/**
 * The one pipeline: resolve the connector and action, check policy, validate input, load
 * credentials, run the action with a provider HTTP client bound to the account, and file every
 * provider call under the request id. Unified routes, RPC, data sync and MCP all come here.
 */
export class ActionExecutor {
  constructor(
    private readonly providerLogs: ProviderLogQueue,
    private readonly registry: ConnectorRegistry,
    private readonly credentialSource: CredentialSource,
    private readonly policy: ActionPolicy,
    private readonly settings: ActionExecutorSettings,
    /** Told when an account's credentials cannot be decrypted, to mark the account so everyone sees why. */
    private readonly onUnreadableCredentials?: (account: AccountRecord, reason: string) => Promise<void>,
  ) {}

  /** The connector and action a request would run, without running it. */
  resolve(account: AccountRecord, selector: ExecuteActionRequest['action']): { connector: ConnectorDefinition; action: AnyActionDefinition } {
    const connector = this.registry.get(account.provider);
    if (!connector) throw new UnprocessableEntityError(`the connector "${account.provider}" of account ${account.id} is not installed`);
    let action: AnyActionDefinition;
    if ('id' in selector) action = this.registry.requireAction(connector, selector.id);
    else if ('unified' in selector) action = this.registry.requireUnifiedAction(connector, selector.unified);
    else action = selector.definition(connector);
    return { connector, action };
  }

  async execute(request: ExecuteActionRequest): Promise<ExecutedAction> {
    const { account } = request;
    const { connector, action } = this.resolve(account, request.action);
    await this.policy.assertRunnable(account, connector, action);

    const parsed = action.input.safeParse(request.input);
    if (!parsed.success) throw new BadRequestError(`invalid input for ${action.id}: ${formatValidationError(parsed.error)}`);
    // Whatever route the input came by: a lone surrogate cannot go into a provider URL, and a
    // connector failing on it would be reported as the provider's fault.
    const illFormedField = findIllFormedText(parsed.data);
    if (illFormedField !== undefined) throw new BadRequestError(`invalid input for ${action.id}: ${illFormedTextMessage('input field', illFormedField)}`);

    const calls: ProviderCallRecord[] = [];
    let credentials: Credentials = await this.readCredentials(account, () => this.credentialSource.current(account, connector));
    const http = createProviderHttpClient({
      connector,
      credentials,
      originOverride: this.settings.originOverrides[connector.key],
      passThroughQuery: request.passThroughQuery,
      budgetMs: this.settings.budgetMs,
      signal: request.signal,
      onCall: (record) => calls.push(record),
      onUnauthorized: async () => {
        const renewed = await this.readCredentials(account, () => this.credentialSource.afterUnauthorized(account, connector, credentials));
        if (renewed) credentials = renewed;
        return renewed;
      },
    });

    let result: ActionResult;
    try {
      result = await action.run({
        input: parsed.data,
        http,
        credentials,
        account: { id: account.id, provider: account.provider, metadata: account.metadata },
        signal: request.signal ?? new AbortController().signal,
      });
    } catch (error) {
      this.fileProviderCalls(request, calls, true);
      if (isApiError(error)) throw error;
      // A connector that cannot read what its provider sent is a bad gateway, not our 500.
      throw new BadGatewayError({ message: `connector "${connector.key}" could not process the provider response`, cause: error });
    }
    this.fileProviderCalls(request, calls, false);
    return { connector, action, result, calls };
  }

  /**
   * Credentials the keyring cannot open (a lost or replaced key) will not open on a retry either:
   * the account is marked `error` and the client told why with a 412, never an opaque 500.
   */
  private async readCredentials<Result>(account: AccountRecord, read: () => Promise<Result>): Promise<Result> {
    try {
      return await read();
    } catch (error) {
      if (!isUnreadableCredentials(error)) throw error;
      const reason = `its stored credentials cannot be decrypted (${error.message}); restore the encryption key or link the account again`;
      await this.onUnreadableCredentials?.(account, reason);
      throw new PreconditionFailedError(`account ${account.id} is error: ${reason}`);
    }
  }

  /** Queued, not awaited: the client does not wait for its provider calls to reach the logs. */
  private fileProviderCalls(request: ExecuteActionRequest, calls: ProviderCallRecord[], requestFailed: boolean): void {
    if (calls.length === 0) return;
    const bodies = this.settings.providerLogBodies ?? defaultProviderLogBodies;
    const omissions = providerLogBodyOmissions(bodies, calls, requestFailed);
    this.providerLogs.push(
      ...calls.map((call, index) => {
        const bodyOmission = omissions[index] ?? null;
        return {
          projectId: request.account.projectId,
          requestId: request.requestId,
          accountId: request.account.id,
          method: call.method,
          url: call.url,
          requestHeaders: call.requestHeaders,
          requestBody: bodyOmission === null ? bodyToLog(call.requestBody, bodies) : null,
          status: call.status,
          responseHeaders: call.responseHeaders,
          responseBody: bodyOmission === null ? bodyToLog(call.responseBody, bodies) : null,
          durationMs: call.durationMs,
          error: call.error,
          startedAt: call.startedAt,
          bodyOmission,
        };
      }),
    );
  }
}
