import { type AccountsService, AccountsServiceToken } from '@openunified/accounts';
import { readSandboxCredentials } from '@openunified/platform';
import { CliUsageError } from './cli-usage.js';
import type { CommandContext } from './command-context.js';
import { parseCommandArguments, parseJsonObjectOption, requireOption } from './parse-command-arguments.js';
import { resolveProject } from './resolve-project.js';

const command = 'accounts create';

export async function createAccount(context: CommandContext, argumentsList: string[]): Promise<void> {
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
  const credentials =
    values.credentials === undefined
      ? await sandboxCredentials(context, provider)
      : parseJsonObjectOption(command, 'credentials', values.credentials);
  for (const [field, value] of Object.entries(credentials)) {
    if (typeof value !== 'string') throw new CliUsageError(`${command}: credential "${field}" must be a string`);
  }
  const type = values.type?.toLowerCase();
  if (type !== undefined && type !== 'production' && type !== 'test') {
    throw new CliUsageError(`${command}: --type must be production or test`);
  }
  const project = await resolveProject(context, values.project);
  const accounts = context.container.get<AccountsService>(AccountsServiceToken);
  const account = await accounts.create(project.id, {
    provider,
    credentials: credentials as Record<string, string>,
    ...(values['origin-owner-id'] !== undefined && { originOwnerId: values['origin-owner-id'] }),
    ...(values['origin-owner-name'] !== undefined && { originOwnerName: values['origin-owner-name'] }),
    ...(values['origin-username'] !== undefined && { originUsername: values['origin-username'] }),
    ...(values.label !== undefined && { label: values.label }),
    ...(type !== undefined && { type }),
    ...(values.metadata !== undefined && { metadata: parseJsonObjectOption(command, 'metadata', values.metadata) }),
  });
  if (values.json) {
    context.print(JSON.stringify(account));
    return;
  }
  context.print(`Linked ${account.provider_name} account ${account.id} in project ${project.id}.`);
}

/** Without --credentials, a server running in sandbox mode on this data directory lends its emulator's. */
async function sandboxCredentials(context: CommandContext, provider: string): Promise<Record<string, unknown>> {
  const credentials = await readSandboxCredentials(context.dataDirectory, provider);
  if (!credentials) {
    throw new CliUsageError(`${command}: --credentials is required (it may be left out only while the server runs with --sandbox)`);
  }
  return credentials;
}
