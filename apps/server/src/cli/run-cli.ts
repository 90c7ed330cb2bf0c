import { ApiError } from '@openunified/errors';
import { type Store, StoreToken } from '@openunified/store';
import { pino } from 'pino';
import type { ServerConfig } from '../config.js';
import { installedConnectors } from '../connectors/installed-connectors.js';
import { createServerContainer, type ServerContainer } from '../container.js';
import { serverFeatures } from '../features/index.js';
import { describeStartupFailure } from '../startup-failure.js';
import { createAccount } from './account-commands.js';
import { CliUsageError, helpText } from './cli-usage.js';
import type { CommandContext } from './command-context.js';
import { createKey, listKeys, revokeKey } from './key-commands.js';
import { createProject, listProjects } from './project-commands.js';

type Command = (context: CommandContext, argumentsList: string[]) => Promise<void>;

const commands: Record<string, Command> = {
  'keys create': createKey,
  'keys list': listKeys,
  'keys revoke': revokeKey,
  'accounts create': createAccount,
  'projects list': listProjects,
  'projects create': createProject,
};

export interface CliOutput {
  out(text: string): void;
  error(text: string): void;
}

/** Runs one command line; returns the exit code (0 done, 1 failed, 2 misused). */
export async function runCli(argumentsList: string[], loadConfig: () => ServerConfig, output: CliOutput): Promise<number> {
  const [group, action, ...rest] = argumentsList;
  if (group === undefined || ['help', '--help', '-h'].includes(group)) {
    output.out(helpText);
    return 0;
  }
  const command = commands[`${group} ${action ?? ''}`];
  if (!command) {
    output.error(`error: unknown command "${[group, action].filter(Boolean).join(' ')}". Run "pnpm cli help" for the list.\n`);
    return 2;
  }

  let serverContainer: ServerContainer;
  try {
    // Logs go to standard error so that standard output stays parseable with --json.
    serverContainer = await createServerContainer(loadConfig(), {
      connectors: installedConnectors,
      features: serverFeatures,
      logDestination: pino.destination(2),
    });
  } catch (error) {
    output.error(`error: ${describeStartupFailure(error)}\n`);
    return 1;
  }
  try {
    const context: CommandContext = {
      store: serverContainer.container.get<Store>(StoreToken),
      container: serverContainer.container,
      print: (line) => output.out(`${line}\n`),
    };
    await command(context, rest);
    return 0;
  } catch (error) {
    if (error instanceof CliUsageError) {
      output.error(`error: ${error.message}. Run "pnpm cli help" for usage.\n`);
      return 2;
    }
    if (error instanceof ApiError) {
      output.error(`error: ${error.message}\n`);
      return 1;
    }
    output.error(`error: ${describeStartupFailure(error)}\n`);
    return 1;
  } finally {
    await serverContainer.close();
  }
}
