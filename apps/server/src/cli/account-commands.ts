import { type AccountsService, AccountsServiceToken, type AccountWire } from '@openunified/accounts';
import { ActionPipelineTokens, type ConnectorRegistry } from '@openunified/action-pipeline';
import type { AuthenticationMethod, ConnectorDefinition, Credentials } from '@openunified/connector-sdk';
import { DataSyncTokens } from '@openunified/data-sync';
import { readSandboxCredentials } from '@openunified/platform';
import { CliUsageError } from './cli-usage.js';
import type { CommandContext } from './command-context.js';
import { parseCommandArguments, parseJsonObjectOption, requireOption } from './parse-command-arguments.js';
import { resolveProject } from './resolve-project.js';
import { formatTable } from './table.js';

/** The page size the accounts service allows at most; `accounts list` pages through all of them. */
const ACCOUNTS_PAGE_SIZE = 100;

function accountsOf(context: CommandContext): AccountsService {
  return context.container.get(AccountsServiceToken);
}

export function connectorsOf(context: CommandContext): ConnectorRegistry {
  return context.container.get(ActionPipelineTokens.ConnectorRegistry);
}

export async function createAccount(context: CommandContext, argumentsList: string[]): Promise<void> {
  const command = 'accounts create';
  const { values } = parseCommandArguments(command, argumentsList, {
    provider: { type: 'string' },
    credentials: { type: 'string' },
    'origin-owner-id': { type: 'string' },
    'origin-owner-name': { type: 'string' },
    'origin-username': { type: 'string' },
    label: { type: 'string' },
    type: { type: 'string' },
    metadata: { type: 'string' },
    project: { type: 'string' },
    json: { type: 'boolean' },
  });
  const provider = requireOption(command, 'provider', values.provider);
  const connector = installedConnector(context, command, provider);
  const credentials =
    values.credentials === undefined ? await sandboxCredentials(context, connector) : parseJsonObjectOption(command, 'credentials', values.credentials);
  for (const [field, value] of Object.entries(credentials)) {
    if (typeof value !== 'string') throw new CliUsageError(`${command}: credential "${field}" must be a string`);
  }
  const fit = methodTaking(connector, credentials as Credentials);
  if ('problem' in fit) throw new CliUsageError(`${command}: --credentials do not fit ${provider}: ${fit.problem}`);
  const type = values.type?.toLowerCase();
  if (type !== undefined && type !== 'production' && type !== 'test') {
    throw new CliUsageError(`${command}: --type must be production or test`);
  }
  const project = await resolveProject(context, values.project);
  const account = await accountsOf(context).create(project.id, {
    provider,
    // Named as the connect page names it: the provider client applies the method `auth_method`
    // names, else the connector's first, which is not the one that fit when a later one did.
    credentials: { ...(credentials as Credentials), auth_method: fit.method.key },
    ...(values['origin-owner-id'] !== undefined && { originOwnerId: values['origin-owner-id'] }),
    ...(values['origin-owner-name'] !== undefined && { originOwnerName: values['origin-owner-name'] }),
    ...(values['origin-username'] !== undefined && { originUsername: values['origin-username'] }),
    ...(values.label !== undefined && { label: values.label }),
    ...(type !== undefined && { type }),
    ...(values.metadata !== undefined && { metadata: parseJsonObjectOption(command, 'metadata', values.metadata) }),
  });
  // The server fans out on its account events, which this process does not share: the account
  // gets the schedules of the project's auto_link configs here (docs/concepts/data-sync.md#auto_link-fan-out).
  const record = await context.store.accounts.get(project.id, account.id);
  if (record) await context.container.get(DataSyncTokens.Service).fanOutAccount(record);
  if (values.json) {
    context.print(JSON.stringify(account));
    return;
  }
  context.print(`Linked ${account.provider_name} account ${account.id} in project ${project.id}.`);
}

export async function listAccounts(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { values } = parseCommandArguments('accounts list', argumentsList, {
    provider: { type: 'string', multiple: true },
    'origin-owner-id': { type: 'string', multiple: true },
    project: { type: 'string' },
    json: { type: 'boolean' },
  });
  const project = await resolveProject(context, values.project);
  const accounts: AccountWire[] = [];
  for (let page = 1; ; page++) {
    const batch = await accountsOf(context).list(project.id, {
      page,
      page_size: ACCOUNTS_PAGE_SIZE,
      ...(values.provider && { providers: values.provider }),
      ...(values['origin-owner-id'] && { origin_owner_ids: values['origin-owner-id'] }),
    });
    accounts.push(...batch);
    if (batch.length < ACCOUNTS_PAGE_SIZE) break;
  }
  if (values.json) {
    context.print(JSON.stringify(accounts));
    return;
  }
  const rows = accounts.map((account) => [
    account.id,
    account.provider,
    account.status,
    account.origin_owner_id ?? '-',
    account.label ?? '-',
    account.created_at,
  ]);
  for (const line of formatTable(['ID', 'PROVIDER', 'STATUS', 'ORIGIN OWNER', 'LABEL', 'CREATED'], rows)) context.print(line);
}

