import 'reflect-metadata';
import { type Store, StoreToken } from '@openunified/store';
import { prepareFirstStart } from './administration/first-start.js';
import { loadConfig } from './config.js';
import { installedConnectors } from './connectors/installed-connectors.js';
import { serverFeatures } from './features/index.js';
import { describeSandbox, sandboxRequested, startSandbox } from './sandbox/sandbox.js';
import { ensureSandboxConnectorProfiles } from './sandbox/sandbox-connector-profiles.js';
import { removeSandboxFile, writeSandboxFile } from './sandbox/sandbox-file.js';
import { type ConnectorProfilesService, ConnectorProfilesServiceToken } from './features/connector-profiles/index.js';
import { createServer, type Server } from './server.js';
import { describeStartupFailure } from './startup-failure.js';

/** In-flight requests get this long to finish after SIGINT/SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const sandbox = sandboxRequested(process.argv.slice(2), process.env) ? await startSandbox(installedConnectors) : undefined;
  const server = await createServer(config, {
    connectors: installedConnectors,
    features: serverFeatures,
    ...(sandbox && { originOverrides: sandbox.originOverrides }),
  });
  stopOnSignals(server, async () => {
    if (!sandbox) return;
    await removeSandboxFile(config.dataDirectory);
    await sandbox.close();
  });
  const store = server.container.get<Store>(StoreToken);
  const firstStart = await prepareFirstStart(store);
  const sandboxProfiles = sandbox
    ? await ensureSandboxConnectorProfiles(
        sandbox,
        firstStart.project.id,
        store,
        server.container.get<ConnectorProfilesService>(ConnectorProfilesServiceToken),
      )
    : [];
  const listeningAddress = await server.app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl ?? listeningAddress;

  const lines = [`OpenUnified API listening on ${url}`];
  if (firstStart.initialApiKey) {
    const { key } = firstStart.initialApiKey;
    lines.push(
      '',
      `First start: created a Full Access API key for project ${firstStart.project.id}.`,
      'It is shown only this once; keep it somewhere safe:',
      '',
      `  ${key}`,
      '',
      `Try it: curl -u ${key}: ${url}/accounts`,
      '',
    );
  }
  if (sandbox) {
    await writeSandboxFile(config.dataDirectory, sandbox);
    lines.push(...describeSandbox(sandbox));
    if (sandboxProfiles.length > 0) {
      lines.push(`Created connector profiles with the emulators' OAuth clients for: ${sandboxProfiles.join(', ')}`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

function stopOnSignals(server: Server, afterClose: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      server.app.log.error('shutdown grace period elapsed; exiting with requests still in flight');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.close().then(afterClose).then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`openunified: cannot start: ${describeStartupFailure(error)}\n`);
  process.exit(1);
});
