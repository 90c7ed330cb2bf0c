import { isApiError } from '@openunified/errors';
import { describeStartupFailure } from '@openunified/platform';
import type { ServerConfig } from '../config.js';
import { CliUsageError, type CommandGroup, type CommandSpec, cliName, closestMatch, commandHelp, commandUsage, groupHelp, overviewHelp } from './cli-usage.js';
import type { CommandContext } from './command-context.js';
import type { CommandSession } from './store-session.js';

// Each command's module is imported when that command runs, and only the commands that reach
// services through the container compose the platform: `keys list` then loads the store and
// the key code, not every feature, connector and the HTTP machinery (run-source.mjs splits the
// bundle along these imports).
const accountCommands = () => import('./account-commands.js');
const keyCommands = () => import('./key-commands.js');
const projectCommands = () => import('./project-commands.js');
const webhookCommands = () => import('./webhook-commands.js');
const syncCommands = () => import('./sync-commands.js');

const groups: CommandGroup[] = [
  { name: 'keys', summary: 'API keys, and the encryption of stored credentials' },
  { name: 'accounts', summary: 'linked accounts (their credentials are never printed)' },
  { name: 'connectors', summary: 'the installed connectors (the providers accounts can link)' },
  { name: 'projects', summary: 'the projects API keys, accounts and webhooks belong to' },
  { name: 'webhooks', summary: 'webhook endpoints and their deliveries' },
  { name: 'sync', summary: 'data-sync schedules and their runs' },
  { name: 'console', summary: 'the admin console: one-time sign-in links' },
];

