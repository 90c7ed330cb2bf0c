import { parseScope, type Scope, scopeLabel } from '@openunified/auth';
import { issueApiKey } from '@openunified/platform';
import { CliUsageError } from './cli-usage.js';
import type { CommandContext } from './command-context.js';
import { parseCommandArguments } from './parse-command-arguments.js';
import { resolveProject } from './resolve-project.js';
import { formatTable } from './table.js';

export async function createKey(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { values } = parseCommandArguments('keys create', argumentsList, {
    scope: { type: 'string', multiple: true },
    project: { type: 'string' },
    name: { type: 'string' },
    json: { type: 'boolean' },
  });
  const scopes = [...new Set((values.scope ?? ['full_access']).map(parseScopeOption))];
  const project = await resolveProject(context, values.project);
  const { record, key } = await issueApiKey(context.store, {
    projectId: project.id,
    name: values.name ?? `Key created ${new Date().toISOString()}`,
    scopes,
  });
  if (values.json) {
    context.print(JSON.stringify({ id: record.id, key, project_id: record.projectId, scopes: record.scopes }));
    return;
  }
  context.print(`Created API key ${record.id} in project ${project.id} (${project.name}) with scopes: ${scopes.map(scopeLabel).join(', ')}.`);
  context.print('The key is shown only this once:');
  context.print(key);
}

export async function listKeys(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { values } = parseCommandArguments('keys list', argumentsList, {
    project: { type: 'string' },
    json: { type: 'boolean' },
  });
  const keys = await context.store.apiKeys.list(values.project);
  if (values.json) {
    const listed = keys.map((key) => ({
      id: key.id,
      project_id: key.projectId,
      name: key.name,
      prefix: key.prefix,
      scopes: key.scopes,
      created_at: key.createdAt,
      last_used_at: key.lastUsedAt,
      revoked_at: key.revokedAt,
    }));
    context.print(JSON.stringify(listed));
    return;
  }
  const rows = keys.map((key) => [
    key.id,
    key.projectId,
    key.name,
    `${key.prefix}...`,
    key.scopes.map((scope) => scopeLabel(scope as Scope)).join(', '),
    key.createdAt,
    key.lastUsedAt ?? '-',
    key.revokedAt ? `revoked ${key.revokedAt}` : 'active',
  ]);
  for (const line of formatTable(['ID', 'PROJECT', 'NAME', 'PREFIX', 'SCOPES', 'CREATED', 'LAST USED', 'STATE'], rows)) context.print(line);
}

export async function revokeKey(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { positionals } = parseCommandArguments('keys revoke', argumentsList, {}, 1);
  const keyId = positionals[0];
  if (!keyId) throw new CliUsageError('keys revoke: give the id of the key to revoke (see "keys list")');
  const existing = (await context.store.apiKeys.list()).find((key) => key.id === keyId);
  if (!existing) throw new CliUsageError(`keys revoke: no API key ${keyId} (see "keys list")`);
  if (existing.revokedAt) {
    context.print(`API key ${keyId} was already revoked at ${existing.revokedAt}; nothing changed.`);
    return;
  }
  await context.store.apiKeys.revoke(keyId);
  context.print(`Revoked API key ${keyId}.`);
}

function parseScopeOption(name: string): Scope {
  try {
    return parseScope(name);
  } catch (error) {
    throw new CliUsageError(`keys create: ${(error as Error).message}`);
  }
}
