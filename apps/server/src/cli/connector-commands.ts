import type { AuthenticationMethod } from '@openunified/connector-sdk';
import { connectorsOf } from './account-commands.js';
import type { CommandContext } from './command-context.js';
import { parseCommandArguments } from './parse-command-arguments.js';
import { formatTable } from './table.js';

/** `connectors list`: what `accounts create --provider` takes, and the credentials each expects. */
export async function listConnectors(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { values } = parseCommandArguments('connectors list', argumentsList, { json: { type: 'boolean' } });
  const connectors = connectorsOf(context)
    .list()
    .sort((left, right) => left.key.localeCompare(right.key));
  if (values.json) {
    const listed = connectors.map((connector) => ({
      key: connector.key,
      name: connector.name,
      categories: connector.categories,
      authentication: connector.authentication.map((method) => ({
        type: method.type,
        key: method.key,
        label: method.label,
        credentials: credentialKeys(method),
      })),
    }));
    context.print(JSON.stringify(listed));
    return;
  }
  const rows = connectors.map((connector) => [
    connector.key,
    connector.name,
    connector.categories.join(', '),
    connector.authentication.map((method) => `${method.label}: ${credentialKeys(method).join(', ')}`).join('; '),
  ]);
  for (const line of formatTable(['KEY', 'NAME', 'CATEGORIES', 'CREDENTIALS (accounts create --credentials)'], rows)) context.print(line);
}

function credentialKeys(method: AuthenticationMethod): string[] {
  if (method.type === 'oauth2') return ['access_token', 'refresh_token?'];
  return method.fields.map((field) => (field.optional ? `${field.key}?` : field.key));
}
