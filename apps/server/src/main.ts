import 'reflect-metadata';
import {
  closeOnSignals,
  createPlatform,
  describeFirstStart,
  describeSandbox,
  describeStartupFailure,
  ensureSandboxConnectorProfiles,
  prepareFirstStart,
} from '@openunified/platform';
import { loadConfig } from './config.js';
import { loadConnectors } from './connectors/configured-connectors.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env, process.argv.slice(2));
  const platform = await createPlatform({
    config,
    connectors: await loadConnectors(config.connectorPackages),
    sandbox: config.sandbox,
  });
  closeOnSignals(platform); // requests in flight get 10 s to finish
  const firstStart = await prepareFirstStart(platform.store);
  const sandboxProfiles = await ensureSandboxConnectorProfiles(platform, firstStart.project.id);
  const listeningAddress = await platform.listen({ port: config.port, host: config.host });
  const url = config.publicUrl ?? listeningAddress;

  const lines = [`OpenUnified API listening on ${url}`, ...describeFirstStart(firstStart, url)];
  if (platform.sandbox) lines.push(...describeSandbox(platform.sandbox));
  if (sandboxProfiles.length > 0) lines.push(`Created connector profiles with the emulators' OAuth clients for: ${sandboxProfiles.join(', ')}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`openunified: cannot start: ${describeStartupFailure(error)}\n`);
  process.exit(1);
});
