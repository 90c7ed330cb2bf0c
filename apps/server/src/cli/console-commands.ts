import type { Scope } from '@openunified/auth';
import { isApiError } from '@openunified/errors';
import { issueLoginLink, parseDuration, parseScopeList } from '@openunified/management';
import { CliUsageError } from './cli-usage.js';
import type { CommandContext } from './command-context.js';
import { parseCommandArguments } from './parse-command-arguments.js';
import { resolveProject } from './resolve-project.js';

/** docs/concepts/management.md#signing-in: prints a one-time link to the console. */
export async function consoleLogin(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { values } = parseCommandArguments('console login', argumentsList, {
    project: { type: 'string' },
    scopes: { type: 'string' },
    'read-only': { type: 'boolean' },
    'expires-in': { type: 'string' },
    'base-url': { type: 'string' },
    json: { type: 'boolean' },
  });
  if (values.scopes !== undefined && values['read-only']) throw new CliUsageError('console login: give --scopes or --read-only, not both');
  const scopes: Scope[] = values['read-only']
    ? ['read_only']
    : values.scopes === undefined
      ? ['full_access']
      : usage(() => parseScopeList(values.scopes ?? ''));
  const sessionTtlSeconds = values['expires-in'] === undefined ? undefined : usage(() => parseDuration(values['expires-in'] ?? ''));
  const baseUrl = values['base-url'] ?? context.serverUrl ?? 'http://127.0.0.1:3000';
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    throw new CliUsageError(`console login: --base-url must be an http(s) URL, e.g. http://127.0.0.1:3000; got "${baseUrl}"`);
  }
  const project = await resolveProject(context, values.project);
  const link = await usageAsync(() =>
    issueLoginLink(context.store, { projectId: project.id, scopes, baseUrl, ...(sessionTtlSeconds !== undefined && { sessionTtlSeconds }) }),
  );
  if (values.json) {
    context.print(JSON.stringify({ url: link.url, expires_at: link.expiresAt, scopes: link.scopes, session_expires_in_seconds: link.sessionTtlSeconds }));
    return;
  }
  context.print(`Open this link within 10 minutes to sign in to the console of project ${project.id} (${project.name}); it works once:`);
  context.print(link.url);
}

/** A bad option value is a usage error (exit code 2), as everywhere in the CLI. */
function usage<Value>(parse: () => Value): Value {
  try {
    return parse();
  } catch (error) {
    if (isApiError(error)) throw new CliUsageError(`console login: ${error.message}`);
    throw error;
  }
}

async function usageAsync<Value>(run: () => Promise<Value>): Promise<Value> {
  try {
    return await run();
  } catch (error) {
    if (isApiError(error) && error.statusCode === 400) throw new CliUsageError(`console login: ${error.message}`);
    throw error;
  }
}