export async function getAccount(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { account, json } = await accountArguments(context, 'accounts get', argumentsList);
  const found = await accountsOf(context).get(account.project, account.id);
  if (json) {
    context.print(JSON.stringify(found));
    return;
  }
  const lines: [string, string][] = [
    ['id', found.id],
    ['provider', `${found.provider} (${found.provider_name})`],
    ['status', found.status + found.status_reasons.map((reason) => `; ${reason.description}`).join('')],
    ['origin owner', `${found.origin_owner_id ?? '-'} (${found.origin_owner_name ?? '-'})`],
    ['label', found.label ?? '-'],
    ['type', found.type],
    ['created', found.created_at],
    ['updated', found.updated_at],
  ];
  for (const [name, value] of lines) context.print(`${`${name}:`.padEnd(14)}${value}`);
}

export async function deleteAccount(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { account, json } = await accountArguments(context, 'accounts delete', argumentsList);
  const deleted = await accountsOf(context).delete(account.project, account.id);
  if (json) {
    context.print(JSON.stringify(deleted));
    return;
  }
  context.print(`Deleted ${deleted.provider_name} account ${deleted.id} and its credentials.`);
}

async function accountArguments(context: CommandContext, command: string, argumentsList: string[]) {
  const { values, positionals } = parseCommandArguments(command, argumentsList, { project: { type: 'string' }, json: { type: 'boolean' } }, 1);
  const id = positionals[0];
  if (!id) throw new CliUsageError(`${command}: give the id of the account (see "accounts list")`);
  const project = await resolveProject(context, values.project);
  return { account: { id, project: project.id }, json: values.json ?? false };
}

/** The installed connector `provider`; a usage error listing the installed ones otherwise. */
function installedConnector(context: CommandContext, command: string, provider: string): ConnectorDefinition {
  const connectors = connectorsOf(context);
  const connector = connectors.get(provider);
  if (connector) return connector;
  const installed = connectors
    .list()
    .map((candidate) => candidate.key)
    .sort();
  throw new CliUsageError(`${command}: no connector "${provider}" is installed; installed: ${installed.join(', ')} (see "connectors list")`);
}

/**
 * Without --credentials, the emulator's sandbox credentials, and only while a sandbox server
 * runs on this data directory: real data never gets them (docs/deployment.md).
 */
async function sandboxCredentials(context: CommandContext, connector: ConnectorDefinition): Promise<Record<string, unknown>> {
  const credentials = await readSandboxCredentials(context.dataDirectory, connector.key);
  if (credentials) return credentials;
  const fields = connector.authentication.map(describeExpectedCredentials).join('; or ');
  throw new CliUsageError(
    `accounts create: --credentials is required (${fields}); it may be left out only while a sandbox server (pnpm start --sandbox) runs and the CLI is given --sandbox`,
  );
}

function describeExpectedCredentials(method: AuthenticationMethod): string {
  if (method.type === 'oauth2') return `${method.label}: {"access_token": ..., "refresh_token": ...}`;
  return `${method.label}: {${method.fields.map((field) => `"${field.key}": ...`).join(', ')}}`;
}

/**
 * The authentication method that takes `credentials`: the one their `auth_method` names (as
 * the connect page and the emulators' sandbox credentials name it), else the first that fits;
 * otherwise why none does. A missing field is an error at creation, not at the account's first request.
 */
export function methodTaking(connector: ConnectorDefinition, credentials: Credentials): { method: AuthenticationMethod } | { problem: string } {
  const { auth_method: named, ...fields } = credentials;
  if (named !== undefined) {
    const method = connector.authentication.find((candidate) => candidate.key === named);
    if (!method) {
      const keys = connector.authentication.map((candidate) => `"${candidate.key}"`).join(', ');
      return { problem: `"auth_method" must name one of its authentication methods (${keys}), not "${named}"` };
    }
    const problem = methodProblem(method, fields);
    return problem === undefined ? { method } : { problem };
  }
  const problems: string[] = [];
  for (const method of connector.authentication) {
    const problem = methodProblem(method, fields);
    if (problem === undefined) return { method };
    problems.push(problem);
  }
  return { problem: problems.join('; or ') };
}

function methodProblem(method: AuthenticationMethod, credentials: Credentials): string | undefined {
  const present = (key: string) => (credentials[key] ?? '').trim() !== '';
  if (method.type === 'oauth2') return present('access_token') ? undefined : `${method.label} needs "access_token"`;
  const missing = method.fields.filter((field) => !field.optional && !present(field.key));
  if (missing.length > 0) return `${method.label} needs ${missing.map((field) => `"${field.key}" (${field.label})`).join(', ')}`;
  const known = new Set(method.fields.map((field) => field.key));
  const unknown = Object.keys(credentials).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    return `${method.label} takes no ${unknown.map((key) => `"${key}"`).join(', ')} (it takes ${[...known].map((key) => `"${key}"`).join(', ')})`;
  }
  return undefined;
}
