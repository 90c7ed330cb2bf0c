import { isApiError } from '@openunified/errors';
import { createPlatformContainer, describeStartupFailure, type PlatformContainer } from '@openunified/platform';
import { pino } from 'pino';
import type { ServerConfig } from '../config.js';
import { loadConnectors } from '../connectors/configured-connectors.js';
import { createAccount } from './account-commands.js';
import { CliUsageError, helpText } from './cli-usage.js';
import type { CommandContext } from './command-context.js';
import { rotateEncryptionKey } from './encryption-key-commands.js';
import { createKey, listKeys, revokeKey } from './key-commands.js';
import { brandProject, createProject, listProjects } from './project-commands.js';
import {
  createWebhook,
  deleteWebhook,
  disableWebhook,
  enableWebhook,
  listWebhookDeliveries,
  listWebhooks,
  rotateWebhookSecret,
} from './webhook-commands.js';

type Command = (context: CommandContext, argumentsList: string[]) => Promise<void>;

const commands: Record<string, Command> = {
  'keys create': createKey,
  'keys list': listKeys,
  'keys revoke': revokeKey,
  'keys rotate-encryption': rotateEncryptionKey,
  'accounts create': createAccount,
  'projects list': listProjects,
  'projects create': createProject,
  'projects branding': brandProject,
  'webhooks create': createWebhook,
  'webhooks list': listWebhooks,
  'webhooks rotate-secret': rotateWebhookSecret,
  'webhooks enable': enableWebhook,
  'webhooks disable': disableWebhook,
  'webhooks delete': deleteWebhook,
  'webhooks deliveries': listWebhookDeliveries,
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

  let platform: PlatformContainer;
  try {
    const config = loadConfig();
    // Logs go to standard error so that standard output stays parseable with --json.
    platform = await createPlatformContainer({ config, connectors: await loadConnectors(config.connectorPackages), logDestination: pino.destination(2) });
  } catch (error) {
    output.error(`error: ${describeStartupFailure(error)}\n`);
    return 1;
  }
  try {
    const context: CommandContext = {
      store: platform.store,
      container: platform.container,
      dataDirectory: platform.config.dataDirectory,
      config: platform.config,
      print: (line) => output.out(`${line}\n`),
    };
    await command(context, rest);
    return 0;
  } catch (error) {
    if (error instanceof CliUsageError) {
      output.error(`error: ${error.message}. Run "pnpm cli help" for usage.\n`);
      return 2;
    }
    if (isApiError(error)) {
      output.error(`error: ${error.message}\n`);
      return 1;
    }
    output.error(`error: ${describeStartupFailure(error)}\n`);
    return 1;
  } finally {
    await platform.close();
  }
}
