import { ResponseValidationError, StackOneError as VendorSdkError } from '@stackone/stackone-client-ts/sdk/models/errors/index.js';
import { Method } from '@stackone/stackone-client-ts/sdk/models/shared/proxyrequestbody.js';
import { contractDifferences } from '../../src/contract-differences.js';
import { type CompatContext, ContractDifference, drain, expectData, memoise, zodIssues } from '../compat-harness.js';
import { againstServer, type MethodCall } from './method-call.js';

/** An account for the calls that need one but are about the server, not a connector. */
function anyAccount(context: CompatContext): { provider: string; id: string } {
  const [provider, id] = [...context.accounts.entries()].sort(([left], [right]) => (left < right ? -1 : 1))[0] ?? [];
  if (!provider || !id) throw new Error('no sandbox account could be linked');
  return { provider, id };
}

const basic = (context: CompatContext) => ({ basic: { username: context.apiKey, password: '' } });

/**
 * Calls `run`, which the SDK must refuse for one of the contract's deliberate differences
 * (src/contract-differences.ts) and for nothing else: its validation names only the difference's
 * fields, or our server answers the difference's status. Answers the body the SDK refused.
 */
async function expectContractDifference<T>(methodName: string, run: () => Promise<T>): Promise<unknown> {
  const difference = contractDifferences[methodName]!;
  try {
    await run();
  } catch (error) {
    if (difference.fields && error instanceof ResponseValidationError) {
      const issues = zodIssues(error.cause);
      const named = (issue: string) => difference.fields!.some((field) => issue.startsWith(`${field}:`) || issue.includes(`.${field}:`));
      if (issues.length > 0 && issues.every(named)) {
        // The SDK keeps the answer under the name of its model, e.g. `ConnectSession`.
        const raw = error.rawValue as Record<string, unknown>;
        return Object.values(raw).find((value) => typeof value === 'object' && value !== null && 'id' in value);
      }
    }
    if (difference.status && error instanceof VendorSdkError && error.statusCode === difference.status) {
      const body = JSON.parse(error.body) as { statusCode?: number; message?: string };
      // Our error envelope, not a bare protocol error (docs/concepts/errors.md).
      if (body.statusCode === difference.status && typeof body.message === 'string') return body;
    }
    throw error;
  }
  throw new Error(`the SDK accepted the answer: the deliberate difference (${difference.reason}) is gone; update src/contract-differences.ts`);
}

/** A connect session, created once for both connect-session methods. */
const connectSession = (context: CompatContext) =>
  memoise(context, 'connectSessionsCreateConnectSession', async () => {
    const answer = await expectContractDifference('connectSessionsCreateConnectSession', () =>
      context.sdk.connectSessions.createConnectSession({
        originOwnerId: 'compat-customer',
        originOwnerName: 'Compat Customer',
        provider: anyAccount(context).provider,
      }),
    );
    const token = (answer as { token?: unknown } | undefined)?.token;
    expectData(typeof token === 'string', 'the connect session has no token');
    return token;
  });

/**
 * An MCP session, opened by an initialize request over plain HTTP: the SDK cannot send one
 * (see mcpMCPPost in src/contract-differences.ts).
 */
const mcpSession = (context: CompatContext) =>
  memoise(context, 'mcp-session', async () => {
    const account = anyAccount(context);
    const response = await fetch(new URL('/mcp', context.serverUrl), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${context.apiKey}:`).toString('base64')}`,
        'x-account-id': account.id,
        accept: 'application/json, text/event-stream',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'compat-suite', version: '1.0.0' } },
      }),
    });
    await response.body?.cancel();
    const sessionId = response.headers.get('mcp-session-id');
    if (!sessionId) throw new Error(`initialize answered ${response.status} without an mcp-session-id`);
    return { accountId: account.id, sessionId };
  });

