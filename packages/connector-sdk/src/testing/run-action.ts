import type { ActionAccount, ActionResult, ConnectorDefinition, Credentials } from '@openunified/connector-contract';
import { BadRequestError, NotFoundError } from '@openunified/errors';
import type { SyncParams } from '@openunified/schemas';
import { z } from 'zod';
import { createProviderHttpClient, type ProviderCallRecord } from '../http/create-provider-http-client.js';

export interface RunActionOptions {
  /** The emulator's origin; every provider URL of the connector is sent there. */
  originOverride: string;
  credentials: Credentials;
  onCall?: (record: ProviderCallRecord) => void;
  /** The client's `proxy[...]` parameters. */
  passThroughQuery?: Record<string, unknown>;
  account?: ActionAccount;
  /** Default 30 000: an emulator on loopback that needs longer is broken. */
  budgetMs?: number;
  /** First backoff ceiling between retries (the client's default otherwise): faults retried on loopback need not wait. */
  retryBaseDelayMs?: number;
}

/**
 * Runs one action the way the pipeline does (validate the input with the action's schema, bind a
 * provider HTTP client to the account, call `run`), minus accounts and persistence: the harness
 * for connector tests and local experiments against an emulator.
 */
export async function runAction(connector: ConnectorDefinition, actionId: string, input: SyncParams, options: RunActionOptions): Promise<ActionResult> {
  const action = connector.actions.find((candidate) => candidate.id === actionId);
  if (!action) throw new NotFoundError(`${connector.key} has no action "${actionId}"`);

  const parsed = action.input.safeParse(input);
  if (!parsed.success) throw new BadRequestError(`invalid input for ${actionId}: ${z.prettifyError(parsed.error)}`);

  const budgetMs = options.budgetMs ?? 30_000;
  const signal = AbortSignal.timeout(budgetMs);
  const http = createProviderHttpClient({
    connector,
    credentials: options.credentials,
    originOverride: options.originOverride,
    passThroughQuery: options.passThroughQuery,
    budgetMs,
    signal,
    onCall: options.onCall,
    ...(options.retryBaseDelayMs !== undefined && { retryBaseDelayMs: options.retryBaseDelayMs }),
  });
  const account = options.account ?? { id: 'contract-test-account', provider: connector.key, metadata: {} };
  return action.run({ input: parsed.data, http, credentials: options.credentials, account, signal });
}
