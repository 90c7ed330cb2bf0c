import { createPlatformContainer } from '@openunified/platform';
import { pino } from 'pino';
import type { ServerConfig } from '../config.js';
import { loadConnectors } from '../connectors/configured-connectors.js';
import { serverFeatures } from '../server-features.js';
import type { CommandSession } from './store-session.js';

/** The whole composition the server runs (features, connectors, services), for commands that use its services. */
export async function openPlatformSession(config: ServerConfig): Promise<CommandSession> {
  // Logs go to standard error so that standard output stays parseable with --json.
  const platform = await createPlatformContainer({
    config,
    connectors: await loadConnectors(config.connectorPackages),
    features: serverFeatures,
    logDestination: pino.destination(2),
  });
  return { store: platform.store, config: platform.config, container: platform.container, close: () => platform.close() };
}