export const platformCalls: Record<string, MethodCall> = {
  accountsListLinkedAccounts: againstServer(async (context) => {
    const answer = await context.sdk.accounts.listLinkedAccounts({ pageSize: 100 });
    const listed = new Set((answer.classes ?? []).map((account) => account.id));
    const missing = [...context.accounts.values()].filter((id) => !listed.has(id));
    expectData(missing.length === 0, `the linked accounts ${missing.join(', ')} are not listed`);
  }),
  accountsGetAccount: againstServer(async (context) => {
    const account = anyAccount(context);
    const answer = await context.sdk.accounts.getAccount({ id: account.id });
    expectData(
      answer.linkedAccount?.id === account.id && answer.linkedAccount.provider === account.provider,
      `the account read is ${answer.linkedAccount?.id} of ${answer.linkedAccount?.provider}`,
    );
  }),
  accountsGetAccountMetaInfo: againstServer(async (context) => {
    const account = anyAccount(context);
    const answer = await context.sdk.accounts.getAccountMetaInfo({ id: account.id });
    expectData(answer.linkedAccountMeta?.provider === account.provider, `the account's meta names provider ${answer.linkedAccountMeta?.provider}`);
  }),
  accountsUpdateAccount: againstServer(async (context) => {
    const account = anyAccount(context);
    const updated = await context.sdk.accounts.updateAccount({ id: account.id, patchAccountExternalDto: { originOwnerName: 'Compat Owner' } });
    expectData(updated.linkedAccount?.originOwnerName === 'Compat Owner', `the update answered origin_owner_name ${updated.linkedAccount?.originOwnerName}`);
    const read = await context.sdk.accounts.getAccount({ id: account.id });
    expectData(
      read.linkedAccount?.originOwnerName === 'Compat Owner',
      `the account read after the update has origin_owner_name ${read.linkedAccount?.originOwnerName}`,
    );
  }),
  accountsDeleteAccount: againstServer(async (context) => {
    const id = context.disposableAccountId;
    if (!id) throw new Error('the account to delete could not be linked');
    const deleted = await context.sdk.accounts.deleteAccount({ id });
    expectData(deleted.linkedAccount?.id === id, `the delete answered account ${deleted.linkedAccount?.id}`);
    const listed = await context.sdk.accounts.listLinkedAccounts({ accountIds: [id] });
    expectData(!(listed.classes ?? []).some((account) => account.id === id), 'the deleted account is still listed');
  }),

  actionsListActionsMeta: againstServer(async (context) => {
    const account = anyAccount(context);
    const groups = await drain(await context.sdk.actions.listActionsMeta({ filter: { connectors: account.provider }, pageSize: '10' }), (page) =>
      page.actionsMetaPaginated?.data?.map((group) => ({ ...group, id: group.key ?? undefined })),
    );
    expectData(
      groups.some((group) => group.key === account.provider),
      `the actions of ${account.provider} are not listed`,
    );
  }),
  actionsRpcAction: againstServer(async (context) => {
    const account = anyAccount(context);
    const meta = await context.sdk.connectors.getConnectorMeta({ provider: account.provider });
    const listAction = Object.values(meta.connectorsMeta?.models ?? {})
      .map((model) => (model as { list?: { action_id?: string } } | null)?.list?.action_id)
      .find((actionId) => typeof actionId === 'string');
    expectData(listAction, `${account.provider} declares no list action`);
    const answer = await context.sdk.actions.rpcAction({ action: listAction, headers: { 'x-account-id': account.id }, query: { page_size: 2 } });
    expectData(Array.isArray(answer.actionsRpcResponse?.data), `the action ${listAction} answered no data array`);
  }),

  connectorsListConnectorsMeta: againstServer(async (context) => {
    const answer = await context.sdk.connectors.listConnectorsMeta({});
    const listed = new Set((answer.classes ?? []).map((connector) => connector.provider));
    const missing = [...context.declaredOperations.keys()].filter((provider) => !listed.has(provider));
    expectData(missing.length === 0, `the connectors ${missing.join(', ')} are not listed`);
  }),
  connectorsGetConnectorMeta: againstServer(async (context) => {
    const { provider } = anyAccount(context);
    const answer = await context.sdk.connectors.getConnectorMeta({ provider });
    expectData(answer.connectorsMeta?.provider === provider, `the connector read is ${answer.connectorsMeta?.provider}`);
  }),

  connectSessionsCreateConnectSession: againstServer(async (context) => {
    await connectSession(context);
    throw new ContractDifference(contractDifferences.connectSessionsCreateConnectSession!.reason);
  }),
  connectSessionsAuthenticateConnectSession: againstServer(async (context) => {
    const token = await connectSession(context);
    const answer = await expectContractDifference('connectSessionsAuthenticateConnectSession', () =>
      context.sdk.connectSessions.authenticateConnectSession({ token }),
    );
    expectData(
      (answer as { origin_owner_id?: unknown } | undefined)?.origin_owner_id === 'compat-customer',
      'the authenticated session is not the one created',
    );
    throw new ContractDifference(contractDifferences.connectSessionsAuthenticateConnectSession!.reason);
  }),

  mcpMCPPost: againstServer(async (context) => {
    const account = anyAccount(context);
    await expectContractDifference('mcpMCPPost', () =>
      context.sdk.mcp.mcpPost(basic(context), {
        xAccountId: account.id,
        jsonRpcMessageDto: {
          jsonrpc: '2.0',
          id: {},
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'compat-suite', version: '1.0.0' } },
        },
      }),
    );
    throw new ContractDifference(contractDifferences.mcpMCPPost!.reason);
  }),
  mcpMCPGet: againstServer(async (context) => {
    const { accountId, sessionId } = await mcpSession(context);
    await expectContractDifference('mcpMCPGet', () => context.sdk.mcp.mcpGet(basic(context), { xAccountId: accountId, mcpSessionId: sessionId }));
    throw new ContractDifference(contractDifferences.mcpMCPGet!.reason);
  }),
  mcpMCPDelete: againstServer(async (context) => {
    const { accountId, sessionId } = await mcpSession(context);
    const answer = await context.sdk.mcp.mcpDelete(basic(context), { xAccountId: accountId, mcpSessionId: sessionId });
    expectData(answer.statusCode === 200, `the delete answered ${answer.statusCode}`);
  }),

  requestLogsListLogs: againstServer(async (context) => {
    await memoise(context, 'requestLogsListLogs', async () => {
      const answer = await context.sdk.requestLogs.listLogs({ pageSize: 10 });
      const logs = answer.unifiedLogsPaginated?.data ?? [];
      expectData(logs.length > 0, 'no request is logged');
      return logs;
    });
  }),
  proxyProxyRequest: againstServer(async (context) => {
    const id = context.accounts.get('bamboohr');
    expectData(id, 'no bamboohr sandbox account to proxy through');
    const answer = await context.sdk.proxy.proxyRequest({ xAccountId: id, proxyRequestBody: { path: '/employees/directory', method: Method.Get } });
    // The SDK drops the body of a proxied answer: that the provider was reached shows in its 404 for an employee it lacks.
    expectData(answer.statusCode === 200, `the proxy answered ${answer.statusCode}`);
    const missing = await context.sdk.proxy.proxyRequest({ xAccountId: id, proxyRequestBody: { path: '/employees/999999', method: Method.Get } }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expectData(missing instanceof VendorSdkError && missing.statusCode === 404, `a proxied read of a missing employee answered ${String(missing)}`);
  }),
  requestLogsGetLog: againstServer(async (context) => {
    const listed = await fetch(new URL('/requests/logs?page_size=1', context.serverUrl), {
      headers: { authorization: `Basic ${Buffer.from(`${context.apiKey}:`).toString('base64')}` },
    });
    const requestId = ((await listed.json()) as { data?: { request_id?: string }[] }).data?.[0]?.request_id;
    expectData(requestId, 'no request is logged');
    const answer = await context.sdk.requestLogs.getLog({ id: requestId });
    expectData(answer.unifiedLogResult?.data.requestId === requestId, `the log read is of request ${answer.unifiedLogResult?.data.requestId}`);
  }),
  requestLogsListStepLogs: againstServer(async (context) => {
    const accountId = await loggedBambooHrRead(context);
    const answer = await context.sdk.requestLogs.listStepLogs({ pageSize: 1, filter: { accountIds: accountId, success: true } });
    const [step] = answer.stepLogsPaginated?.data ?? [];
    expectData(step?.requestId && step.accountId === accountId, `the step is of account ${step?.accountId}`);
    expectData(step.httpMethod && step.url && step.startTime instanceof Date && step.success === true, `the step is incomplete: ${JSON.stringify(step)}`);
    const next = answer.stepLogsPaginated?.next;
    if (next) {
      const second = await context.sdk.requestLogs.listStepLogs({ pageSize: 1, next, filter: { accountIds: accountId } });
      expectData(second.stepLogsPaginated?.data[0]?.id !== step.id, 'the second page repeats the first');
    }
  }),
  requestLogsListPlatformLogs: againstServer(async (context) => {
    const accountId = await loggedBambooHrRead(context);
    const answer = await context.sdk.requestLogs.listPlatformLogs({ pageSize: 10, filter: { accountIds: accountId } });
    const logs = answer.platformLogsPaginated?.data ?? [];
    const read = logs.find((log) => log.category === 'hris' && log.resource === 'employees');
    expectData(read, `no platform log of the employees read among ${logs.length}`);
    expectData(read.sourceType === 'api_key' && read.sourceId && read.success === true && read.status === 200, `the platform log is ${JSON.stringify(read)}`);
  }),
};

/** One unified read through the BambooHR sandbox account, so its request and provider calls are logged; answers the account id. */
function loggedBambooHrRead(context: CompatContext): Promise<string> {
  return memoise(context, 'loggedBambooHrRead', async () => {
    const id = context.accounts.get('bamboohr');
    expectData(id, 'no bamboohr sandbox account to log a request of');
    await context.sdk.hris.listEmployees({ xAccountId: id, pageSize: '1' });
    return id;
  });
}
