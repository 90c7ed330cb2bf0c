import type { Feature } from '@openunified/feature-kit';
import { findInstalledConsole, managementFeature } from '@openunified/management';
import { type PlatformConfig, platformFeatures } from '@openunified/platform';

/**
 * The build of the admin console when `@openunified/console` is installed beside the server: in the
 * directory it runs in (an operator's install) first, else this app's own dependency (the
 * workspace's build); undefined otherwise.
 */
export function installedConsoleDirectory(): string | undefined {
  return findInstalledConsole([`${process.cwd()}/`, import.meta.url]);
}

/**
 * What this server serves, in the order of its routes: the API server, the data-sync worker and
 * the admin CLI all compose the same list. Leave a feature out and its routes, services,
 * OpenAPI entries and workers are gone; the platform refuses a list where a feature misses one
 * it requires (linking and data sync need accounts, MCP needs actions).
 */
export function serverFeatures(config: PlatformConfig): Feature[] {
  const feature = platformFeatures(config);
  return [
    feature.health,
    feature.accounts,
    feature.unified,
    feature.permissions,
    feature.actions,
    feature.requestLogs,
    feature.linking,
    feature.mcp,
    feature.webhooks,
    feature.dataSync,
    // Looked for from this app, whose dependency the console is, not from the platform package.
    managementFeature({ publicUrl: config.publicUrl, consoleDirectory: installedConsoleDirectory() ?? null }),
  ];
}