export const commands: CommandSpec[] = [
  {
    group: 'keys',
    name: 'create',
    synopsis: '[--scope <scope>]... [--project <id>] [--name <name>] [--json]',
    description: `Creates an API key and prints it (it is shown only this once).
Scopes: "Full Access" (default), "Read Only", Accounts, Actions; any case, or full_access style.
--json prints {"id","key","project_id","scopes"} on one line.`,
    storeOnly: true,
    run: async (context, argumentsList) => (await keyCommands()).createKey(context, argumentsList),
  },
  {
    group: 'keys',
    name: 'list',
    synopsis: '[--project <id>] [--json]',
    description: 'Lists API keys (never the keys themselves: their prefix only), revoked ones included.',
    storeOnly: true,
    run: async (context, argumentsList) => (await keyCommands()).listKeys(context, argumentsList),
  },
  {
    group: 'keys',
    name: 'revoke',
    synopsis: '<id>',
    description: 'Revokes an API key; requests with it get 401 from then on. A key revoked before stays as it was.',
    storeOnly: true,
    run: async (context, argumentsList) => (await keyCommands()).revokeKey(context, argumentsList),
  },
  {
    group: 'keys',
    name: 'rotate-encryption',
    synopsis: '[--batch-size <n>] [--json]',
    description: `Re-encrypts every stored credential with a new encryption key, in batches; safe to re-run
and while the server runs. With the key file (no ENCRYPTION_KEYS) it adds the new key itself
(or resumes an unfinished rotation); with ENCRYPTION_KEYS, add the new key there and name it
in ENCRYPTION_ACTIVE_KEY_ID first. Prints counts and which old keys can be retired.`,
    run: async (context, argumentsList) => (await import('./encryption-key-commands.js')).rotateEncryptionKey(context, argumentsList),
  },
  {
    group: 'accounts',
    name: 'create',
    synopsis: `--provider <key> [--credentials <json>] [--origin-owner-id <id>]
[--origin-owner-name <name>] [--origin-username <name>] [--label <label>]
[--type production|test] [--metadata <json>] [--project <id>] [--json]`,
    description: `Links an account by hand. Credentials are checked against the connector's authentication
(see "connectors list") and encrypted before they are stored. "auth_method" in them picks the
method (its key) when the connector has several; without it the first that fits is recorded.
Without --origin-owner-id the owner id is the label, else the provider key; without
--origin-owner-name the owner name is the label, else the owner id.
--credentials may be left out only with --sandbox while a sandbox server runs: the account
then gets the provider emulator's sandbox credentials.
--json prints the account as GET /accounts/{id} returns it.`,
    run: async (context, argumentsList) => (await accountCommands()).createAccount(context, argumentsList),
  },
  {
    group: 'accounts',
    name: 'list',
    synopsis: '[--provider <key>]... [--origin-owner-id <id>]... [--project <id>] [--json]',
    description: 'Lists the linked accounts, oldest first. --json prints them as GET /accounts does.',
    run: async (context, argumentsList) => (await accountCommands()).listAccounts(context, argumentsList),
  },
  {
    group: 'accounts',
    name: 'get',
    synopsis: '<id> [--project <id>] [--json]',
    description: 'Shows one account. --json prints it as GET /accounts/{id} returns it.',
    run: async (context, argumentsList) => (await accountCommands()).getAccount(context, argumentsList),
  },
  {
    group: 'accounts',
    name: 'delete',
    synopsis: '<id> [--project <id>] [--json]',
    description: 'Deletes an account and its credentials (an account.deleted event goes to the webhooks).',
    run: async (context, argumentsList) => (await accountCommands()).deleteAccount(context, argumentsList),
  },
  {
    group: 'connectors',
    name: 'list',
    synopsis: '[--json]',
    description: 'Lists the installed connectors: their keys (for --provider), categories and the credentials they take.',
    run: async (context, argumentsList) => (await import('./connector-commands.js')).listConnectors(context, argumentsList),
  },
  {
    group: 'projects',
    name: 'list',
    synopsis: '[--json]',
    description: 'Lists the projects.',
    storeOnly: true,
    run: async (context, argumentsList) => (await projectCommands()).listProjects(context, argumentsList),
  },
  {
    group: 'projects',
    name: 'create',
    synopsis: '--name <name> [--json]',
    description: "Creates a project in the default project's organization.",
    storeOnly: true,
    run: async (context, argumentsList) => (await projectCommands()).createProject(context, argumentsList),
  },
  {
    group: 'projects',
    name: 'branding',
    synopsis: `[--display-name <name>] [--logo-url <url>] [--accent-color <#rrggbb>]
[--support-url <url|mailto:...>] [--allowed-origins <origin,...>] [--theme light|dark|system]
[--project <id>] [--json]`,
    description: `Shows the project's connect page branding; with options, changes it first. An empty
value ("") restores that setting's default. --allowed-origins replaces the list of your
application's origins (redirect_url targets, pages that may frame the connect page). Same rules
as PATCH /projects/branding.`,
    storeOnly: true,
    run: async (context, argumentsList) => (await projectCommands()).brandProject(context, argumentsList),
  },
  {
    group: 'webhooks',
    name: 'create',
    synopsis: '--url <url> --event <type>... [--description <text>] [--project <id>] [--json]',
    description: `Creates a webhook endpoint and prints its signing secret (shown only this once).
Event types may use * for any characters: --event "account.*" --event "hris_*".`,
    run: async (context, argumentsList) => (await webhookCommands()).createWebhook(context, argumentsList),
  },
  {
    group: 'webhooks',
    name: 'list',
    synopsis: '[--project <id>] [--json]',
    description: 'Lists the webhook endpoints.',
    run: async (context, argumentsList) => (await webhookCommands()).listWebhooks(context, argumentsList),
  },
  {
    group: 'webhooks',
    name: 'rotate-secret',
    synopsis: '<id> [--project <id>] [--json]',
    description: 'Prints a new signing secret; the previous one keeps signing beside it for a day.',
    run: async (context, argumentsList) => (await webhookCommands()).rotateWebhookSecret(context, argumentsList),
  },
  {
    group: 'webhooks',
    name: 'enable',
    synopsis: '<id> [--project <id>]',
    description: 'Enables an endpoint: its pending deliveries resume (also after a disable for sustained failure).',
    run: async (context, argumentsList) => (await webhookCommands()).enableWebhook(context, argumentsList),
  },
  {
    group: 'webhooks',
    name: 'disable',
    synopsis: '<id> [--project <id>]',
    description: 'Disables an endpoint: nothing is sent to it until it is enabled again.',
    run: async (context, argumentsList) => (await webhookCommands()).disableWebhook(context, argumentsList),
  },
  {
    group: 'webhooks',
    name: 'delete',
    synopsis: '<id> [--project <id>]',
    description: 'Deletes an endpoint and its deliveries.',
    run: async (context, argumentsList) => (await webhookCommands()).deleteWebhook(context, argumentsList),
  },
  {
    group: 'webhooks',
    name: 'deliveries',
    synopsis: '<id> [--project <id>] [--json]',
    description: 'The newest 100 deliveries with their status, attempts and last result.',
    run: async (context, argumentsList) => (await webhookCommands()).listWebhookDeliveries(context, argumentsList),
  },
  {
    group: 'sync',
    name: 'schedules',
    synopsis: '[--account <id>] [--project <id>] [--json]',
    description: 'The data-sync schedules with their state (paused reason), next run and last run status.',
    run: async (context, argumentsList) => (await syncCommands()).listSyncSchedules(context, argumentsList),
  },
  {
    group: 'sync',
    name: 'runs',
    synopsis: '<schedule id> [--project <id>] [--json]',
    description: 'The newest 100 runs of a schedule with their mode, record counts and error.',
    run: async (context, argumentsList) => (await syncCommands()).listSyncRuns(context, argumentsList),
  },
  {
    group: 'console',
    name: 'login',
    synopsis: '[--project <id>] [--scopes <scope,...> | --read-only] [--expires-in <8h>] [--base-url <url>] [--json]',
    description: `Prints a one-time link that signs a browser in to the console at /console/: open it within
10 minutes; it works once. The session lasts --expires-in (default 8h, at most 30d: s, m, h or d)
and holds --scopes (as an API key's, comma-separated; default "Full Access"); --read-only is
--scopes "Read Only". The link points at --base-url, else PUBLIC_URL, else http://HOST:PORT.
--json prints {"url","expires_at","scopes","session_expires_in_seconds"} on one line.`,
    storeOnly: true,
    run: async (context, argumentsList) => (await import('./console-commands.js')).consoleLogin(context, argumentsList),
  },
];

