import { ManagementTokens } from '@openunified/management';
import {
  closeOnSignals,
  createPlatform,
  dataSyncEngineKind,
  describeFirstStart,
  describeSandbox,
  ensureSandboxConnectorProfiles,
  prepareFirstStart,
  startDataSyncWorker,
} from '@openunified/platform';
import { loadConfig } from './config.js';
import { loadConnectors } from './connectors/configured-connectors.js';
import { serverFeatures } from './server-features.js';

export interface ServerProcessOptions {
  environment: NodeJS.ProcessEnv;
  argumentsList: readonly string[];
  /** Connector key -> origin its provider traffic goes to (tests point connectors at emulators). */
  originOverrides?: Record<string, string>;
}

/**
 * What `pnpm start` runs: the API server, or with `--worker` a data-sync worker that serves no
 * API, only `/health` with WORKER_HEALTH_PORT (docs/deployment.md#data-sync-workers). Both stop gracefully on SIGINT and SIGTERM.
 */
export async function runServerProcess(options: ServerProcessOptions): Promise<void> {
  const config = loadConfig(options.environment, options.argumentsList);
  const connectors = await loadConnectors(config.connectorPackages);
  const originOverrides = options.originOverrides && { originOverrides: options.originOverrides };
  if (config.worker) {
    await runWorker(config, connectors, originOverrides);
    return;
  }
  const platform = await createPlatform({ config, connectors, features: serverFeatures, sandbox: config.sandbox, ...originOverrides });
  closeOnSignals(platform); // requests in flight get 10 s to finish
  const firstStart = await prepareFirstStart(platform.store);
  const sandboxProfiles = await ensureSandboxConnectorProfiles(platform, firstStart.project.id);
  const listeningAddress = await platform.listen({ port: config.port, host: config.host });
  const url = config.publicUrl ?? listeningAddress;

  const lines = [`OpenUnified API listening on ${url}`, ...describeFirstStart(firstStart, url)];
  if (platform.container.isBound(ManagementTokens.ConsoleFiles) && platform.container.get(ManagementTokens.ConsoleFiles).installed) {
    lines.push(`console: ${url.replace(/\/+$/, '')}/console/ (sign in with a link from \`pnpm -s cli console login\`)`);
  }
  if (platform.sandbox) lines.push(...describeSandbox(platform.sandbox));
  if (sandboxProfiles.length > 0) lines.push(`Created connector profiles with the emulators' OAuth clients for: ${sandboxProfiles.join(', ')}`);
  if (!platform.sandbox && dataSyncEngineKind(config.database, config.dataSync) === 'pg-boss' && config.dataSync.runScheduler !== true) {
    lines.push('Data sync runs on the pg-boss engine: this process enqueues, start workers with `pnpm start --worker` to run the syncs.');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Runs jobs until SIGINT or SIGTERM, then takes no new job, lets the runs in progress end, and exits. */
async function runWorker(
  config: ReturnType<typeof loadConfig>,
  connectors: Awaited<ReturnType<typeof loadConnectors>>,
  originOverrides: { originOverrides: Record<string, string> } | undefined,
): Promise<void> {
  const health = config.workerHealthPort === undefined ? undefined : { port: config.workerHealthPort, host: config.host };
  const worker = await startDataSyncWorker({ config, connectors, features: serverFeatures, ...originOverrides, health });
  const { logger } = worker.platformContainer;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'data-sync worker shutting down');
    worker.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'data-sync worker shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const engine = dataSyncEngineKind(config.database, config.dataSync);
  const serves = worker.healthUrl ? `health on ${worker.healthUrl}` : 'no HTTP is served (WORKER_HEALTH_PORT serves /health)';
  process.stdout.write(`OpenUnified data-sync worker running (engine ${engine}, up to ${config.dataSync.concurrency} runs at once); ${serves}\n`);
}