export interface CliOutput {
  out(text: string): void;
  error(text: string): void;
}

const helpWords = new Set(['help', '--help', '-h']);

type Resolution = { help: string } | { usageError: string } | { command: CommandSpec; argumentsList: string[] };

/** Which command a command line names, or the help it asks for, or why it names none. */
function resolveCommand(argumentsList: string[]): Resolution {
  const [group, action, ...rest] = argumentsList;
  if (group === undefined || helpWords.has(group)) {
    if (group === 'help' && action !== undefined) return resolveCommand([action, ...rest, '--help']);
    return { help: overviewHelp(groups, commands) };
  }
  const knownGroup = groups.find((candidate) => candidate.name === group);
  if (!knownGroup) {
    const phrase = [group, action].filter(Boolean).join(' ');
    const suggestion = closestMatch(
      group,
      groups.map((candidate) => candidate.name),
    );
    const suggested =
      suggestion && commands.some((command) => command.group === suggestion && command.name === action) ? `${suggestion} ${action}` : suggestion;
    return { usageError: `unknown command "${phrase}".${suggested ? ` Did you mean "${suggested}"?` : ''} Run "${cliName} help" for the list` };
  }
  if (action === undefined || helpWords.has(action)) return { help: groupHelp(knownGroup, commands) };
  const groupCommands = commands.filter((command) => command.group === group);
  const command = groupCommands.find((candidate) => candidate.name === action);
  if (!command) {
    const suggestion = closestMatch(
      action,
      groupCommands.map((candidate) => candidate.name),
    );
    return {
      usageError: `unknown command "${group} ${action}".${suggestion ? ` Did you mean "${group} ${suggestion}"?` : ''} Run "${cliName} ${group} --help" for its commands`,
    };
  }
  if (rest.some((argument) => argument === '--help' || argument === '-h')) return { help: commandHelp(command) };
  return { command, argumentsList: rest };
}

/**
 * Runs one command line; returns the exit code (0 done, 1 failed, 2 misused). `--sandbox`, anywhere
 * on the line, is handed to the settings: the CLI then acts on the sandbox server's data.
 */
export async function runCli(commandLine: string[], loadConfig: (argumentsList: readonly string[]) => ServerConfig, output: CliOutput): Promise<number> {
  const sandbox = commandLine.includes('--sandbox');
  const resolution = resolveCommand(commandLine.filter((argument) => argument !== '--sandbox'));
  if ('help' in resolution) {
    output.out(resolution.help);
    return 0;
  }
  if ('usageError' in resolution) {
    output.error(`error: ${resolution.usageError}.\n`);
    return 2;
  }
  const { command, argumentsList: rest } = resolution;

  let session: CommandSession;
  let serverUrl: string;
  try {
    const config = loadConfig(sandbox ? ['--sandbox'] : []);
    serverUrl = config.publicUrl ?? localServerUrl(config.host, config.port);
    session = command.storeOnly
      ? await (await import('./store-session.js')).openStoreSession(config)
      : await (await import('./platform-session.js')).openPlatformSession(config);
  } catch (error) {
    output.error(`error: ${describeStartupFailure(error)}\n`);
    return 1;
  }
  try {
    const context: CommandContext = {
      store: session.store,
      get container() {
        if (!session.container) throw new Error(`"${command.group} ${command.name}" is marked storeOnly but uses the container`);
        return session.container;
      },
      dataDirectory: session.config.dataDirectory,
      config: session.config,
      serverUrl,
      print: (line) => output.out(`${line}\n`),
    };
    await command.run(context, rest);
    return 0;
  } catch (error) {
    if (error instanceof CliUsageError) {
      const help = `${cliName} ${command.group} ${command.name} --help`;
      if (error.showUsage) output.error(`error: ${error.message}\n${commandUsage(command)}\nRun "${help}" for what each option does.\n`);
      else output.error(`error: ${error.message}. Run "${help}" for usage.\n`);
      return 2;
    }
    if (isApiError(error)) {
      output.error(`error: ${error.message}\n`);
      return 1;
    }
    output.error(`error: ${describeStartupFailure(error)}\n`);
    return 1;
  } finally {
    await session.close();
  }
}

/** Where a server started with these settings is reached from this machine: a wildcard host is reached on loopback. */
function localServerUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${port}`;
}
